// The warp-size family of AST detectors (32-lane CUDA warps, 64-lane AMD CDNA wavefronts),
// in the order they run in the analysis pass; part of the rule registry (RuleRegistry.cpp).
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/detectors/HazardRules.h"
#include "rewriters/detectors/WarpSizeDetectors.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addWarpSizeRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

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
}

} // namespace cu2hip
