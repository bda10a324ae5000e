// '__NVCC__' in #if/#ifdef/#elif: nvcc defines it, hipcc on AMD does not (HIP's NVIDIA
// platform compiles with nvcc, which does). A branch written for nvcc is then not compiled
// on AMD, which compiles the other one, often a host-compiler fallback ('#define __device__'
// empty), silently. Nothing is rewritten: which branch HIP should take is the program's
// choice. Where the same test or a later branch of its chain names a HIP compiler macro
// ('!defined(__NVCC__) && !defined(__HIPCC__)'), the program already chose, and nothing is
// reported.
#include "PreprocessorChains.h"
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class NvccMacroTestRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].Text != "__NVCC__")
        continue;
      std::string_view Directive = T.directiveOf(I);
      if (Directive != "if" && Directive != "elif" && Directive != "ifdef" &&
          Directive != "ifndef")
        continue;
      size_t Hash = size_t(T[I].DirectiveHash);
      if (directiveTestsHip(T, Hash) || laterBranchTestsHip(T, Hash))
        continue;
      C.report(DiagnosticKind::NvccMacroTest, T[I].Offset, {std::string("#") + std::string(Directive)});
    }
  }
};

} // namespace

std::unique_ptr<Rule> createNvccMacroTestRule() { return std::make_unique<NvccMacroTestRule>(); }

} // namespace cu2hip
