// `cu2hip verify-targets`: are the HIP names the tables emit declared in installed HIP headers?
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeVerifyTargetsOptions();

int runVerifyTargetsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
