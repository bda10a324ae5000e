// `cu2hip verify-targets`: are the HIP names the tables emit declared in installed HIP headers?
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

int runVerifyTargetsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
