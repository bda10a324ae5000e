// What the command line asks of the machine-readable reports and of CI mode.
#pragma once

#include "CiGate.h"

#include <string>
#include <vector>

namespace cu2hip {

enum class ReportFormat { Json, Markdown, Csv, Sarif, Html };

struct ReportRequest {
  std::string Path;
  ReportFormat Format = ReportFormat::Json;
};

struct ReportOptions {
  std::vector<std::string> Paths;              // --report FILE, repeatable
  std::string Format;                          // --report-format: overrides every file's extension
  std::vector<ReportRequest> Requests;         // Paths with their format, set by checkReportOptions
  bool NoTimes = false;                        // --report-no-times
  std::string Root;                            // --report-root DIR (default: the current directory)
  std::string DocsUrl = "docs/diagnostics.md"; // --report-docs-url URL
  std::string Baseline;                        // --baseline OLD.json
  CiPolicy Gate;                               // --fail-on, --max-unconverted
};

} // namespace cu2hip
