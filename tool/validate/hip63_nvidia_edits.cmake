# hip63_nvidia_edits.cmake -- an edit list for prepare_hip_nvidia_headers.cmake
# (pass it with -DEDITS_FILE=<this file>).
#
# Written against HIP 6.3.0's public headers from ROCm/HIP c5e11fc (VERSION
# 6.3.0, Oct 2024) plus ROCm/hipother 75ef32d's nvidia_detail/ (Nov 2023, the
# NVIDIA backend; older than those headers), merged into one hip/ folder with
# a generated hip/hip_version.h (the sources ship only its template).  Each edit
# names the file (relative to hip/), the condition under which the new text
# applies (the original text is kept under #else), why, the exact old text
# (must occur exactly once) and the new text.  Text arguments are CMake
# bracket arguments: a newline right after the opening [==[ is dropped,
# everything else is taken verbatim.
#
# Guards: CUDART_VERSION (cuda_runtime_api.h) for runtime-API changes,
# CUDA_VERSION (cuda.h) for driver-API changes; both headers are included at
# the top of nvidia_hip_runtime_api.h.  GUARD "" marks a fix that does not
# depend on the CUDA version (a HIP 6.3 / hipother mismatch or bug).
#
# Compared with the HIP 5.2 list (hip_nvidia_edits.cmake): hipother already
# drops the texture-reference wrappers for CUDA 12, fixes hipModuleGetTexRef
# and the CUDA_11020 macro, and copies the managed/pageable device
# properties, so those edits are gone.  New are the cudaDeviceProp fields
# CUDA 13 removed that this backend also copies (deviceOverlap,
# maxTexture1DLinear, singleToDoublePrecisionPerfRatio), the driver-API
# multi-device launch and capture query, three mismatches between HIP 6.3's
# common headers and the older hipother (hipHostAlloc flags and deprecation,
# an amd_detail/ include) and one hipother bug fix.
#
# Not covered: hip/hip_bfloat16.h is AMD-only in HIP 6.3 (on NVIDIA it only
# prints a #warning and declares no hip_bfloat16 type); NVIDIA code uses
# __hip_bfloat16 from hip/hip_bf16.h (= __nv_bfloat16) instead.

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

# --- hipHostAlloc flags --------------------------------------------------------
# HIP 6.3's hip_runtime_api.h declares, for both platforms, the C++ template
# hipHostAlloc(T**, size_t, unsigned flags = hipHostAllocDefault), but defines
# the hipHostAlloc* flags only in its AMD branch, and hipother (older than
# HIP 6.3) has only the hipHostMalloc* spellings.  Give the NVIDIA backend the
# hipHostAlloc* names too, with the same CUDA values.
hip_nvidia_edit(ID host-alloc-flags FILE "${_api}" GUARD ""
  WHY "HIP 6.3's common hipHostAlloc template needs hipHostAllocDefault"
  OLD [==[
#define hipHostMallocWriteCombined cudaHostAllocWriteCombined
]==]
  NEW [==[
#define hipHostMallocWriteCombined cudaHostAllocWriteCombined
#define hipHostAllocDefault cudaHostAllocDefault
#define hipHostAllocPortable cudaHostAllocPortable
#define hipHostAllocMapped cudaHostAllocMapped
#define hipHostAllocWriteCombined cudaHostAllocWriteCombined
]==])

# HIP 6.3 made hipHostAlloc the recommended call (it deprecates hipHostMalloc
# and hipMallocHost in favour of it); hipother still marks hipHostAlloc
# deprecated, so HIP 6.3's own C++ hipHostAlloc template in hip_runtime_api.h
# triggers a -Wdeprecated-declarations warning in every translation unit.
hip_nvidia_edit(ID host-alloc-not-deprecated FILE "${_api}" GUARD ""
  WHY "HIP 6.3 recommends hipHostAlloc; hipother still deprecates it"
  OLD [==[
__HIP_DEPRECATED_MSG("use hipHostMalloc instead")
inline static hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
]==]
  NEW [==[
inline static hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
]==])

# --- cudaMemAdvise / cudaMemPrefetchAsync -----------------------------------
# CUDA 13: both take a struct cudaMemLocation instead of a device ordinal, and
# cudaMemPrefetchAsync gained a flags argument before the stream.  HIP's device
# argument may be hipCpuDeviceId (= cudaCpuDeviceId, -1) = host.
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
# Not a CUDA 13 change but a gap of this backend: it fills only the fields
# that cudaDeviceProp has, so the HIP-only ones (gcnArchName,
# clockInstructionRate, arch, isLargeBar, asicRevision, the
# cooperativeMultiDeviceUnmatched* flags, ...) keep whatever the caller's
# struct held (stack garbage, typically).  Zero the struct first.
hip_nvidia_edit(ID devprop-zero FILE "${_api}" GUARD ""
  WHY "hipGetDeviceProperties left HIP-only fields uninitialised"
  OLD [==[
    struct cudaDeviceProp cdprop;
    hipError_t error = hipCUDAErrorTohipError(cudaGetDeviceProperties(&cdprop, device));
]==]
  NEW [==[
    struct cudaDeviceProp cdprop;
    memset(p_prop, 0, sizeof(*p_prop));
    hipError_t error = hipCUDAErrorTohipError(cudaGetDeviceProperties(&cdprop, device));
]==])

# The fields below are no longer members of cudaDeviceProp in CUDA 13: read
# them with cudaDeviceGetAttribute (same units as before: kHz for the clocks).
# cudaGetDeviceProperties has just succeeded for this device, so the queries
# cannot fail on the device number.
hip_nvidia_edit(ID devprop-clockrate FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::clockRate"
  OLD [==[
    p_prop->clockRate = cdprop.clockRate;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->clockRate, cudaDevAttrClockRate, device);
]==])
hip_nvidia_edit(ID devprop-device-overlap FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::deviceOverlap"
  OLD [==[
    p_prop->deviceOverlap = cdprop.deviceOverlap;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->deviceOverlap, cudaDevAttrGpuOverlap, device);
]==])
hip_nvidia_edit(ID devprop-exec-timeout FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::kernelExecTimeoutEnabled"
  OLD [==[
    p_prop->kernelExecTimeoutEnabled = cdprop.kernelExecTimeoutEnabled;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->kernelExecTimeoutEnabled, cudaDevAttrKernelExecTimeout, device);
]==])
hip_nvidia_edit(ID devprop-computemode FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::computeMode"
  OLD [==[
    p_prop->computeMode = cdprop.computeMode;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->computeMode, cudaDevAttrComputeMode, device);
]==])
hip_nvidia_edit(ID devprop-tex1d-linear FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::maxTexture1DLinear"
  OLD [==[
    p_prop->maxTexture1DLinear = cdprop.maxTexture1DLinear;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->maxTexture1DLinear, cudaDevAttrMaxTexture1DLinearWidth, device);
]==])
hip_nvidia_edit(ID devprop-memclockrate FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::memoryClockRate"
  OLD [==[
    p_prop->memoryClockRate = cdprop.memoryClockRate;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->memoryClockRate, cudaDevAttrMemoryClockRate, device);
]==])
hip_nvidia_edit(ID devprop-single-double-ratio FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaDeviceProp::singleToDoublePrecisionPerfRatio"
  OLD [==[
    p_prop->singleToDoublePrecisionPerfRatio = cdprop.singleToDoublePrecisionPerfRatio;
]==]
  NEW [==[
    cudaDeviceGetAttribute(&p_prop->singleToDoublePrecisionPerfRatio,
                           cudaDevAttrSingleToDoublePrecisionPerfRatio, device);
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

# --- multi-device cooperative launch ------------------------------------------
# CUDA 13 removed cudaLaunchCooperativeKernelMultiDevice (deprecated since
# 11.3).  One device: an ordinary cooperative launch is the same thing.  More
# devices: hipErrorNotSupported (cross-device grid sync no longer exists).
hip_nvidia_edit(ID coop-multidevice-launch FILE "${_api}" GUARD "CUDART_VERSION >= 13000"
  WHY "CUDA 13 removed cudaLaunchCooperativeKernelMultiDevice"
  OLD [==[
    return hipCUDAErrorTohipError(cudaLaunchCooperativeKernelMultiDevice(launchParamsList, numDevices, flags));
]==]
  NEW [==[
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
]==])
# The driver-API twin: CUDA 13 removed cuLaunchCooperativeKernelMultiDevice
# (CUDA_LAUNCH_PARAMS, hipFunctionLaunchParams here, remains).  Same mapping.
hip_nvidia_edit(ID module-coop-multidevice-launch FILE "${_api}" GUARD "CUDA_VERSION >= 13000"
  WHY "CUDA 13 removed cuLaunchCooperativeKernelMultiDevice"
  OLD [==[
    return hipCUResultTohipError(cuLaunchCooperativeKernelMultiDevice(launchParamsList,
                                                                      numDevices, flags));
]==]
  NEW [==[
    (void)flags;
    if (launchParamsList == NULL || numDevices < 1) {
        return hipErrorInvalidValue;
    }
    if (numDevices > 1) {
        return hipErrorNotSupported;
    }
    return hipCUResultTohipError(cuLaunchCooperativeKernel(
        launchParamsList->function, launchParamsList->gridDimX, launchParamsList->gridDimY,
        launchParamsList->gridDimZ, launchParamsList->blockDimX, launchParamsList->blockDimY,
        launchParamsList->blockDimZ, launchParamsList->sharedMemBytes, launchParamsList->hStream,
        launchParamsList->kernelParams));
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
# CUDA 13 removed cuStreamGetCaptureInfo_v2; cuStreamGetCaptureInfo (the
# former _v3) has its parameters plus an edge-data output before
# numDependencies_out.  NULL edge data: the old query.
hip_nvidia_edit(ID capture-info-v2 FILE "${_api}" GUARD "CUDA_VERSION >= 13000"
  WHY "CUDA 13 removed cuStreamGetCaptureInfo_v2"
  OLD [==[
    return hipCUResultTohipError(cuStreamGetCaptureInfo_v2(
        stream, reinterpret_cast<CUstreamCaptureStatus *>(captureStatus_out),
        reinterpret_cast<cuuint64_t *>(id_out), graph_out,
        dependencies_out, numDependencies_out));
]==]
  NEW [==[
    return hipCUResultTohipError(cuStreamGetCaptureInfo(
        stream, reinterpret_cast<CUstreamCaptureStatus *>(captureStatus_out),
        reinterpret_cast<cuuint64_t *>(id_out), graph_out,
        dependencies_out, NULL, numDependencies_out));
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

# --- plain bug fix of hipother's NVIDIA backend (any CUDA version) ----------
# hipResourceDesTocudaResourceDes returns the address of a local variable
# (nvcc warning #1056-D and gcc -Wreturn-local-addr on every compile, a
# dangling pointer for any caller), and its switch has no break statements,
# so resType always ends up CU_RESOURCE_TYPE_ARRAY.  Nothing in HIP calls it.
# Keep the result in per-thread static storage (valid until the thread's next
# call) and end each case.
hip_nvidia_edit(ID resource-desc-conversion FILE "${_api}" GUARD ""
  WHY "hipother bug: hipResourceDesTocudaResourceDes returns a local's address"
  OLD [==[
    CUDA_RESOURCE_DESC a;
    switch (p->resType) {
        case HIP_RESOURCE_TYPE_ARRAY:
            a.resType = CU_RESOURCE_TYPE_ARRAY;
        case HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY:
            a.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
        case HIP_RESOURCE_TYPE_LINEAR:
            a.resType = CU_RESOURCE_TYPE_LINEAR;
        case HIP_RESOURCE_TYPE_PITCH2D:
            a.resType = CU_RESOURCE_TYPE_PITCH2D;
        default:
            a.resType = CU_RESOURCE_TYPE_ARRAY;
    }
]==]
  NEW [==[
    static thread_local CUDA_RESOURCE_DESC a;
    memset(&a, 0, sizeof(a));
    switch (p->resType) {
        case HIP_RESOURCE_TYPE_ARRAY:
            a.resType = CU_RESOURCE_TYPE_ARRAY;
            break;
        case HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY:
            a.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
            break;
        case HIP_RESOURCE_TYPE_LINEAR:
            a.resType = CU_RESOURCE_TYPE_LINEAR;
            break;
        case HIP_RESOURCE_TYPE_PITCH2D:
            a.resType = CU_RESOURCE_TYPE_PITCH2D;
            break;
        default:
            a.resType = CU_RESOURCE_TYPE_ARRAY;
            break;
    }
]==])

# --- mask-less warp votes on sm_70 and newer ------------------------------------
# HIP spells them __ballot/__any/__all (hipother maps only __shfl* onto the
# *_sync forms, in nvidia_hip_runtime_api.h).  CUDA declares the mask-less
# votes but ptxas rejects them for sm_70+ ("vote without .sync"), so HIP code
# fails to build for the H200 (sm_90).  Map them onto the _sync forms over the
# active lanes, which is HIP's meaning; __ballot returns 64 bits as in HIP.
# __any must be an object-like macro: libcu++'s
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
# prints a screenful of -Wdeprecated-declarations warnings per translation
# unit, burying the warnings of the code under test.  Silence them for this
# header only (a HIP API marked deprecated still warns at the caller).
# Unguarded edits with their own #if: the pop sits next to the include
# guard's #endif.
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
# HIP 6.3's hip_runtime_api.h ends with an unconditional
# #include <hip/amd_detail/amd_hip_runtime_pt_api.h>.  On AMD that header
# lives in clr; on NVIDIA there is no amd_detail/, so the include either
# fails or, worse, picks up another HIP's copy from the system include path
# (Debian's HIP 5.2 in /usr/include, whose unguarded AMD declarations then
# fail: "identifier hipArray is undefined").  clr's HIP 6.3 copy is empty
# unless __HIP_PLATFORM_AMD__: skip the include on NVIDIA.
hip_nvidia_edit(ID pt-api-include FILE "hip_runtime_api.h"
  GUARD "!defined(__HIP_PLATFORM_AMD__) && defined(__HIP_PLATFORM_NVIDIA__)"
  WHY "HIP 6.3: hip_runtime_api.h includes an AMD-only header on NVIDIA too"
  OLD [==[
#include <hip/amd_detail/amd_hip_runtime_pt_api.h>
]==]
  NEW "")

# hip/surface_types.h has no NVIDIA branch (still so in HIP 6.3): it always
# declares the AMD types, which collide with nvidia_hip_runtime_api.h
# (hipSurfaceObject_t is cudaSurfaceObject_t there, and
# hipSurfaceBoundaryMode/hipBoundaryMode* are macros for CUDA's enum), so
# including it next to hip_runtime.h fails on NVIDIA with any CUDA.  On
# NVIDIA take those names from the runtime API header instead
# (hip/driver_types.h above has already run hip_common.h, which sets the
# platform macros under nvcc).
hip_nvidia_edit(ID surface-types-nvidia FILE "surface_types.h"
  GUARD "!(defined(__HIP_PLATFORM_HCC__) || defined(__HIP_PLATFORM_AMD__)) && (defined(__HIP_PLATFORM_NVCC__) || defined(__HIP_PLATFORM_NVIDIA__))"
  WHY "hip/surface_types.h declares AMD types on NVIDIA too"
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
