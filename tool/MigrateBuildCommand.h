// 'cu2hip migrate-build': migrates CMake files and Makefiles to the HIP toolchain.
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

int runMigrateBuildCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
