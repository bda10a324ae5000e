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
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class HostHelperRedefinitionRule : public Rule {
public:
  void run(RuleContext &C) override {
    guardVectorOperators(C); // in every file: nvcc never met HIP's vector types
    guardAtomicOverloads(C); // likewise HIP's floating-point atomics
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
  // 'void operator+=(float4 &a, float4 b)': kept where float4 is CUDA's struct (NVIDIA),
  // dropped where it is HIP_vector_type (AMD), whose member does the same element-wise.
  static void guardVectorOperators(RuleContext &C) {
    for (const AstFacts::HelperRedefinition &D : C.Facts.VectorOperatorDefinitions) {
      if (!guard(C, D, "#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: CU2HIP-W057"))
        continue;
      C.report(DiagnosticKind::VectorOperatorRedefinition, D.NameOffset, {D.Operator, D.VectorType},
               Evidence::Ast);
    }
  }

  // 'float atomicMin(float *, float)': kept where CUDA's headers lack it (NVIDIA), dropped on
  // AMD, where HIP's of the same meaning is used.
  static void guardAtomicOverloads(RuleContext &C) {
    for (const AstFacts::HelperRedefinition &D : C.Facts.AtomicOverloadDefinitions) {
      if (!guard(C, D, "#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: CU2HIP-W067"))
        continue;
      C.report(DiagnosticKind::AtomicOverloadRedefinition, D.NameOffset, {D.Operator, D.VectorType},
               Evidence::Ast);
    }
  }

  // Puts the definition between Condition and '#endif', each on a line of its own: code that
  // shares the definition's first or last line stays outside.
  static bool guard(RuleContext &C, const AstFacts::HelperRedefinition &D,
                    const std::string &Condition) {
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
