// Finding the CUDA installation whose headers Clang parses.
#pragma once

#include <optional>
#include <string>

namespace cu2hip {

struct CudaSearchResult {
  std::string Path;  // empty when none was found
  std::string Error; // names what was tried and the flag that fixes it
};

// Order: --cuda-path, $CUDA_PATH, /usr/local/cuda. A candidate counts when it has
// include/cuda_runtime.h. An explicit --cuda-path that fails is an error, not skipped.
CudaSearchResult findCudaInstallation(const std::string &FlagValue);

} // namespace cu2hip
