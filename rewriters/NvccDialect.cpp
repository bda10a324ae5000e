// nvcc's host-side min/max overloads, declared for Clang's parse of .cu files.
#include "NvccDialect.h"

#include "llvm/Support/MemoryBuffer.h"

namespace cu2hip {
namespace {

// CUDA's crt/math_functions.hpp defines min and max for every mix of int, unsigned, long,
// long long and their unsigned forms, float and double, as __host__ __device__ functions when
// nvcc compiles a file; 'max(1, n / 2u)' in host code is therefore valid CUDA. Clang's CUDA
// headers declare them for device code only, so such a call fails to parse on the host side
// and the whole file would fall back to token level. Declarations suffice for a parse.
constexpr const char *HostOverloads = R"(// cu2hip parse-only: nvcc's host min/max overloads
#pragma clang system_header
__host__ int min(int, int);
__host__ unsigned int min(unsigned int, unsigned int);
__host__ unsigned int min(int, unsigned int);
__host__ unsigned int min(unsigned int, int);
__host__ long int min(long int, long int);
__host__ unsigned long int min(unsigned long int, unsigned long int);
__host__ unsigned long int min(long int, unsigned long int);
__host__ unsigned long int min(unsigned long int, long int);
__host__ long long int min(long long int, long long int);
__host__ unsigned long long int min(unsigned long long int, unsigned long long int);
__host__ unsigned long long int min(long long int, unsigned long long int);
__host__ unsigned long long int min(unsigned long long int, long long int);
__host__ float min(float, float);
__host__ double min(double, double);
__host__ double min(float, double);
__host__ double min(double, float);
__host__ int max(int, int);
__host__ unsigned int max(unsigned int, unsigned int);
__host__ unsigned int max(int, unsigned int);
__host__ unsigned int max(unsigned int, int);
__host__ long int max(long int, long int);
__host__ unsigned long int max(unsigned long int, unsigned long int);
__host__ unsigned long int max(long int, unsigned long int);
__host__ unsigned long int max(unsigned long int, long int);
__host__ long long int max(long long int, long long int);
__host__ unsigned long long int max(unsigned long long int, unsigned long long int);
__host__ unsigned long long int max(long long int, unsigned long long int);
__host__ unsigned long long int max(unsigned long long int, long long int);
__host__ float max(float, float);
__host__ double max(double, double);
__host__ double max(float, double);
__host__ double max(double, float);
)";

} // namespace

bool isNvccDialectFile(std::string_view Path) {
  return Path.ends_with(".cu") || Path.ends_with(".cuh");
}

void addNvccDialectHeaders(llvm::vfs::InMemoryFileSystem &Files) {
  Files.addFile(NvccHostOverloadsPath, 0, llvm::MemoryBuffer::getMemBuffer(HostOverloads));
}

} // namespace cu2hip
