// Refusing a report path that would replace a file the run reads or writes, before anything
// is written: a report is the one output whose name the user types freely.
#pragma once

#include "OutputPlan.h"
#include "RunOptions.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cu2hip {

// Fails, naming the report and what it would replace, when a path of Reports (as the user
// wrote them) is
// - a file of the plan (an input, an output, a backup) or named on the command line (an
//   input, the compilation database, a --mappings table), by identity, so a link counts;
// - an existing file below an input folder that is not an earlier cu2hip report;
// - a folder, or another report's path.
// A report may replace the --baseline it was compared with (a CI job updating it).
llvm::Error checkReportTargets(const std::vector<std::string> &Reports, const OutputPlan &Plan,
                               const RunOptions &Options);

// Every file a translation run's --report options write (a CSV report writes two).
std::vector<std::string> reportTargetsOf(const ReportOptions &Reports);

} // namespace cu2hip
