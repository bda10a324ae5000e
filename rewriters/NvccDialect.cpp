// Parse-only declarations: nvcc's host-side min/max overloads for .cu files, and stand-ins for
// headers of a compiler's runtime (omp.h) that a parse here may not find.
#include "NvccDialect.h"

#include "llvm/Support/MemoryBuffer.h"

namespace cu2hip {
namespace {

// CUDA's crt/math_functions.hpp defines min and max for every mix of int, unsigned, long,
// long long and their unsigned forms, float and double, as __host__ __device__ functions when
// nvcc compiles a file; 'max(1, n / 2u)' in host code is therefore valid CUDA. Clang's CUDA
// headers declare them for device code only, so such a call fails to parse on the host side
// and the whole file would fall back to token level. Declarations suffice for a parse.
constexpr const char *HostOverloads =
    R"(// cu2hip parse-only: nvcc's host min/max overloads, its __CUDACC__ and __NVCC__
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
// nvcc defines __CUDACC__ as 1; Clang's CUDA wrapper defines it empty, so '#if __CUDACC__'
// (which nvcc compiles) would stop the parse. Its translation tests __HIPCC__, also 1.
#undef __CUDACC__
#define __CUDACC__ 1
// nvcc defines __NVCC__ in every file it compiles; code under '#ifdef __NVCC__' is what the
// program's own build compiles (HeCBench ssim defines its kernels there). Its translation
// tests __HIPCC__ (rule nvcc-macro-test). CUDA's own headers that test it choose the
// compiler's features by it (libcu++ would read nvcc's version macros, which Clang lacks, and
// stop): they are read first, while Clang is still Clang to them, and their guards keep them.
#if __has_include(<cuda/std/__cccl/compiler.h>)
#include <cuda/std/__cccl/compiler.h>
#endif
#if __has_include(<nv/target>)
#include <nv/target>
#endif
#define __NVCC__ 1
)";

// The OpenMP runtime routines a host program calls around its kernels (OpenMP API 5.2,
// section 18): 'omp.h' comes with the OpenMP runtime of a compiler, and without it the whole
// file would fall back to token level. '#pragma omp' needs no declaration: without -fopenmp
// Clang ignores it.
constexpr const char *OpenMpRoutines = R"(// cu2hip parse-only: OpenMP runtime routines
#pragma once
#pragma clang system_header
#ifdef __cplusplus
extern "C" {
#endif
typedef struct omp_lock_t { void *opaque; } omp_lock_t;
typedef struct omp_nest_lock_t { void *opaque; } omp_nest_lock_t;
void omp_set_num_threads(int);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_thread_num(void);
int omp_get_num_procs(void);
int omp_in_parallel(void);
void omp_set_dynamic(int);
int omp_get_dynamic(void);
void omp_set_nested(int);
int omp_get_nested(void);
int omp_get_level(void);
int omp_get_thread_limit(void);
int omp_get_num_devices(void);
int omp_get_default_device(void);
void omp_set_default_device(int);
void omp_init_lock(omp_lock_t *);
void omp_destroy_lock(omp_lock_t *);
void omp_set_lock(omp_lock_t *);
void omp_unset_lock(omp_lock_t *);
int omp_test_lock(omp_lock_t *);
void omp_init_nest_lock(omp_nest_lock_t *);
void omp_destroy_nest_lock(omp_nest_lock_t *);
void omp_set_nest_lock(omp_nest_lock_t *);
void omp_unset_nest_lock(omp_nest_lock_t *);
int omp_test_nest_lock(omp_nest_lock_t *);
double omp_get_wtime(void);
double omp_get_wtick(void);
#ifdef __cplusplus
}
#endif
)";

} // namespace

bool isNvccDialectFile(std::string_view Path) {
  return Path.ends_with(".cu") || Path.ends_with(".cuh");
}

void addNvccDialectHeaders(llvm::vfs::InMemoryFileSystem &Files) {
  Files.addFile(NvccHostOverloadsPath, 0, llvm::MemoryBuffer::getMemBuffer(HostOverloads));
  Files.addFile(std::string(ParseOnlyFallbackDir) + "/omp.h", 0,
                llvm::MemoryBuffer::getMemBuffer(OpenMpRoutines));
}

} // namespace cu2hip
