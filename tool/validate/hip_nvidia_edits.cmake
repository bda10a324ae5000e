# hip_nvidia_edits.cmake -- the edit list for prepare_hip_nvidia_headers.cmake.
#
# Written against Debian 12's libamdhip64-dev 5.2.3 (hip/hip_version.h:
# HIP_VERSION_MAJOR 5, MINOR 2).  Each edit names the file (relative to hip/),
# the condition under which the new text applies (the original text is kept
# under #else), why, the exact old text (must occur exactly once) and the new
# text.  Text arguments are CMake bracket arguments: a newline right after the
# opening [==[ is dropped, everything else is taken verbatim.
#
# Guards: CUDART_VERSION (cuda_runtime_api.h) for runtime-API changes,
# CUDA_VERSION (cuda.h) for driver-API changes; both headers are included at
# the top of nvidia_hip_runtime_api.h.

set(_api "nvidia_detail/nvidia_hip_runtime_api.h")

# --- hipLaunchParams ---------------------------------------------------------
# CUDA 13 removed struct cudaLaunchParams (it only served the multi-device
# cooperative launch, also removed).  Give hipLaunchParams its own definition
# with the same members so code that fills one still compiles.
hip_nvidia_edit(ID launch-params FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed struct cudaLaunchParams"
  OLD [==[
typedef struct cudaLaunchParams hipLaunchParams;
]==]
  NEW [==[
typedef struct hipLaunchParams_t {
    void* func;
    dim3 gridDim;
    dim3 blockDim;
    void** args;
    size_t sharedMem;
    cudaStream_t stream;
} hipLaunchParams;
]==])

# --- cudaMemAdvise / cudaMemPrefetchAsync -----------------------------------
# CUDA 13: both take a struct cudaMemLocation instead of a device ordinal, and
# cudaMemPrefetchAsync gained a flags argument before the stream.  HIP's device
# argument may be hipCpuDeviceId (-1) = host.
hip_nvidia_edit(ID mem-advise-prefetch FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaMemAdvise/cudaMemPrefetchAsync take cudaMemLocation"
  OLD [==[
inline static hipError_t hipMemAdvise(const void* dev_ptr, size_t count, hipMemoryAdvise advice,
                                      int device) {
    return hipCUDAErrorTohipError(cudaMemAdvise(dev_ptr, count,
        hipMemoryAdviseTocudaMemoryAdvise(advice), device));
}

inline static hipError_t hipMemPrefetchAsync(const void* dev_ptr, size_t count, int device,
                                             hipStream_t stream __dparm(0)) {
    return hipCUDAErrorTohipError(cudaMemPrefetchAsync(dev_ptr, count, device, stream));
}
]==]
  NEW [==[
inline static struct cudaMemLocation hipNvidiaMemLocation_(int device) {
    struct cudaMemLocation loc;
    if (device == cudaCpuDeviceId) {
        loc.type = cudaMemLocationTypeHost;
        loc.id = 0;
    } else {
        loc.type = cudaMemLocationTypeDevice;
        loc.id = device;
    }
    return loc;
}

inline static hipError_t hipMemAdvise(const void* dev_ptr, size_t count, hipMemoryAdvise advice,
                                      int device) {
    return hipCUDAErrorTohipError(cudaMemAdvise(dev_ptr, count,
        hipMemoryAdviseTocudaMemoryAdvise(advice), hipNvidiaMemLocation_(device)));
}

inline static hipError_t hipMemPrefetchAsync(const void* dev_ptr, size_t count, int device,
                                             hipStream_t stream __dparm(0)) {
    return hipCUDAErrorTohipError(
        cudaMemPrefetchAsync(dev_ptr, count, hipNvidiaMemLocation_(device), 0, stream));
}
]==])

# --- hipChooseDevice: cudaDeviceProp fields removed in CUDA 13 ---------------
# clockRate, computeMode and memoryClockRate are no longer members of
# cudaDeviceProp, so cudaChooseDevice cannot match on them: do not copy them.
hip_nvidia_edit(ID choose-clockrate FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::clockRate"
  OLD [==[
    cdprop.clockRate = prop->clockRate;
]==]
  NEW "")
hip_nvidia_edit(ID choose-computemode FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::computeMode"
  OLD [==[
    cdprop.computeMode = prop->computeMode;
]==]
  NEW "")
hip_nvidia_edit(ID choose-memclockrate FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::memoryClockRate"
  OLD [==[
    cdprop.memoryClockRate = prop->memoryClockRate;
]==]
  NEW "")

# --- hipGetDeviceProperties ----------------------------------------------------
# Not a CUDA 13 change but a gap of this backend: it never fills
# managedMemory, directManagedMemAccessFromHost, concurrentManagedAccess,
# pageableMemoryAccess, pageableMemoryAccessUsesHostPageTables (nor
# maxTexture1DLinear, isLargeBar, asicRevision, gcnArchName...), so code that
# branches on them reads stack garbage.  Zero the struct first, stop on error,
# and copy the managed/pageable fields (members of cudaDeviceProp since CUDA 10).
hip_nvidia_edit(ID devprop-zero-and-managed FILE "${_api}" GUARD "CUDART_VERSION >= 10000"
  WHY "hipGetDeviceProperties left managed/pageable fields uninitialised"
  OLD [==[
    struct cudaDeviceProp cdprop;
    cudaError_t cerror;
    cerror = cudaGetDeviceProperties(&cdprop, device);
]==]
  NEW [==[
    struct cudaDeviceProp cdprop;
    cudaError_t cerror;
    memset(p_prop, 0, sizeof(*p_prop));
    cerror = cudaGetDeviceProperties(&cdprop, device);
    if (cerror != cudaSuccess) {
        return hipCUDAErrorTohipError(cerror);
    }
    p_prop->managedMemory = cdprop.managedMemory;
    p_prop->directManagedMemAccessFromHost = cdprop.directManagedMemAccessFromHost;
    p_prop->concurrentManagedAccess = cdprop.concurrentManagedAccess;
    p_prop->pageableMemoryAccess = cdprop.pageableMemoryAccess;
    p_prop->pageableMemoryAccessUsesHostPageTables = cdprop.pageableMemoryAccessUsesHostPageTables;
]==])

# CUDA 13 removed cudaDeviceProp::clockRate and ::memoryClockRate: read them
# with cudaDeviceGetAttribute (values in kHz, as before).
hip_nvidia_edit(ID devprop-clockrates FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::clockRate/memoryClockRate"
  OLD [==[
    p_prop->clockRate = cdprop.clockRate;
    p_prop->memoryClockRate = cdprop.memoryClockRate;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->clockRate, cudaDevAttrClockRate, device);
    cudaDeviceGetAttribute(&p_prop->memoryClockRate, cudaDevAttrMemoryClockRate, device);
]==])

# CUDA 13 removed cudaDeviceProp::computeMode (and clockRate, which HIP also
# reports as clockInstructionRate).
hip_nvidia_edit(ID devprop-computemode FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::computeMode/clockRate"
  OLD [==[
    p_prop->computeMode = cdprop.computeMode;
    p_prop->clockInstructionRate = cdprop.clockRate; // Same as clock-rate:
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->computeMode, cudaDevAttrComputeMode, device);
    p_prop->clockInstructionRate = p_prop->clockRate; // Same as clock-rate:
]==])

# CUDA 13 removed cudaDeviceProp::cooperativeMultiDeviceLaunch together with
# multi-device cooperative launch itself: report "not supported".
hip_nvidia_edit(ID devprop-coop-multidevice FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::cooperativeMultiDeviceLaunch"
  OLD [==[
    p_prop->cooperativeMultiDeviceLaunch = cdprop.cooperativeMultiDeviceLaunch;
]==]
  NEW [==[
    p_prop->cooperativeMultiDeviceLaunch = 0;
]==])

# CUDA 13 removed cudaDeviceProp::kernelExecTimeoutEnabled.
hip_nvidia_edit(ID devprop-exec-timeout FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::kernelExecTimeoutEnabled"
  OLD [==[
    p_prop->kernelExecTimeoutEnabled = cdprop.kernelExecTimeoutEnabled;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->kernelExecTimeoutEnabled, cudaDevAttrKernelExecTimeout, device);
]==])

# --- hipDeviceGetAttribute -----------------------------------------------------
# CUDA 13 removed cudaDevAttrCooperativeMultiDeviceLaunch.  Answer 0, after a
# query of a neighbouring attribute has validated pi and device.
hip_nvidia_edit(ID attr-coop-multidevice FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDevAttrCooperativeMultiDeviceLaunch"
  OLD [==[
        case hipDeviceAttributeCooperativeMultiDeviceLaunch:
            cdattr = cudaDevAttrCooperativeMultiDeviceLaunch;
            break;
]==]
  NEW [==[
        case hipDeviceAttributeCooperativeMultiDeviceLaunch:
            cerror = cudaDeviceGetAttribute(pi, cudaDevAttrCooperativeLaunch, device);
            if (cerror == cudaSuccess) *pi = 0;
            return hipCUDAErrorTohipError(cerror);
]==])

# --- hipCtxCreate ----------------------------------------------------------------
# CUDA 13: cuCtxCreate is cuCtxCreate_v4(pctx, CUctxCreateParams*, flags, dev).
# Zeroed params = no execution affinity, no CIG: the old behaviour.
hip_nvidia_edit(ID ctx-create FILE "${_api}" GUARD "CUDA_VERSION >= 13000"
  WHY "CUDA 13: cuCtxCreate takes CUctxCreateParams*"
  OLD [==[
    return hipCUResultTohipError(cuCtxCreate(ctx, flags, device));
]==]
  NEW [==[
    CUctxCreateParams params;
    memset(&params, 0, sizeof(params));
    return hipCUResultTohipError(cuCtxCreate(ctx, &params, flags, device));
]==])

# --- texture references ------------------------------------------------------
# CUDA 12 removed texture references: cudaBindTexture, cudaBindTexture2D,
# cudaBindTextureToArray, cudaUnbindTexture, cudaGetTextureAlignmentOffset and
# the texture<> template.  Drop the wrappers (texture objects remain).
hip_nvidia_edit(ID texref-bind FILE "${_api}" GUARD "CUDART_VERSION >= 12000"
  WHY "CUDA 12 removed cudaBindTexture/cudaBindTexture2D"
  OLD [==[
__HIP_DEPRECATED inline static hipError_t hipBindTexture(size_t* offset,
                                                         struct textureReference* tex,
                                                         const void* devPtr,
                                                         const hipChannelFormatDesc* desc,
                                                         size_t size __dparm(UINT_MAX)) {
    return hipCUDAErrorTohipError(cudaBindTexture(offset, tex, devPtr, desc, size));
}

__HIP_DEPRECATED inline static hipError_t hipBindTexture2D(
    size_t* offset, struct textureReference* tex, const void* devPtr,
    const hipChannelFormatDesc* desc, size_t width, size_t height, size_t pitch) {
    return hipCUDAErrorTohipError(cudaBindTexture2D(offset, tex, devPtr, desc, width, height, pitch));
}
]==]
  NEW "")
hip_nvidia_edit(ID texref-alignment FILE "${_api}" GUARD "CUDART_VERSION >= 12000"
  WHY "CUDA 12 removed cudaGetTextureAlignmentOffset"
  OLD [==[
__HIP_DEPRECATED inline static hipError_t hipGetTextureAlignmentOffset(
    size_t* offset, const struct textureReference* texref) {
    return hipCUDAErrorTohipError(cudaGetTextureAlignmentOffset(offset,texref));
}
]==]
  NEW "")
hip_nvidia_edit(ID texref-templates FILE "${_api}" GUARD "CUDART_VERSION >= 12000"
  WHY "CUDA 12 removed texture<> and its bind/unbind functions"
  OLD [==[
template <class T, int dim, enum cudaTextureReadMode readMode>
inline static hipError_t hipBindTexture(size_t* offset, const struct texture<T, dim, readMode>& tex,
                                        const void* devPtr, size_t size = UINT_MAX) {
    return hipCUDAErrorTohipError(cudaBindTexture(offset, tex, devPtr, size));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
inline static hipError_t hipBindTexture(size_t* offset, struct texture<T, dim, readMode>& tex,
                                        const void* devPtr, const hipChannelFormatDesc& desc,
                                        size_t size = UINT_MAX) {
    return hipCUDAErrorTohipError(cudaBindTexture(offset, tex, devPtr, desc, size));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
__HIP_DEPRECATED inline static hipError_t hipUnbindTexture(struct texture<T, dim, readMode>* tex) {
    return hipCUDAErrorTohipError(cudaUnbindTexture(tex));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
__HIP_DEPRECATED inline static hipError_t hipUnbindTexture(struct texture<T, dim, readMode>& tex) {
    return hipCUDAErrorTohipError(cudaUnbindTexture(tex));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
__HIP_DEPRECATED inline static hipError_t hipBindTextureToArray(
    struct texture<T, dim, readMode>& tex, hipArray_const_t array,
    const hipChannelFormatDesc& desc) {
    return hipCUDAErrorTohipError(cudaBindTextureToArray(tex, array, desc));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
__HIP_DEPRECATED inline static hipError_t hipBindTextureToArray(
    struct texture<T, dim, readMode>* tex, hipArray_const_t array,
    const hipChannelFormatDesc* desc) {
    return hipCUDAErrorTohipError(cudaBindTextureToArray(tex, array, desc));
}

template <class T, int dim, enum cudaTextureReadMode readMode>
__HIP_DEPRECATED inline static hipError_t hipBindTextureToArray(
    struct texture<T, dim, readMode>& tex, hipArray_const_t array) {
    return hipCUDAErrorTohipError(cudaBindTextureToArray(tex, array));
}
]==]
  NEW "")

# --- multi-device cooperative launch ------------------------------------------
# CUDA 13 removed cudaLaunchCooperativeKernelMultiDevice (deprecated since
# 11.3).  One device: an ordinary cooperative launch is the same thing.  More
# devices: hipErrorNotSupported (cross-device grid sync no longer exists).
hip_nvidia_edit(ID coop-multidevice-launch FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaLaunchCooperativeKernelMultiDevice"
  OLD [==[
inline static hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams* launchParamsList,
                                                 int  numDevices, unsigned int  flags) {
    return hipCUDAErrorTohipError(cudaLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags));
}
]==]
  NEW [==[
inline static hipError_t hipLaunchCooperativeKernelMultiDevice(hipLaunchParams* launchParamsList,
                                                 int  numDevices, unsigned int  flags) {
    (void)flags;
    if (launchParamsList == NULL || numDevices < 1) {
        return hipErrorInvalidValue;
    }
    if (numDevices > 1) {
        return hipErrorNotSupported;
    }
    return hipCUDAErrorTohipError(cudaLaunchCooperativeKernel(
        launchParamsList->func, launchParamsList->gridDim, launchParamsList->blockDim,
        launchParamsList->args, launchParamsList->sharedMem, launchParamsList->stream));
}
]==])

# --- graph dependency APIs -------------------------------------------------------
# CUDA 13: the graph edge functions take a cudaGraphEdgeData array (the former
# *_v2 signatures).  NULL edge data = default edges, the old behaviour.
hip_nvidia_edit(ID graph-add-deps FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaGraphAddDependencies takes edge data"
  OLD [==[
    return hipCUDAErrorTohipError(cudaGraphAddDependencies(graph, from, to, numDependencies));
]==]
  NEW [==[
    return hipCUDAErrorTohipError(cudaGraphAddDependencies(graph, from, to, NULL, numDependencies));
]==])
hip_nvidia_edit(ID graph-remove-deps FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaGraphRemoveDependencies takes edge data"
  OLD [==[
    return hipCUDAErrorTohipError(cudaGraphRemoveDependencies(graph, from, to, numDependencies));
]==]
  NEW [==[
    return hipCUDAErrorTohipError(cudaGraphRemoveDependencies(graph, from, to, NULL, numDependencies));
]==])
hip_nvidia_edit(ID graph-get-edges FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaGraphGetEdges returns edge data"
  OLD [==[
    return hipCUDAErrorTohipError(cudaGraphGetEdges(graph, from, to, numEdges));
]==]
  NEW [==[
    return hipCUDAErrorTohipError(cudaGraphGetEdges(graph, from, to, NULL, numEdges));
]==])
hip_nvidia_edit(ID graph-node-deps FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaGraphNodeGetDependencies returns edge data"
  OLD [==[
        cudaGraphNodeGetDependencies(node, pDependencies, pNumDependencies));
]==]
  NEW [==[
        cudaGraphNodeGetDependencies(node, pDependencies, NULL, pNumDependencies));
]==])
hip_nvidia_edit(ID graph-node-dependents FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaGraphNodeGetDependentNodes returns edge data"
  OLD [==[
        cudaGraphNodeGetDependentNodes(node, pDependentNodes, pNumDependentNodes));
]==]
  NEW [==[
        cudaGraphNodeGetDependentNodes(node, pDependentNodes, NULL, pNumDependentNodes));
]==])

# --- stream capture ------------------------------------------------------------
# CUDA 13 removed cudaStreamGetCaptureInfo_v2; cudaStreamGetCaptureInfo now
# has its parameters plus an edge-data output (before numDependencies_out).
hip_nvidia_edit(ID capture-info-v2 FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaStreamGetCaptureInfo_v2"
  OLD [==[
    return hipCUDAErrorTohipError(cudaStreamGetCaptureInfo_v2(
        stream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out));
]==]
  NEW [==[
    return hipCUDAErrorTohipError(cudaStreamGetCaptureInfo(
        stream, captureStatus_out, id_out, graph_out, dependencies_out, NULL, numDependencies_out));
]==])
# CUDA 13: cudaStreamUpdateCaptureDependencies takes edge data.
hip_nvidia_edit(ID capture-update-deps FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13: cudaStreamUpdateCaptureDependencies takes edge data"
  OLD [==[
    return hipCUDAErrorTohipError(cudaStreamUpdateCaptureDependencies(stream, dependencies,
                                                                      numDependencies, flags));
]==]
  NEW [==[
    return hipCUDAErrorTohipError(cudaStreamUpdateCaptureDependencies(stream, dependencies, NULL,
                                                                      numDependencies, flags));
]==])

# --- plain bug fixes of HIP 5.2's NVIDIA backend (any CUDA version) ----------
# hipModuleGetTexRef forgets its return statement (nvcc warning #940-D; the
# caller reads an undefined hipError_t).
hip_nvidia_edit(ID module-get-texref-return FILE "${_api}" GUARD ""
  WHY "HIP 5.2 bug: hipModuleGetTexRef has no return statement"
  OLD [==[
    hipCUResultTohipError(cuModuleGetTexRef(pTexRef, hmod, name));
]==]
  NEW [==[
    return hipCUResultTohipError(cuModuleGetTexRef(pTexRef, hmod, name));
]==])
# "#define CUDA_11010 11020" redefines CUDA_11010 (warning on every compile)
# and leaves CUDA_11020, used by the "#if CUDA_VERSION >= CUDA_11020" blocks,
# undefined (= 0, so always true).  It was meant to define CUDA_11020.
hip_nvidia_edit(ID cuda-11020-macro FILE "${_api}" GUARD ""
  WHY "HIP 5.2 typo: CUDA_11010 defined twice, CUDA_11020 never"
  OLD [==[
#define CUDA_11010 11020
]==]
  NEW [==[
#define CUDA_11020 11020
]==])

# --- mask-less warp votes on sm_70 and newer ------------------------------------
# HIP (5.2 has no *_sync warp functions) spells them __ballot/__any/__all.
# CUDA declares those but ptxas rejects them for sm_70+ ("vote without .sync"),
# so HIP code fails to build for the H200 (sm_90).  Map them onto the _sync
# forms over the active lanes, which is HIP's meaning; __ballot returns 64 bits
# as in HIP.  (HIP 5.2 already maps __shfl* to __shfl*_sync in
# nvidia_hip_runtime_api.h.)  __any must be an object-like macro: libcu++'s
# cuda/std/__functional/invoke.h declares a struct __any with a constructor
# "__any(...)", which a function-like macro would break; renaming the token
# keeps that struct consistent.  libcu++ uses __all only as "__all<...>", which
# the function-like macro leaves alone.
hip_nvidia_edit(ID warp-vote-sync FILE "nvidia_detail/nvidia_hip_runtime.h" GUARD "CUDART_VERSION >= 9000"
  WHY "CUDA 9+/sm_70+: mask-less __ballot/__any/__all rejected by ptxas"
  OLD [==[
#define __clock64() clock64()
]==]
  NEW [==[
#define __clock64() clock64()

__device__ inline unsigned long long __hip_nvidia_ballot(int predicate) {
    return __ballot_sync(__activemask(), predicate);
}
__device__ inline int __hip_nvidia_any(int predicate) {
    return __any_sync(__activemask(), predicate);
}
__device__ inline int __hip_nvidia_all(int predicate) {
    return __all_sync(__activemask(), predicate);
}
#define __ballot(...) __hip_nvidia_ballot(__VA_ARGS__)
#define __all(...) __hip_nvidia_all(__VA_ARGS__)
#define __any __hip_nvidia_any
]==])

# --- quiet host-compiler deprecation warnings from HIP's own wrappers --------
# The wrappers forward to CUDA functions that CUDA 12/13 deprecate
# (cudaMemcpyToArray, cuTexRef*, cuCtxDetach, shared-mem-config ...): gcc
# prints ~17 -Wdeprecated-declarations warnings per translation unit, burying
# the warnings of the code under test.  Silence them for this header only
# (a HIP API marked deprecated still warns at the caller).  Unguarded edits
# with their own #if: the pop sits next to the include guard's #endif.
hip_nvidia_edit(ID quiet-deprecated-push FILE "${_api}" GUARD ""
  WHY "CUDA 12/13 deprecations inside HIP's wrappers flood every compile"
  OLD [==[
#include <stdio.h>
]==]
  NEW [==[
#include <stdio.h>

#if defined(__GNUC__) /* cu2hip quiet-deprecated-push */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
]==])
hip_nvidia_edit(ID quiet-deprecated-pop FILE "${_api}" GUARD ""
  WHY "closes quiet-deprecated-push"
  OLD [==[
#endif  //__CUDACC__

#endif  // HIP_INCLUDE_HIP_NVIDIA_DETAIL_HIP_RUNTIME_API_H
]==]
  NEW [==[
#endif  //__CUDACC__

#if defined(__GNUC__) /* cu2hip quiet-deprecated-pop */
#pragma GCC diagnostic pop
#endif

#endif  // HIP_INCLUDE_HIP_NVIDIA_DETAIL_HIP_RUNTIME_API_H
]==])

# --- other public headers ----------------------------------------------------
# hip/surface_types.h has no NVIDIA branch in HIP 5.2: it always declares the
# AMD types, which collide with nvidia_hip_runtime_api.h (hipSurfaceObject_t
# is cudaSurfaceObject_t there, and hipSurfaceBoundaryMode/hipBoundaryMode*
# are macros for CUDA's enum), so including it next to hip_runtime.h fails on
# NVIDIA with any CUDA.  On NVIDIA take those names from the runtime API
# header instead (hip/driver_types.h above has already run hip_common.h,
# which sets the platform macros under nvcc).
hip_nvidia_edit(ID surface-types-nvidia FILE "surface_types.h"
  GUARD "!(defined(__HIP_PLATFORM_HCC__) || defined(__HIP_PLATFORM_AMD__)) && (defined(__HIP_PLATFORM_NVCC__) || defined(__HIP_PLATFORM_NVIDIA__))"
  WHY "HIP 5.2: hip/surface_types.h declares AMD types on NVIDIA too"
  OLD [==[
/**
 * An opaque value that represents a hip surface object
 */
struct __hip_surface;
typedef struct __hip_surface* hipSurfaceObject_t;

/**
 * hip surface reference
 */
struct surfaceReference {
    hipSurfaceObject_t surfaceObject;
};

/**
 * hip surface boundary modes
 */
enum hipSurfaceBoundaryMode {
    hipBoundaryModeZero = 0,
    hipBoundaryModeTrap = 1,
    hipBoundaryModeClamp = 2
};
]==]
  NEW [==[
#include <hip/hip_runtime_api.h>
]==])

# CUDA 12+/13 warns (#warning) that device_functions.h is internal and must
# not be included directly; hip/device_functions.h does exactly that on
# NVIDIA.  cuda_runtime.h provides the same declarations.  (nvcc pre-includes
# cuda_runtime.h, so CUDART_VERSION is known here under nvcc; elsewhere the
# original include stays.)
hip_nvidia_edit(ID device-functions-include FILE "device_functions.h"
  GUARD "defined(CUDART_VERSION) && CUDART_VERSION >= 12000"
  WHY "CUDA 12+/13: direct #include <device_functions.h> is deprecated (#warning)"
  OLD [==[
#include <device_functions.h>
]==]
  NEW [==[
#include <cuda_runtime.h>
]==])
