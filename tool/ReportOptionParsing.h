// The command-line options of machine-readable reports and CI mode, parsed apart from the
// rest of the command line so that tool/CommandLine.cpp needs one call for all of them.
#pragma once

#include "report/ReportOptions.h"

#include <string>
#include <vector>

namespace cu2hip {

// Takes the report option at Args[I] (and its value, advancing I). Returns 0 when
// Args[I] is not a report option, 1 when it was taken, -1 on an error (Error says why).
int takeReportOption(const std::vector<std::string> &Args, size_t &I, ReportOptions &O,
                     std::string &Error);

// After the whole command line: resolves each --report's format. False (with Error
// naming the file) when a format cannot be told.
bool checkReportOptions(ReportOptions &O, std::string &Error);

} // namespace cu2hip
