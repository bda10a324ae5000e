// What `validate prepare` found for one fixture (WORK/<name>/prepare.json): the translation
// and each build tier. Written by the prepare step, read back by the report step.
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

enum class TierStatus {
  Pass,
  Fail,
  Skipped,        // tool missing or tier disabled; Detail says which
  Unsupported,    // failed on a target the fixture declares unsupported (expected)
  UnexpectedPass, // built on a target the fixture declares unsupported: the declaration is stale
};

const char *tierStatusName(TierStatus Status);
bool tierStatusIsFailure(TierStatus Status);

struct TierResult {
  TierStatus Status = TierStatus::Skipped;
  std::string Detail;                  // skip reason, or the fixture's unsupported reason
  std::vector<std::string> ErrorLines; // first error lines of a failed build
  std::string Log;                     // relative to the fixture's work directory
  double Seconds = 0;
};

struct TranslatedFile {
  std::string File; // relative to the fixture directory
  bool Parsed = false;
  unsigned Converted = 0, Unconverted = 0, Warnings = 0;
  std::vector<std::string> Findings; // "line:col: severity: message [ID]"
  std::vector<std::string> Errors;   // Clang's errors when it did not parse
};

struct FixturePreparation {
  std::string Name;
  bool Translated = false; // every source and header parsed and was written
  std::vector<TranslatedFile> Files;
  std::vector<std::pair<std::string, TierResult>> Amd; // per target, in --offload-arch order
  TierResult NvidiaBuild;                              // HIP translation built with nvcc here

  unsigned unconverted() const;
  // Parsed and written with no CUDA reference left: a fixture is written to be translated
  // completely, and a leftover cuRAND call would still build and run on NVIDIA.
  bool translationComplete() const { return Translated && unconverted() == 0; }
  bool passed() const; // translation complete and no tier failed
};

std::string preparationToJson(const FixturePreparation &P);
llvm::Expected<FixturePreparation> preparationFromJson(llvm::StringRef Text,
                                                       const std::string &Where);

} // namespace cu2hip
