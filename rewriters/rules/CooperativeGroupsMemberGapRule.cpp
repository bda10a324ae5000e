// Member functions of CUDA's cooperative-groups classes that HIP's AMD implementation does
// not have in the target HIP: hip/hip_cooperative_groups.h is CUDA's own header on HIP's
// NVIDIA platform, so such a call builds there and not on AMD (CU2HIP-W066); and shuffles of
// values HIP's implementation does not take (CU2HIP-W071).
#include "rewriters/Rule.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace cu2hip {
namespace {

// The public members of CUDA 13's cooperative_groups classes (thread_group, thread_block,
// grid_group, thread_block_tile, coalesced_group, cluster_group and their bases) that HIP
// 5.2.3's amd_detail/amd_hip_cooperative_groups.h does not declare, compared by name. Only the
// measured version is claimed.
constexpr ApiVersion MeasuredHip{5, 2};
constexpr std::array<std::string_view, 17> MembersAbsentInHip52 = {
    "all",         "any",        "ballot",     "barrier_arrive",  "barrier_wait",
    "block_index", "block_rank", "dim_blocks", "dim_threads",     "get_type",
    "group_dim",   "match_all",  "match_any",  "meta_group_rank", "meta_group_size",
    "num_blocks",  "num_threads"};

class CooperativeGroupsMemberGapRule : public Rule {
public:
  void run(RuleContext &C) override {
    // Every HIP measured (5.2, 6.3) has the same static_assert on shuffled types.
    for (const auto &[Offset, Shuffle] : C.Facts.CooperativeGroupsShuffledTypes)
      C.report(DiagnosticKind::CooperativeGroupsShuffleType, Offset,
               {Shuffle.first, Shuffle.second}, Evidence::Ast);
    if (C.Options.TargetHip > MeasuredHip)
      return;
    for (const auto &[Offset, Member] : C.Facts.CooperativeGroupsMembers)
      if (std::find(MembersAbsentInHip52.begin(), MembersAbsentInHip52.end(), Member) !=
          MembersAbsentInHip52.end())
        C.report(DiagnosticKind::CooperativeGroupsMemberAbsent, Offset,
                 {Member, C.Options.TargetHip.str()}, Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createCooperativeGroupsMemberGapRule() {
  return std::make_unique<CooperativeGroupsMemberGapRule>();
}

} // namespace cu2hip
