// __CUDA_ARCH__: "is this the device side?" tests become __HIP_DEVICE_COMPILE__.
// A value compared in #if/#elif reads, in AMD device code, the architecture the device
// side was parsed for, so that AMD compiles the branch cu2hip analysed (undefined, it would
// read 0 and pick the oldest branch: often a polyfill of what HIP has); reported either way.
// Except where that branch holds inline assembly (PTX, which AMD cannot assemble): such a
// branch is kept from AMD altogether, which then compiles the program's own alternative,
// as it did before __CUDA_ARCH__ was translated.
#include "rewriters/Rule.h"
#include "rewriters/detectors/NvidiaOnlyBranches.h"

#include <set>
#include <string>

namespace cu2hip {
namespace {

class CudaArchMacroRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    std::set<size_t> KeptFromAmd = keepAssemblyFromAmd(C);
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].Text != "__CUDA_ARCH__" || isPinnedAlready(T, I))
        continue;
      // A condition AMD never reads needs no AMD value: on NVIDIA __CUDA_ARCH__ is exact.
      bool AmdExcluded =
          T[I].DirectiveHash >= 0 && (KeptFromAmd.count(size_t(T[I].DirectiveHash)) ||
                                      excludesAmdFirst(T, size_t(T[I].DirectiveHash)));
      if (isDefinednessTest(T, I)) {
        if (C.edit(T[I].Offset, T[I].Length, "__HIP_DEVICE_COMPILE__"))
          C.converted("__CUDA_ARCH__");
      } else if (isConditionValue(T, I) && AmdExcluded) {
        continue;
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
  static constexpr std::string_view KeepOutOfAmd = "!defined(__HIP_PLATFORM_AMD__) && ";

  static bool holdsInlineAssembly(const TokenStream &T, const NvidiaOnlyBranch &B) {
    for (size_t I = 0; I < T.size(); ++I)
      if (T[I].Offset >= B.Begin && T[I].Offset < B.End && T[I].isIdentifier() &&
          (T[I].Text == "asm" || T[I].Text == "__asm__" || T[I].Text == "__asm"))
        return true;
    return false;
  }

  // '#if !defined(__HIP_PLATFORM_AMD__) && ...' or '#if defined(__HIP_PLATFORM_AMD__) ||
  // ...', as keepAssemblyFromAmd writes them: AMD's branch is settled already.
  static bool excludesAmdFirst(const TokenStream &T, size_t Hash) {
    std::string Written;
    for (size_t I = Hash + 2; I < T.size() && T[I].DirectiveHash == int(Hash) && I < Hash + 8; ++I)
      Written += T[I].Text;
    return Written.rfind("!defined(__HIP_PLATFORM_AMD__)&&", 0) == 0 ||
           Written.rfind("defined(__HIP_PLATFORM_AMD__)||", 0) == 0;
  }

  // Every branch only NVIDIA compiled before translation that holds inline assembly stays
  // NVIDIA-only after it: its directive gains a test of __HIP_PLATFORM_AMD__. Returns the
  // directives so changed, whose __CUDA_ARCH__ values then stay as written.
  static std::set<size_t> keepAssemblyFromAmd(RuleContext &C) {
    const TokenStream &T = C.Tokens;
    std::set<size_t> Changed;
    for (const NvidiaOnlyBranch &B : nvidiaOnlyBranches(T, C.Source)) {
      if (!holdsInlineAssembly(T, B))
        continue;
      size_t Hash = B.Directive;
      std::string_view Name = T[Hash + 1].Text;
      if (Name == "else")
        Hash = B.ChainStart, Name = T[Hash + 1].Text;
      size_t End = Hash + 2;
      while (End < T.size() && T[End].DirectiveHash == int(Hash))
        ++End;
      if (End == Hash + 2 || Changed.count(Hash) || excludesAmdFirst(T, Hash))
        continue;
      bool Edited = false;
      if (Name == "ifdef")
        Edited = C.edit(T[Hash + 1].Offset, T[Hash + 1].Length,
                        "if " + std::string(KeepOutOfAmd) + "defined");
      else if (Name == "ifndef")
        Edited = C.edit(T[Hash + 1].Offset, T[Hash + 1].Length,
                        "if defined(__HIP_PLATFORM_AMD__) || !defined");
      else if (Name == "if" && T[B.Directive + 1].Text == "else")
        Edited = C.edit(T[Hash + 2].Offset, 0, "defined(__HIP_PLATFORM_AMD__) || (") &&
                 C.edit(T[End - 1].end(), 0, ")");
      else if (Name == "if" || Name == "elif")
        Edited = C.edit(T[Hash + 2].Offset, 0, std::string(KeepOutOfAmd) + "(") &&
                 C.edit(T[End - 1].end(), 0, ")");
      if (!Edited)
        continue;
      Changed.insert(Hash);
      C.converted("__CUDA_ARCH__");
      C.report(DiagnosticKind::CudaArchBranchKeptFromAmd, T[Hash].Offset, {B.Condition});
    }
    return Changed;
  }

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
