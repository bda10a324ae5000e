// Includes every public HIP header of the prepared copy that has a meaning on
// NVIDIA, to prove the whole copy compiles with nvcc against the installed CUDA:
//   nvcc -std=c++17 -x cu -D__HIP_PLATFORM_NVIDIA__ -I<OUT_DIR> -arch=sm_90 \
//        -c tool/validate/hip_nvidia_headers_all.cu
// Not included: hip/hip_ext.h and hip/hip_hcc.h (AMD-only extensions whose
// functions live in libamdhip64), hip/amd_detail/* (the AMD backend).
// hip/nvidia_detail/* are reached through the public headers.

#include <hip/hip_version.h>
#include <hip/hip_common.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_runtime.h>
#include <hip/driver_types.h>
#include <hip/library_types.h>
#include <hip/hip_vector_types.h>
#include <hip/channel_descriptor.h>
#include <hip/texture_types.h>
#include <hip/hip_texture_types.h>
#include <hip/surface_types.h>
#include <hip/math_functions.h>
#include <hip/device_functions.h>
#include <hip/hip_fp16.h>
// HIP 6.x's hip_bfloat16.h is AMD-only: on NVIDIA it declares no hip_bfloat16 (NVIDIA code
// uses hip_bf16.h's __hip_bfloat16, which is CUDA's __nv_bfloat16 there).
#if HIP_VERSION_MAJOR < 6
#include <hip/hip_bfloat16.h>
#else
#include <hip/hip_bf16.h>
#endif
#include <hip/hip_complex.h>
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_profile.h>
#include <hip/hiprtc.h>

// Instantiate a little of each so templates and inline code are checked too.

namespace cg = cooperative_groups;

__global__ void all_headers_kernel(hipFloatComplex* c, __half* h, float* f, int* i) {
    cg::thread_block block = cg::this_thread_block();
    int t = hipThreadIdx_x;
    c[t] = hipCmulf(c[t], make_hipFloatComplex(1.0f, 2.0f));
    h[t] = __hadd(h[t], __float2half(1.0f));
#if HIP_VERSION_MAJOR < 6
    hip_bfloat16 b(f[t]);
    f[t] = static_cast<float>(b) + hipCabsf(c[t]);
#else
    __hip_bfloat16 b = __float2bfloat16(f[t]);
    f[t] = __bfloat162float(b) + hipCabsf(c[t]);
#endif
    block.sync();
    i[t] = __shfl_down(i[t], 1) + static_cast<int>(__ballot(i[t] > 0)) + __any(i[t]) +
           __all(i[t]) + atomicAdd(&i[0], 1);
    int4 v = make_int4(1, 2, 3, 4);
    i[t] += v.w;
}

hipChannelFormatDesc all_headers_desc() { return hipCreateChannelDesc<float4>(); }

hiprtcResult all_headers_rtc(hiprtcProgram* prog) {
    return hiprtcCreateProgram(prog, "__global__ void k() {}", "k.cu", 0, nullptr, nullptr);
}

hipError_t all_headers_host(hipTextureObject_t* tex, hipResourceDesc* res, hipTextureDesc* td) {
    return hipCreateTextureObject(tex, res, td, nullptr);
}
