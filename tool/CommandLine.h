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

} // namespace cu2hip
