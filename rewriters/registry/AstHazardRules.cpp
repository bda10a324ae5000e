// The AST detectors of hazards other than the warp size, in the order they run in the
// analysis pass; part of the rule registry (RuleRegistry.cpp).
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/detectors/HazardDetectors.h"
#include "rewriters/detectors/HazardRules.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addAstHazardRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  // Other AST hazards.
  Add({"wmma-fragment",
       P::Analysis,
       G::Hazards,
       {K::WmmaShapeUnsupported, K::WmmaFragmentMapped},
       "nvcuda::wmma fragments: shapes AMD matrix cores lack, and the rocWMMA mapping of the "
       "others",
       "wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;",
       "(reported: rocwmma::fragment of the same shape)",
       C::High})
      .Detector = createWmmaFragmentDetector;
  Add({"dynamic-parallelism",
       P::Analysis,
       G::Hazards,
       {K::DynamicParallelism},
       "Kernels launched from device code (HIP has no dynamic parallelism); files Clang "
       "cannot parse get a token-level check of '<<<' inside __global__ functions",
       "__global__ void p() { child<<<1, 1>>>(); }",
       "(reported: launch from the host)",
       C::High})
      .Detector = createDynamicParallelismDetector;
  R.back().FallbackRule = createTokenDeviceLaunchRule;
  Add({"device-prop-field",
       P::Analysis,
       G::Hazards,
       {K::DevicePropDiffers},
       "cudaDeviceProp fields whose value means something else on AMD (warpSize, "
       "sharedMemPerBlock, ...)",
       "prop.warpSize",
       "(reported: 64 on CDNA)",
       C::High})
      .Detector = createDevicePropFieldDetector;
  Add({"launch-bounds",
       P::Analysis,
       G::Hazards,
       {K::LaunchBoundsMinBlocks},
       "__launch_bounds__ with a minimum-blocks argument, which HIP reads differently",
       "__launch_bounds__(256, 2)",
       "(reported: HIP's second argument is min warps per EU)",
       C::High})
      .Detector = createLaunchBoundsDetector;
  Add({"texture-handle-integer",
       P::Analysis,
       G::Hazards,
       {K::TextureHandleAsInteger},
       "Texture and surface objects used as the 64-bit integers CUDA makes them (bit "
       "operations, arithmetic, casts from integers): HIP's are pointers on AMD",
       "uint2 packed = make_uint2(tex & 0xFFFFFFFF, tex >> 32);",
       "(reported: does not compile on AMD)",
       C::High})
      .Detector = createTextureHandleIntegerDetector;
  Add({"device-pointer-integer",
       P::Analysis,
       G::Hazards,
       {K::DevicePointerAsInteger},
       "Driver-API device addresses (CUdeviceptr) used as the 64-bit integers CUDA makes them "
       "(arithmetic, bit operations, integer variables): hipDeviceptr_t is a pointer on AMD",
       "cuMemcpyHtoD(base + offset, host, bytes);",
       "(reported: does not compile on AMD)",
       C::High})
      .Detector = createDevicePointerIntegerDetector;
  Add({"static-shared-memory",
       P::Analysis,
       G::Hazards,
       {K::SharedMemoryOverLds},
       "Static __shared__ arrays larger than an AMD GPU's 64 KiB of LDS per block",
       "__shared__ float tile[128][160];",
       "(reported: 80 KiB > 64 KiB)",
       C::High})
      .Detector = createStaticSharedMemoryDetector;
  Add({"bf16-half-conversion",
       P::Analysis,
       G::Hazards,
       {K::Bf16HalfConversion},
       "Explicit conversions between __nv_bfloat16 and __half, which nvcc takes through "
       "float and HIP 6.x finds ambiguous on AMD (templates: in their instantiations)",
       "h = static_cast<__half>(b);",
       "h = static_cast<__half>(static_cast<float>(b));",
       C::High})
      .Detector = createBf16HalfConversionDetector;
}

} // namespace cu2hip
