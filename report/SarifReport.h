// The SARIF 2.1.0 report for code-scanning UIs: every finding (hazard, unconverted API,
// note) is a result; the rules carry the diagnostics catalogue's help texts.
#pragma once

#include "ReportContext.h"
#include "Statistics.h"

#include <nlohmann/json.hpp>

namespace cu2hip {

// BaseUri: the absolute file: URI (ending in '/') that the files' relative paths are
// relative to, recorded as the run's SRCROOT.
nlohmann::ordered_json sarifReport(const RunStatistics &Run, const ReportContext &Context,
                                   const std::string &BaseUri);

// A relative path as a URI reference: '/' separators, RFC 3986 percent-encoding.
std::string uriReference(const std::string &Path);

} // namespace cu2hip
