// Combining shard reports: concatenate the files, sort them, check they fit together.
#include "ReportMerge.h"

#include <algorithm>
#include <set>

namespace cu2hip {

static llvm::Error mismatch(const std::string &What) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "the reports cannot be merged: " + What);
}

llvm::Expected<LoadedReport> mergeReports(std::vector<LoadedReport> Reports) {
  if (Reports.empty())
    return mismatch("no reports given");
  LoadedReport Merged;
  Merged.Context = Reports.front().Context;
  std::set<std::string> Paths;
  for (LoadedReport &R : Reports) {
    if (R.Context.ToolVersion != Merged.Context.ToolVersion)
      return mismatch("cu2hip " + R.Context.ToolVersion + " and " + Merged.Context.ToolVersion);
    if (R.Context.HipTarget != Merged.Context.HipTarget)
      return mismatch("HIP targets " + R.Context.HipTarget + " and " + Merged.Context.HipTarget);
    if (R.Context.BaselineApplied != Merged.Context.BaselineApplied)
      return mismatch("some were made with --baseline and some without");
    Merged.Context.IncludeTimes = Merged.Context.IncludeTimes && R.Context.IncludeTimes;
    for (FileStatistics &File : R.Run.Files) {
      if (!Paths.insert(File.Path).second)
        return mismatch("'" + File.Path + "' is in more than one report (overlapping shards?)");
      Merged.Run.Files.push_back(std::move(File));
    }
  }
  std::stable_sort(
      Merged.Run.Files.begin(), Merged.Run.Files.end(),
      [](const FileStatistics &A, const FileStatistics &B) { return A.Path < B.Path; });
  return Merged;
}

} // namespace cu2hip
