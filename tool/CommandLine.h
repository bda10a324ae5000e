// Parses cu2hip's command line into a plain options value; nothing else reads argv.
#pragma once

#include "project/RunOptions.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// On a usage error returns nullopt and sets Error to a one-line message naming the flag.
std::optional<RunOptions> parseCommandLine(const std::vector<std::string> &Args,
                                           std::string &Error);

const char *usageText();

// --only-rules=NAME,...: names from the rule registry (cu2hip rules). False, with Error
// naming the option and the unknown rule, when one is not registered.
bool parseRuleList(const std::string &Value, std::vector<std::string> &Rules, std::string &Error);

} // namespace cu2hip
