// '__NVCC__' in #if/#ifdef/#elif: nvcc defines it, hipcc on AMD does not (HIP's NVIDIA
// platform compiles with nvcc, which does). A branch written for nvcc would then not be
// compiled on AMD, which would compile the other one, often a host-compiler fallback
// ('#define __device__' empty), silently. The name becomes __HIPCC__, which hipcc defines on
// both platforms: AMD takes the branch NVIDIA takes, as hand ports do (HeCBench ssim's
// '#ifdef __NVCC__' around its launch helpers). Where the same test also reads nvcc's version
// (__CUDACC_VER_MAJOR__...), which AMD does not define, the branch may still be left: warned.
// Where the test or a later branch of its chain names a HIP compiler macro
// ('!defined(__NVCC__) && !defined(__HIPCC__)'), the program already chose: nothing changes.
// '#if __CUDACC__' (its value, 1 under nvcc) is wrapped in defined(): see guardValueTest.
#include "PreprocessorChains.h"
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class NvccMacroTestRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].isIdentifier() && T[I].Text == "__CUDACC__")
        guardValueTest(C, I);
      if (!T[I].isIdentifier() || T[I].Text != "__NVCC__")
        continue;
      std::string_view Directive = T.directiveOf(I);
      if (Directive != "if" && Directive != "elif" && Directive != "ifdef" && Directive != "ifndef")
        continue;
      size_t Hash = size_t(T[I].DirectiveHash);
      if (directiveTestsHip(T, Hash) || laterBranchTestsHip(T, Hash))
        continue;
      C.edit(T[I].Offset, T[I].Length, "__HIPCC__");
      std::string Where = std::string("#") + std::string(Directive);
      if (std::string_view Version = nvccVersionTested(T, Hash); !Version.empty())
        C.report(DiagnosticKind::NvccMacroTest, T[I].Offset, {Where, std::string(Version)});
      else
        C.report(DiagnosticKind::NvccMacroTestRewritten, T[I].Offset, {Where});
    }
  }

private:
  // '#if __CUDACC__' reads the macro's value: nvcc's is 1. api-mapping renames the name to
  // __HIPCC__, which HIP's NVIDIA platform defines empty ('#if' then has no expression), so
  // the test is wrapped in defined(): the insertions sit at the token's ends, beside that
  // rename. A test already written 'defined(__CUDACC__)' or '#ifdef' is left alone.
  static void guardValueTest(RuleContext &C, size_t I) {
    const TokenStream &T = C.Tokens;
    std::string_view Directive = T.directiveOf(I);
    if (Directive != "if" && Directive != "elif")
      return;
    size_t Hash = size_t(T[I].DirectiveHash);
    bool AfterDefined = (I > Hash + 1 && T[I - 1].Text == "defined") ||
                        (I > Hash + 2 && T[I - 1].Text == "(" && T[I - 2].Text == "defined");
    if (AfterDefined)
      return;
    unsigned End = T[I].Offset + T[I].Length;
    if (C.Edits.touches(T[I].Offset, 0) || C.Edits.touches(End, 0))
      return; // both parentheses or neither
    if (C.edit(T[I].Offset, 0, "defined(") && C.edit(End, 0, ")"))
      C.report(DiagnosticKind::CudaccValueTest, T[I].Offset,
               {std::string("#") + std::string(Directive)});
  }

  // An nvcc version macro the directive also reads, or "".
  static std::string_view nvccVersionTested(const TokenStream &T, size_t Hash) {
    for (size_t J = Hash + 1; J < T.size() && size_t(T[J].DirectiveHash) == Hash; ++J)
      if (T[J].isIdentifier() &&
          (T[J].Text.starts_with("__CUDACC_VER_") || T[J].Text == "__NVCC_DIAG_PRAGMA_SUPPORT__"))
        return T[J].Text;
    return {};
  }
};

} // namespace

std::unique_ptr<Rule> createNvccMacroTestRule() { return std::make_unique<NvccMacroTestRule>(); }

} // namespace cu2hip
