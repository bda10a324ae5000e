#include "TimeBudget.h"

namespace cu2hip {

TimeBudget TimeBudget::fromNow(double Seconds) {
  TimeBudget Budget;
  if (Seconds > 0) {
    Budget.LimitSeconds = Seconds;
    Budget.Deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                         std::chrono::duration<double>(Seconds));
  }
  return Budget;
}

TimeBudget TimeBudget::spentAt(std::string StagePrefix, unsigned AllowedAsks) {
  TimeBudget Budget;
  Budget.SpentAtStage = std::move(StagePrefix);
  Budget.AllowedAsks = AllowedAsks;
  return Budget;
}

bool TimeBudget::allows(std::string_view Stage) {
  if (spent())
    return false;
  bool Out = Deadline && Clock::now() >= *Deadline;
  if (!SpentAtStage.empty() && Stage.starts_with(SpentAtStage))
    Out = Out || AllowedAsks-- == 0;
  if (Out)
    StoppedIn = std::string(Stage);
  return !Out;
}

} // namespace cu2hip
