// The effort estimate as text, Markdown and JSON; all three read the same breakdown rows.
#include "EstimateReport.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>

namespace cu2hip {

std::string formatRange(const EffortRange &R, int Decimals) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format("%.*f-%.*f", Decimals, R.Low, Decimals, R.High);
  return S;
}

std::string describeClass(const ProjectEstimate &P) {
  if (!P.Class)
    return "none";
  return P.Class->Name + " (" + P.Class->Label + ": typically " + P.Class->Scale + ")";
}

std::string describeCoverage(const FamilyCoverage &C) {
  if (!C.Total)
    return "no table: hand work";
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << C.Mapped << "/" << C.Total << " (" << (C.Mapped * 100 + C.Total / 2) / C.Total << " %)";
  return S;
}

std::string describeCalibration(const CalibratedEffort &C) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "fitted " << C.Fitted << " on " << C.FitBenchmarks << " benchmarks of " << C.Corpus
     << " (measured " << C.Measured << "); on the other " << C.CheckBenchmarks
     << llvm::format(", never fitted: Spearman %.2f between predicted and measured residual, "
                     "the 80 %% interval held %.0f %%",
                     C.CheckSpearman, C.CheckCoverage * 100);
  return S;
}

std::vector<BreakdownRow> breakdownRows(const ProjectEstimate &P, const EffortModel &Model) {
  std::vector<BreakdownRow> Rows;
  Rows.push_back(
      {"setup", "project set-up (build, first run on AMD)", P.Files.empty() ? 0u : 1u, P.Setup});
  Rows.push_back({"renames", "mechanical renames", P.Sum.Renames.Count, P.Sum.Renames.Hours});
  for (const auto &[Family, Item] : P.LibrarySwaps)
    Rows.push_back({"library-swap",
                    Family + " -> " + Model.library(Family)->Replacement + " (swap, once)", 1,
                    Item.Hours});
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

// Files with a calibrated prediction, most residual first.
static std::vector<const FileEstimate *> filesByResidual(const ProjectEstimate &P) {
  std::vector<const FileEstimate *> Sorted;
  for (const FileEstimate &F : P.Files)
    if (F.Residual)
      Sorted.push_back(&F);
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const FileEstimate *A, const FileEstimate *B) {
    return A->Residual->Lines > B->Residual->Lines;
  });
  return Sorted;
}

std::string formatEstimateText(const ProjectEstimate &P, const EffortModel &Model) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "cu2hip analyze: " << P.Files.size() << " files, " << P.Sum.Lines << " lines\n\n";
  OS << "CUDA libraries the code depends on";
  if (P.Libraries.empty())
    OS << ": none (runtime API and kernels only)\n";
  else
    OS << "\n"
       << llvm::format("  %-12s %6s %6s  %-14s %-20s %s\n", "library", "uses", "left", "HIP/ROCm",
                       "mapping table", "calibrated");
  for (const LibraryDependency &D : P.Libraries)
    OS << llvm::format("  %-12s %6u %6u  %-14s %-20s %s\n", D.Family.c_str(), D.References,
                       D.Unconverted, D.Replacement.c_str(), describeCoverage(D.Table).c_str(),
                       D.Calibrated ? "yes" : "no: swap hours are judgement");
  OS << "\nclass:    " << describeClass(P) << "\n";
  for (const std::string &Reason : P.ClassReasons)
    OS << "          because: " << Reason << "\n";
  if (P.Residual) {
    const ResidualPrediction &R = *P.Residual;
    OS << llvm::format("residual: %.0f lines to change by hand after cu2hip, 80 %% interval "
                       "%.0f-%.0f\n",
                       R.Lines, R.Low, R.High);
    OS << "estimate: " << formatRange(P.CalibratedTotal) << " person-hours (the interval's lines x "
       << formatRange(P.Calibrated->HoursPerLine.Hours, 2) << " h each";
    if (P.UncalibratedSwaps.High > 0)
      OS << ", + " << formatRange(P.UncalibratedSwaps) << " h to swap libraries the calibration "
         << "has not seen";
    OS << ")\ncalibration: " << describeCalibration(*P.Calibrated) << "\n";
    OS << "\ndrivers (residual lines the prediction loses without each)\n";
    if (R.Drivers.empty())
      OS << "  none: the prediction is the model's base for any project\n";
    for (const auto &[Feature, Lines] : R.Drivers)
      OS << llvm::format("  %-50s %8.1f\n", Feature.c_str(), Lines);
    OS << "\n"
       << llvm::format("%-52s %6s %8s %11s\n", "per file (each alone, most first)", "lines",
                       "residual", "80 % range");
    for (const FileEstimate *F : filesByResidual(P))
      OS << llvm::format("  %-50s %6u %8.0f %5.0f-%.0f", F->Path.c_str(), F->Lines,
                         F->Residual->Lines, F->Residual->Low, F->Residual->High)
         << (F->Mode == FileMode::Ast ? "" : "  (" + std::string(fileModeName(F->Mode)) + ")")
         << "\n";
    OS << "\n";
  } else {
    OS << "estimate: " << formatRange(P.Total) << " person-hours\n\n";
  }
  OS << llvm::format("%-52s %6s %8s %8s\n",
                     P.Residual ? "judgement weights (report/effort_model.json; not calibrated)"
                                : "breakdown",
                     "count", "low h", "high h");
  for (const BreakdownRow &R : breakdownRows(P, Model))
    OS << llvm::format("  %-50s %6u %8.1f %8.1f\n", R.Label.c_str(), R.Count, R.Hours.Low,
                       R.Hours.High);
  if (!P.Residual)
    OS << "\n"
       << llvm::format("%-52s %6s %8s %8s\n", "per file (most work first)", "lines", "low h",
                       "high h");
  for (const FileEstimate *F : P.Residual ? std::vector<const FileEstimate *>{} : filesByEffort(P))
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
  OS << "### CUDA libraries the code depends on\n\n";
  if (P.Libraries.empty())
    OS << "None: runtime API and kernels only.\n\n";
  else
    OS << "| library | uses | left for hand work | HIP/ROCm | mapping table | calibrated |\n"
          "|---|---:|---:|---|---|---|\n";
  for (const LibraryDependency &D : P.Libraries)
    OS << "| " << D.Family << " | " << D.References << " | " << D.Unconverted << " | "
       << D.Replacement << " | " << describeCoverage(D.Table) << " | "
       << (D.Calibrated ? "yes" : "no: swap hours are judgement") << " |\n";
  if (!P.Libraries.empty())
    OS << "\n";
  OS << "Class: **" << describeClass(P) << "**";
  if (!P.ClassReasons.empty()) {
    OS << ", because ";
    for (size_t I = 0; I < P.ClassReasons.size(); ++I)
      OS << (I ? "; " : "") << P.ClassReasons[I];
  }
  OS << ".\n\n";
  if (P.Residual) {
    const ResidualPrediction &R = *P.Residual;
    OS << llvm::format("**%.0f residual lines** to change by hand after cu2hip (80 %% interval "
                       "%.0f-%.0f): **",
                       R.Lines, R.Low, R.High)
       << formatRange(P.CalibratedTotal) << " person-hours** for " << P.Files.size() << " files ("
       << P.Sum.Lines << " lines; the interval's lines x "
       << formatRange(P.Calibrated->HoursPerLine.Hours, 2) << " h each";
    if (P.UncalibratedSwaps.High > 0)
      OS << ", + " << formatRange(P.UncalibratedSwaps)
         << " h to swap libraries the calibration has not seen";
    OS << ").\n\nCalibration: " << describeCalibration(*P.Calibrated) << ".\n\n";
    OS << "| driver | residual lines without it |\n|---|---:|\n";
    for (const auto &[Feature, Lines] : R.Drivers)
      OS << llvm::format("| %s | %.1f |\n", Feature.c_str(), Lines);
    OS << "\n| file (each alone) | lines | residual | 80 % range |\n|---|---:|---:|---|\n";
    for (const FileEstimate *F : filesByResidual(P))
      OS << llvm::format("| `%s` | %u | %.0f | %.0f-%.0f |\n", F->Path.c_str(), F->Lines,
                         F->Residual->Lines, F->Residual->Low, F->Residual->High);
    OS << "\nJudgement weights (report/effort_model.json; not calibrated): " << formatRange(P.Total)
       << " person-hours.\n";
  } else {
    OS << "**" << formatRange(P.Total) << " person-hours** for " << P.Files.size() << " files ("
       << P.Sum.Lines << " lines).\n";
  }
  OS << "\n| breakdown | count | low h | high h |\n|---|---:|---:|---:|\n";
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
  if (F.Residual)
    J["residual"] = {
        {"lines", rounded(F.Residual->Lines)},
        {"interval", {{"low", rounded(F.Residual->Low)}, {"high", rounded(F.Residual->High)}}}};
  return J;
}

static nlohmann::ordered_json librariesJson(const ProjectEstimate &P) {
  nlohmann::ordered_json J = nlohmann::ordered_json::array();
  for (const LibraryDependency &D : P.Libraries)
    J.push_back({{"family", D.Family},
                 {"replacement", D.Replacement},
                 {"references", D.References},
                 {"unconverted", D.Unconverted},
                 {"table_mapped", D.Table.Mapped},
                 {"table_entries", D.Table.Total},
                 {"calibrated", D.Calibrated},
                 {"deep", D.Deep}});
  return J;
}

static nlohmann::ordered_json residualJson(const ProjectEstimate &P) {
  const ResidualPrediction &R = *P.Residual;
  const CalibratedEffort &C = *P.Calibrated;
  nlohmann::ordered_json Drivers = nlohmann::ordered_json::array();
  for (const auto &[Feature, Lines] : R.Drivers)
    Drivers.push_back({{"feature", Feature}, {"lines", rounded(Lines)}});
  return {{"lines", rounded(R.Lines)},
          {"interval", {{"low", rounded(R.Low)}, {"high", rounded(R.High)}, {"coverage", 0.8}}},
          {"hours", rangeJson(P.CalibratedTotal)},
          {"residual_hours", rangeJson(R.Hours)},
          {"uncalibrated_library_swap_hours", rangeJson(P.UncalibratedSwaps)},
          {"hours_per_line", rangeJson(C.HoursPerLine.Hours)},
          {"drivers", Drivers},
          {"calibration",
           {{"corpus", C.Corpus},
            {"measured", C.Measured},
            {"fitted", C.Fitted},
            {"method", C.Method},
            {"fit_benchmarks", C.FitBenchmarks},
            {"check_benchmarks", C.CheckBenchmarks},
            {"check_spearman", C.CheckSpearman},
            {"check_interval_coverage", C.CheckCoverage}}}};
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
    Rows.push_back(
        {{"kind", R.Kind}, {"what", R.Label}, {"count", R.Count}, {"hours", rangeJson(R.Hours)}});
  J["breakdown"] = Rows;
  J["libraries"] = librariesJson(P);
  if (P.Residual)
    J["residual"] = residualJson(P);
  nlohmann::ordered_json Files = nlohmann::ordered_json::array();
  for (const FileEstimate &F : P.Files)
    Files.push_back(fileJson(F));
  J["files"] = Files;
  J["assumptions"] = Model.Assumptions;
  return J;
}

} // namespace cu2hip
