// `cu2hip query NAME|GLOB...`: what the mapping tables say about CUDA names.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeQueryOptions();

int runQueryCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
