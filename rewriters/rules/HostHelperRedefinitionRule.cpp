// A .cpp file's own 'umin(unsigned, unsigned)' (or min, max, llmin, ...): CUDA's
// crt/math_functions.hpp defines the same function 'inline __host__ __device__' in every file
// compiled as CUDA. nvcc never compiled the .cpp file as CUDA, but hipcc compiles it as HIP,
// on HIP's NVIDIA platform through nvcc: the definition becomes a redefinition. min and max
// of two ints collide on AMD as well (HIP 5.2's amd_math_functions.h and clang's
// __clang_hip_math.h define them '__host__ inline static'). The definition is kept only where
// no such compiler is at work and reported (CU2HIP-W050); elsewhere the platform's function of
// the same meaning is used. Likewise a program's own '+=' (and -=, *=, /=) on a CUDA vector
// type: HIP's vector types have it as a member on AMD (CU2HIP-W057).
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class HostHelperRedefinitionRule : public Rule {
public:
  void run(RuleContext &C) override {
    guardVectorOperators(C); // in every file: nvcc never met HIP's vector types
    // In a .cu file the definition already met CUDA's under nvcc: the program guards it.
    if (C.FilePath.ends_with(".cu") || C.FilePath.ends_with(".cuh"))
      return;
    for (const AstFacts::HelperRedefinition &D : C.Facts.HostHelperRedefinitions) {
      std::string_view Name = C.Source.substr(D.NameOffset);
      Name = Name.substr(0, Name.find_first_of(" \t\r\n("));
      std::string Guard = Name == "min" || Name == "max"
                              ? "#if !defined(__CUDACC__) && !defined(__HIP__)"
                              : "#if !defined(__CUDACC__)";
      if (!C.edit(D.Lines.Begin, 0, Guard + " // cu2hip: CU2HIP-W050\n", Evidence::Ast) ||
          !C.edit(D.Lines.End, 0, "#endif\n", Evidence::Ast))
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
      std::string_view Rest = C.Source.substr(D.NameOffset);
      std::string_view Operator = Rest.substr(0, Rest.find('('));
      while (!Operator.empty() && (Operator.back() == ' ' || Operator.back() == '\t'))
        Operator.remove_suffix(1);
      std::string_view Type = vectorTypeOfFirstParameter(Rest);
      if (!C.edit(D.Lines.Begin, 0, "#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: CU2HIP-W057\n",
                  Evidence::Ast) ||
          !C.edit(D.Lines.End, 0, "#endif\n", Evidence::Ast))
        continue;
      C.report(DiagnosticKind::VectorOperatorRedefinition, D.NameOffset,
               {std::string(Operator), std::string(Type)}, Evidence::Ast);
    }
  }

  // '(float4 &a, float4 b)' -> 'float4' (for the message only).
  static std::string_view vectorTypeOfFirstParameter(std::string_view FromName) {
    size_t Open = FromName.find('(');
    if (Open == std::string_view::npos)
      return "a vector type";
    std::string_view Params = FromName.substr(Open + 1);
    size_t Begin = Params.find_first_not_of(" \t\r\n");
    if (Begin == std::string_view::npos)
      return "a vector type";
    Params = Params.substr(Begin);
    return Params.substr(0, Params.find_first_of(" \t\r\n&"));
  }
};

} // namespace

std::unique_ptr<Rule> createHostHelperRedefinitionRule() {
  return std::make_unique<HostHelperRedefinitionRule>();
}

} // namespace cu2hip
