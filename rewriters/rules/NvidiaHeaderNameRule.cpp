// The program's own functions whose names HIP's NVIDIA headers already use, where CUDA's do
// not. HIP's NVIDIA platform defines '__shfl_down(...)' (and __shfl, __shfl_up, __shfl_xor,
// __clock, __clock64) as function-like macros; a program that overloads the legacy shuffle
// for its own types ('float4 __shfl_down(float4, ...)', HeCBench dpid) then has its
// declaration and its calls rewritten by the macro into '__shfl_down_sync(0xffffffff, ...)'.
// A function-like macro does not expand where its name is not followed by '(', so the name
// is written '(__shfl_down)' in the program's declarations and in the calls that resolve to
// them; AMD, where these are functions, reads the same. HIP 5.2's NVIDIA complex header also
// defines 'make_Complex(float, float)' at global scope: the program's own definition is
// reported while the target HIP is older than 6.3, whose header no longer does.
#include "rewriters/Rule.h"

#include <cctype>
#include <set>

namespace cu2hip {
namespace {

constexpr ApiVersion FirstWithoutMakeComplex{6, 3};

class NvidiaHeaderNameRule : public Rule {
public:
  void run(RuleContext &C) override {
    std::set<std::string> Reported;
    for (unsigned Offset : C.Facts.NvidiaMacroNamedFunctionNames) {
      std::string_view Rest = C.Source.substr(Offset);
      size_t Length = 0;
      while (Length < Rest.size() &&
             (Rest[Length] == '_' || std::isalnum((unsigned char)Rest[Length])))
        ++Length;
      std::string Name(Rest.substr(0, Length));
      if (!C.edit(Offset, 0, "(", Evidence::Ast) || !C.edit(Offset + Length, 0, ")", Evidence::Ast))
        continue;
      if (Reported.insert(Name).second)
        C.report(DiagnosticKind::NvidiaMacroNamedFunction, Offset, {Name}, Evidence::Ast);
    }
    if (!(C.Options.TargetHip < FirstWithoutMakeComplex))
      return;
    for (const auto &[Offset, Name] : C.Facts.NvidiaHeaderFunctionDefinitions)
      C.report(DiagnosticKind::NvidiaHeaderFunctionRedefined, Offset,
               {Name, C.Options.TargetHip.str()}, Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createNvidiaHeaderNameRule() {
  return std::make_unique<NvidiaHeaderNameRule>();
}

} // namespace cu2hip
