// `cu2hip diagnostics-docs FILE`: the diagnostics catalogue as Markdown (docs/diagnostics.md).
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// The page itself, so tests and the command produce the same text.
std::string diagnosticsCataloguePage();

int runDiagnosticsDocsCommand(const std::vector<std::string> &Args);

// `cu2hip COMMAND OUTPUT_FILE` for a generated page (diagnostics-docs, rules-docs): writes
// Page atomically to the one file argument; a usage error otherwise.
int writeGeneratedPage(const std::vector<std::string> &Args, const char *Command,
                       const std::string &Page);

} // namespace cu2hip
