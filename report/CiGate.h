// CI mode: which findings fail a run (--fail-on, --max-unconverted) and why. Only new
// findings count when --baseline marked the others "unchanged".
#pragma once

#include "Statistics.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct CiPolicy {
  bool Unsupported = false;   // --fail-on=unsupported: any API without a HIP equivalent
  bool HazardError = false;   // --fail-on=hazard:error: any hazard of severity error
  bool HazardWarning = false; // --fail-on=hazard:warning: any hazard of severity warning or error
  bool Unconverted = false;   // --fail-on=unconverted: more unconverted references than allowed
  std::optional<unsigned> MaxUnconverted; // --max-unconverted=N (alone it implies 'unconverted')

  bool active() const { return Unsupported || HazardError || HazardWarning || unconvertedLimit(); }
  std::optional<unsigned> unconvertedLimit() const;
};

// Adds the comma-separated conditions of one --fail-on value to Policy; on an unknown
// one sets Error (naming it and the valid ones) and returns false.
bool parseFailOn(const std::string &List, CiPolicy &Policy, std::string &Error);

struct CiVerdict {
  bool Failed = false;
  std::vector<std::string>
      Reasons; // one line each, e.g. "2 unsupported APIs (--fail-on=unsupported)"
};

CiVerdict evaluateCiPolicy(const RunStatistics &Run, const CiPolicy &Policy);

} // namespace cu2hip
