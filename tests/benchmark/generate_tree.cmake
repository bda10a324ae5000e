# Writes the benchmark's CUDA project: MODULES modules of four files each (a kernel file,
# a host file, a device-helper .cuh, a host API header) around shared common headers, so
# that MODULES=75 gives 300 module files plus common/ and a CMakeLists.txt. The mix is
# what a real project has: kernels with shared memory and warp shuffles, host code with
# memory, streams, events and error checks, some cuBLAS/cuRAND/cuFFT calls, and some
# __CUDA_ARCH__ branches (those files are parsed on the device side too).
# With -DREAL_CODE=ON, every fifth module also has a Thrust/CUB file, a cooperative-groups
# file or a file with one long host function: the classes of real code whose cost differs
# most (the benchmark prints CPU seconds per class).
#   cmake -DOUT=DIR [-DMODULES=75] [-DREAL_CODE=ON] -P generate_tree.cmake
if(NOT OUT)
  message(FATAL_ERROR "usage: cmake -DOUT=DIR [-DMODULES=75] -P generate_tree.cmake")
endif()
if(NOT MODULES)
  set(MODULES 75)
endif()

file(REMOVE_RECURSE ${OUT})
file(WRITE ${OUT}/common/check.h [=[
// Error checking used by every host file.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK_CUDA(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
                   cudaGetErrorString(err_));                                   \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

inline int deviceCount() {
  int n = 0;
  CHECK_CUDA(cudaGetDeviceCount(&n));
  return n;
}
]=])
file(WRITE ${OUT}/common/warp.cuh [=[
// Warp-level reductions shared by the kernels.
#pragma once
#include <cuda_runtime.h>

__device__ __forceinline__ float warpReduceSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__device__ __forceinline__ float blockReduceSum(float v) {
  __shared__ float partial[32];
  int lane = threadIdx.x % warpSize, wid = threadIdx.x / warpSize;
  v = warpReduceSum(v);
  if (lane == 0) partial[wid] = v;
  __syncthreads();
  v = (threadIdx.x < blockDim.x / warpSize) ? partial[lane] : 0.0f;
  return wid == 0 ? warpReduceSum(v) : v;
}
]=])

set(ARCH_BRANCH [=[
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
  out[i] = __fmaf_rn(a, x[i], y[i]);
#else
  out[i] = a * x[i] + y[i];
#endif
]=])

math(EXPR LAST "${MODULES} - 1")
set(SOURCES "")
foreach(i RANGE ${LAST})
  set(M "m${i}")
  math(EXPR LIB "${i} % 6")
  set(DIR ${OUT}/src/group${LIB}/${M})
  # Module header: the host API of the module.
  file(WRITE ${DIR}/${M}_api.h "\
// Host API of module ${M}.
#pragma once
#include <cstddef>
#include <cuda_runtime.h>

struct ${M}_buffers {
  float *x = nullptr, *y = nullptr, *out = nullptr;
  size_t n = 0;
  cudaStream_t stream = nullptr;
};

void ${M}_allocate(${M}_buffers &b, size_t n);
void ${M}_release(${M}_buffers &b);
float ${M}_run(${M}_buffers &b, float a);
")
  # Device helpers.
  file(WRITE ${DIR}/${M}_device.cuh "\
// Device helpers of module ${M}.
#pragma once
#include \"../../../common/warp.cuh\"

template <typename T>
__device__ inline T ${M}_clamp(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

__device__ inline float ${M}_load(const float *p, int i, int n) {
  return i < n ? __ldg(p + i) : 0.0f;
}

__device__ inline void ${M}_accumulate(float *sum, float v) { atomicAdd(sum, v); }
")
  # Kernels; every third module has a __CUDA_ARCH__ branch.
  math(EXPR HAS_ARCH "${i} % 3")
  if(HAS_ARCH EQUAL 0)
    set(BODY "${ARCH_BRANCH}")
  else()
    set(BODY "  out[i] = a * x[i] + y[i];\n")
  endif()
  file(WRITE ${DIR}/${M}_kernels.cu "\
// Kernels of module ${M}.
#include \"${M}_api.h\"
#include \"${M}_device.cuh\"

__global__ void ${M}_saxpy(int n, float a, const float *x, const float *y, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
${BODY}}

__global__ void ${M}_sum(int n, const float *x, float *total) {
  float v = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += ${M}_clamp(${M}_load(x, i, n), -1e30f, 1e30f);
  v = blockReduceSum(v);
  if (threadIdx.x == 0) ${M}_accumulate(total, v);
}

__global__ void ${M}_transpose(const float *in, float *out, int w, int h) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  if (x < h && y < w) out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

float ${M}_run(${M}_buffers &b, float a) {
  int n = static_cast<int>(b.n);
  dim3 block(256), grid((n + 255) / 256);
  ${M}_saxpy<<<grid, block, 0, b.stream>>>(n, a, b.x, b.y, b.out);
  float *total = nullptr;
  cudaMalloc(&total, sizeof(float));
  cudaMemsetAsync(total, 0, sizeof(float), b.stream);
  ${M}_sum<<<grid, block, 0, b.stream>>>(n, b.out, total);
  float result = 0.0f;
  cudaMemcpyAsync(&result, total, sizeof(float), cudaMemcpyDeviceToHost, b.stream);
  cudaStreamSynchronize(b.stream);
  cudaFree(total);
  return result;
}
")
  # Host code; some modules call a CUDA library.
  math(EXPR LIBRARY "${i} % 5")
  set(LIB_INCLUDE "")
  set(LIB_CALL "")
  if(LIBRARY EQUAL 1)
    set(LIB_INCLUDE "#include <cublas_v2.h>\n")
    set(LIB_CALL "\
  cublasHandle_t handle;
  cublasCreate(&handle);
  cublasSetStream(handle, b.stream);
  float alpha = 2.0f;
  cublasSaxpy(handle, static_cast<int>(n), &alpha, b.x, 1, b.y, 1);
  cublasDestroy(handle);
")
  elseif(LIBRARY EQUAL 2)
    set(LIB_INCLUDE "#include <curand.h>\n")
    set(LIB_CALL "\
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL + ${i});
  curandGenerateUniform(gen, b.x, n);
  curandDestroyGenerator(gen);
")
  elseif(LIBRARY EQUAL 3)
    set(LIB_INCLUDE "#include <cufft.h>\n")
    set(LIB_CALL "\
  cufftHandle plan;
  cufftPlan1d(&plan, static_cast<int>(n / 2), CUFFT_R2C, 1);
  cufftSetStream(plan, b.stream);
  cufftDestroy(plan);
")
  endif()
  file(WRITE ${DIR}/${M}_host.cu "\
// Host side of module ${M}: buffers, streams, timing.
#include \"${M}_api.h\"
#include \"../../../common/check.h\"
${LIB_INCLUDE}
void ${M}_allocate(${M}_buffers &b, size_t n) {
  b.n = n;
  CHECK_CUDA(cudaStreamCreateWithFlags(&b.stream, cudaStreamNonBlocking));
  CHECK_CUDA(cudaMalloc(&b.x, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&b.y, n * sizeof(float)));
  CHECK_CUDA(cudaMallocManaged(&b.out, n * sizeof(float)));
  CHECK_CUDA(cudaMemsetAsync(b.y, 0, n * sizeof(float), b.stream));
${LIB_CALL}}

void ${M}_release(${M}_buffers &b) {
  cudaStreamSynchronize(b.stream);
  cudaFree(b.x);
  cudaFree(b.y);
  cudaFree(b.out);
  cudaStreamDestroy(b.stream);
}

float ${M}_timed(${M}_buffers &b) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, b.stream);
  float r = ${M}_run(b, 0.5f);
  cudaEventRecord(stop, b.stream);
  cudaEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  return prop.multiProcessorCount > 0 ? r + ms * 0.0f : r;
}
")
  string(APPEND SOURCES "  src/group${LIB}/${M}/${M}_kernels.cu\n  src/group${LIB}/${M}/${M}_host.cu\n")
  if(REAL_CODE)
    math(EXPR KIND "${i} % 5")
    if(KIND EQUAL 0)
      # Heavy headers: Thrust and CUB (hundreds of templates parsed for a few lines).
      file(WRITE ${DIR}/${M}_thrust.cu "\
// Reductions of module ${M} with Thrust and CUB.
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <cub/cub.cuh>
#include \"../../../common/check.h\"

__global__ void ${M}_blockSums(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> Reduce;
  __shared__ typename Reduce::TempStorage storage;
  float v = Reduce(storage).Sum(in[blockIdx.x * 256 + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}

struct ${M}_square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

float ${M}_sumOfSquares(const float *host, size_t n) {
  thrust::device_vector<float> d(host, host + n);
  thrust::transform(d.begin(), d.end(), d.begin(), ${M}_square());
  CHECK_CUDA(cudaDeviceSynchronize());
  return thrust::reduce(d.begin(), d.end(), 0.0f);
}
")
      string(APPEND SOURCES "  src/group${LIB}/${M}/${M}_thrust.cu\n")
    elseif(KIND EQUAL 1)
      # Cooperative groups: tiles, grid synchronisation.
      file(WRITE ${DIR}/${M}_groups.cu "\
// Tile reductions of module ${M} with cooperative groups.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include \"../../../common/check.h\"
namespace cg = cooperative_groups;

__global__ void ${M}_tileSum(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  if (tile.thread_rank() == 0) atomicAdd(out, v);
  float all = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0 && all < 0.0f) out[1] = all;
}

void ${M}_launchTileSum(const float *in, float *out, int n) {
  ${M}_tileSum<<<(n + 255) / 256, 256>>>(in, out, n);
  CHECK_CUDA(cudaGetLastError());
}
")
      string(APPEND SOURCES "  src/group${LIB}/${M}/${M}_groups.cu\n")
    elseif(KIND EQUAL 2)
      # A large host function: a long setup sequence, as test drivers and samples have.
      set(STEPS "")
      foreach(s RANGE 199)
        string(APPEND STEPS "\
  CHECK_CUDA(cudaMemcpyAsync(buffers[${s} % 8], host + ${s} * 16, 16 * sizeof(float), cudaMemcpyHostToDevice, stream));
  if (verbose && ${s} % 50 == 0) std::printf(\"step ${s}\\n\");
")
      endforeach()
      file(WRITE ${DIR}/${M}_setup.cu "\
// Setup sequence of module ${M}: one long host function.
#include <cstdio>
#include \"../../../common/check.h\"

void ${M}_setup(const float *host, bool verbose) {
  cudaStream_t stream;
  CHECK_CUDA(cudaStreamCreate(&stream));
  float *buffers[8];
  for (int b = 0; b < 8; ++b) CHECK_CUDA(cudaMalloc(&buffers[b], 16 * sizeof(float)));
${STEPS}  CHECK_CUDA(cudaStreamSynchronize(stream));
  for (int b = 0; b < 8; ++b) CHECK_CUDA(cudaFree(buffers[b]));
  CHECK_CUDA(cudaStreamDestroy(stream));
}
")
      string(APPEND SOURCES "  src/group${LIB}/${M}/${M}_setup.cu\n")
    endif()
  endif()
endforeach()

file(WRITE ${OUT}/CMakeLists.txt "\
cmake_minimum_required(VERSION 3.18)
project(bench LANGUAGES CXX CUDA)
add_library(bench STATIC
${SOURCES})
target_link_libraries(bench PRIVATE CUDA::cudart CUDA::cublas CUDA::curand CUDA::cufft)
")
file(WRITE ${OUT}/README.md "Generated by tests/benchmark/generate_tree.cmake (${MODULES} modules).\n")
