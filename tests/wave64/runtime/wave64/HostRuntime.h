// The HIP host API for the wave64 tier: device memory is host memory, every call is
// synchronous, and the one device describes itself as a 64-lane gfx942. A launch runs
// the whole grid before it returns.
#pragma once

#include "Scheduler.h"
#include "VectorTypes.h"

#include <chrono>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <map>
#include <tuple>
#include <type_traits>
#include <utility>

// Values as in HIP 6.3's hip_runtime_api.h.
enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInvalidDeviceFunction = 98,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400,
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorAssert = 710,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
  hipErrorUnknown = 999,
};
enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4
};
struct ihipStream_t {};
struct ihipEvent_t {
  std::chrono::steady_clock::time_point when;
  bool timing = true;
  bool recorded = false;
};
using hipStream_t = ihipStream_t *;
using hipEvent_t = ihipEvent_t *;

#define hipStreamDefault 0
#define hipStreamNonBlocking 1
#define hipEventDefault 0
#define hipEventBlockingSync 1
#define hipEventDisableTiming 2
#define hipHostMallocDefault 0
#define hipHostMallocPortable 1
#define hipHostMallocMapped 2
#define hipHostRegisterDefault 0
#define hipHostRegisterPortable 1
#define hipHostRegisterMapped 2
#define hipMemAttachGlobal 1
#define hipDeviceScheduleAuto 0
#define hipDeviceMapHost 8

enum hipComputeMode {
  hipComputeModeDefault = 0,
  hipComputeModeExclusive = 1,
  hipComputeModeProhibited = 2,
  hipComputeModeExclusiveProcess = 3
};

struct hipDeviceProp_t {
  char name[256] = "wave64 CPU tier (64-lane gfx942 semantics)";
  char gcnArchName[256] = "gfx942:sramecc+:xnack-";
  std::size_t totalGlobalMem = 1ull << 34;
  std::size_t sharedMemPerBlock = 64 * 1024;
  std::size_t sharedMemPerMultiprocessor = 64 * 1024;
  std::size_t maxSharedMemoryPerMultiProcessor = 64 * 1024;
  std::size_t sharedMemPerBlockOptin = 64 * 1024;
  std::size_t totalConstMem = 64 * 1024;
  std::size_t memPitch = 1ull << 31;
  std::size_t textureAlignment = 256;
  int regsPerBlock = 65536;
  int regsPerMultiprocessor = 65536;
  int warpSize = 64;
  int maxThreadsPerBlock = 1024;
  int maxThreadsDim[3] = {1024, 1024, 1024};
  int maxGridSize[3] = {2147483647, 65536, 65536};
  int clockRate = 2100000;
  int memoryClockRate = 2600000;
  int memoryBusWidth = 8192;
  int major = 9;
  int minor = 4;
  int multiProcessorCount = 304;
  int l2CacheSize = 4 * 1024 * 1024;
  int maxThreadsPerMultiProcessor = 2048;
  int computeMode = 0;
  int concurrentKernels = 1;
  int pciBusID = 0, pciDeviceID = 0, pciDomainID = 0;
  int isMultiGpuBoard = 0;
  int canMapHostMemory = 1;
  int integrated = 0;
  int cooperativeLaunch = 0;
  int managedMemory = 1;
  int concurrentManagedAccess = 1;
  int pageableMemoryAccess = 0;
  int ECCEnabled = 1;
  int asyncEngineCount = 1;
  int unifiedAddressing = 1;
  int kernelExecTimeoutEnabled = 0;
  int deviceOverlap = 1;
  int persistingL2CacheMaxSize = 0;
};

namespace wave64 {
inline hipError_t &lastError() {
  static hipError_t error = hipSuccess;
  return error;
}
inline hipError_t record(hipError_t error) {
  if (error != hipSuccess)
    lastError() = error;
  return error;
}
} // namespace wave64

inline hipError_t hipGetLastError() {
  const hipError_t error = ::wave64::lastError();
  ::wave64::lastError() = hipSuccess;
  return error;
}
inline hipError_t hipPeekAtLastError() { return ::wave64::lastError(); }
inline const char *hipGetErrorString(hipError_t error) {
  switch (error) {
  case hipSuccess:
    return "no error";
  case hipErrorInvalidValue:
    return "invalid argument";
  case hipErrorOutOfMemory:
    return "out of memory";
  case hipErrorInvalidConfiguration:
    return "invalid configuration argument";
  case hipErrorInvalidSymbol:
    return "invalid device symbol";
  case hipErrorInvalidDevice:
    return "invalid device ordinal";
  case hipErrorInvalidHandle:
    return "invalid resource handle";
  case hipErrorNotReady:
    return "device not ready";
  case hipErrorLaunchFailure:
    return "unspecified launch failure";
  default:
    return "unknown error";
  }
}
inline const char *hipGetErrorName(hipError_t error) { return hipGetErrorString(error); }

inline hipError_t hipMalloc(void **pointer, std::size_t bytes) {
  *pointer = std::calloc(bytes ? bytes : 1, 1);
  return *pointer ? hipSuccess : ::wave64::record(hipErrorOutOfMemory);
}
template <class T> hipError_t hipMalloc(T **pointer, std::size_t bytes) {
  return hipMalloc(reinterpret_cast<void **>(pointer), bytes);
}
inline hipError_t hipMallocManaged(void **pointer, std::size_t bytes, unsigned = 1) {
  return hipMalloc(pointer, bytes);
}
template <class T> hipError_t hipMallocManaged(T **pointer, std::size_t bytes, unsigned = 1) {
  return hipMalloc(reinterpret_cast<void **>(pointer), bytes);
}

namespace wave64 {
inline std::map<const void *, unsigned> &hostAllocationFlags() {
  static std::map<const void *, unsigned> flags;
  return flags;
}
} // namespace wave64
inline hipError_t hipHostAlloc(void **pointer, std::size_t bytes, unsigned flags = 0) {
  const hipError_t status = hipMalloc(pointer, bytes);
  if (status == hipSuccess)
    ::wave64::hostAllocationFlags()[*pointer] = flags;
  return status;
}
inline hipError_t hipHostGetFlags(unsigned *flags, void *host) {
  const auto found = ::wave64::hostAllocationFlags().find(host);
  if (found == ::wave64::hostAllocationFlags().end())
    return ::wave64::record(hipErrorInvalidValue);
  *flags = found->second;
  return hipSuccess;
}
template <class T> hipError_t hipHostAlloc(T **pointer, std::size_t bytes, unsigned flags = 0) {
  return hipHostAlloc(reinterpret_cast<void **>(pointer), bytes, flags);
}
inline hipError_t hipHostMalloc(void **pointer, std::size_t bytes, unsigned flags = 0) {
  return hipHostAlloc(pointer, bytes, flags);
}
template <class T> hipError_t hipHostMalloc(T **pointer, std::size_t bytes, unsigned flags = 0) {
  return hipHostAlloc(reinterpret_cast<void **>(pointer), bytes, flags);
}
inline hipError_t hipMallocHost(void **pointer, std::size_t bytes) {
  return hipMalloc(pointer, bytes);
}
template <class T> hipError_t hipMallocHost(T **pointer, std::size_t bytes) {
  return hipMalloc(reinterpret_cast<void **>(pointer), bytes);
}
inline hipError_t hipMallocPitch(void **pointer, std::size_t *pitch, std::size_t width,
                                 std::size_t height) {
  *pitch = (width + 255) / 256 * 256;
  return hipMalloc(pointer, *pitch * height);
}
template <class T>
hipError_t hipMallocPitch(T **p, std::size_t *pitch, std::size_t width, std::size_t height) {
  return hipMallocPitch(reinterpret_cast<void **>(p), pitch, width, height);
}
inline hipError_t hipFree(void *pointer) {
  std::free(pointer);
  return hipSuccess;
}
inline hipError_t hipHostFree(void *pointer) {
  ::wave64::hostAllocationFlags().erase(pointer);
  std::free(pointer);
  return hipSuccess;
}
inline hipError_t hipFreeHost(void *pointer) {
  std::free(pointer);
  return hipSuccess;
}
inline hipError_t hipHostRegister(void *, std::size_t, unsigned) { return hipSuccess; }
inline hipError_t hipHostUnregister(void *) { return hipSuccess; }
inline hipError_t hipHostGetDevicePointer(void **device, void *host, unsigned) {
  *device = host;
  return hipSuccess;
}

inline hipError_t hipMemcpy(void *to, const void *from, std::size_t bytes, hipMemcpyKind) {
  if (bytes)
    std::memmove(to, from, bytes);
  return hipSuccess;
}
inline hipError_t hipMemcpyAsync(void *to, const void *from, std::size_t bytes, hipMemcpyKind k,
                                 hipStream_t = nullptr) {
  return hipMemcpy(to, from, bytes, k);
}
inline hipError_t hipMemcpy2D(void *to, std::size_t toPitch, const void *from,
                              std::size_t fromPitch, std::size_t width, std::size_t height,
                              hipMemcpyKind) {
  for (std::size_t row = 0; row < height; ++row)
    std::memmove(static_cast<char *>(to) + row * toPitch,
                 static_cast<const char *>(from) + row * fromPitch, width);
  return hipSuccess;
}
inline hipError_t hipMemcpy2DAsync(void *to, std::size_t tp, const void *from, std::size_t fp,
                                   std::size_t w, std::size_t h, hipMemcpyKind k,
                                   hipStream_t = nullptr) {
  return hipMemcpy2D(to, tp, from, fp, w, h, k);
}
inline hipError_t hipMemset(void *to, int value, std::size_t bytes) {
  std::memset(to, value, bytes);
  return hipSuccess;
}
inline hipError_t hipMemset2D(void *to, std::size_t pitch, int value, std::size_t width,
                              std::size_t height) {
  for (std::size_t row = 0; row < height; ++row)
    std::memset(static_cast<char *>(to) + row * pitch, value, width);
  return hipSuccess;
}
inline hipError_t hipMemsetD32(void *to, int value, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i)
    static_cast<int *>(to)[i] = value;
  return hipSuccess;
}
inline hipError_t hipMemsetAsync(void *to, int value, std::size_t bytes, hipStream_t = nullptr) {
  return hipMemset(to, value, bytes);
}
// HIP on AMD takes the symbol itself (HIP_SYMBOL(x) is x) and copies at its address.
inline hipError_t hipMemcpyToSymbol(const void *symbol, const void *from, std::size_t bytes,
                                    std::size_t offset = 0, hipMemcpyKind = hipMemcpyHostToDevice) {
  std::memmove(static_cast<char *>(const_cast<void *>(symbol)) + offset, from, bytes);
  return hipSuccess;
}
template <class T>
  requires(!std::is_pointer_v<std::remove_cvref_t<T>>)
hipError_t hipMemcpyToSymbol(const T &symbol, const void *from, std::size_t bytes,
                             std::size_t offset = 0, hipMemcpyKind k = hipMemcpyHostToDevice) {
  return hipMemcpyToSymbol(static_cast<const void *>(&symbol), from, bytes, offset, k);
}
inline hipError_t hipMemcpyFromSymbol(void *to, const void *symbol, std::size_t bytes,
                                      std::size_t offset = 0,
                                      hipMemcpyKind = hipMemcpyDeviceToHost) {
  std::memmove(to, static_cast<const char *>(symbol) + offset, bytes);
  return hipSuccess;
}
template <class T>
  requires(!std::is_pointer_v<std::remove_cvref_t<T>>)
hipError_t hipMemcpyFromSymbol(void *to, const T &symbol, std::size_t bytes, std::size_t offset = 0,
                               hipMemcpyKind k = hipMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(to, static_cast<const void *>(&symbol), bytes, offset, k);
}
template <class S>
hipError_t hipMemcpyToSymbolAsync(const S &symbol, const void *from, std::size_t bytes,
                                  std::size_t offset, hipMemcpyKind k, hipStream_t = nullptr) {
  return hipMemcpyToSymbol(symbol, from, bytes, offset, k);
}
template <class S>
hipError_t hipMemcpyFromSymbolAsync(void *to, const S &symbol, std::size_t bytes,
                                    std::size_t offset, hipMemcpyKind k, hipStream_t = nullptr) {
  return hipMemcpyFromSymbol(to, symbol, bytes, offset, k);
}
template <class T> hipError_t hipGetSymbolSize(std::size_t *size, const T &symbol) {
  *size = sizeof(symbol);
  return hipSuccess;
}
template <class T> hipError_t hipGetSymbolAddress(void **address, const T &symbol) {
  *address = const_cast<void *>(static_cast<const void *>(&symbol));
  return hipSuccess;
}
#define HIP_SYMBOL(X) X
inline hipError_t hipMemPrefetchAsync(const void *, std::size_t, int, hipStream_t = nullptr) {
  return hipSuccess;
}
inline hipError_t hipMemAdvise(const void *, std::size_t, int, int) { return hipSuccess; }
inline hipError_t hipMemGetInfo(std::size_t *free, std::size_t *total) {
  *free = *total = 1ull << 34;
  return hipSuccess;
}

inline hipError_t hipDeviceSynchronize() { return hipSuccess; }
inline hipError_t hipDeviceReset() { return hipSuccess; }
inline hipError_t hipSetDevice(int device) {
  return device == 0 ? hipSuccess : ::wave64::record(hipErrorInvalidDevice);
}
inline hipError_t hipGetDevice(int *device) {
  *device = 0;
  return hipSuccess;
}
inline hipError_t hipGetDeviceCount(int *count) {
  *count = 1;
  return hipSuccess;
}
inline hipError_t hipSetDeviceFlags(unsigned) { return hipSuccess; }
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *properties, int device) {
  *properties = hipDeviceProp_t{};
  return device == 0 ? hipSuccess : ::wave64::record(hipErrorInvalidDevice);
}
#define hipGetDevicePropertiesR0600 hipGetDeviceProperties
#define hipDeviceProp_tR0600 hipDeviceProp_t
enum hipDeviceAttribute_t {
  hipDeviceAttributeCanMapHostMemory,
  hipDeviceAttributeClockRate,
  hipDeviceAttributeComputeMode,
  hipDeviceAttributeConcurrentManagedAccess,
  hipDeviceAttributeCooperativeLaunch,
  hipDeviceAttributeIntegrated,
  hipDeviceAttributeL2CacheSize,
  hipDeviceAttributeComputeCapabilityMajor,
  hipDeviceAttributeManagedMemory,
  hipDeviceAttributeMaxBlockDimX,
  hipDeviceAttributeMaxGridDimX,
  hipDeviceAttributeMaxThreadsPerBlock,
  hipDeviceAttributeMaxThreadsPerMultiProcessor,
  hipDeviceAttributeMemoryBusWidth,
  hipDeviceAttributeMemoryClockRate,
  hipDeviceAttributeComputeCapabilityMinor,
  hipDeviceAttributeMultiprocessorCount,
  hipDeviceAttributePageableMemoryAccess,
  hipDeviceAttributeMaxSharedMemoryPerBlock,
  hipDeviceAttributeSharedMemPerBlockOptin,
  hipDeviceAttributeTotalConstantMemory,
  hipDeviceAttributeUnifiedAddressing,
  hipDeviceAttributeWarpSize,
  hipDeviceAttributeMaxSharedMemoryPerMultiprocessor,
};
inline hipError_t hipDeviceGetAttribute(int *value, hipDeviceAttribute_t attribute, int device) {
  const hipDeviceProp_t p;
  switch (attribute) {
  case hipDeviceAttributeCanMapHostMemory:
    *value = p.canMapHostMemory;
    break;
  case hipDeviceAttributeClockRate:
    *value = p.clockRate;
    break;
  case hipDeviceAttributeComputeMode:
    *value = p.computeMode;
    break;
  case hipDeviceAttributeConcurrentManagedAccess:
    *value = p.concurrentManagedAccess;
    break;
  case hipDeviceAttributeCooperativeLaunch:
    *value = p.cooperativeLaunch;
    break;
  case hipDeviceAttributeIntegrated:
    *value = p.integrated;
    break;
  case hipDeviceAttributeL2CacheSize:
    *value = p.l2CacheSize;
    break;
  case hipDeviceAttributeComputeCapabilityMajor:
    *value = p.major;
    break;
  case hipDeviceAttributeManagedMemory:
    *value = p.managedMemory;
    break;
  case hipDeviceAttributeMaxBlockDimX:
    *value = p.maxThreadsDim[0];
    break;
  case hipDeviceAttributeMaxGridDimX:
    *value = p.maxGridSize[0];
    break;
  case hipDeviceAttributeMaxThreadsPerBlock:
    *value = p.maxThreadsPerBlock;
    break;
  case hipDeviceAttributeMaxThreadsPerMultiProcessor:
    *value = p.maxThreadsPerMultiProcessor;
    break;
  case hipDeviceAttributeMemoryBusWidth:
    *value = p.memoryBusWidth;
    break;
  case hipDeviceAttributeMemoryClockRate:
    *value = p.memoryClockRate;
    break;
  case hipDeviceAttributeComputeCapabilityMinor:
    *value = p.minor;
    break;
  case hipDeviceAttributeMultiprocessorCount:
    *value = p.multiProcessorCount;
    break;
  case hipDeviceAttributePageableMemoryAccess:
    *value = p.pageableMemoryAccess;
    break;
  case hipDeviceAttributeMaxSharedMemoryPerBlock:
    *value = int(p.sharedMemPerBlock);
    break;
  case hipDeviceAttributeSharedMemPerBlockOptin:
    *value = int(p.sharedMemPerBlockOptin);
    break;
  case hipDeviceAttributeTotalConstantMemory:
    *value = int(p.totalConstMem);
    break;
  case hipDeviceAttributeUnifiedAddressing:
    *value = p.unifiedAddressing;
    break;
  case hipDeviceAttributeWarpSize:
    *value = p.warpSize;
    break;
  case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor:
    *value = int(p.maxSharedMemoryPerMultiProcessor);
    break;
  }
  return device == 0 ? hipSuccess : ::wave64::record(hipErrorInvalidDevice);
}

inline hipError_t hipStreamCreate(hipStream_t *stream) {
  *stream = new ihipStream_t;
  return hipSuccess;
}
inline hipError_t hipStreamCreateWithFlags(hipStream_t *stream, unsigned) {
  return hipStreamCreate(stream);
}
inline hipError_t hipStreamCreateWithPriority(hipStream_t *stream, unsigned, int) {
  return hipStreamCreate(stream);
}
inline hipError_t hipStreamDestroy(hipStream_t stream) {
  delete stream;
  return hipSuccess;
}
inline hipError_t hipStreamSynchronize(hipStream_t) { return hipSuccess; }
inline hipError_t hipStreamQuery(hipStream_t) { return hipSuccess; }
inline hipError_t hipStreamWaitEvent(hipStream_t, hipEvent_t, unsigned) { return hipSuccess; }
inline hipError_t hipEventCreate(hipEvent_t *event) {
  *event = new ihipEvent_t;
  return hipSuccess;
}
inline hipError_t hipEventCreateWithFlags(hipEvent_t *event, unsigned flags) {
  *event = new ihipEvent_t;
  (*event)->timing = !(flags & hipEventDisableTiming);
  return hipSuccess;
}
inline hipError_t hipEventDestroy(hipEvent_t event) {
  delete event;
  return hipSuccess;
}
inline hipError_t hipEventRecord(hipEvent_t event, hipStream_t = nullptr) {
  event->when = std::chrono::steady_clock::now();
  event->recorded = true;
  return hipSuccess;
}
inline hipError_t hipEventSynchronize(hipEvent_t) { return hipSuccess; }
inline hipError_t hipEventQuery(hipEvent_t) { return hipSuccess; }
inline hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop) {
  if (!start || !stop)
    return ::wave64::record(hipErrorInvalidHandle);
  if (!start->timing || !stop->timing)
    return ::wave64::record(hipErrorInvalidHandle);
  if (!start->recorded || !stop->recorded)
    return ::wave64::record(hipErrorInvalidHandle);
  *ms = std::chrono::duration<float, std::milli>(stop->when - start->when).count();
  return hipSuccess;
}
enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9,
};
struct hipFuncAttributes {
  int binaryVersion = 0, cacheModeCA = 0;
  std::size_t constSizeBytes = 0, localSizeBytes = 0;
  int maxDynamicSharedSizeBytes = 64 * 1024, maxThreadsPerBlock = 1024, numRegs = 0;
  int preferredShmemCarveout = 0, ptxVersion = 0;
  std::size_t sharedSizeBytes = 0;
};
template <class F> hipError_t hipFuncGetAttributes(hipFuncAttributes *attributes, F) {
  *attributes = hipFuncAttributes{};
  return hipSuccess;
}
// More dynamic shared memory than an AMD workgroup has is refused, as HIP refuses it.
template <class F> hipError_t hipFuncSetAttribute(F, hipFuncAttribute attribute, int value) {
  if (attribute == hipFuncAttributeMaxDynamicSharedMemorySize && value > 64 * 1024)
    return ::wave64::record(hipErrorInvalidValue);
  return hipSuccess;
}
template <class F> hipError_t hipFuncSetCacheConfig(F, int) { return hipSuccess; }
inline hipError_t hipDeviceSetCacheConfig(int) { return hipSuccess; }
inline hipError_t hipDeviceSetSharedMemConfig(int) { return hipSuccess; }

// Occupancy as the described device would report it: 2048 resident threads per CU.
#define hipOccupancyDefault 0
template <class F>
hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize, F, std::size_t = 0,
                                             int blockSizeLimit = 0) {
  *blockSize = blockSizeLimit > 0 && blockSizeLimit < 1024 ? blockSizeLimit : 1024;
  *gridSize = hipDeviceProp_t{}.multiProcessorCount * (2048 / *blockSize);
  return hipSuccess;
}
template <class F>
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, F, int blockSize,
                                                        std::size_t = 0) {
  *blocks = blockSize > 0 ? 2048 / blockSize : 0;
  return blockSize > 0 ? hipSuccess : ::wave64::record(hipErrorInvalidValue);
}
template <class F>
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *blocks, F f, int blockSize,
                                                                 std::size_t shared, unsigned) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, blockSize, shared);
}

namespace wave64 {
// The kernel is called through a lambda (capturing by reference: the launch returns only
// when the grid has run), so a kernel template deduces its arguments from
// them as it does in a <<<>>> launch; each lane calls it with its own copy of the
// arguments, as each GPU thread gets its own parameters.
template <class Call, class... Args>
void launch(const char *kernelName, dim3 grid, dim3 block, std::size_t sharedBytes, hipStream_t,
            Call call, Args &&...args) {
  std::tuple<std::decay_t<Args>...> arguments(std::forward<Args>(args)...);
  struct Closure {
    Call *call;
    std::tuple<std::decay_t<Args>...> *arguments;
  } closure{&call, &arguments};
  auto invoke = [](void *raw) {
    auto *c = static_cast<Closure *>(raw);
    std::tuple<std::decay_t<Args>...> own = *c->arguments;
    std::apply(*c->call, own);
  };
  if (!runGrid(grid, block, sharedBytes, invoke, &closure, kernelName))
    record(hipErrorInvalidConfiguration);
}
} // namespace wave64

#define hipLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, ...)                          \
  ::wave64::launch(#kernel, grid, block, sharedBytes, stream, [&](auto &...wave64Arguments) {      \
    kernel(wave64Arguments...);                                                                    \
  } __VA_OPT__(, ) __VA_ARGS__)
#define HIP_KERNEL_NAME(...) __VA_ARGS__
