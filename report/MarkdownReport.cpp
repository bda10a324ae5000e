// Renders the statistics model as GitHub-flavoured Markdown tables.
#include "MarkdownReport.h"

#include "Baseline.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

namespace cu2hip {

static constexpr size_t TopUnconverted = 10;

// A table cell: '|' would end the cell and a newline the row.
static std::string cell(const std::string &Text) {
  std::string Out;
  for (char Ch : Text) {
    if (Ch == '|')
      Out += "\\|";
    else if (Ch == '\n' || Ch == '\r')
      Out += ' ';
    else
      Out += Ch;
  }
  return Out;
}

static std::string code(const std::string &Text) {
  return Text.find('`') == std::string::npos ? "`" + cell(Text) + "`" : "`` " + cell(Text) + " ``";
}

static unsigned countOf(const std::map<std::string, unsigned> &Counts, const std::string &Key) {
  auto It = Counts.find(Key);
  return It == Counts.end() ? 0 : It->second;
}

static std::string plural(unsigned N, const char *One, const char *Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many);
}

static unsigned lowConfidenceCount(const RunStatistics &Run) {
  unsigned Count = 0;
  for (const FileStatistics &File : Run.Files)
    for (const FileFinding &F : File.Findings)
      Count += F.LowConfidence;
  return Count;
}

static void printSummary(const RunStatistics &Run, const FileStatistics &Total,
                         const ReportContext &Context, llvm::raw_ostream &OS) {
  unsigned References = Total.Converted + Total.Unconverted;
  double Percent = References ? 100.0 * Total.Converted / References : 100.0;
  auto Severity = [&](const char *Name) { return countOf(Total.FindingsBySeverity, Name); };
  OS << "| | |\n|---|---|\n";
  OS << "| Files | " << Run.Files.size() << " (" << Run.filesInMode(FileMode::Ast)
     << " from the AST, " << Run.filesInMode(FileMode::Fallback) << " at token level, "
     << Run.filesInMode(FileMode::Failed) << " failed";
  // The parts add up to the total: migrated build scripts are files of the run too.
  if (unsigned Scripts = Run.filesInMode(FileMode::BuildScript))
    OS << ", " << Scripts << (Scripts == 1 ? " build script" : " build scripts");
  if (unsigned Unreached = Run.filesInMode(FileMode::NotReached))
    OS << ", " << Unreached << " not reached";
  OS << ") |\n";
  // A translation that was not written must not read as done.
  if (unsigned Unwritten = Run.outputsIn(OutputState::Failed))
    OS << "| Outputs not written | " << Unwritten << " |\n";
  OS << "| Lines | " << Total.LinesTotal << " total, " << Total.LinesChanged << " changed |\n";
  OS << "| CUDA references | " << Total.Converted << " converted, " << Total.Unconverted
     << " unconverted (" << Total.Unsupported << " unsupported): " << llvm::format("%.1f", Percent)
     << " % converted; " << Total.AlreadyPortable
     << " already portable (HIP spells them the same) |\n";
  OS << "| Includes rewritten | " << Total.IncludesRewritten << " |\n";
  OS << "| Findings | " << plural(Severity("error"), "error", "errors") << ", "
     << plural(Severity("warning"), "warning", "warnings") << ", "
     << plural(Severity("note"), "note", "notes");
  if (unsigned Guesses = lowConfidenceCount(Run))
    OS << " (" << Guesses << " matched on tokens only, in files Clang could not parse)";
  OS << " |\n";
  if (Context.BaselineApplied)
    OS << "| New since baseline | " << newFindingCount(Run) << " |\n";
  OS << "| Target | HIP " << Context.HipTarget << " |\n";
}

static void printFamilies(const FileStatistics &Total, llvm::raw_ostream &OS) {
  std::set<std::string> Families;
  for (const auto &[Family, N] : Total.ConvertedByFamily)
    Families.insert(Family);
  for (const auto &[Family, N] : Total.UnconvertedByFamily)
    Families.insert(Family);
  if (Families.empty())
    return;
  OS << "\n### By API family\n\n| Family | Converted | Unconverted |\n|---|---:|---:|\n";
  for (const std::string &Family : Families) {
    OS << "| " << cell(Family) << " | " << countOf(Total.ConvertedByFamily, Family) << " | "
       << countOf(Total.UnconvertedByFamily, Family) << " |\n";
  }
}

static void printTopUnconverted(const FileStatistics &Total, llvm::raw_ostream &OS) {
  if (Total.UnconvertedByName.empty())
    return;
  std::vector<std::pair<std::string, unsigned>> Sorted(Total.UnconvertedByName.begin(),
                                                       Total.UnconvertedByName.end());
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const auto &A, const auto &B) { return A.second > B.second; });
  OS << "\n### Top unconverted APIs\n\n| API | References |\n|---|---:|\n";
  for (size_t I = 0; I < Sorted.size() && I < TopUnconverted; ++I)
    OS << "| " << code(Sorted[I].first) << " | " << Sorted[I].second << " |\n";
  if (Sorted.size() > TopUnconverted)
    OS << "\n" << Sorted.size() - TopUnconverted << " more in the JSON or CSV report.\n";
}

// One row per hazard ID: every finding that is not an unconverted reference.
static void printHazards(const RunStatistics &Run, const FileStatistics &Total,
                         const ReportContext &Context, llvm::raw_ostream &OS) {
  std::map<std::string, const FileFinding *> First;
  std::map<std::string, std::string> FirstPath;
  for (const FileStatistics &File : Run.Files)
    for (const FileFinding &F : File.Findings)
      if (!F.Unconverted && !First.count(F.Id)) {
        First[F.Id] = &F;
        FirstPath[F.Id] = File.Path;
      }
  if (First.empty())
    return;
  std::map<std::string, unsigned> NewById = newFindingsById(Run);
  OS << "\n### Hazards\n\n| Diagnostic | Severity | Count |"
     << (Context.BaselineApplied ? " New |" : "") << " First occurrence |\n|---|---|---:|"
     << (Context.BaselineApplied ? "---:|" : "") << "---|\n";
  for (const auto &[Id, F] : First) {
    OS << "| [" << Id << "](" << diagnosticLink(Context, Id) << ") | " << severityName(F->Level)
       << " | " << countOf(Total.FindingsById, Id) << " |";
    if (Context.BaselineApplied)
      OS << " " << NewById[Id] << " |";
    OS << " " << code(FirstPath[Id] + ":" + std::to_string(F->Line)) << ": " << cell(F->Message)
       << " |\n";
  }
}

std::string markdownReport(const RunStatistics &Run, const ReportContext &Context) {
  FileStatistics Total = Run.totals();
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "## cu2hip migration report\n\n";
  printSummary(Run, Total, Context, OS);
  printFamilies(Total, OS);
  printTopUnconverted(Total, OS);
  printHazards(Run, Total, Context, OS);
  return Text;
}

} // namespace cu2hip
