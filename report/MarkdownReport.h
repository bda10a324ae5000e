// The Markdown report, sized for a pull-request comment: summary table, per-family table,
// the most frequent unconverted APIs and the hazards with links to docs/diagnostics.md.
#pragma once

#include "ReportContext.h"
#include "Statistics.h"

#include <string>

namespace cu2hip {

std::string markdownReport(const RunStatistics &Run, const ReportContext &Context);

} // namespace cu2hip
