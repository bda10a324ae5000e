// __CUDA_ARCH__: "is this the device side?" tests become __HIP_DEVICE_COMPILE__.
// A value compared in #if/#elif reads, in AMD device code, the architecture the device
// side was parsed for, so that AMD compiles the branch cu2hip analysed (undefined, it would
// read 0 and pick the oldest branch: often a polyfill of what HIP has); reported either way.
#include "rewriters/Rule.h"

#include <string>

namespace cu2hip {
namespace {

class CudaArchMacroRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].Text != "__CUDA_ARCH__" || isPinnedAlready(T, I))
        continue;
      if (isDefinednessTest(T, I)) {
        if (C.edit(T[I].Offset, T[I].Length, "__HIP_DEVICE_COMPILE__"))
          C.converted("__CUDA_ARCH__");
      } else if (isConditionValue(T, I)) {
        std::string Arch = analysedArchitecture(C.Options.Parse.GpuArch);
        if (C.edit(T[I].Offset, T[I].Length,
                   "(defined(__HIP_PLATFORM_AMD__) && defined(__HIP_DEVICE_COMPILE__) ? " + Arch +
                       " : __CUDA_ARCH__)"))
          C.converted("__CUDA_ARCH__");
        C.report(DiagnosticKind::CudaArchComparisonPinned, T[I].Offset, {C.Options.Parse.GpuArch});
      } else
        C.report(DiagnosticKind::CudaArchValue, T[I].Offset);
    }
  }

private:
  // The CUDA side of a comparison this rule already wrote ('... ? 700 : __CUDA_ARCH__'):
  // translating the output again must change nothing.
  static bool isPinnedAlready(const TokenStream &T, size_t I) {
    return I >= 3 && T[I - 1].is(clang::tok::colon) && T[I - 2].is(clang::tok::numeric_constant) &&
           T[I - 3].is(clang::tok::question);
  }

  // In the condition of #if or #elif, where 'defined' may be written (not in a macro body).
  static bool isConditionValue(const TokenStream &T, size_t I) {
    std::string_view Directive = T.directiveOf(I);
    return Directive == "if" || Directive == "elif";
  }

  // "sm_70" -> "700", the value nvcc gives __CUDA_ARCH__ for it.
  static std::string analysedArchitecture(const std::string &GpuArch) {
    std::string Digits;
    for (char Ch : GpuArch)
      if (Ch >= '0' && Ch <= '9')
        Digits += Ch;
    return Digits + "0";
  }

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
