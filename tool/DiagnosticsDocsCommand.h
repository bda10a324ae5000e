// `cu2hip diagnostics-docs FILE`: the diagnostics catalogue as Markdown (docs/diagnostics.md).
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// The page itself, so tests and the command produce the same text.
std::string diagnosticsCataloguePage();

int runDiagnosticsDocsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
