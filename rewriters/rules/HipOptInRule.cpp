// hip-opt-in: names a HIP version declares only behind a macro (mapping field 'hip_opt_in').
// HIP 6.2-6.4 have the '_sync' warp functions, but declare them only where
// HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the HIP runtime header (on by default from
// HIP 7.0): a file translated for such a version that calls them defines the macro at its top,
// before any include (N015). A header cannot know whether its includer included the runtime
// first, so it is told as well (W069).
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
    std::map<std::string, std::string> Needed; // macro -> the first name that needs it
    unsigned FirstUse = ~0u;
    for (const SourceToken &T : C.Tokens.tokens()) {
      if (!T.isIdentifier() || C.isInactive(T.Offset))
        continue;
      const MappingEntry *E = C.Table.lookupSymbol(T.Text);
      if (!E || !E->HipOptIn || !E->HipSince || C.Options.TargetHip < *E->HipSince ||
          !(C.Options.TargetHip < E->HipOptIn->Until))
        continue;
      Needed.try_emplace(E->HipOptIn->Macro, E->Cuda);
      FirstUse = std::min(FirstUse, T.Offset);
    }
    // Qualified names ('cooperative_groups::binary_partition') are table entries too.
    for (const auto &[Offset, Qualified] : C.Facts.CudaQualifiedReferences) {
      const MappingEntry *E = C.Table.lookupSymbol(Qualified);
      if (!E || !E->HipOptIn || !E->HipSince || C.Options.TargetHip < *E->HipSince ||
          !(C.Options.TargetHip < E->HipOptIn->Until) || C.isInactive(Offset))
        continue;
      Needed.try_emplace(E->HipOptIn->Macro, E->Cuda);
      FirstUse = std::min(FirstUse, Offset);
    }
    if (WarpSyncOptIn.From <= C.Options.TargetHip && C.Options.TargetHip < WarpSyncOptIn.Until)
      for (const auto &[Offset, Member] : C.Facts.CooperativeGroupsMembers) {
        if (C.isInactive(Offset) ||
            std::find(std::begin(GatedMembers), std::end(GatedMembers), Member) ==
                std::end(GatedMembers))
          continue;
        Needed.try_emplace(std::string(WarpSyncOptIn.Macro), Member + "() of cooperative groups");
        FirstUse = std::min(FirstUse, Offset);
      }
    bool Header = !C.FilePath.ends_with(".cu") && !C.FilePath.ends_with(".cpp") &&
                  !C.FilePath.ends_with(".cc") && !C.FilePath.ends_with(".cxx");
    // A source file whose own headers call such a function (the header is told, W069, but
    // cannot define the macro in time for its includer): the source defines it.
    if (!Header)
      for (const std::string &Callee : C.Facts.CalleesInIncludedHeaders) {
        const MappingEntry *E = C.Table.lookupSymbol(Callee);
        if (!E || !E->HipOptIn || !E->HipSince || C.Options.TargetHip < *E->HipSince ||
            !(C.Options.TargetHip < E->HipOptIn->Until))
          continue;
        if (Needed.try_emplace(E->HipOptIn->Macro, E->Cuda).second)
          FirstUse = std::min(FirstUse, C.Tokens.tokens().front().Offset);
      }
    std::string_view Break = lineBreakOf(C.Source);
    for (const auto &[Macro, Name] : Needed) {
      // Defined already: by the program, or by an earlier translation of this file.
      if (C.Source.find("#define " + Macro) != std::string_view::npos)
        continue;
      unsigned Top = logicalLineStart(C.Source, C.Tokens.tokens().front().Offset);
      std::string Lines = "// cu2hip: HIP " + C.Options.TargetHip.str() + " declares '" + Name +
                          "' only where this is defined before its runtime header";
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
