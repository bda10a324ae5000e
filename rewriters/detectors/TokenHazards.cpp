// Helpers of the token-level hazard detectors.
#include "TokenHazards.h"

#include <algorithm>

namespace cu2hip::hazards {

bool isProgramName(const RuleContext &C, size_t I) {
  // Where Clang resolved the token, that answer stands; elsewhere (declarations, macro
  // bodies, inactive branches, files that did not parse) the name decides.
  const SourceToken &Tok = C.Tokens[I];
  if (C.Facts.CudaReferenceOffsets.count(Tok.Offset))
    return false;
  return C.Facts.UserReferenceOffsets.count(Tok.Offset) ||
         C.Facts.UserDeclaredNames.count(std::string(Tok.Text));
}

bool isQualifiedBy(const TokenStream &T, size_t I, std::string_view Namespace) {
  while (I >= 2 && T[I - 1].is(clang::tok::coloncolon) && T[I - 2].isIdentifier()) {
    if (T[I - 2].Text == Namespace)
      return true;
    I -= 2;
  }
  return false;
}

bool followsAccessor(const TokenStream &T, size_t I) {
  return I > 0 && (T[I - 1].is(clang::tok::period) || T[I - 1].is(clang::tok::arrow) ||
                   T[I - 1].is(clang::tok::coloncolon));
}

bool inNonDefineDirective(const TokenStream &T, size_t I) {
  std::string_view Directive = T.directiveOf(I);
  return !Directive.empty() && Directive != "define";
}

static bool onSameLine(std::string_view Source, unsigned A, unsigned B) {
  unsigned Low = std::min(A, B), High = std::max(A, B);
  return Source.substr(Low, High - Low).find('\n') == std::string_view::npos;
}

bool astReportedOnLine(const RuleContext &C, DiagnosticKind Kind, unsigned Offset) {
  for (const Finding &F : C.Facts.AstFindings)
    if (F.Kind == Kind && onSameLine(C.Source, F.Offset, Offset))
      return true;
  return false;
}

void reportOncePerLine(RuleContext &C, DiagnosticKind Kind, unsigned Offset,
                       std::vector<std::string> Args) {
  for (const Finding &F : C.Findings) {
    if (F.Kind == Kind && F.Rule == C.RuleName && onSameLine(C.Source, F.Offset, Offset))
      return;
  }
  C.report(Kind, Offset, std::move(Args));
}

} // namespace cu2hip::hazards
