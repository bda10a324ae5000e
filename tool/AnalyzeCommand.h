// `cu2hip analyze PATH...`: translate in memory, write nothing, estimate the porting effort.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeAnalyzeOptions();

int runAnalyzeCommand(const std::vector<std::string> &Args, const std::string &ResourceDir,
                      const std::string &ToolVersion);

} // namespace cu2hip
