// The token rules that rewrite, run after the parse (and where it failed), in their order;
// part of the rule registry (RuleRegistry.cpp).
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/rules/Rules.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addTokenRewriteRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  Add({"cuda-arch-macro",
       P::Rewrite,
       G::Preprocessor,
       {K::CudaArchValue, K::CudaArchComparisonPinned, K::CudaArchBranchKeptFromAmd},
       "'__CUDA_ARCH__' in preprocessor tests: presence becomes __HIP_DEVICE_COMPILE__; a "
       "compute-capability comparison in #if reads the analysed architecture in AMD device "
       "code and is reported; a branch holding inline assembly is kept from AMD",
       "#ifdef __CUDA_ARCH__",
       "#ifdef __HIP_DEVICE_COMPILE__",
       C::High})
      .TokenRule = createCudaArchMacroRule;
  Add({"cuda-version-test",
       P::Rewrite,
       G::Preprocessor,
       {K::CudaVersionComparison},
       "CUDA_VERSION or CUDART_VERSION compared in #if/#elif: as HIP_VERSION it exceeds every "
       "CUDA version (HIP takes the newest CUDA's branch), kept as written where a later "
       "'#elif' tests HIP (AMD reads 0 and takes it); reported",
       "#if CUDA_VERSION >= 12080 ... #elif __HIPCC__",
       "#if CUDA_VERSION >= 12080 ... #elif __HIPCC__ (reported)",
       C::High})
      .TokenRule = createCudaVersionTestRule;
  Add({"nvcc-macro-test",
       P::Rewrite,
       G::Preprocessor,
       {K::NvccMacroTestRewritten, K::NvccMacroTest, K::CudaccValueTest},
       "__NVCC__ tested in #if/#ifdef/#elif without a branch for HIP becomes __HIPCC__, which "
       "hipcc defines on both platforms (AMD does not define __NVCC__); warned where the test "
       "also reads nvcc's version. '#if __CUDACC__' (a value test) becomes "
       "'#if defined(__HIPCC__)': HIP's NVIDIA platform defines __HIPCC__ empty",
       "#ifdef __NVCC__ ... #else #define __device__ #endif",
       "#ifdef __HIPCC__ ... #else #define __device__ #endif",
       C::High})
      .TokenRule = createNvccMacroTestRule;
  Add({"launch-syntax",
       P::Rewrite,
       G::Api,
       {K::LaunchInMacro},
       "Triple-chevron launches become hipLaunchKernelGGL where the launch is not spelled in "
       "a macro",
       "k<<<g, b, 0, s>>>(x);",
       "hipLaunchKernelGGL(k, g, b, 0, s, x);",
       C::High})
      .TokenRule = createLaunchSyntaxRule;
  Add({"surface-boundary-mode",
       P::Rewrite,
       G::Api,
       {K::SurfaceBoundaryModeRemoved},
       "The boundary-mode argument of surface reads and writes, which HIP's surface functions "
       "take no more (HIP 6.3; HIP 5.2 took it and ignored it), removed and reported for a "
       "newer target",
       "surf2Dwrite(v, surf, x * 4, y, cudaBoundaryModeTrap);",
       "surf2Dwrite(v, surf, x * 4, y);",
       C::High})
      .TokenRule = createSurfaceBoundaryModeRule;
  Add({"api-mapping",
       P::Rewrite,
       G::Api,
       {K::UnsupportedApi,
        K::UnknownCudaIdentifier,
        K::NewerThanTarget,
        K::PartialMaskDropped,
        K::PartialMaskWidened,
        K::DeviceRuntimeCallKept,
        K::ArgumentDropped,
        K::AbsentOnNvidiaPlatform,
        K::AmdOnlyLibrary,
        K::NvidiaPlatformTypeDiffers,
        K::AmdNeedsNewerHip,
        K::HipNameInOtherHeader,
        K::InactiveBranchTranslated,
        K::PartialSemantics,
        K::ResultDiffers,
        K::NvidiaAttributeUnserved,
        K::CudaTemplateDefaultWritten,
        K::CudaTemplateDefaultLeft,
        K::UserNameShadowsCuda,
        K::OlderHipSubstitute,
        K::DeprecatedInHip,
        K::NvidiaAliasToCuda,
        K::CallKeptForCudaArgument,
        K::CaseLabelKeptForNvidia,
        K::HeaderKeptForNvidia},
       "Every CUDA reference the mapping tables know, as the target HIP version allows: "
       "header names, identifiers (runtime, driver, device, libraries) and qualified names "
       "(cub::, nvcuda::wmma::); what HIP lacks is left as written and reported, and a "
       "'case' label of a value AMD lacks is compiled for NVIDIA only",
       "#include <cublas_v2.h>  cudaMalloc(&p, n);",
       "#include <hipblas/hipblas.h>  hipMalloc(&p, n);",
       C::High})
      .TokenRule = createApiMappingRule;
  R.back().FallbackRule = createTokenNamespaceRenameRule;
  Add({"hip-opt-in",
       P::Rewrite,
       G::Api,
       {K::OptInMacroDefined, K::OptInMacroInHeader, K::OptInApiOlderTypes},
       "Names the target HIP declares as CUDA code uses them only behind a macro (the '_sync' "
       "warp functions of HIP 6.2-6.4, the cooperative-groups votes and binary_partition, "
       "behind HIP_ENABLE_WARP_SYNC_BUILTINS; hipBLAS 2.x's hipDataType and hipComplex forms "
       "behind HIPBLAS_V2, its __half forms behind HIPBLAS_USE_HIP_HALF): the macro is defined "
       "at the top of the file, before any include. Older versions that declare them with "
       "other types are reported at each use",
       "__shfl_xor_sync(~0u, v, 1)  // --hip-version 6.3",
       "#ifndef HIP_ENABLE_WARP_SYNC_BUILTINS\n#define HIP_ENABLE_WARP_SYNC_BUILTINS\n#endif",
       C::High})
      .TokenRule = createHipOptInRule;
  Add({"software-texture",
       P::Rewrite,
       G::Api,
       {K::SoftwareTexture, K::SoftwareTextureGap},
       "On the software texture path (--texture-path; by default when gfx940-gfx942 or gfx950 "
       "is a target: no image instructions), texture and surface objects, CUDA arrays and "
       "their copies become cu2hip's software textures, whose header is included and written "
       "beside the translated file",
       "float v = tex2D<float>(tex, x, y);",
       "#include \"cu2hip_soft_texture.h\"\nfloat v = cu2hip_soft::tex2D<float>(tex, x, y);",
       C::High,
       {"api-mapping"}})
      .TokenRule = createSoftwareTextureRule;
  Add({"implicit-runtime-include",
       P::Rewrite,
       G::Api,
       {K::ImplicitRuntimeInclude, K::RuntimeIncludeBeforeHipHeader},
       "The HIP runtime header, which nvcc includes implicitly and hipcc does not, added "
       "where a file uses the runtime without including it",
       "__global__ void k() {}",
       "#include <hip/hip_runtime.h>\n__global__ void k() {}",
       C::High})
      .TokenRule = createImplicitRuntimeIncludeRule;
  Add({"allocation-prop-member",
       P::Rewrite,
       G::Api,
       {K::AllocationPropMemberRenamed, K::AllocationPropMemberAbsent},
       "Members of CUmemAllocationProp that hipMemAllocationProp spells differently "
       "(requestedHandleTypes) or lacks in the target HIP (allocFlags in 5.2)",
       "prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;",
       "prop.requestedHandleType = hipMemHandleTypePosixFileDescriptor;",
       C::High})
      .TokenRule = createAllocationPropMemberRule;
  Add({"platform-defines",
       P::Rewrite,
       G::Api,
       {},
       "Writes the per-platform definitions api-mapping asked for (HIP names HIP's NVIDIA "
       "backend lacks, mask-less warp functions for older AMD HIP, CUDA error conversions), "
       "once, before their first use",
       "hipMemAdvise_t a;",
       "#if defined(__HIP_PLATFORM_NVIDIA__) ... #endif\nhipMemAdvise_t a;",
       C::High,
       {"api-mapping", "implicit-runtime-include"}})
      .TokenRule = createPlatformDefinesRule;
  Add({"overload-collapse",
       P::Rewrite,
       G::Api,
       {K::OverloadsCollapse},
       "Overloads that become one function after the rename ('f(cudaError_t)' and "
       "'f(CUresult)' are both 'f(hipError_t)'): the later one is disabled with '#if 0'",
       "void check(CUresult); void check(cudaError_t);",
       "void check(hipError_t);\n#if 0 ... #endif",
       C::High})
      .TokenRule = createOverloadCollapseRule;
  Add({"host-helper-redefinition",
       P::Rewrite,
       G::Api,
       {K::HostHelperRedefinition, K::VectorOperatorRedefinition, K::AtomicOverloadRedefinition},
       "A program's own definitions of what HIP's headers already define (make_float4, "
       "vector-type compound assignments, float atomicMin): kept for the platform where they do "
       "not clash",
       "inline __device__ void operator+=(float2 &a, float2 b)",
       "#if !defined(__HIP_PLATFORM_AMD__) ... #endif",
       C::Medium})
      .TokenRule = createHostHelperRedefinitionRule;
  Add({"nvidia-header-names",
       P::Rewrite,
       G::Api,
       {K::NvidiaMacroNamedFunction, K::NvidiaHeaderFunctionRedefined},
       "A program's own function named as HIP's NVIDIA headers name a function-like macro "
       "(__shfl_down, __clock) is written in parentheses in its declarations and calls; its "
       "own make_Complex, which HIP 5.2's NVIDIA headers define, is reported",
       "float4 __shfl_down(float4 v, int d) ... __shfl_down(value, 16)",
       "float4 (__shfl_down)(float4 v, int d) ... (__shfl_down)(value, 16)",
       C::High})
      .TokenRule = createNvidiaHeaderNameRule;
  Add({"thrust-algorithm-header",
       P::Rewrite,
       G::Api,
       {K::ThrustAlgorithmHeaderAdded},
       "The public Thrust header of each Thrust algorithm a file calls, added where the file "
       "relied on CUDA's Thrust including it on the way (rocThrust's headers include less)",
       "#include <thrust/sort.h>\n... thrust::sequence(v.begin(), v.end());",
       "#include <thrust/sort.h>\n#include <thrust/sequence.h>",
       C::High})
      .TokenRule = createThrustAlgorithmHeaderRule;
  Add({"self-referencing-macro",
       P::Rewrite,
       G::Api,
       {K::SelfDefiningMacroGuarded, K::SelfReferencingMacro},
       "A program's macro that the translation turns into a call of itself ('#define "
       "__shfl_down(v, d) __shfl_down(v, d)' at HIP 5.2): kept only where HIP does not define "
       "the name as a macro of its own, or reported",
       "#define __shfl_down(v, d) __shfl_down_sync(0xffffffff, v, d)",
       "#ifndef __shfl_down\n#define __shfl_down(v, d) __shfl_down(v, d)\n#endif",
       C::High})
      .TokenRule = createSelfReferencingMacroRule;
  Add({"device-assert-condition",
       P::Rewrite,
       G::Api,
       {K::DeviceAssertParenthesized},
       "assert(COND) in files with device code: a COND of more than one operand gets its own "
       "parentheses, as HIP's NVIDIA platform's device assert expands '!COND'",
       "assert(gid < n);",
       "assert((gid < n));",
       C::High})
      .TokenRule = createDeviceAssertRule;
  Add({"cooperative-groups-reduce",
       P::Rewrite,
       G::Api,
       {K::CooperativeGroupsReduceDefined},
       "#include <cooperative_groups/reduce.h>, which HIP lacks: cg::reduce, cg::plus, "
       "cg::less, cg::greater and cg::bit_* defined in its place for AMD over the group's "
       "shuffles; NVIDIA keeps CUDA's header",
       "#include <cooperative_groups/reduce.h>",
       "#if defined(__HIP_PLATFORM_AMD__) || defined(CU2HIP_PORTABLE_CG_REDUCE)\n"
       "namespace cooperative_groups { ... reduce(group, value, op) ... }\n#else\n"
       "#include <cooperative_groups/reduce.h>\n#endif",
       C::High})
      .TokenRule = createCooperativeGroupsReduceRule;
  Add({"nvcc-accepted-code",
       P::Rewrite,
       G::Api,
       {K::RegisterKeywordRemoved, K::Dim3FromUint3Rewritten, K::Dim3FromUint3,
        K::IntrinsicArgumentCast, K::EmptyListAssignment, K::WmmaFillValueCast},
       "Code nvcc compiles and hipcc rejects, rewritten to what both compile: 'register' "
       "(ISO C++17 has none), a dim3 built from a uint3 (HIP's dim3 has no such constructor "
       "on AMD), __ffs/__ffsll given a long (ambiguous between HIP's overloads on AMD), a "
       "wmma::fill_fragment value of another type than the fragment's (rocWMMA deduces it)",
       "register int i; dim3 block = make_uint3(256, 1, 1);",
       "int i; dim3 block = dim3(256, 1, 1);",
       C::High})
      .TokenRule = createNvccAcceptedCodeRule;
  Add({"device-prop-field-gap",
       P::Rewrite,
       G::Api,
       {K::DevicePropFieldAbsent},
       "Reads of cudaDeviceProp fields that hipDeviceProp_t lacks in the target HIP version",
       "prop.asyncEngineCount",
       "(reported: no such field in hipDeviceProp_t)",
       C::High})
      .TokenRule = createDevicePropFieldGapRule;
  Add({"cooperative-groups-member-gap",
       P::Rewrite,
       G::Api,
       {K::CooperativeGroupsMemberAbsent, K::TileMetaGroupWritten, K::CooperativeGroupsShuffleWords,
        K::CooperativeGroupsShuffleType},
       "Calls of cooperative-groups members that HIP's AMD implementation lacks in the target "
       "HIP version (HIP's NVIDIA platform uses CUDA's header, where they build); shuffles of "
       "values it does not take (a uint4, a struct) move them a 32-bit word at a time",
       "tile.meta_group_rank()",
       "(reported: builds on HIP's NVIDIA platform only)",
       C::High})
      .TokenRule = createCooperativeGroupsMemberGapRule;
  Add({"builtin-coordinate-type",
       P::Rewrite,
       G::Api,
       {},
       "threadIdx.x, blockDim.y, ... where their type is deduced or chosen among overloads "
       "(min/max, templates, auto, printf's '...'): cast to the unsigned int CUDA gives them, "
       "since HIP's are objects on AMD",
       "min(n, blockDim.x)",
       "min(n, static_cast<unsigned int>(blockDim.x))",
       C::High})
      .TokenRule = createBuiltinCoordinateCastRule;
}

} // namespace cu2hip
