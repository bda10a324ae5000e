// The headers the library preamble holds besides the CUDA headers: the C and C++ library
// headers CUDA programs and their helper headers include most (the C++ ones cost a parse
// a few tenths of a second each), and CUDA's own C++ libraries. A file that includes none
// of them still gets the preamble: what it does not include, it never reads
// (PreambleUseCheck), and loading a PCH reads only what a parse asks for.
#pragma once

#include <string>

namespace cu2hip {

inline constexpr const char *LibraryPreambleHeaders[] = {
    // C++ library
    "algorithm", "array", "atomic", "bitset", "cassert", "cctype", "cfloat", "chrono", "climits",
    "cmath", "complex", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "ctime", "deque",
    "exception", "fstream", "functional", "iomanip", "iostream", "iterator", "limits", "list",
    "map", "memory", "mutex", "numeric", "queue", "random", "set", "sstream", "stack", "stdexcept",
    "string", "thread", "tuple", "type_traits", "typeinfo", "unordered_map", "unordered_set",
    "utility", "vector",
    // C library, and the POSIX time header of cuda-samples' timers
    "assert.h", "ctype.h", "float.h", "limits.h", "math.h", "stdint.h", "stdio.h", "stdlib.h",
    "string.h", "strings.h", "time.h", "sys/time.h"};

// CUDA's C++ headers: cooperative groups (half a second of a parse). Where it does not build
// (another CUDA version), the preamble holds the C and C++ library alone. Not Thrust or
// CUB: they double the PCH, every parse that loads it gets slower, and programs that include
// them often set macros (MAX) that they spell, which sends those files back anyway.
inline constexpr const char *CudaLibraryPreambleHeaders[] = {"cooperative_groups.h"};

// The preamble's source: each header where the include paths have it.
inline std::string libraryPreambleSource(bool WithCudaLibraries) {
  std::string Source;
  auto Add = [&](const char *Header) {
    Source +=
        std::string("#if __has_include(<") + Header + ">)\n#include <" + Header + ">\n#endif\n";
  };
  for (const char *Header : LibraryPreambleHeaders)
    Add(Header);
  if (WithCudaLibraries)
    for (const char *Header : CudaLibraryPreambleHeaders)
      Add(Header);
  return Source;
}

} // namespace cu2hip
