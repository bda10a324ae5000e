// 'CUDA_VERSION >= 12080' in #if/#elif. The mapping tables make the name HIP_VERSION, which
// counts major*10000000 + minor*100000 + patch (60300000 for HIP 6.3) and so exceeds every
// CUDA version number: HIP takes the branch written for the newest CUDA, the one cu2hip
// analysed with CUDA 13's headers (older branches in real code are often dead: cuda-samples'
// 'CUDART_VERSION < 2020' ones call functions no CUDA has). But where a later branch of the
// same chain tests HIP itself ('#elif __HIPCC__'), the program already chose what HIP gets:
// there the name is kept as written, so that AMD, which does not define it, reads 0 and
// reaches that branch (HIP's NVIDIA platform defines it through CUDA's headers and keeps
// CUDA's choice). Either way the comparison is reported where written.
#include "PreprocessorChains.h"
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
      std::string Consequence;
      if (laterBranchTestsHip(T, size_t(Hash))) {
        // Only this rule may touch the name: api-mapping's rename to HIP_VERSION stays out.
        C.Edits.reserve(T[I].Offset, T[I].end(), std::string(C.RuleName));
        Consequence = "kept as written, as a later branch tests HIP: AMD does not define it, "
                      "reads 0 and compiles that branch (HIP's NVIDIA platform keeps CUDA's "
                      "value)";
      } else {
        Consequence = "as HIP_VERSION (major*10000000 + minor*100000 + patch) it exceeds every "
                      "CUDA version number, so HIP compiles the branch for the newest CUDA, the "
                      "one cu2hip analysed";
      }
      C.report(DiagnosticKind::CudaVersionComparison, T[I].Offset,
               {std::string(T[I].Text), std::string(Number), Consequence});
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

std::unique_ptr<Rule> createCudaVersionTestRule() {
  return std::make_unique<CudaVersionTestRule>();
}

} // namespace cu2hip
