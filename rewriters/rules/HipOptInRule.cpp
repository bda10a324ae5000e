// hip-opt-in: names a HIP version declares only behind a macro (mapping field 'hip_opt_in').
// HIP 6.2-6.4 have the '_sync' warp functions, but declare them only where
// HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the HIP runtime header (on by default from
// HIP 7.0): a file translated for such a version that calls them defines the macro at its top,
// before any include (N015). A header cannot know whether its includer included the runtime
// first, so it is told as well (W069).
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"

#include <map>

namespace cu2hip {
namespace {

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
    bool Header = !C.FilePath.ends_with(".cu") && !C.FilePath.ends_with(".cpp") &&
                  !C.FilePath.ends_with(".cc") && !C.FilePath.ends_with(".cxx");
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
