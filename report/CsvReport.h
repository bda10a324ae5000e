// The CSV reports, in the spirit of hipify-clang's --print-stats-csv: one row per file
// (plus a TOTAL row) and, in a second file, one row per finding. RFC 4180 quoting.
#pragma once

#include "ReportContext.h"
#include "Statistics.h"

#include <string>

namespace cu2hip {

std::string csvFileReport(const RunStatistics &Run, const ReportContext &Context);
std::string csvFindingsReport(const RunStatistics &Run, const ReportContext &Context);

// "out/report.csv" -> "out/report.findings.csv": where the per-finding rows go.
std::string csvFindingsPath(const std::string &ReportPath);

// One CSV field, quoted when it holds a comma, a quote, a line break or edge spaces.
std::string csvField(const std::string &Text);

} // namespace cu2hip
