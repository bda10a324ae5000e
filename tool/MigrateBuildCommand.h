// 'cu2hip migrate-build': migrates CMake files and Makefiles to the HIP toolchain.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeMigrateBuildOptions();

int runMigrateBuildCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
