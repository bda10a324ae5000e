// Person-hours as a range, and a weight with the reason for its size: what every part of
// the effort model is made of.
#pragma once

#include <string>

namespace cu2hip {

// Person-hours, as a range: estimates of hand work are never one number.
struct EffortRange {
  double Low = 0, High = 0;
  EffortRange &operator+=(const EffortRange &Other) {
    Low += Other.Low;
    High += Other.High;
    return *this;
  }
  EffortRange operator*(double Factor) const { return {Low * Factor, High * Factor}; }
  EffortRange operator+(const EffortRange &Other) const {
    return {Low + Other.Low, High + Other.High};
  }
};

struct WeightWithReason {
  EffortRange Hours;
  std::string Why;
};

} // namespace cu2hip
