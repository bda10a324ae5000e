// The errors of one Clang parse: the first few kept as text for the user, and every one
// classified, so that a parse which failed only for want of a header or of its includer's
// declarations can still be kept (ParseTolerance).
#pragma once

#include "TranslationOptions.h"

#include "clang/Basic/Diagnostic.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

class ParseErrorCollector : public clang::DiagnosticConsumer {
public:
  ParseErrorCollector(std::vector<std::string> &FirstErrors, ParseTolerance Tolerance)
      : FirstErrors(FirstErrors), Tolerance(Tolerance) {}

  void BeginSourceFile(const clang::LangOptions &LangOpts, const clang::Preprocessor *PP) override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  // The parse had errors, and the tolerance accepts every one of them.
  bool toleratedErrorsOnly() const;
  unsigned unresolvedNames() const { return UnresolvedNames; }
  const std::set<unsigned> &mainFileErrorOffsets() const { return MainFileErrorOffsets; }
  // Main-file '__shared__' variables with a constructor or initializer (nvcc accepts those
  // whose constructor does nothing; Clang rejects them all): offsets of the errors.
  const std::set<unsigned> &sharedInitializers() const { return SharedInitializers; }

private:
  using Line = std::pair<std::string, unsigned>; // file, line

  static constexpr size_t MaxKept = 5;
  std::vector<std::string> &FirstErrors;
  ParseTolerance Tolerance;
  unsigned MissingHeaders = 0, UnresolvedNames = 0;
  std::set<Line> LinesWithUnresolvedNames;
  std::vector<Line> OtherErrors; // neither kind: tolerated only beside an unresolved name
  std::set<unsigned> MainFileErrorOffsets, SharedInitializers;
};

} // namespace cu2hip
