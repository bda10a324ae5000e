// What a machine-readable report states besides the statistics: which tool and target
// produced it, and which optional sections it carries.
#pragma once

#include <string>

namespace cu2hip {

struct ReportContext {
  std::string ToolVersion;
  std::string HipTarget;        // the --hip-version the run translated for
  bool IncludeTimes = true;     // off with --report-no-times, so reports diff cleanly
  bool BaselineApplied = false; // findings carry "new"/"unchanged" (--baseline)
  // Where docs/diagnostics.md lives for links: a URL, or a path relative to the report
  // reader's checkout (the default).
  std::string DocsUrl = "docs/diagnostics.md";
};

// The docs anchor of a diagnostic: its ID in lower case ("CU2HIP-W010" -> "cu2hip-w010").
std::string diagnosticAnchor(const std::string &Id);
std::string diagnosticLink(const ReportContext &Context, const std::string &Id);

} // namespace cu2hip
