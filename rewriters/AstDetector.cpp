// Mapping detector findings to main-file offsets.
#include "AstDetector.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace cu2hip {

std::string DetectorSink::stage() const {
  return "hazard analysis (rule '" + std::string(DetectorName) + "')";
}

void DetectorSink::flush() {
  for (PendingFinding &F : Pending) {
    // Code written in a macro argument is reported where it is spelled; code from a
    // macro body where the macro is used (the line the user reads in the diagnostic).
    clang::SourceLocation Where = SM.getFileLoc(F.Loc);
    if (!SM.isWrittenInMainFile(Where))
      continue;
    Facts.AstFindings.push_back({F.Kind, SM.getFileOffset(Where), 0, 0, std::move(F.Args),
                                 std::move(F.Detector), Evidence::Ast, std::move(F.Fixes)});
  }
  Pending.clear();
}

std::optional<FixIt> DetectorSink::replaceTokens(clang::SourceRange R, std::string Replacement,
                                                 const clang::LangOptions &LangOpts) {
  if (R.getBegin().isMacroID() || R.getEnd().isMacroID() || !SM.isWrittenInMainFile(R.getBegin()))
    return std::nullopt;
  unsigned Begin = SM.getFileOffset(R.getBegin());
  unsigned End =
      SM.getFileOffset(R.getEnd()) + clang::Lexer::MeasureTokenLength(R.getEnd(), SM, LangOpts);
  return FixIt{Begin, End - Begin, std::move(Replacement)};
}

} // namespace cu2hip
