// The JSON report: the statistics model as versioned, key-ordered JSON
// (docs/report-schema.json). The same document is what `report merge` and --baseline read.
#pragma once

#include "ReportContext.h"
#include "Statistics.h"

#include <nlohmann/json.hpp>

namespace cu2hip {

// Bump when a key changes meaning or disappears; adding keys keeps the version.
inline constexpr int ReportSchemaVersion = 1;

nlohmann::ordered_json jsonReport(const RunStatistics &Run, const ReportContext &Context);

// Two-space indented, with a final newline.
std::string jsonReportText(const RunStatistics &Run, const ReportContext &Context);

} // namespace cu2hip
