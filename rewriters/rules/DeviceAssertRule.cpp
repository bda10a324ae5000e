// assert(COND) in device code: HIP's NVIDIA platform (HIP 5.2 up to the newest hipother
// headers) redefines assert for device compilation as '{ if (!COND) trap; }', without
// parentheses around COND, so 'assert(gid < n)' tests '(!gid) < n' and traps in every
// kernel with n > 1, where the condition holds. A condition that is not a single operand gets its
// own parentheses, which every other assert reads the same.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class DeviceAssertRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    if (!hasDeviceCode(T))
      return;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].Text != "assert" || !T[I + 1].is(clang::tok::l_paren) ||
          T[I].DirectiveHash >= 0 || (I > 0 && isMemberAccess(T[I - 1])))
        continue;
      std::vector<TokenStream::ArgumentSpan> Arguments = C.callArguments(I + 1);
      if (Arguments.size() != 1 || isSingleOperand(T, Arguments[0]))
        continue;
      const TokenStream::ArgumentSpan &A = Arguments[0];
      if (C.edit(A.Begin, 0, "(") && C.edit(A.End, 0, ")")) {
        C.report(DiagnosticKind::DeviceAssertParenthesized, T[I].Offset);
        C.converted("assert");
      }
    }
  }

private:
  // A kernel or device function, or an include of cooperative groups (device-only code; a
  // file whose reduce.h include the translation replaced by device definitions must be
  // judged the same on its second translation).
  static bool hasDeviceCode(const TokenStream &T) {
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].isIdentifier() && (T[I].Text == "__device__" || T[I].Text == "__global__"))
        return true;
      if (T.directiveOf(I) == "include" &&
          T[I].Text.find("cooperative_groups") != std::string_view::npos)
        return true;
    }
    return false;
  }

  static bool isMemberAccess(const SourceToken &Before) {
    return Before.is(clang::tok::period) || Before.is(clang::tok::arrow) ||
           Before.is(clang::tok::coloncolon);
  }

  // What '!' binds to whole: a name or literal with postfix calls, subscripts and member
  // accesses ('p', 'ok(i)', 'a[i].valid', 'ns::flag'), or one parenthesized expression.
  static bool isSingleOperand(const TokenStream &T, const TokenStream::ArgumentSpan &A) {
    for (size_t I = A.FirstToken; I <= A.LastToken; ++I) {
      const SourceToken &Tok = T[I];
      if (Tok.is(clang::tok::l_paren)) {
        I = T.matchingParen(I);
        if (I > A.LastToken)
          return false;
        continue;
      }
      if (Tok.is(clang::tok::l_square)) {
        int Depth = 0;
        for (; I <= A.LastToken; ++I) {
          Depth += T[I].is(clang::tok::l_square);
          Depth -= T[I].is(clang::tok::r_square);
          if (Depth == 0)
            break;
        }
        continue;
      }
      if (Tok.isIdentifier() || Tok.is(clang::tok::numeric_constant) ||
          clang::tok::isStringLiteral(Tok.Kind) || Tok.is(clang::tok::char_constant) ||
          Tok.is(clang::tok::period) || Tok.is(clang::tok::arrow) || Tok.is(clang::tok::coloncolon))
        continue;
      return false;
    }
    return true;
  }
};

} // namespace

std::unique_ptr<Rule> createDeviceAssertRule() { return std::make_unique<DeviceAssertRule>(); }

} // namespace cu2hip
