// `cu2hip diagnostics-docs FILE`: the diagnostics catalogue as Markdown (docs/diagnostics.md).
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// The page itself, so tests and the command produce the same text.
std::string diagnosticsCataloguePage();

// What the command writes, for its --help and docs/options.md.
extern const char *DiagnosticsDocsDescription;

int runDiagnosticsDocsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
