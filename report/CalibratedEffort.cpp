// Applying the calibrated residual model.
#include "CalibratedEffort.h"

#include <algorithm>
#include <cmath>

namespace cu2hip {
namespace {

double lines(double LogValue) { return std::max(0.0, std::expm1(LogValue)); }

} // namespace

double predictFileLines(const CalibratedEffort &Model, const EffortFeatures &Features,
                        const std::string &Without) {
  double Y = Model.Intercept;
  for (const auto &[Name, Weight] : Model.Weights)
    if (Name != Without)
      if (auto It = Features.find(Name); It != Features.end())
        Y += Weight * std::log1p(It->second);
  return lines(Y);
}

ResidualPrediction predictResidual(const CalibratedEffort &Model,
                                   const std::vector<EffortFeatures> &Files) {
  ResidualPrediction P;
  std::map<std::string, double> Shares;
  for (const EffortFeatures &F : Files) {
    double Lines = predictFileLines(Model, F);
    P.Lines += Lines;
    for (const auto &[Name, Weight] : Model.Weights)
      Shares[Name] += Lines - predictFileLines(Model, F, Name);
  }
  double Y = std::log1p(P.Lines);
  P.Low = lines(Y + Model.LowQuantile);
  P.High = lines(Y + Model.HighQuantile);
  P.Hours = {P.Low * Model.HoursPerLine.Hours.Low, P.High * Model.HoursPerLine.Hours.High};
  for (const auto &[Name, Share] : Shares)
    if (Share > 0.05)
      P.Drivers.push_back({Name, Share});
  std::stable_sort(P.Drivers.begin(), P.Drivers.end(),
                   [](const auto &A, const auto &B) { return A.second > B.second; });
  return P;
}

} // namespace cu2hip
