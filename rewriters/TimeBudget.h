// A file's time budget (--file-timeout). Parsing and hazard analysis ask it whether they
// may go on, so that a file that would take too long still gets its translation (at token
// level when the parse is what ran out) and a finding naming the stage that stopped, instead
// of holding up the run. Rewriting never stops: half of a file's edits would be a wrong
// translation.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace cu2hip {

// Thrown by a stage deep inside a walk when its budget is spent; the stage's driver catches it.
struct TimeBudgetSpent {};

class TimeBudget {
public:
  using Clock = std::chrono::steady_clock;

  TimeBudget() = default; // no limit
  // Seconds from now; 0 means no limit.
  static TimeBudget fromNow(double Seconds);
  // For tests: spent when a stage whose name starts with StagePrefix asks after it was
  // allowed AllowedAsks times (0: at its first question).
  static TimeBudget spentAt(std::string StagePrefix, unsigned AllowedAsks = 0);

  // Whether Stage may go on. Once one stage is refused, every later one is too, and the
  // first refused stage is kept: stoppedIn().
  bool allows(std::string_view Stage);
  bool spent() const { return !StoppedIn.empty(); }
  const std::string &stoppedIn() const { return StoppedIn; }
  double limitSeconds() const { return LimitSeconds; }

private:
  std::optional<Clock::time_point> Deadline;
  std::string SpentAtStage;
  unsigned AllowedAsks = 0;
  double LimitSeconds = 0;
  std::string StoppedIn;
};

} // namespace cu2hip
