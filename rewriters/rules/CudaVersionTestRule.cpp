// 'CUDA_VERSION >= 12080' in #if/#elif. The mapping tables make the name HIP_VERSION, which
// counts major*10000000 + minor*100000 + patch (60300000 for HIP 6.3) and so exceeds every
// CUDA version number: HIP would take the branch written for the newest CUDA, whatever it
// uses (__nv_atomic_load_n under CUDA_VERSION >= 12080), and pass over a branch the program
// wrote for HIP after it ('#elif __HIPCC__'). In such a comparison the name is kept as
// written: HIP on AMD does not define it, so there it reads 0 and the oldest CUDA's branch
// (or the program's own HIP branch) is compiled, as a HIP build of the untranslated program
// would; HIP's NVIDIA platform defines it through CUDA's headers and keeps CUDA's choice.
// Reported where written, as the branch AMD compiles is not the one cu2hip analysed.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class CudaVersionTestRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || (T[I].Text != "CUDA_VERSION" && T[I].Text != "CUDART_VERSION"))
        continue;
      std::string_view Directive = T.directiveOf(I);
      if (Directive != "if" && Directive != "elif")
        continue;
      int Hash = T[I].DirectiveHash;
      auto inDirective = [&](size_t J) { return J < T.size() && T[J].DirectiveHash == Hash; };
      // The other side: a number, or a macro holding one ('CUDA_VERSION >= MIN_CUDA').
      std::string_view Number;
      if (inDirective(I + 2) && isRelational(T[I + 1]) && isOperand(T[I + 2]))
        Number = T[I + 2].Text;
      else if (I >= 2 && inDirective(I - 2) && isRelational(T[I - 1]) && isOperand(T[I - 2]))
        Number = T[I - 2].Text;
      else
        continue;
      // Only this rule may touch the name: api-mapping's rename to HIP_VERSION stays out.
      C.Edits.reserve(T[I].Offset, T[I].end(), std::string(C.RuleName));
      C.report(DiagnosticKind::CudaVersionComparison, T[I].Offset,
               {std::string(T[I].Text), std::string(Number)});
    }
  }

private:
  static bool isOperand(const SourceToken &Tok) {
    return Tok.is(clang::tok::numeric_constant) || Tok.isIdentifier();
  }

  static bool isRelational(const SourceToken &Tok) {
    return Tok.is(clang::tok::greater) || Tok.is(clang::tok::greaterequal) ||
           Tok.is(clang::tok::less) || Tok.is(clang::tok::lessequal) ||
           Tok.is(clang::tok::equalequal) || Tok.is(clang::tok::exclaimequal);
  }
};

} // namespace

std::unique_ptr<Rule> createCudaVersionTestRule() { return std::make_unique<CudaVersionTestRule>(); }

} // namespace cu2hip
