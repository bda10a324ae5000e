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
// CUB: they double the PCH and every parse that loads it gets slower; files that include
// them get the template-library preamble below instead.
inline constexpr const char *CudaLibraryPreambleHeaders[] = {"cooperative_groups.h"};

// CUDA's template libraries (Thrust, CUB, libcu++): a file that includes one pays a second
// or more for its parse, most of it in these headers. They get a preamble of their own,
// the library preamble plus these, used only by files that include one of them (see
// includesCudaTemplateLibraries).
inline constexpr const char *CudaTemplateLibraryPreambleHeaders[] = {
    "thrust/device_vector.h",
    "thrust/host_vector.h",
    "thrust/execution_policy.h",
    "thrust/functional.h",
    "thrust/sort.h",
    "thrust/scan.h",
    "thrust/reduce.h",
    "thrust/transform.h",
    "thrust/transform_reduce.h",
    "thrust/copy.h",
    "thrust/fill.h",
    "thrust/sequence.h",
    "thrust/unique.h",
    "thrust/count.h",
    "thrust/for_each.h",
    "thrust/find.h",
    "thrust/generate.h",
    "thrust/random.h",
    "thrust/extrema.h",
    "thrust/inner_product.h",
    "thrust/adjacent_difference.h",
    "thrust/binary_search.h",
    "thrust/gather.h",
    "thrust/scatter.h",
    "thrust/remove.h",
    "thrust/replace.h",
    "thrust/partition.h",
    "thrust/merge.h",
    "thrust/logical.h",
    "thrust/equal.h",
    "thrust/tuple.h",
    "thrust/pair.h",
    "thrust/complex.h",
    "thrust/device_ptr.h",
    "thrust/device_malloc.h",
    "thrust/device_free.h",
    "thrust/iterator/counting_iterator.h",
    "thrust/iterator/transform_iterator.h",
    "thrust/iterator/zip_iterator.h",
    "thrust/iterator/discard_iterator.h",
    "thrust/iterator/constant_iterator.h",
    "thrust/iterator/permutation_iterator.h",
    "cub/cub.cuh",
    "cuda/barrier",
    "cuda/pipeline",
    "cuda/atomic",
    "cuda/std/atomic",
    "cuda/std/type_traits",
    "cuda/std/functional",
    "cuda/std/utility",
    "cuda/std/limits",
    "cuda/std/cstdint"};

// Which headers a library preamble holds besides the CUDA headers.
enum class PreambleLibraries {
  Cpp,                // LibraryPreambleHeaders
  CppAndCuda,         // and CudaLibraryPreambleHeaders
  CppCudaAndTemplates // and CudaTemplateLibraryPreambleHeaders
};

// The preamble's source: each header where the include paths have it.
inline std::string libraryPreambleSource(PreambleLibraries Libraries) {
  std::string Source;
  auto Add = [&](const char *Header) {
    Source +=
        std::string("#if __has_include(<") + Header + ">)\n#include <" + Header + ">\n#endif\n";
  };
  for (const char *Header : LibraryPreambleHeaders)
    Add(Header);
  if (Libraries != PreambleLibraries::Cpp)
    for (const char *Header : CudaLibraryPreambleHeaders)
      Add(Header);
  if (Libraries == PreambleLibraries::CppCudaAndTemplates)
    for (const char *Header : CudaTemplateLibraryPreambleHeaders)
      Add(Header);
  return Source;
}

} // namespace cu2hip
