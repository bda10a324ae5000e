// Hazard detectors that read the AST: they explain what a rename cannot fix and never edit.
#pragma once

#include "AstFacts.h"
#include "report/Diagnostics.h"

#include "clang/AST/ASTContext.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// What a detector may do: report a finding at a source location of the main file.
class DetectorSink {
public:
  DetectorSink(AstFacts &Facts, clang::SourceManager &SM) : Facts(Facts), SM(SM) {}

  // Findings outside the main file (headers) are dropped: each file reports its own.
  void report(DiagnosticKind Kind, clang::SourceLocation Loc, std::vector<std::string> Args = {},
              std::vector<FixIt> Fixes = {});
  // A fix-it replacing the token range R, or nothing when R is not plain main-file text
  // (inside a macro body, say): such code is reported but never rewritten.
  std::optional<FixIt> replaceTokens(clang::SourceRange R, std::string Replacement,
                                     const clang::LangOptions &LangOpts);
  clang::SourceManager &sourceManager() { return SM; }
  std::string_view DetectorName;

private:
  AstFacts &Facts;
  clang::SourceManager &SM;
};

class AstDetector {
public:
  virtual ~AstDetector() = default;
  virtual std::string_view name() const = 0;
  virtual void run(clang::ASTContext &Context, DetectorSink &Sink) = 0;
};

// The registry: every AST detector, in the order they run (detectors/DetectorRegistry.cpp).
std::vector<std::unique_ptr<AstDetector>> createAstDetectors();

} // namespace cu2hip
