// __CUDA_ARCH__: "is this the device side?" tests become __HIP_DEVICE_COMPILE__;
// comparisons against NVIDIA compute capabilities are reported, not guessed at.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class CudaArchMacroRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].Text != "__CUDA_ARCH__")
        continue;
      if (isDefinednessTest(T, I)) {
        if (C.edit(T[I].Offset, T[I].Length, "__HIP_DEVICE_COMPILE__"))
          C.converted("__CUDA_ARCH__");
      } else
        C.report(DiagnosticKind::CudaArchValue, T[I].Offset);
    }
  }

private:
  // #ifdef X, #ifndef X, defined X, defined(X): only whether it is defined matters,
  // which is exactly what __HIP_DEVICE_COMPILE__ answers on both HIP platforms.
  static bool isDefinednessTest(const TokenStream &T, size_t I) {
    std::string_view Directive = T.directiveOf(I);
    if ((Directive == "ifdef" || Directive == "ifndef") &&
        static_cast<int>(I) == T[I].DirectiveHash + 2)
      return true;
    if (I >= 1 && T[I - 1].isIdentifier() && T[I - 1].Text == "defined")
      return true;
    return I >= 2 && T[I - 1].is(clang::tok::l_paren) && T[I - 2].isIdentifier() &&
           T[I - 2].Text == "defined";
  }
};

} // namespace

std::unique_ptr<Rule> createCudaArchMacroRule() { return std::make_unique<CudaArchMacroRule>(); }

} // namespace cu2hip
