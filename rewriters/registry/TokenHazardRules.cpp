// The token-level hazards: they see code Clang cannot parse, and only report; part of the
// rule registry (RuleRegistry.cpp).
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/detectors/HazardRules.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addTokenHazardRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  // Token-level hazards: they see code Clang cannot parse, and only report.
  Add({"inline-ptx",
       P::Rewrite,
       G::Hazards,
       {K::TensorCorePtx, K::InlinePtx, K::PtxSpecialRegister, K::AsyncCopyPtx,
        K::NvidiaOnlyPtxWithoutAlternative, K::NvidiaOnlyPtx},
       "Inline PTX (asm(...)): tensor-core, special-register and async-copy instructions, "
       "and whether an AMD alternative exists in the same file",
       "asm(\"mov.u32 %0, %%laneid;\" : \"=r\"(l));",
       "(reported: use __lane_id())",
       C::High})
      .TokenRule = createInlinePtxRule;
  Add({"texture-reference",
       P::Rewrite,
       G::Hazards,
       {K::TextureReference, K::ImageAccess, K::ImageAccessOutsideTargets},
       "Texture and surface references (removed in CUDA 12) and image accesses",
       "texture<float, 2> tex;",
       "(reported: use texture objects)",
       C::High})
      .TokenRule = createTextureReferenceRule;
  Add({"cuda-feature-name",
       P::Rewrite,
       G::Hazards,
       {K::DeviceGraphLaunch, K::ThreadBlockCluster, K::AsyncCopy, K::ManagedMemoryHint,
        K::MultiDeviceCooperativeLaunch, K::GridConstant},
       "CUDA features HIP lacks or treats differently, found by name (device graph launch, "
       "thread-block clusters, asynchronous copies, managed-memory hints, multi-device "
       "cooperative launch, __grid_constant__)",
       "__cluster_dims__(2, 1, 1)",
       "(reported: no thread-block clusters on AMD)",
       C::High})
      .TokenRule = createCudaFeatureNameRule;
}

} // namespace cu2hip
