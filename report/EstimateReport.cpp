// The effort estimate as text, Markdown and JSON; all three read the same breakdown rows.
#include "EstimateReport.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

namespace cu2hip {

std::string formatRange(const EffortRange &R) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format("%.1f-%.1f", R.Low, R.High);
  return S;
}

std::string describeClass(const ProjectEstimate &P) {
  if (!P.Class)
    return "none";
  return P.Class->Name + " (" + P.Class->Label + ": typically " + P.Class->Scale + ")";
}

std::vector<BreakdownRow> breakdownRows(const ProjectEstimate &P, const EffortModel &Model) {
  std::vector<BreakdownRow> Rows;
  Rows.push_back({"setup", "project set-up (build, first run on AMD)", P.Files.empty() ? 0u : 1u,
                  P.Setup});
  Rows.push_back({"renames", "mechanical renames", P.Sum.Renames.Count, P.Sum.Renames.Hours});
  for (const auto &[Family, Item] : P.LibrarySwaps)
    Rows.push_back({"library-swap", Family + " -> " + Model.library(Family)->Replacement +
                                        " (swap, once)",
                    1, Item.Hours});
  for (const auto &[Family, Item] : P.Sum.LibraryReferences)
    Rows.push_back({"library-references", Family + " references", Item.Count, Item.Hours});
  for (const auto &[Family, Item] : P.Sum.Unsupported)
    Rows.push_back({"unsupported", "unsupported APIs: " + Family, Item.Count, Item.Hours});
  for (const auto &[Category, Item] : P.Sum.Hazards)
    Rows.push_back({"hazards", "findings: " + Category, Item.Count, Item.Hours});
  Rows.push_back({"parse-failures", "files that failed to parse", P.Sum.ParseFailure.Count,
                  P.Sum.ParseFailure.Hours});
  Rows.push_back({"fallback", "files translated at token level only", P.Sum.Fallback.Count,
                  P.Sum.Fallback.Hours});
  return Rows;
}

// Most work first: that is the order a reader plans in.
static std::vector<const FileEstimate *> filesByEffort(const ProjectEstimate &P) {
  std::vector<const FileEstimate *> Sorted;
  for (const FileEstimate &F : P.Files)
    Sorted.push_back(&F);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const FileEstimate *A, const FileEstimate *B) {
    return A->Total.High > B->Total.High;
  });
  return Sorted;
}

std::string formatEstimateText(const ProjectEstimate &P, const EffortModel &Model) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "cu2hip analyze: " << P.Files.size() << " files, " << P.Sum.Lines << " lines\n";
  OS << "class:    " << describeClass(P) << "\n";
  for (const std::string &Reason : P.ClassReasons)
    OS << "          because: " << Reason << "\n";
  OS << "estimate: " << formatRange(P.Total) << " person-hours\n\n";
  OS << llvm::format("%-52s %6s %8s %8s\n", "breakdown", "count", "low h", "high h");
  for (const BreakdownRow &R : breakdownRows(P, Model))
    OS << llvm::format("  %-50s %6u %8.1f %8.1f\n", R.Label.c_str(), R.Count, R.Hours.Low,
                       R.Hours.High);
  OS << "\n" << llvm::format("%-52s %6s %8s %8s\n", "per file (most work first)", "lines",
                             "low h", "high h");
  for (const FileEstimate *F : filesByEffort(P))
    OS << llvm::format("  %-50s %6u %8.1f %8.1f", F->Path.c_str(), F->Lines, F->Total.Low,
                       F->Total.High)
       << (F->Mode == FileMode::Ast ? "" : "  (" + std::string(fileModeName(F->Mode)) + ")")
       << "\n";
  OS << "\nassumptions (weights and their reasons: report/effort_model.json):\n";
  for (const std::string &A : Model.Assumptions)
    OS << "  - " << A << "\n";
  return S;
}

std::string formatEstimateMarkdown(const ProjectEstimate &P, const EffortModel &Model) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "## cu2hip porting estimate\n\n";
  OS << "**" << formatRange(P.Total) << " person-hours** for " << P.Files.size() << " files ("
     << P.Sum.Lines << " lines). Class: **" << describeClass(P) << "**";
  if (!P.ClassReasons.empty()) {
    OS << ", because ";
    for (size_t I = 0; I < P.ClassReasons.size(); ++I)
      OS << (I ? "; " : "") << P.ClassReasons[I];
  }
  OS << ".\n\n| breakdown | count | low h | high h |\n|---|---:|---:|---:|\n";
  for (const BreakdownRow &R : breakdownRows(P, Model))
    OS << llvm::format("| %s | %u | %.1f | %.1f |\n", R.Label.c_str(), R.Count, R.Hours.Low,
                       R.Hours.High);
  OS << "\n| file | mode | lines | low h | high h |\n|---|---|---:|---:|---:|\n";
  for (const FileEstimate *F : filesByEffort(P))
    OS << llvm::format("| `%s` | %s | %u | %.1f | %.1f |\n", F->Path.c_str(),
                       std::string(fileModeName(F->Mode)).c_str(), F->Lines, F->Total.Low,
                       F->Total.High);
  OS << "\nAssumptions:\n";
  for (const std::string &A : Model.Assumptions)
    OS << "- " << A << "\n";
  return S;
}

static double rounded(double Hours) { return std::round(Hours * 100) / 100; }

static nlohmann::ordered_json rangeJson(const EffortRange &R) {
  return {{"low", rounded(R.Low)}, {"high", rounded(R.High)}};
}

static nlohmann::ordered_json itemsJson(const std::map<std::string, EffortItem> &Items) {
  nlohmann::ordered_json J = nlohmann::ordered_json::object();
  for (const auto &[Key, Item] : Items)
    J[Key] = {{"count", Item.Count}, {"hours", rangeJson(Item.Hours)}};
  return J;
}

static nlohmann::ordered_json fileJson(const FileEstimate &F) {
  nlohmann::ordered_json J;
  J["path"] = F.Path;
  J["mode"] = fileModeName(F.Mode);
  J["lines"] = F.Lines;
  J["hours"] = rangeJson(F.Total);
  J["renames"] = {{"count", F.Renames.Count}, {"hours", rangeJson(F.Renames.Hours)}};
  J["library_references"] = itemsJson(F.LibraryReferences);
  J["unsupported"] = itemsJson(F.Unsupported);
  J["findings"] = itemsJson(F.Hazards);
  J["parse_failure"] = rangeJson(F.ParseFailure.Hours);
  J["fallback"] = rangeJson(F.Fallback.Hours);
  return J;
}

nlohmann::ordered_json estimateJson(const ProjectEstimate &P, const EffortModel &Model) {
  nlohmann::ordered_json J;
  J["cu2hip_estimate_version"] = 1;
  J["class"] = P.Class ? P.Class->Name : "";
  J["class_label"] = P.Class ? P.Class->Label : "";
  J["class_scale"] = P.Class ? P.Class->Scale : "";
  J["class_reasons"] = P.ClassReasons;
  J["hours"] = rangeJson(P.Total);
  J["files_count"] = P.Files.size();
  J["lines"] = P.Sum.Lines;
  nlohmann::ordered_json Rows = nlohmann::ordered_json::array();
  for (const BreakdownRow &R : breakdownRows(P, Model))
    Rows.push_back({{"kind", R.Kind}, {"what", R.Label}, {"count", R.Count},
                    {"hours", rangeJson(R.Hours)}});
  J["breakdown"] = Rows;
  nlohmann::ordered_json Files = nlohmann::ordered_json::array();
  for (const FileEstimate &F : P.Files)
    Files.push_back(fileJson(F));
  J["files"] = Files;
  J["assumptions"] = Model.Assumptions;
  return J;
}

} // namespace cu2hip
