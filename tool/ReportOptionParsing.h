// The command-line options of machine-readable reports and CI mode: one group of the
// translation run's option table.
#pragma once

#include "OptionTable.h"
#include "report/ReportOptions.h"

#include <string>
#include <vector>

namespace cu2hip {

// Declares --report, --report-format, --report-no-times, --report-root, --report-docs-url,
// --baseline, --fail-on and --max-unconverted, writing into O.
void addReportOptions(OptionTable &T, ReportOptions &O);

// After the whole command line: resolves each --report's format. False (with Error
// naming the file) when a format cannot be told.
bool checkReportOptions(ReportOptions &O, std::string &Error);

} // namespace cu2hip
