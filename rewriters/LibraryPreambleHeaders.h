// The headers the library preamble holds besides the CUDA headers: the C and C++ library
// headers CUDA programs and their helper headers include most (the C++ ones cost a parse
// a few tenths of a second each), and CUDA's cooperative groups (half a second). A file
// that includes none of them still gets the preamble: what it does not include, it never
// reads (PreambleUseCheck), and loading a PCH reads only what a parse asks for.
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
    "string.h", "strings.h", "time.h", "sys/time.h",
    // CUDA C++
    "cooperative_groups.h"};

// The preamble's source: each header where the include paths have it.
inline std::string libraryPreambleSource() {
  std::string Source;
  for (const char *Header : LibraryPreambleHeaders)
    Source +=
        std::string("#if __has_include(<") + Header + ">)\n#include <" + Header + ">\n#endif\n";
  return Source;
}

} // namespace cu2hip
