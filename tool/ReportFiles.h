// After a translation run: the reports asked for with --report, the --baseline
// comparison and the CI verdict (--fail-on), as one step for main.cpp.
#pragma once

#include "CommandLine.h"
#include "report/ReportContext.h"
#include "report/Statistics.h"

#include "llvm/Support/Error.h"

#include <optional>

namespace cu2hip {

class MappingTable;

struct ReportSession {
  ReportOptions Options;
  ReportContext Context;
  std::string Root;                      // absolute; report paths are relative to it
  std::optional<RunStatistics> Baseline; // read before translating, so a bad file costs nothing
  const MappingTable *Table = nullptr;
  bool Quiet = false;
};

// Reads the baseline and fixes the report root; an unreadable baseline is an input error.
llvm::Expected<ReportSession> prepareReports(const RunOptions &Options, const MappingTable &Table,
                                             const std::string &ToolVersion);

// Completes Stats (families, paths relative to the root, sorted by path, baseline
// states), writes every report atomically and returns the run's exit code: RunExit when
// it is not 0, 2 when a report cannot be written, 1 when the CI policy fails, else 0.
int finishReports(const ReportSession &Session, RunStatistics &Stats, int RunExit);

} // namespace cu2hip
