// hip-opt-in: names a HIP version declares as CUDA code uses them only behind a macro
// (mapping field 'hip_opt_in'). HIP 6.2-6.4 have the '_sync' warp functions, but declare them
// only where HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the HIP runtime header (on by
// default from HIP 7.0); hipBLAS 2.x (HIP 6.0-6.4) takes hipDataType and hipComplex, as
// cuBLAS takes cudaDataType and cuComplex, only where HIPBLAS_V2 is defined. A file translated
// for such a version that uses them defines the macro at its top, before any include (N015).
// A header cannot know whether its includer included HIP's headers first, so it is told as
// well (W069). Before the opt-in's first version, where the data says what HIP declared
// instead (field 'older'), each use is a warning (W086): the call may not compile.
// The cooperative-groups members built on those functions (ballot, any, all, match_any,
// match_all of tiles and coalesced groups) sit behind the same macro in HIP 6.3's
// amd_hip_cooperative_groups.h (measured there); they are members, not table names, so the
// parse reports them (AstFacts::CooperativeGroupsMembers) and this rule lists them.
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"

#include <algorithm>
#include <iterator>
#include <map>

namespace cu2hip {
namespace {

// HIP_ENABLE_WARP_SYNC_BUILTINS: from HIP 6.2 (the '_sync' entries' hip_since) until 7.0.
struct OptInRange {
  std::string_view Macro;
  ApiVersion From, Until;
};
constexpr OptInRange WarpSyncOptIn{"HIP_ENABLE_WARP_SYNC_BUILTINS", {6, 2}, {7, 0}};
constexpr std::string_view GatedMembers[] = {"ballot", "any", "all", "match_any", "match_all"};

class HipOptInRule : public Rule {
public:
  void run(RuleContext &C) override {
    // macro -> the entry of its first use (none for a cooperative-groups member) and where
    std::map<std::string, std::pair<const MappingEntry *, unsigned>> Needed;
    auto Need = [&](const std::string &Macro, const MappingEntry *E, unsigned Offset) {
      auto [It, New] = Needed.try_emplace(Macro, E, Offset);
      if (!New && Offset < It->second.second)
        It->second = {E, Offset};
      return It->second.first == E && It->second.second == Offset;
    };
    auto Use = [&](const MappingEntry *E, unsigned Offset) {
      if (!E || !E->HipOptIn || C.isInactive(Offset))
        return;
      if (E->HipOptIn->appliesAt(C.Options.TargetHip)) {
        Need(E->HipOptIn->Macro, E, Offset);
      } else if (C.Options.TargetHip < E->HipOptIn->From && !E->HipOptIn->Older.empty() &&
                 (!E->HipSince || *E->HipSince <= C.Options.TargetHip)) {
        C.report(DiagnosticKind::OptInApiOlderTypes, Offset,
                 {E->Hip.empty() ? E->Cuda : E->Hip, C.Options.TargetHip.str(), E->HipOptIn->Older,
                  E->HipOptIn->From.str()});
      }
    };
    for (const SourceToken &T : C.Tokens.tokens())
      if (T.isIdentifier())
        Use(C.Table.lookupSymbol(T.Text), T.Offset);
    // Qualified names ('cooperative_groups::binary_partition') are table entries too.
    for (const auto &[Offset, Qualified] : C.Facts.CudaQualifiedReferences)
      Use(C.Table.lookupSymbol(Qualified), Offset);
    std::string GatedMember;
    if (WarpSyncOptIn.From <= C.Options.TargetHip && C.Options.TargetHip < WarpSyncOptIn.Until)
      for (const auto &[Offset, Member] : C.Facts.CooperativeGroupsMembers) {
        if (C.isInactive(Offset) || std::find(std::begin(GatedMembers), std::end(GatedMembers),
                                              Member) == std::end(GatedMembers))
          continue;
        if (Need(std::string(WarpSyncOptIn.Macro), nullptr, Offset))
          GatedMember = Member + "() of cooperative groups";
      }
    bool Header = !C.FilePath.ends_with(".cu") && !C.FilePath.ends_with(".cpp") &&
                  !C.FilePath.ends_with(".cc") && !C.FilePath.ends_with(".cxx");
    // A source file whose own headers call such a function (the header is told, W069, but
    // cannot define the macro in time for its includer): the source defines it.
    if (!Header)
      for (const std::string &Callee : C.Facts.CalleesInIncludedHeaders) {
        const MappingEntry *E = C.Table.lookupSymbol(Callee);
        if (!E || !E->HipOptIn || !E->HipOptIn->appliesAt(C.Options.TargetHip))
          continue;
        Need(E->HipOptIn->Macro, E, C.Tokens.tokens().front().Offset);
      }
    std::string_view Break = lineBreakOf(C.Source);
    for (const auto &[Macro, First] : Needed) {
      const auto &[Entry, FirstUse] = First;
      // Defined already: by the program, or by an earlier translation of this file.
      if (C.Source.find("#define " + Macro) != std::string_view::npos)
        continue;
      unsigned Top = logicalLineStart(C.Source, C.Tokens.tokens().front().Offset);
      std::string Name = !Entry ? GatedMember : Entry->Hip.empty() ? Entry->Cuda : Entry->Hip;
      std::string Lines =
          "// cu2hip: HIP " + C.Options.TargetHip.str() + " declares '" + Name + "' ";
      Lines += Entry && !Entry->HipOptIn->Gives.empty()
                   ? "with " + Entry->HipOptIn->Gives +
                         ", only where this is defined before "
                         "its header"
                   : "only where this is defined before its runtime header";
      for (std::string Line : {"#ifndef " + Macro, "#define " + Macro, std::string("#endif")})
        Lines += std::string(Break) + Line;
      if (!C.edit(Top, 0, Lines + std::string(Break)))
        continue;
      C.report(Header ? DiagnosticKind::OptInMacroInHeader : DiagnosticKind::OptInMacroDefined,
               FirstUse, {Name, C.Options.TargetHip.str(), Macro});
    }
  }
};

} // namespace

std::unique_ptr<Rule> createHipOptInRule() { return std::make_unique<HipOptInRule>(); }

} // namespace cu2hip
