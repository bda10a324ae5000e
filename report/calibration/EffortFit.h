// Fitting the calibrated effort model to the corpus's fit half, and measuring it on the
// check half: ridge regression of a file's log(1 + residual lines) on log(1 + feature),
// a benchmark predicted as the sum of its files.
#pragma once

#include "PortCorpus.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace cu2hip {

// Spearman's rank correlation, ties given their average rank; 0 when either side is constant.
double spearman(const std::vector<double> &A, const std::vector<double> &B);

// The value below which Fraction of Sorted lies, interpolated between neighbours.
double quantile(std::vector<double> Values, double Fraction);

// The model's "calibrated" object, everything but hours_per_residual_line (judgement,
// kept from the model it replaces). Numbers rounded to 6 decimals, so a refit compares
// exactly with what was written. Fitted is the date it states.
nlohmann::ordered_json fitCalibratedEffort(const Corpus &C, double Ridge,
                                           const std::string &Fitted);

// `cu2hip-calibrate fit ...` (its usage in CalibrateMain.cpp).
int fitCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
