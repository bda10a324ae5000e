// `cu2hip rules [--json]`: the rule registry, for a reader or a script; `cu2hip rules-docs
// FILE`: the same as Markdown (docs/rules.md).
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

// The page itself, so tests and the command produce the same text.
std::string rulesPage();

OptionTable describeRulesOptions();
// What rules-docs writes, for its --help and docs/options.md.
extern const char *RulesDocsDescription;

int runRulesCommand(const std::vector<std::string> &Args);
int runRulesDocsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
