// `cu2hip rules [--json]`: the rule registry, for a reader or a script; `cu2hip rules-docs
// FILE`: the same as Markdown (docs/rules.md).
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// The page itself, so tests and the command produce the same text.
std::string rulesPage();

int runRulesCommand(const std::vector<std::string> &Args);
int runRulesDocsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
