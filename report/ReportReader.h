// Reads a JSON report back into the statistics model: the input of `report merge` and of
// --baseline. A report of another schema version, or one that is not a cu2hip report, is
// an error that names the file.
#pragma once

#include "ReportContext.h"
#include "Statistics.h"

#include "llvm/Support/Error.h"

namespace cu2hip {

struct LoadedReport {
  ReportContext Context;
  RunStatistics Run;
};

llvm::Expected<LoadedReport> readJsonReport(const std::string &Path);
llvm::Expected<LoadedReport> parseJsonReport(const std::string &Text, const std::string &Name);

} // namespace cu2hip
