#include "ParseErrorCollector.h"

#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>
#include <optional>

namespace cu2hip {
namespace {

// What Clang says of a name that nothing declared: what a missing header (or the includer
// of a header that is not self-contained) would have declared.
bool isUnresolvedName(unsigned Id) {
  return Id == clang::diag::err_unknown_typename || Id == clang::diag::err_undeclared_var_use ||
         Id == clang::diag::err_undeclared_use || Id == clang::diag::err_no_template;
}

} // namespace

void ParseErrorCollector::BeginSourceFile(const clang::LangOptions &LangOpts,
                                          const clang::Preprocessor *PP) {
  clang::DiagnosticConsumer::BeginSourceFile(LangOpts, PP);
  // A header not found is a fatal error, after which Clang reports nothing more: as a plain
  // error the parse goes on and what follows is classified.
  if (PP && Tolerance != ParseTolerance::None)
    PP->getDiagnostics().setFatalsAsError(true);
}

void ParseErrorCollector::HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                                           const clang::Diagnostic &Info) {
  clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < clang::DiagnosticsEngine::Error)
    return;
  clang::PresumedLoc Where;
  if (Info.getLocation().isValid() && Info.hasSourceManager())
    Where = Info.getSourceManager().getPresumedLoc(Info.getLocation());
  Line At = Where.isValid() ? Line{Where.getFilename(), Where.getLine()} : Line{"", 0};
  std::optional<unsigned> MainFileOffset;
  if (Where.isValid()) {
    const clang::SourceManager &SM = Info.getSourceManager();
    clang::SourceLocation Spelling = SM.getSpellingLoc(Info.getLocation());
    if (SM.isWrittenInMainFile(Spelling))
      MainFileOffset = SM.getFileOffset(Spelling);
  }
  if (MainFileOffset)
    MainFileErrorOffsets.insert(*MainFileOffset);
  if (Info.getID() == clang::diag::err_shared_var_init && MainFileOffset) {
    SharedInitializers.insert(*MainFileOffset);
  } else if (Info.getID() == clang::diag::err_pp_file_not_found) {
    ++MissingHeaders;
  } else if (isUnresolvedName(Info.getID())) {
    ++UnresolvedNames;
    LinesWithUnresolvedNames.insert(At);
  } else {
    OtherErrors.push_back(At);
  }
  if (FirstErrors.size() >= MaxKept)
    return;
  llvm::SmallString<256> Message;
  Info.FormatDiagnostic(Message);
  std::string Prefix;
  if (Where.isValid())
    Prefix = std::string(Where.getFilename()) + ":" + std::to_string(Where.getLine()) + ":" +
             std::to_string(Where.getColumn()) + ": ";
  FirstErrors.push_back(Prefix + "error: " + Message.str().str());
}

bool ParseErrorCollector::toleratedErrorsOnly() const {
  if (Tolerance == ParseTolerance::None || getNumErrors() == 0)
    return false;
  if (Tolerance == ParseTolerance::MissingHeaders && MissingHeaders == 0)
    return false;
  if (Tolerance == ParseTolerance::NvccDialect)
    return MissingHeaders == 0 && UnresolvedNames == 0 && OtherErrors.empty();
  // A syntax error that an unknown name causes ('Npp8u *p = new Npp8u[n];' reads as an
  // expression) is on that name's line; one anywhere else is the code's own.
  return std::all_of(OtherErrors.begin(), OtherErrors.end(), [&](const Line &At) {
    return At.second != 0 && LinesWithUnresolvedNames.count(At) != 0;
  });
}

} // namespace cu2hip
