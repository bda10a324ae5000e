// The weights of the porting-effort estimate, read from report/effort_model.json (or a
// user's copy given with --effort-model). Every weight carries the reason for its size.
#pragma once

#include "CalibratedEffort.h"
#include "EffortRange.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct LibraryWeights {
  std::string Family;      // mapping-table family: "cublas", "cudnn", ...
  std::string Replacement; // "hipBLAS", "MIOpen", ...
  EffortRange Swap;        // once per project that references the family
  EffortRange Reference;   // per reference cu2hip translated
  EffortRange Unconverted; // per reference left for hand work
  bool Deep = false;       // makes the project "deep library dependence"
  std::string Why;
};

// A project class, tried in the model's order; the first whose trigger fires applies and
// the last one (no triggers) is the fallback.
struct ProjectClassRule {
  std::string Name, Label, Scale, Why;
  std::vector<std::string> LibraryFamilies;   // referenced -> this class
  std::vector<std::string> FindingCategories; // a finding of this category -> this class
  std::vector<std::string> NamePrefixes;      // a CUDA reference starting so -> this class
};

struct EffortModel {
  std::vector<std::string> Assumptions;
  WeightWithReason ProjectSetup, Rename;
  // Factors applied to a diagnostic's EffortHours, by diagnostic category.
  std::map<std::string, WeightWithReason> CategoryFactors; // always has "default"
  WeightWithReason ParseFailureFile, ParseFailureLine, FallbackFile, FallbackLine;
  std::map<std::string, LibraryWeights> Libraries; // by family
  std::map<std::string, std::string> NamePrefixFamilies;
  std::vector<ProjectClassRule> Classes;
  // Fitted to real ports (cu2hip-calibrate); absent from a user's model that has none.
  std::optional<CalibratedEffort> Calibrated;

  const WeightWithReason &categoryFactor(const std::string &Category) const;
  const LibraryWeights *library(const std::string &Family) const;
  // The families of Libraries: whose references are library references.
  std::set<std::string> libraryFamilies() const;
  // Family of a CUDA name no table knows, by the longest matching prefix ("" if none).
  std::string familyByPrefix(std::string_view Name) const;
};

// Fails with a message naming the file and the entry on malformed JSON, a missing field,
// a weight without "why", or low > high.
llvm::Expected<EffortModel> parseEffortModel(std::string_view Name, std::string_view JsonText);

// The model compiled into the binary from report/effort_model.json.
const EffortModel &builtinEffortModel();

} // namespace cu2hip
