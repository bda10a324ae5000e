// Counting the findings a CI gate looks at and comparing them with its limits.
#include "CiGate.h"

#include "Baseline.h"

#include <sstream>

namespace cu2hip {

std::optional<unsigned> CiPolicy::unconvertedLimit() const {
  if (MaxUnconverted)
    return MaxUnconverted;
  return Unconverted ? std::optional<unsigned>(0) : std::nullopt;
}

bool parseFailOn(const std::string &List, CiPolicy &Policy, std::string &Error) {
  std::stringstream Items(List);
  std::string Item;
  bool Any = false;
  while (std::getline(Items, Item, ',')) {
    Any = true;
    if (Item == "unsupported")
      Policy.Unsupported = true;
    else if (Item == "hazard:error")
      Policy.HazardError = true;
    else if (Item == "hazard:warning")
      Policy.HazardWarning = true;
    else if (Item == "unconverted")
      Policy.Unconverted = true;
    else {
      Error = "option '--fail-on' does not know '" + Item +
              "' (valid: unsupported, hazard:error, hazard:warning, unconverted)";
      return false;
    }
  }
  if (!Any)
    Error = "option '--fail-on' needs at least one condition";
  return Any;
}

namespace {
struct GateCounts {
  unsigned Unsupported = 0, Unconverted = 0, HazardErrors = 0, HazardWarnings = 0;
};
} // namespace

static GateCounts countNewFindings(const RunStatistics &Run) {
  GateCounts C;
  for (const FileStatistics &File : Run.Files)
    for (const FileFinding &F : File.Findings) {
      if (!isNewFinding(F))
        continue;
      if (F.Unconverted) {
        ++C.Unconverted;
        C.Unsupported += F.Unsupported;
      } else if (F.Level == Severity::Error) {
        ++C.HazardErrors;
      } else if (F.Level == Severity::Warning) {
        ++C.HazardWarnings;
      }
    }
  return C;
}

CiVerdict evaluateCiPolicy(const RunStatistics &Run, const CiPolicy &Policy) {
  CiVerdict V;
  GateCounts C = countNewFindings(Run);
  auto failWith = [&](unsigned Count, const std::string &What, const std::string &Why) {
    V.Failed = true;
    V.Reasons.push_back(std::to_string(Count) + " " + What + " (" + Why + ")");
  };
  if (Policy.Unsupported && C.Unsupported)
    failWith(C.Unsupported, "CUDA references without a HIP equivalent", "--fail-on=unsupported");
  if (Policy.HazardError && C.HazardErrors)
    failWith(C.HazardErrors, "hazards of severity error", "--fail-on=hazard:error");
  if (Policy.HazardWarning && C.HazardErrors + C.HazardWarnings)
    failWith(C.HazardErrors + C.HazardWarnings, "hazards of severity warning or error",
             "--fail-on=hazard:warning");
  if (auto Limit = Policy.unconvertedLimit(); Limit && C.Unconverted > *Limit)
    failWith(C.Unconverted, "unconverted CUDA references", "limit " + std::to_string(*Limit));
  return V;
}

} // namespace cu2hip
