// Printing the effort estimate of `cu2hip analyze`: a terminal table, Markdown, or JSON.
#pragma once

#include "EffortEstimate.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cu2hip {

// One line of the breakdown every format shows, in the same order everywhere.
struct BreakdownRow {
  std::string Kind;  // "setup", "renames", "library-swap", "library-references",
                     // "unsupported", "hazards", "parse-failures", "fallback"
  std::string Label; // for people
  unsigned Count = 0;
  EffortRange Hours;
};
std::vector<BreakdownRow> breakdownRows(const ProjectEstimate &P, const EffortModel &Model);

// Terminal table (and --format text): class, total, breakdown, per-file rows, assumptions.
std::string formatEstimateText(const ProjectEstimate &P, const EffortModel &Model);
std::string formatEstimateMarkdown(const ProjectEstimate &P, const EffortModel &Model);
// Keys in a fixed order so two reports diff cleanly; hours rounded to 0.01.
nlohmann::ordered_json estimateJson(const ProjectEstimate &P, const EffortModel &Model);

// "12.3-45.6" with one decimal, as every human-facing format prints a range of hours (two
// for hours per line: 0.05 h is three minutes).
std::string formatRange(const EffortRange &R, int Decimals = 1);
// "512/530 (97 %)", or "no table: hand work".
std::string describeCoverage(const FamilyCoverage &C);
// Where the calibrated model comes from and its error on the check half, in one sentence.
std::string describeCalibration(const CalibratedEffort &C);
// "deep-library-or-ptx (deep CUDA-library or PTX dependence: weeks)"
std::string describeClass(const ProjectEstimate &P);

} // namespace cu2hip
