// CU2HIP-W010 at token level, for files Clang could not parse: '% 32', '& 31', '/ 32' and
// '>> 5' applied to a thread index. The AST detector (WarpWidthArithmeticDetector) follows
// values through the program; here a thread index is 'threadIdx', a name assigned from one
// earlier in the file, or a name that says it is a lane ('lane', 'laneId'). Such findings
// are tagged lower confidence in the reports (isLowConfidence).
#include "HazardRules.h"
#include "TokenHazards.h"

#include "llvm/ADT/StringExtras.h"

#include <set>
#include <string>

namespace cu2hip {
namespace {

using clang::tok::TokenKind;
namespace tok = clang::tok;

struct WarpOperator {
  TokenKind Kind;
  std::string_view Spelling;
  unsigned Operand;      // the 32-lane constant this operator uses
  std::string_view What; // the W010 message's second argument
};

constexpr std::string_view ComputesLane = "computes a lane index from a thread index";
constexpr std::string_view ComputesWarp = "computes a warp index from a thread index";

const WarpOperator *warpOperator(TokenKind Kind) {
  static const WarpOperator Operators[] = {
      {tok::percent, "%", 32, ComputesLane},
      {tok::amp, "&", 31, ComputesLane},
      {tok::slash, "/", 32, ComputesWarp},
      {tok::greatergreater, ">>", 5, ComputesWarp},
  };
  for (const WarpOperator &Op : Operators)
    if (Op.Kind == Kind)
      return &Op;
  return nullptr;
}

// The value of an integer literal such as '32', '32u', '0x1F'; nullopt for anything else.
std::optional<unsigned> integerValue(std::string_view Text) {
  std::string Digits(Text);
  while (!Digits.empty() && (Digits.back() == 'u' || Digits.back() == 'U' || Digits.back() == 'l' ||
                             Digits.back() == 'L'))
    Digits.pop_back();
  unsigned long long Value = 0;
  if (llvm::StringRef(Digits).getAsInteger(0, Value) || Value > 0xffffffffull)
    return std::nullopt;
  return static_cast<unsigned>(Value);
}

// Operators that bind more loosely than Op, so they end its left operand. Multiplicative
// operators ('%', '/') take only a postfix expression and other multiplications; '>>' also
// takes sums; '&' also takes shifts, comparisons and equalities.
bool endsLeftOperand(TokenKind Op, TokenKind Kind) {
  switch (Kind) {
  case tok::semi:
  case tok::l_brace:
  case tok::r_brace:
  case tok::comma:
  case tok::question:
  case tok::colon:
  case tok::ampamp:
  case tok::pipepipe:
  case tok::pipe:
  case tok::caret:
  case tok::equal:
  case tok::plusequal:
  case tok::minusequal:
  case tok::starequal:
  case tok::slashequal:
  case tok::percentequal:
  case tok::ampequal:
  case tok::pipeequal:
  case tok::caretequal:
  case tok::lesslessequal:
  case tok::greatergreaterequal:
  case tok::kw_return:
  case tok::l_paren:
  case tok::l_square:
    return true;
  case tok::plus:
  case tok::minus:
    return Op == tok::percent || Op == tok::slash;
  case tok::lessless:
  case tok::greatergreater:
    return Op == tok::percent || Op == tok::slash;
  case tok::less:
  case tok::greater:
  case tok::lessequal:
  case tok::greaterequal:
  case tok::equalequal:
  case tok::exclaimequal:
    return Op != tok::amp;
  default:
    return false;
  }
}

class TokenLaneArithmeticRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.astCoversFile())
      return;
    const TokenStream &T = C.Tokens;
    std::set<std::string, std::less<>> ThreadIndexNames;
    for (size_t I = 1; I + 1 < T.size(); ++I) {
      if (T[I].is(tok::equal) && T[I - 1].isIdentifier()) {
        if (rightSideMentionsThreadIndex(T, I + 1, ThreadIndexNames))
          ThreadIndexNames.insert(std::string(T[I - 1].Text));
        continue;
      }
      const WarpOperator *Op = warpOperator(T[I].Kind);
      if (!Op || !T[I + 1].is(tok::numeric_constant) ||
          integerValue(T[I + 1].Text) != Op->Operand || hazards::inNonDefineDirective(T, I) ||
          C.isInactive(T[I].Offset) || !leftOperandIsThreadIndex(T, I, ThreadIndexNames) ||
          hazards::astReportedOnLine(C, DiagnosticKind::HardCodedWarpWidth, T[I].Offset))
        continue;
      C.report(
          DiagnosticKind::HardCodedWarpWidth, T[I].Offset,
          {std::string(Op->Spelling) + " " + std::string(T[I + 1].Text), std::string(Op->What)});
    }
  }

private:
  static bool namesThreadIndex(std::string_view Name,
                               const std::set<std::string, std::less<>> &Known) {
    return Name == "threadIdx" || Known.count(Name) ||
           llvm::StringRef(Name).contains_insensitive("lane");
  }

  // 'tid = threadIdx.x + 1;': whether the initializer, up to ';' or a top-level ',',
  // mentions a thread index.
  static bool rightSideMentionsThreadIndex(const TokenStream &T, size_t I,
                                           const std::set<std::string, std::less<>> &Known) {
    int Depth = 0;
    for (; I < T.size(); ++I) {
      const SourceToken &Tok = T[I];
      if (Tok.is(tok::semi) || (Depth == 0 && Tok.is(tok::comma)) || Tok.is(tok::l_brace) ||
          Tok.is(tok::r_brace) || Depth < 0)
        return false;
      Depth += Tok.is(tok::l_paren) || Tok.is(tok::l_square);
      Depth -= Tok.is(tok::r_paren) || Tok.is(tok::r_square);
      if (Tok.isIdentifier() && !hazards::followsAccessor(T, I) &&
          namesThreadIndex(Tok.Text, Known))
        return true;
    }
    return false;
  }

  // Walks back from the operator at OpIndex over its left operand (whole parenthesized
  // groups included) and looks for a thread index in it.
  static bool leftOperandIsThreadIndex(const TokenStream &T, size_t OpIndex,
                                       const std::set<std::string, std::less<>> &Known) {
    int Depth = 0; // inside a ')'...'(' group walked backwards
    for (size_t I = OpIndex; I-- > 0;) {
      const SourceToken &Tok = T[I];
      if (Tok.is(tok::r_paren) || Tok.is(tok::r_square)) {
        ++Depth;
        continue;
      }
      if (Depth > 0 && (Tok.is(tok::l_paren) || Tok.is(tok::l_square))) {
        --Depth;
        continue;
      }
      if (Depth == 0 && endsLeftOperand(T[OpIndex].Kind, Tok.Kind))
        return false;
      if (Tok.is(tok::semi) || Tok.is(tok::l_brace) || Tok.is(tok::r_brace))
        return false; // an unbalanced group: give up rather than cross a statement
      if (Tok.isIdentifier() && !hazards::followsAccessor(T, I) &&
          namesThreadIndex(Tok.Text, Known))
        return true;
    }
    return false;
  }
};

} // namespace

std::unique_ptr<Rule> createTokenLaneArithmeticRule() {
  return std::make_unique<TokenLaneArithmeticRule>();
}

} // namespace cu2hip
