// The calibrated part of the effort model: residual lines after cu2hip predicted from a
// project's features (EffortFeatures.h), fitted to real ports by cu2hip-calibrate
// (docs/effort-calibration.md), with the 80 % interval and the error measured on the
// benchmarks the fit never saw.
#pragma once

#include "EffortFeatures.h"
#include "EffortRange.h"

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

struct CalibratedEffort {
  // Provenance, as the output states it.
  std::string Corpus, Measured, Fitted, Method;
  unsigned FitBenchmarks = 0, CheckBenchmarks = 0;
  double CheckSpearman = 0, CheckCoverage = 0; // on the check half
  // A file's log(1 + residual lines) = Intercept + sum of Weights[f] * log(1 + feature f);
  // a project's residual is the sum over its files.
  double Ridge = 0, Intercept = 0;
  std::map<std::string, double> Weights;
  // 10 % and 90 % of the fit half's benchmarks' log(1 + measured) - log(1 + predicted).
  double LowQuantile = 0, HighQuantile = 0;
  std::set<std::string> CoveredLibraries; // library families the fit half references
  WeightWithReason HoursPerLine;          // judgement, not calibrated: stated as such
};

struct ResidualPrediction {
  double Lines = 0, Low = 0, High = 0; // residual lines and their 80 % interval
  EffortRange Hours;                   // Low * low rate .. High * high rate
  // Lines the prediction loses without each feature, largest first (features that add).
  std::vector<std::pair<std::string, double>> Drivers;
};

// One file's predicted residual lines; Without leaves one feature out (for the drivers).
double predictFileLines(const CalibratedEffort &Model, const EffortFeatures &Features,
                        const std::string &Without = "");

// A project's (or one file's, given alone): the files' lines summed, the interval around it.
ResidualPrediction predictResidual(const CalibratedEffort &Model,
                                   const std::vector<EffortFeatures> &Files);

} // namespace cu2hip
