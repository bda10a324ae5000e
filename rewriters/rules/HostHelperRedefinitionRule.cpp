// A .cpp file's own 'umin(unsigned, unsigned)' (or min, max, llmin, ...): CUDA's
// crt/math_functions.hpp defines the same function 'inline __host__ __device__' in every file
// compiled as CUDA. nvcc never compiled the .cpp file as CUDA, but hipcc compiles it as HIP,
// on HIP's NVIDIA platform through nvcc: the definition becomes a redefinition. min and max
// of two ints collide on AMD as well (HIP 5.2's amd_math_functions.h and clang's
// __clang_hip_math.h define them '__host__ inline static'). The definition is kept only where
// no such compiler is at work and reported (CU2HIP-W050); elsewhere the platform's function of
// the same meaning is used. Likewise a program's own '+=' (and -=, *=, /=) on a CUDA vector
// type: HIP's vector types have it as a member on AMD (CU2HIP-W057), and its own atomicMin
// (Max, Sub, CAS) on float or double, which HIP defines on AMD (CU2HIP-W067).
#include "rewriters/EarlierTranslation.h"
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class HostHelperRedefinitionRule : public Rule {
public:
  void run(RuleContext &C) override {
    // In every file: nvcc never met HIP's vector types or floating-point atomics.
    guardForNvidiaOnly(C, C.Facts.VectorOperatorDefinitions,
                       DiagnosticKind::VectorOperatorRedefinition, "CU2HIP-W057");
    guardForNvidiaOnly(C, C.Facts.AtomicOverloadDefinitions,
                       DiagnosticKind::AtomicOverloadRedefinition, "CU2HIP-W067");
    // In a .cu file the definition already met CUDA's under nvcc: the program guards it.
    if (C.FilePath.ends_with(".cu") || C.FilePath.ends_with(".cuh"))
      return;
    for (const AstFacts::HelperRedefinition &D : C.Facts.HostHelperRedefinitions) {
      std::string_view Name = C.Source.substr(D.NameOffset);
      Name = Name.substr(0, Name.find_first_of(" \t\r\n("));
      std::string Guard = Name == "min" || Name == "max"
                              ? "#if !defined(__CUDACC__) && !defined(__HIP__)"
                              : "#if !defined(__CUDACC__)";
      if (!guard(C, D, Guard + " // cu2hip: CU2HIP-W050"))
        continue;
      C.report(DiagnosticKind::HostHelperRedefinition, D.NameOffset, {std::string(Name)},
               Evidence::Ast);
    }
  }

private:
  // Definitions HIP's own headers make on AMD with the same parameters: 'void
  // operator+=(float4 &a, float4 b)' (HIP_vector_type's member does the same element-wise)
  // and 'float atomicMin(float *, float)' (amd_hip_atomic.h). Kept for NVIDIA, where CUDA
  // has neither, dropped on AMD; reported with the operator or function and its type.
  static void guardForNvidiaOnly(RuleContext &C,
                                 const std::vector<AstFacts::HelperRedefinition> &Definitions,
                                 DiagnosticKind Kind, const std::string &Id) {
    for (const AstFacts::HelperRedefinition &D : Definitions) {
      if (!guard(C, D, "#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: " + Id))
        continue;
      C.report(Kind, D.NameOffset, {D.Operator, D.VectorType}, Evidence::Ast);
    }
  }

  // Puts the definition between Condition and '#endif', each on a line of its own: code that
  // shares the definition's first or last line stays outside.
  static bool guard(RuleContext &C, const AstFacts::HelperRedefinition &D,
                    const std::string &Condition) {
    if (lineBeforeIs(C.Source, D.Lines.Begin, Condition))
      return true; // guarded by an earlier translation: still reported, not guarded twice
    return C.edit(D.Lines.Begin, 0, (D.SharesFirstLine ? "\n" : "") + Condition + "\n",
                  Evidence::Ast) &&
           C.edit(D.Lines.End, 0, D.SharesLastLine ? "\n#endif\n" : "#endif\n", Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createHostHelperRedefinitionRule() {
  return std::make_unique<HostHelperRedefinitionRule>();
}

} // namespace cu2hip
