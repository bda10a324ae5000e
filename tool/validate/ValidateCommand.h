// `cu2hip validate`: translate the runnable fixtures, build them for AMD and for HIP's
// NVIDIA backend, and compare their runs with the CUDA originals (docs/validation.md).
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// Args are the words after "validate". Returns a documented exit code.
int runValidateCommand(const std::vector<std::string> &Args, const std::string &ResourceDir);

} // namespace cu2hip
