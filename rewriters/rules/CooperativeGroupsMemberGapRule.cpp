// Member functions of CUDA's cooperative-groups classes that HIP's AMD implementation does
// not have in the target HIP: hip/hip_cooperative_groups.h is CUDA's own header on HIP's
// NVIDIA platform, so such a call builds there and not on AMD (CU2HIP-W066); and shuffles of
// values HIP's implementation does not take, moved a 32-bit word at a time (CU2HIP-N027), or
// reported where a macro writes the call (CU2HIP-W071).
#include "rewriters/Rule.h"

#include <algorithm>
#include <array>
#include <string>
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

// 'group.shfl_xor(value, mask)' becomes a lambda called with the group, the value and the
// second argument: 'LAMBDA(group, value, mask)', so that each is evaluated once, as in the
// call. The lambda copies the value into 32-bit words (the last one zero-padded), shuffles
// each word with the same member and argument, and copies the words back. Only the text
// before the group and between the group and the value changes, so renames inside the
// arguments stay with their rules. The names are prefixed so that no macro of the program
// can take them.
std::string lambdaFor(const std::string &Member) {
  return "[](const auto &cu2hip_group, auto cu2hip_value, unsigned cu2hip_arg) { "
         "unsigned cu2hip_words[(sizeof cu2hip_value + 3) / 4] = {}; "
         "__builtin_memcpy(cu2hip_words, &cu2hip_value, sizeof cu2hip_value); "
         "for (unsigned &cu2hip_word : cu2hip_words) cu2hip_word = cu2hip_group." +
         Member +
         "(cu2hip_word, cu2hip_arg); "
         "__builtin_memcpy(&cu2hip_value, cu2hip_words, sizeof cu2hip_value); "
         "return cu2hip_value; }(";
}

bool shuffleByWords(RuleContext &C, const CooperativeGroupsShuffle &Shuffle) {
  if (!Shuffle.Call)
    return false;
  unsigned Begin = Shuffle.Call->Begin;
  unsigned AfterGroup = Shuffle.Object->End, ValueBegin = Shuffle.Value->Begin;
  if (ValueBegin <= AfterGroup || C.Edits.touches(Begin, 0) ||
      C.Edits.touches(AfterGroup, ValueBegin - AfterGroup))
    return false;
  // '->' names the group through a pointer: the lambda takes the group itself.
  C.edit(Begin, 0, lambdaFor(Shuffle.Member) + (Shuffle.Arrow ? "*(" : ""), Evidence::Ast);
  C.edit(AfterGroup, ValueBegin - AfterGroup, Shuffle.Arrow ? "), " : ", ", Evidence::Ast);
  return true;
}

// 'tile.meta_group_rank()' on an N-thread tile partitioned from the thread block: CUDA
// defines it as the block's thread rank over N, and meta_group_size() as the number of
// N-thread tiles in the block (the last one may be partial), which HIP 5.2's groups can say
// with members they have. Returns what was written, or nothing where the parse could not
// tell that the tile's parent is the block.
std::string metaGroupOfBlockTile(RuleContext &C, unsigned Offset, const std::string &Member) {
  auto Call = C.Facts.TileMetaGroupCalls.find(Offset);
  if (Call == C.Facts.TileMetaGroupCalls.end())
    return "";
  std::string N = std::to_string(Call->second.TileSize);
  std::string Block = "cooperative_groups::this_thread_block()";
  std::string Written = Member == "meta_group_rank"
                            ? "(" + Block + ".thread_rank() / " + N + ")"
                            : "((" + Block + ".size() + " + N + " - 1) / " + N + ")";
  const ByteRange &Range = Call->second.Call;
  if (!C.edit(Range.Begin, Range.End - Range.Begin, Written, Evidence::Ast))
    return "";
  return Written;
}

class CooperativeGroupsMemberGapRule : public Rule {
public:
  void run(RuleContext &C) override {
    // Every HIP measured (5.2, 6.3) has the same static_assert on shuffled types.
    for (const auto &[Offset, Shuffle] : C.Facts.CooperativeGroupsShuffledTypes) {
      C.report(shuffleByWords(C, Shuffle) ? DiagnosticKind::CooperativeGroupsShuffleWords
                                          : DiagnosticKind::CooperativeGroupsShuffleType,
               Offset, {Shuffle.Member, Shuffle.Type}, Evidence::Ast);
    }
    if (C.Options.TargetHip > MeasuredHip)
      return;
    for (const auto &[Offset, Member] : C.Facts.CooperativeGroupsMembers) {
      if (std::find(MembersAbsentInHip52.begin(), MembersAbsentInHip52.end(), Member) ==
          MembersAbsentInHip52.end())
        continue;
      if (std::string Written = metaGroupOfBlockTile(C, Offset, Member); !Written.empty())
        C.report(DiagnosticKind::TileMetaGroupWritten, Offset,
                 {Member, Written, C.Options.TargetHip.str()}, Evidence::Ast);
      else
        C.report(DiagnosticKind::CooperativeGroupsMemberAbsent, Offset,
                 {Member, C.Options.TargetHip.str()}, Evidence::Ast);
    }
  }
};

} // namespace

std::unique_ptr<Rule> createCooperativeGroupsMemberGapRule() {
  return std::make_unique<CooperativeGroupsMemberGapRule>();
}

} // namespace cu2hip
