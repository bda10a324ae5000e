// `cu2hip coverage`: how much of the installed CUDA's public API the tables know.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeCoverageOptions();

int runCoverageCommand(const std::vector<std::string> &Args, const std::string &ResourceDir);

} // namespace cu2hip
