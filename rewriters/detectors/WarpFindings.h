// What the warp-size detectors report before the warp-size detector decides which fix-its
// are safe together (a partial rewrite can mix 32-lane and warpSize-lane units).
#pragma once

#include "rewriters/AstDetector.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip::warp {

struct WarpFinding {
  DiagnosticKind Kind;
  clang::SourceLocation Loc;
  std::vector<std::string> Args;
  std::vector<FixIt> Fixes;
  std::string Detector;
};

// The sink the warp-size detectors write to; the same calls as DetectorSink.
class WarpFindings {
public:
  explicit WarpFindings(DetectorSink &Sink) : Sink(Sink) {}

  void report(DiagnosticKind Kind, clang::SourceLocation Loc, std::vector<std::string> Args = {},
              std::vector<FixIt> Fixes = {}) {
    All.push_back({Kind, Loc, std::move(Args), std::move(Fixes), std::string(Detector)});
  }
  std::optional<FixIt> replaceTokens(clang::SourceRange R, std::string Replacement,
                                     const clang::LangOptions &LangOpts) {
    return Sink.replaceTokens(R, std::move(Replacement), LangOpts);
  }

  std::string_view Detector; // set by the warp-size detector before each detector runs
  std::vector<WarpFinding> All;

private:
  DetectorSink &Sink;
};

class WarpDetector {
public:
  virtual ~WarpDetector() = default;
  virtual std::string_view name() const = 0;
  virtual void run(clang::ASTContext &Context, WarpFindings &Findings) = 0;
};

} // namespace cu2hip::warp
