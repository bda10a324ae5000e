// Which identifiers look like CUDA APIs: used to report names no table knows.
#pragma once

#include <string_view>

namespace cu2hip {

// cudaX, cuX (driver API), CU_/CUDA_ constants and the CUDA library prefixes.
bool looksLikeCudaApiName(std::string_view Name);

} // namespace cu2hip
