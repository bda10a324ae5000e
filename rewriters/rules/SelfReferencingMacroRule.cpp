// A program's function-like macro that its translation turns into a call of itself.
// '#define __shfl_down(v, d) __shfl_down_sync(0xffffffff, v, d)' (a shim for code written
// before CUDA 9) reads '#define __shfl_down(v, d) __shfl_down(v, d)' at HIP 5.2, where the
// '_sync' forms do not exist. On AMD that is harmless, '__shfl_down' being a function; but
// HIP's NVIDIA platform defines '__shfl_down' as a macro of its own, which the program's then
// replaces, and the call it leaves reaches no HIP definition. Such an identity is kept only
// where HIP does not define the name as a macro (note); any other self-reference the
// translation created is reported as a warning.
#include "rewriters/Rule.h"

#include <string>

namespace cu2hip {
namespace {

class SelfReferencingMacroRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t H = 0; H + 3 < T.size(); ++H) {
      if (T[H].DirectiveHash != int(H) || T[H + 1].Text != "define" || !T[H + 2].isIdentifier())
        continue;
      size_t End = H + 1;
      while (End < T.size() && T[End].DirectiveHash == int(H))
        ++End;
      size_t Open = H + 3;
      // Function-like only: '(' right after the name.
      if (Open >= End || !T[Open].is(clang::tok::l_paren) || T[Open].Offset != T[H + 2].end())
        continue;
      size_t Close = T.matchingParen(Open);
      if (Close + 1 >= End)
        continue;
      std::string_view Name = T[H + 2].Text;
      if (T[Close + 1].Text == Name)
        continue; // the program's own self-reference: nothing translation did
      std::string Body = C.Edits.applyWithin(C.Source, T[Close + 1].Offset, T[End - 1].end());
      TokenStream Translated(Body);
      if (Translated.size() < 2 || Translated[0].Text != Name ||
          !Translated[1].is(clang::tok::l_paren))
        continue;
      if (isIdentity(T, Open, Close, Translated) && guard(C, H, End, Name)) {
        C.report(DiagnosticKind::SelfDefiningMacroGuarded, T[H + 2].Offset, {std::string(Name)});
        continue;
      }
      C.report(DiagnosticKind::SelfReferencingMacro, T[H + 2].Offset, {std::string(Name)});
    }
  }

private:
  // The translated body is 'NAME(p1, p2, ...)' with the macro's parameters in order.
  static bool isIdentity(const TokenStream &T, size_t Open, size_t Close, const TokenStream &Body) {
    if (Body.matchingParen(1) != Body.size() - 1 || Close - Open != Body.size() - 2)
      return false;
    for (size_t I = 1; Open + I < Close; ++I)
      if (T[Open + I].Text != Body[1 + I].Text)
        return false;
    return true;
  }

  static bool guard(RuleContext &C, size_t Hash, size_t End, std::string_view Name) {
    const TokenStream &T = C.Tokens;
    size_t LineEnd = C.Source.find('\n', T[End - 1].end());
    std::string Open = "#ifndef " + std::string(Name) +
                       " // cu2hip: HIP's NVIDIA platform defines it (CU2HIP-N019)\n";
    if (LineEnd == std::string_view::npos)
      return C.edit(T[Hash].Offset, 0, Open) && C.edit(unsigned(C.Source.size()), 0, "\n#endif");
    return C.edit(T[Hash].Offset, 0, Open) && C.edit(unsigned(LineEnd + 1), 0, "#endif\n");
  }
};

} // namespace

std::unique_ptr<Rule> createSelfReferencingMacroRule() {
  return std::make_unique<SelfReferencingMacroRule>();
}

} // namespace cu2hip
