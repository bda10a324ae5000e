// Hazard detectors that read the AST: they explain what a rename cannot fix and never edit.
#pragma once

#include "AstFacts.h"
#include "TimeBudget.h"
#include "report/Diagnostics.h"

#include "clang/AST/ASTContext.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// A finding as a detector reports it, before it is placed in the main file.
struct PendingFinding {
  DiagnosticKind Kind;
  clang::SourceLocation Loc;
  std::vector<std::string> Args;
  std::vector<FixIt> Fixes;
  std::string Detector;
};

// What a detector may do: report a finding at a source location. Findings are held until
// every detector has run, so that a later detector (warp-fix-groups) can decide over the
// fix-its of earlier ones; flush() then keeps those of the main file.
class DetectorSink {
public:
  DetectorSink(AstFacts &Facts, clang::SourceManager &SM, TimeBudget &Budget)
      : Facts(Facts), SM(SM), Budget(Budget) {}

  void report(DiagnosticKind Kind, clang::SourceLocation Loc, std::vector<std::string> Args = {},
              std::vector<FixIt> Fixes = {}) {
    Pending.push_back({Kind, Loc, std::move(Args), std::move(Fixes), std::string(DetectorName)});
  }
  // A fix-it replacing the token range R, or nothing when R is not plain main-file text
  // (inside a macro body, say): such code is reported but never rewritten.
  std::optional<FixIt> replaceTokens(clang::SourceRange R, std::string Replacement,
                                     const clang::LangOptions &LangOpts);
  clang::SourceManager &sourceManager() { return SM; }
  std::string_view DetectorName; // set by the driver before each detector runs

  // The stage a detector is in, for --file-timeout: "hazard analysis (rule 'NAME')".
  std::string stage() const;
  // Throws TimeBudgetSpent when the file's time budget is spent; the driver then reports
  // the stage and skips the detectors after it. Called where a walk may be long (the
  // shared value flow), cheap enough to call per statement.
  void checkTime() {
    if (!Budget.allows(Stage))
      throw TimeBudgetSpent{};
  }
  void setDetector(std::string_view Name) {
    DetectorName = Name;
    Stage = stage();
  }
  std::vector<PendingFinding> Pending;

  // Findings outside the main file (headers) are dropped: each file reports its own.
  void flush();

  // An analysis of this file that several detectors use (the warp-size detectors' value
  // flow, WarpValueFlow): built by the first that asks, shared by the others.
  template <typename Analysis> Analysis &shared(clang::ASTContext &Context) {
    static const char Key = 0; // one per Analysis type
    std::shared_ptr<void> &Slot = Analyses[&Key];
    if (!Slot)
      Slot = std::make_shared<Analysis>(Context, *this);
    return *static_cast<Analysis *>(Slot.get());
  }
  // After a detector crashed: what it left half-built is not trusted by the next one.
  void dropSharedAnalyses() { Analyses.clear(); }

private:
  std::map<const void *, std::shared_ptr<void>> Analyses;
  AstFacts &Facts;
  clang::SourceManager &SM;
  TimeBudget &Budget;
  std::string Stage;
};

class AstDetector {
public:
  virtual ~AstDetector() = default;
  virtual void run(clang::ASTContext &Context, DetectorSink &Sink) = 0;
};

} // namespace cu2hip
