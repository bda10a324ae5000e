#include "NvidiaOnlyBranches.h"

#include <cstdlib>

namespace cu2hip {
namespace {

constexpr std::string_view Arch = "__CUDA_ARCH__";

enum class Verdict { Neither, NvidiaOnly, AmdOnly };

struct Span {
  size_t Begin, End; // token indices [Begin, End)
};

// Strips parentheses that enclose the whole span.
Span unwrap(const TokenStream &T, Span S) {
  while (S.End - S.Begin >= 2 && T[S.Begin].is(clang::tok::l_paren) &&
         T.matchingParen(S.Begin) == S.End - 1)
    S = {S.Begin + 1, S.End - 1};
  return S;
}

bool isArch(const SourceToken &Tok) { return Tok.isIdentifier() && Tok.Text == Arch; }

bool isDefinedArch(const TokenStream &T, Span S) {
  if (S.End - S.Begin < 2 || !T[S.Begin].isIdentifier() || T[S.Begin].Text != "defined")
    return false;
  Span Rest = unwrap(T, {S.Begin + 1, S.End});
  return Rest.End - Rest.Begin == 1 && isArch(T[Rest.Begin]);
}

// Whether a conjunct is false when __CUDA_ARCH__ is undefined (an #if reads it as 0).
bool falseWithoutArch(const TokenStream &T, Span S) {
  S = unwrap(T, S);
  if (isDefinedArch(T, S) || (S.End - S.Begin == 1 && isArch(T[S.Begin])))
    return true;
  if (S.End - S.Begin != 3 || !isArch(T[S.Begin]) ||
      !T[S.Begin + 2].is(clang::tok::numeric_constant))
    return false;
  long N = std::strtol(std::string(T[S.Begin + 2].Text).c_str(), nullptr, 0);
  const SourceToken &Op = T[S.Begin + 1];
  return (Op.is(clang::tok::greaterequal) && N > 0) || (Op.is(clang::tok::greater) && N >= 0) ||
         (Op.is(clang::tok::equalequal) && N != 0);
}

// 'defined(NAME)' or 'defined NAME'.
bool isDefinedTest(const TokenStream &T, Span S, std::string_view Name) {
  S = unwrap(T, S);
  if (S.End - S.Begin < 2 || !T[S.Begin].isIdentifier() || T[S.Begin].Text != "defined")
    return false;
  Span Rest = unwrap(T, {S.Begin + 1, S.End});
  return Rest.End - Rest.Begin == 1 && T[Rest.Begin].isIdentifier() && T[Rest.Begin].Text == Name;
}

constexpr std::string_view AmdPlatform = "__HIP_PLATFORM_AMD__";

// '!defined(__HIP_PLATFORM_AMD__)': false wherever HIP targets AMD, host or device.
bool excludesAmd(const TokenStream &T, Span S) {
  S = unwrap(T, S);
  return S.End - S.Begin >= 2 && T[S.Begin].is(clang::tok::exclaim) &&
         isDefinedTest(T, {S.Begin + 1, S.End}, AmdPlatform);
}

// The operands of a top-level '&&' (Operator ampamp) or '||' chain; empty when the
// parentheses do not balance.
std::vector<Span> operands(const TokenStream &T, Span S, clang::tok::TokenKind Operator) {
  std::vector<Span> Result;
  size_t Start = S.Begin;
  for (size_t I = S.Begin; I < S.End; ++I) {
    if (T[I].is(clang::tok::l_paren)) {
      I = T.matchingParen(I);
      if (I >= S.End)
        return {};
    } else if (T[I].is(Operator)) {
      Result.push_back({Start, I});
      Start = I + 1;
    }
  }
  Result.push_back({Start, S.End});
  return Result;
}

Verdict judge(const TokenStream &T, Span S);

// '!defined(__CUDA_ARCH__)', '!__CUDA_ARCH__', or '!(C)' where C is NVIDIA-only.
bool isNegatedNvidiaTest(const TokenStream &T, Span S) {
  S = unwrap(T, S);
  if (S.End - S.Begin < 2 || !T[S.Begin].is(clang::tok::exclaim))
    return false;
  Span Rest = unwrap(T, {S.Begin + 1, S.End});
  return isDefinedArch(T, Rest) || (Rest.End - Rest.Begin == 1 && isArch(T[Rest.Begin])) ||
         (T[S.Begin + 1].is(clang::tok::l_paren) && judge(T, Rest) == Verdict::NvidiaOnly);
}

// An #if/#elif condition: NvidiaOnly when one '&&'-conjunct is false without
// __CUDA_ARCH__ or on AMD; AmdOnly (its '#else' is NVIDIA-only) when the whole condition
// is the negation of such a test, or a '||' that is true wherever HIP targets AMD.
Verdict judge(const TokenStream &T, Span S) {
  if (isNegatedNvidiaTest(T, S))
    return Verdict::AmdOnly;
  std::vector<Span> Disjuncts = operands(T, S, clang::tok::pipepipe);
  if (Disjuncts.size() > 1) {
    for (Span D : Disjuncts)
      if (isDefinedTest(T, D, AmdPlatform))
        return Verdict::AmdOnly;
    return Verdict::Neither;
  }
  for (Span C : operands(T, S, clang::tok::ampamp))
    if (C.End > C.Begin && (falseWithoutArch(T, C) || excludesAmd(T, C)))
      return Verdict::NvidiaOnly;
  return Verdict::Neither;
}

struct Frame {
  Verdict Current = Verdict::Neither; // of the branch being read
  bool IfWasAmdOnly = false;
  std::string IfText;          // '#ifndef __CUDA_ARCH__', to name its '#else'
  size_t IfHash = 0;           // token index of that directive's '#'
  int OpenRecord = -1;         // index into the result of the branch being read
  std::vector<size_t> Records; // this chain's NVIDIA-only branches so far
};

} // namespace

std::vector<NvidiaOnlyBranch> nvidiaOnlyBranches(const TokenStream &T, std::string_view Source) {
  std::vector<NvidiaOnlyBranch> Result;
  std::vector<Frame> Stack;
  auto close = [&](Frame &F, unsigned At) {
    if (F.OpenRecord >= 0)
      Result[F.OpenRecord].End = At;
    F.OpenRecord = -1;
  };
  auto text = [&](size_t Hash, size_t End) {
    return std::string(Source.substr(T[Hash].Offset, T[End - 1].end() - T[Hash].Offset));
  };
  auto open = [&](Frame &F, size_t Hash, size_t End, bool HasAlternative) {
    unsigned BodyBegin = End < T.size() ? T[End].Offset : unsigned(Source.size());
    std::string Condition = text(Hash, End);
    if (T[Hash + 1].Text == "else")
      Condition += " of " + F.IfText;
    Result.push_back(
        {BodyBegin, unsigned(Source.size()), std::move(Condition), HasAlternative, Hash, F.IfHash});
    F.OpenRecord = int(Result.size() - 1);
    F.Records.push_back(Result.size() - 1);
  };
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].DirectiveHash != int(I) || I + 1 >= T.size())
      continue;
    size_t End = I + 1;
    while (End < T.size() && T[End].DirectiveHash == int(I))
      ++End;
    std::string_view Name = T[I + 1].Text;
    Span Condition{I + 2, End};
    if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      Stack.push_back({});
      Frame &F = Stack.back();
      bool Single = Condition.End - Condition.Begin == 1 && isArch(T[Condition.Begin]);
      if (Name == "ifdef")
        F.Current = Single ? Verdict::NvidiaOnly : Verdict::Neither;
      else if (Name == "ifndef")
        F.Current = Single ? Verdict::AmdOnly : Verdict::Neither;
      else
        F.Current = judge(T, Condition);
      F.IfWasAmdOnly = F.Current == Verdict::AmdOnly;
      F.IfText = text(I, End);
      F.IfHash = I;
      if (F.Current == Verdict::NvidiaOnly)
        open(F, I, End, false);
    } else if ((Name == "elif" || Name == "else") && !Stack.empty()) {
      Frame &F = Stack.back();
      close(F, T[I].Offset);
      for (size_t R : F.Records)
        Result[R].HasAlternative = true;
      F.Current = Name == "elif"   ? judge(T, Condition)
                  : F.IfWasAmdOnly ? Verdict::NvidiaOnly
                                   : Verdict::Neither;
      if (F.Current == Verdict::NvidiaOnly)
        open(F, I, End, /*HasAlternative=*/Name == "else");
    } else if (Name == "endif" && !Stack.empty()) {
      close(Stack.back(), T[I].Offset);
      Stack.pop_back();
    }
    I = End - 1;
  }
  return Result;
}

const NvidiaOnlyBranch *enclosingBranch(const std::vector<NvidiaOnlyBranch> &Branches,
                                        unsigned Offset) {
  const NvidiaOnlyBranch *Inner = nullptr;
  for (const NvidiaOnlyBranch &B : Branches)
    if (B.Begin <= Offset && Offset < B.End && (!Inner || B.Begin >= Inner->Begin))
      Inner = &B;
  return Inner;
}

} // namespace cu2hip
