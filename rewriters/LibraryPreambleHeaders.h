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
    // C library
    "assert.h", "ctype.h", "errno.h", "float.h", "inttypes.h", "limits.h", "math.h", "memory.h",
    "signal.h", "stdint.h", "stdio.h", "stdlib.h", "string.h", "strings.h", "time.h",
    // POSIX: what programs include for timers, files, processes and IPC. Not for their own
    // cost: the C++ headers above include some of them, and a file that includes another
    // one that tests their include guards ('#ifndef _FCNTL_H' in <sys/file.h>) or their
    // macros ('#ifndef R_OK' in <fcntl.h>) would otherwise fail the check (PreambleUseCheck).
    "fcntl.h", "pthread.h", "unistd.h", "sys/file.h", "sys/mman.h", "sys/resource.h",
    "sys/socket.h", "sys/stat.h", "sys/time.h", "sys/types.h", "sys/un.h", "sys/wait.h"};

// CUDA's C++ headers: cooperative groups (half a second of a parse), and cuRAND's device
// API, whose tables cost a file that includes it a sixth of a second.
inline constexpr const char *CudaLibraryPreambleHeaders[] = {"cooperative_groups.h",
                                                             "curand_kernel.h"};
// CUDA's template libraries (Thrust, CUB, libcu++): a file that includes one pays a second
// or more for its parse, most of it in these headers. They double the preamble's size and
// build time, but loading it reads only what a parse asks for, so a file that includes none
// of them pays next to nothing for them. Where they do not build (another CUDA version),
// the preamble holds the C and C++ library and cooperative groups, or the first alone.
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
