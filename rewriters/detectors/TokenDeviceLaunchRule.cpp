// CU2HIP-W041 at token level: a kernel launched from a __global__ or __device__ body
// (dynamic parallelism). Clang parses a device-side '<<<...>>>' only with -fgpu-rdc, so such
// files usually reach cu2hip as files that do not parse; this rule finds the launches in
// their tokens. Bodies of '__host__ __device__' functions are left out, as the AST detector
// does: their launches are usually guarded by __CUDA_ARCH__ tests.
#include "HazardRules.h"
#include "TokenHazards.h"

#include <set>
#include <string>

namespace cu2hip {
namespace {

namespace tok = clang::tok;

// The device runtime's launch entry points (cuda_device_runtime_api.h).
bool isDeviceLaunchFunction(std::string_view Name) {
  return Name == "cudaLaunchDevice" || Name == "cudaLaunchDevice_v2" ||
         Name == "cudaLaunchKernel" || Name == "cudaLaunchKernelEx" ||
         Name == "cudaLaunchCooperativeKernel";
}

size_t matchingBrace(const TokenStream &T, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < T.size(); ++I) {
    Depth += T[I].is(tok::l_brace);
    Depth -= T[I].is(tok::r_brace);
    if (Depth == 0)
      return I;
  }
  return T.size();
}

// For the '__global__'/'__device__' token at Qualifier: the index of the '{' that opens
// the function's body, or 0 for a variable, a declaration without body or a host-device
// function.
size_t deviceOnlyBodyStart(const TokenStream &T, size_t Qualifier) {
  for (size_t I = Qualifier; I-- > 0 && T[I].isIdentifier();)
    if (T[I].Text == "__host__")
      return 0;
  bool SawParameters = false;
  for (size_t I = Qualifier + 1; I < T.size(); ++I) {
    if (T[I].isIdentifier() && T[I].Text == "__host__")
      return 0;
    if (T[I].is(tok::l_paren)) {
      SawParameters = true;
      I = T.matchingParen(I);
      continue;
    }
    if (T[I].is(tok::semi) || T[I].is(tok::equal) || T[I].is(tok::r_brace))
      return 0;
    if (T[I].is(tok::l_brace))
      return SawParameters ? I : 0;
  }
  return 0;
}

// 'child<<<', 'child<float><<<', 'ns::child<<<': the first token of the launched name.
size_t launchedNameStart(const TokenStream &T, size_t Chevrons) {
  size_t I = Chevrons;
  if (I > 0 && T[I - 1].is(tok::greater)) {
    int Depth = 0;
    do {
      --I;
      Depth += T[I].is(tok::greater) ? 1 : T[I].is(tok::greatergreater) ? 2 : 0;
      Depth -= T[I].is(tok::less);
    } while (Depth > 0 && I > 0);
    if (Depth != 0) // unbalanced: no name to show
      return Chevrons;
  }
  if (I == 0 || !T[I - 1].isIdentifier())
    return Chevrons;
  --I;
  while (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].isIdentifier())
    I -= 2;
  return I;
}

class TokenDeviceLaunchRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.astCoversFile())
      return;
    const TokenStream &T = C.Tokens;
    std::set<size_t> Reported;
    for (size_t Q = 0; Q < T.size(); ++Q) {
      if (!T[Q].isIdentifier() || (T[Q].Text != "__global__" && T[Q].Text != "__device__") ||
          hazards::inNonDefineDirective(T, Q))
        continue;
      size_t Open = deviceOnlyBodyStart(T, Q);
      if (Open == 0)
        continue;
      size_t Close = matchingBrace(T, Open);
      for (size_t I = Open; I < Close; ++I) {
        if (T[I].is(tok::lesslessless)) {
          size_t Name = launchedNameStart(T, I);
          std::string Spelling(C.Source.substr(T[Name].Offset, T[I].Offset - T[Name].Offset));
          report(C, Name, Spelling + "<<<...>>>", Reported);
        } else if (T[I].isIdentifier() && isDeviceLaunchFunction(T[I].Text) && I + 1 < T.size() &&
                   T[I + 1].is(tok::l_paren) && !hazards::followsAccessor(T, I) &&
                   !hazards::isProgramName(C, I)) {
          report(C, I, std::string(T[I].Text), Reported);
        }
      }
    }
  }

private:
  static void report(RuleContext &C, size_t Index, std::string What, std::set<size_t> &Done) {
    unsigned Offset = C.Tokens[Index].Offset;
    if (C.isInactive(Offset) || !Done.insert(Index).second ||
        hazards::astReportedOnLine(C, DiagnosticKind::DynamicParallelism, Offset))
      return;
    C.report(DiagnosticKind::DynamicParallelism, Offset, {std::move(What)});
  }
};

} // namespace

std::unique_ptr<Rule> createTokenDeviceLaunchRule() {
  return std::make_unique<TokenDeviceLaunchRule>();
}

} // namespace cu2hip
