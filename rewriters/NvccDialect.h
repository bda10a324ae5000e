// Declarations that let Clang parse what nvcc accepts, for parsing only: nothing here is ever
// written to a translation.
#pragma once

#include "llvm/Support/VirtualFileSystem.h"

#include <string>
#include <string_view>

namespace cu2hip {

// Where the parse-only header lives in the in-memory file system of every parse.
inline constexpr std::string_view NvccHostOverloadsPath =
    "/cu2hip-parse-only/nvcc_host_overloads.h";

// A folder searched after every other include folder: headers a CUDA program commonly
// includes that a parse here may not find, declared just enough to parse. A real header
// earlier in the search path always wins (clang 22 ships no omp.h; gcc's is private to gcc).
inline constexpr std::string_view ParseOnlyFallbackDir = "/cu2hip-parse-only/fallback";

// Whether a file is written in nvcc's dialect (compiled by nvcc as CUDA): .cu and .cuh.
bool isNvccDialectFile(std::string_view Path);

// Adds the parse-only headers to an in-memory file system.
void addNvccDialectHeaders(llvm::vfs::InMemoryFileSystem &Files);

} // namespace cu2hip
