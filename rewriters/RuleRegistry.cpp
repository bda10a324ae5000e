// The rule registry: one entry per rule, in the order they run within their pass. Adding a
// rule means one entry here, its fixture folder under fixtures/rules/<name>/, and a
// regenerated docs/rules.md.
#include "RuleRegistry.h"

#include "buildscripts/CMakeRules.h"
#include "buildscripts/MakefileRules.h"
#include "detectors/HazardDetectors.h"
#include "detectors/HazardRules.h"
#include "detectors/WarpSizeDetectors.h"
#include "rules/Rules.h"

#include <cstdlib>

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

static std::vector<RuleDescription> buildRegistry() {
  std::vector<RuleDescription> R;
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  // --- Analysis: AST detectors, run while the file is parsed -----------------------------
  // The warp-size family (32-lane CUDA warps, 64-lane AMD CDNA wavefronts); their fix-its
  // are applied with --fix-warp-size, as warp-fix-groups allows.
  Add({"warp-width-arithmetic",
       P::Analysis,
       G::WarpSize,
       {K::HardCodedWarpWidth, K::LaneGuard32, K::WarpsPerBlock32},
       "Lane and warp indices computed with a literal 32 ('% 32', '& 31', '/ 32', "
       "'threadIdx.x < 32', 'blockDim.x / 32'); files Clang cannot parse get a token-level "
       "check of the same arithmetic",
       "int lane = threadIdx.x % 32;",
       "int lane = threadIdx.x % warpSize;",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createWarpWidthArithmeticDetector;
  R.back().FallbackRule = createTokenLaneArithmeticRule;
  Add({"shuffle-tree",
       P::Analysis,
       G::WarpSize,
       {K::ShuffleTreeOf32},
       "Shuffle reductions whose offsets cover 32 lanes ('for (o = 16; o > 0; o /= 2)')",
       "for (int o = 16; o > 0; o /= 2)",
       "for (int o = warpSize / 2; o > 0; o /= 2)",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createShuffleTreeDetector;
  Add({"full-warp-mask",
       P::Analysis,
       G::WarpSize,
       {K::FullWarpMaskLiteral},
       "The 32-lane full mask 0xffffffff given to a '_sync' warp function",
       "__shfl_sync(0xffffffff, v, 0)",
       "(mask widened or dropped by api-mapping; noted)",
       C::High,
       {"warp-fix-groups"}})
      .Detector = warp::createFullWarpMaskDetector;
  Add({"lane-mask-width",
       P::Analysis,
       G::WarpSize,
       {K::LaneMaskTruncated, K::LaneMaskBitCount32},
       "Ballot and active-lane masks stored in 32-bit integers or counted as 32 bits wide",
       "unsigned m = __ballot_sync(~0u, p);",
       "unsigned long long m = __ballot(p);",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createLaneMaskWidthDetector;
  Add({"lane-bit",
       P::Analysis,
       G::WarpSize,
       {K::LaneBit32},
       "Lane bits made with a 32-bit shift ('1u << lane')",
       "1u << lane",
       "(reported: 1ull << lane reaches lanes 32-63)",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createLaneBitDetector;
  Add({"warp-slot-array",
       P::Analysis,
       G::WarpSize,
       {K::WarpSlotArray},
       "Shared arrays with one slot per lane or per warp sized for 32-lane warps",
       "__shared__ float partial[32];",
       "(reported: size it for 64 lanes)",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createWarpSlotArrayDetector;
  Add({"constexpr-warp-size",
       P::Analysis,
       G::WarpSize,
       {K::WarpSizeAsConstant},
       "warpSize used where a compile-time constant is needed (HIP's is a variable on AMD)",
       "constexpr int W = warpSize;",
       "(reported: use a constant of the target's width)",
       C::High,
       {"warp-fix-groups"}})
      .Detector = warp::createConstexprWarpSizeDetector;
  Add({"tile-partition",
       P::Analysis,
       G::WarpSize,
       {K::TilePartition32},
       "Cooperative-groups tiles of 32 threads taken as a whole warp",
       "tiled_partition<32>(block)",
       "(reported: a tile of 32 is half a wavefront)",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createTilePartitionDetector;
  Add({"tile-partition-parent",
       P::Analysis,
       G::Api,
       {K::TilePartitionOfGroup},
       "Tiles of a compile-time size split from a group other than the thread block, which "
       "HIP's AMD cooperative groups cannot partition",
       "tiled_partition<8>(tile32)",
       "(reported: does not compile for AMD)",
       C::High})
      .Detector = warp::createTilePartitionParentDetector;
  Add({"coalesced-group",
       P::Analysis,
       G::WarpSize,
       {K::CoalescedGroupWidth},
       "Coalesced groups, which span a 64-lane wavefront on AMD and a 32-lane warp in CUDA",
       "cg::coalesced_group active = cg::coalesced_threads();",
       "(reported: the group may be twice as large)",
       C::High,
       {}})
      .Detector = warp::createCoalescedGroupDetector;
  Add({"lane-count-literal",
       P::Analysis,
       G::WarpSize,
       {K::LaneCountLiteral},
       "A literal 32 used as the number of lanes next to a warp-wide result (an average "
       "'sum / 32' of a shuffle reduction)",
       "float mean = warpSum(v) / 32;",
       "(reported: a warp-wide sum covers warpSize lanes)",
       C::Low,
       {"warp-fix-groups"}})
      .Detector = warp::createLaneCountLiteralDetector;
  Add({"launch-block-size",
       P::Analysis,
       G::WarpSize,
       {K::BlockSizeNotWavefrontMultiple, K::PartialWavefrontFullMask},
       "Launches of lane-wise kernels with a block size that is not a multiple of 64",
       "kernel<<<grid, 96>>>(...)",
       "(reported: 96 threads fill one and a half wavefronts)",
       C::High,
       {"warp-fix-groups"}})
      .Detector = warp::createLaunchBlockSizeDetector;
  Add({"implicit-warp-sync",
       P::Analysis,
       G::WarpSize,
       {K::ImplicitWarpSynchronous},
       "Warp-synchronous code without a barrier (volatile shared-memory reductions) that "
       "relied on pre-Volta lockstep execution",
       "if (tid < 32) { s[tid] += s[tid + 16]; ... }",
       "(reported: add __syncwarp or shuffles)",
       C::Medium,
       {"warp-fix-groups"}})
      .Detector = warp::createImplicitWarpSyncDetector;
  Add({"warp-fix-groups",
       P::Analysis,
       G::WarpSize,
       {K::WarpFixesWithheld},
       "Decides which warp-size fix-its apply together: all or none per group of functions "
       "joined by calls, so a partial rewrite never mixes 32-lane and warpSize-lane units",
       "lane = LANE(tid); for (o = 16; ...)",
       "(no fix-its in the group; W022 at the blocker)",
       C::High})
      .Detector = createWarpFixGroups;
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

  // --- Rewrite: token rules, run after the parse (and where it failed) -------------------
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
       {K::NvccMacroTestRewritten, K::NvccMacroTest},
       "__NVCC__ tested in #if/#ifdef/#elif without a branch for HIP becomes __HIPCC__, which "
       "hipcc defines on both platforms (AMD does not define __NVCC__); warned where the test "
       "also reads nvcc's version",
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
       {K::UnsupportedApi, K::UnknownCudaIdentifier, K::NewerThanTarget, K::PartialMaskDropped,
        K::PartialMaskWidened, K::DeviceRuntimeCallKept, K::ArgumentDropped,
        K::AbsentOnNvidiaPlatform, K::NvidiaPlatformTypeDiffers, K::AmdNeedsNewerHip,
        K::HipNameInOtherHeader, K::InactiveBranchTranslated, K::PartialSemantics, K::ResultDiffers,
        K::NvidiaAttributeUnserved,
        K::CudaTemplateDefaultWritten, K::CudaTemplateDefaultLeft,
        K::UserNameShadowsCuda, K::OlderHipSubstitute, K::DeprecatedInHip, K::NvidiaAliasToCuda,
        K::CallKeptForCudaArgument, K::CaseLabelKeptForNvidia, K::HeaderKeptForNvidia},
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
       {K::CooperativeGroupsMemberAbsent, K::TileMetaGroupWritten,
        K::CooperativeGroupsShuffleWords, K::CooperativeGroupsShuffleType},
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

  // --- Fallback only -----------------------------------------------------------------------
  Add({"token-level-fallback",
       P::FallbackOnly,
       G::Engine,
       {K::TokenLevelTranslation},
       "Says that a file Clang could not parse was translated from its tokens alone, and why",
       "(a file with a missing include)",
       "(N008 at line 1, with Clang's first error)",
       C::Low})
      .FallbackRule = createTokenLevelFallbackRule;
  Add({"tolerant-parse",
       P::Analysis,
       G::Engine,
       {K::ParsedWithoutMissingHeaders, K::ParsedWithUnresolvedNames, K::SharedVariableConstructor},
       "A file whose parse fails only for want of a header that is not installed (or, for a "
       "header, of the declarations its includers supply) is parsed again without typo "
       "correction; when every error is such a header, a name nothing declared, or a syntax "
       "error on such a name's line, the AST is kept and the file translator reports it; so is "
       "a __shared__ variable with a constructor (nvcc accepts it, Clang does not), each one "
       "reported",
       "#include <nppi.h> (not installed)",
       "(W063 at line 1, or W064 for a header, W065 at each such __shared__ variable; the "
       "file is translated from the AST, not at token level)",
       C::Medium});
  Add({"includer-context",
       P::Analysis,
       G::Engine,
       {K::ParsedAfterIncluder},
       "A header that does not parse alone is parsed after the lines that precede its "
       "#include in a file of the run (or a source beside it), instead of going to token "
       "level; the file translator reports which includer it used",
       "(util.cuh uses cudaStream_t and includes nothing; main.cu includes it after "
       "<cuda_runtime.h>)",
       "(N012 at line 1, naming main.cu; the header is translated from the AST)",
       C::High});
  Add({"file-time-budget",
       P::Analysis,
       G::Engine,
       {K::FileTimeBudgetSpent},
       "Reported by the file translator when a file's parse or hazard analysis outlasts "
       "--file-timeout: the stage that stopped, and what is missing because of it",
       "(a file whose analysis takes longer than --file-timeout)",
       "(W059 at line 1; token-level translation when the parse stopped)",
       C::High});

  // --- Build scripts -------------------------------------------------------------------------
  Add({"build-script-syntax",
       P::BuildScript,
       G::Build,
       {K::BuildScriptUnparsable},
       "A CMake file that does not lex is left unchanged and reported (by the CMake migrator, "
       "before any rule runs)",
       "set(X \"unterminated",
       "(unchanged; E100)",
       C::High});
  Add({"cmake-language",
       P::BuildScript,
       G::CMake,
       {},
       "project(LANGUAGES CUDA), enable_language(CUDA) and LANGUAGE CUDA become HIP",
       "project(app LANGUAGES CXX CUDA)",
       "project(app LANGUAGES CXX HIP)",
       C::High})
      .CMake = migrateProjectLanguages;
  Add({"cmake-generator-expressions",
       P::BuildScript,
       G::CMake,
       {},
       "$<COMPILE_LANGUAGE:CUDA> and cuda_std_NN become their HIP forms",
       "$<$<COMPILE_LANGUAGE:CUDA>:-O3>",
       "$<$<COMPILE_LANGUAGE:HIP>:-O3>",
       C::High})
      .CMake = migrateGeneratorExpressions;
  Add({"architectures",
       P::BuildScript,
       G::Build,
       {K::NvidiaArchitecturesReplaced},
       "NVIDIA architectures (CUDA_ARCHITECTURES, nvcc -arch/-gencode) become the AMD targets "
       "of --offload-arch",
       "set(CMAKE_CUDA_ARCHITECTURES 80)",
       "set(CMAKE_HIP_ARCHITECTURES gfx90a;gfx942)",
       C::High})
      .CMake = migrateArchitectures;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"separable-compilation",
       P::BuildScript,
       G::Build,
       {K::BuildSettingChangedMeaning},
       "Relocatable device code (CUDA_SEPARABLE_COMPILATION, nvcc -rdc=true) becomes "
       "-fgpu-rdc, which the final link needs too",
       "set(CMAKE_CUDA_SEPARABLE_COMPILATION ON)",
       "string(APPEND CMAKE_HIP_FLAGS \" -fgpu-rdc\")",
       C::Medium})
      .CMake = migrateSeparableCompilation;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"cmake-find-package",
       P::BuildScript,
       G::CMake,
       {},
       "find_package(CUDAToolkit) and find_package(CUDA) become find_package(hip) and the "
       "HIP libraries' packages",
       "find_package(CUDAToolkit REQUIRED)",
       "find_package(hip REQUIRED)",
       C::High})
      .CMake = migrateFindPackage;
  Add({"cuda-libraries",
       P::BuildScript,
       G::Build,
       {K::CudaLibraryUnsupported},
       "CUDA libraries linked as CUDA:: targets or nvcc -l flags become the HIP libraries "
       "(cublas -> hipblas); those without one are reported",
       "target_link_libraries(app CUDA::cublas)",
       "target_link_libraries(app roc::hipblas)",
       C::High})
      .CMake = migrateImportedTargets;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"cmake-findcuda-commands",
       P::BuildScript,
       G::CMake,
       {K::FindCudaCommandUnsupported},
       "FindCUDA's cuda_add_executable, cuda_add_library and friends become plain CMake "
       "commands; the others are reported",
       "cuda_add_executable(app main.cu)",
       "add_executable(app main.hip)",
       C::High})
      .CMake = migrateFindCudaCommands;
  Add({"make-cuda-paths",
       P::BuildScript,
       G::Make,
       {},
       "CUDA install paths in a Makefile become ROCm's (/usr/local/cuda -> /opt/rocm, lib64 "
       "-> lib)",
       "CUDA_PATH ?= /usr/local/cuda",
       "ROCM_PATH ?= /opt/rocm",
       C::Medium})
      .Makefile = migrateMakefileCudaPaths;
  Add({"make-variables",
       P::BuildScript,
       G::Make,
       {},
       "Makefile variables named after the CUDA tools become the HIP ones (NVCC -> HIPCC, "
       "CUDA_PATH -> ROCM_PATH, which hipcc reads)",
       "$(NVCC) $(NVCCFLAGS)",
       "$(HIPCC) $(HIPCCFLAGS)",
       C::High})
      .Makefile = migrateMakefileVariables;
  Add({"make-compiler",
       P::BuildScript,
       G::Make,
       {},
       "The nvcc command becomes hipcc",
       "NVCC := nvcc",
       "HIPCC := hipcc",
       C::High})
      .Makefile = migrateMakefileCompiler;
  Add({"nvcc-flags",
       P::BuildScript,
       G::Build,
       {K::NvccOnlyFlag, K::NvccFlagDiffers},
       "nvcc flags in CMake flag variables, target options and Makefiles become clang's; "
       "nvcc-only flags are reported",
       "--use_fast_math -Xcompiler -fPIC",
       "-ffast-math -fPIC",
       C::Medium})
      .CMake = migrateNvccFlagsInCMake;
  R.back().Makefile = migrateMakefileNvccFlags;
  Add({"cmake-cuda-variables",
       P::BuildScript,
       G::CMake,
       {K::BuildScriptUnsupported},
       "CMAKE_CUDA_* variables, CUDA_* target properties and FindCUDA results with a HIP twin "
       "become it; those without one are reported",
       "set(CMAKE_CUDA_STANDARD 17)",
       "set(CMAKE_HIP_STANDARD 17)",
       C::High})
      .CMake = migrateCudaVariables;
  Add({"source-names",
       P::BuildScript,
       G::Build,
       {},
       "'.cu' source names become '.hip', as the translation renames the files "
       "(--keep-extensions leaves them)",
       "add_library(k kernels.cu)",
       "add_library(k kernels.hip)",
       C::High})
      .CMake = migrateSourceNames;
  R.back().Makefile = migrateMakefileSourceNames;
  return R;
}

const std::vector<RuleDescription> &ruleRegistry() {
  static const std::vector<RuleDescription> Registry = buildRegistry();
  return Registry;
}

const RuleDescription *findRule(std::string_view Name) {
  for (const RuleDescription &D : ruleRegistry())
    if (D.Name == Name)
      return &D;
  return nullptr;
}

const RuleDescription &ownerOf(DiagnosticKind Kind) {
  for (const RuleDescription &D : ruleRegistry())
    for (DiagnosticKind Owned : D.Owns)
      if (Owned == Kind)
        return D;
  // Unreachable while the registry test passes: every catalogue entry has an owner.
  std::abort();
}

std::string_view passName(RulePass Pass) {
  switch (Pass) {
  case RulePass::Analysis:
    return "analysis";
  case RulePass::Rewrite:
    return "rewrite";
  case RulePass::FallbackOnly:
    return "fallback-only";
  case RulePass::BuildScript:
    return "build-script";
  }
  return "";
}

std::string_view groupName(RuleGroup Group) {
  switch (Group) {
  case RuleGroup::WarpSize:
    return "warp-size";
  case RuleGroup::Hazards:
    return "hazards";
  case RuleGroup::Preprocessor:
    return "preprocessor";
  case RuleGroup::Api:
    return "api";
  case RuleGroup::Engine:
    return "engine";
  case RuleGroup::Build:
    return "build";
  case RuleGroup::CMake:
    return "cmake";
  case RuleGroup::Make:
    return "make";
  }
  return "";
}

std::string_view confidenceName(RuleConfidence Confidence) {
  switch (Confidence) {
  case RuleConfidence::High:
    return "high";
  case RuleConfidence::Medium:
    return "medium";
  case RuleConfidence::Low:
    return "low";
  }
  return "";
}

RuleSelection::RuleSelection(const std::vector<std::string> &Names) : All(Names.empty()) {
  std::vector<std::string> Pending = Names;
  while (!Pending.empty()) {
    std::string Name = std::move(Pending.back());
    Pending.pop_back();
    if (!Enabled.insert(Name).second)
      continue;
    if (const RuleDescription *D = findRule(Name)) {
      for (std::string_view Needed : D->Needs)
        Pending.emplace_back(Needed);
      if (!D->HostedBy.empty())
        Hosts.emplace(D->HostedBy);
    }
  }
}

} // namespace cu2hip
