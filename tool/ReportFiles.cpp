// Writing --report files and applying --baseline and --fail-on at the end of a run.
#include "ReportFiles.h"

#include "mappings/MappingTable.h"
#include "project/OutputWriter.h"
#include "report/ApiFamilies.h"
#include "report/Baseline.h"
#include "report/CsvReport.h"
#include "report/EffortEstimate.h"
#include "report/HtmlReport.h"
#include "report/JsonReport.h"
#include "report/MarkdownReport.h"
#include "report/ReportReader.h"
#include "report/SarifReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

namespace cu2hip {

static std::string absolute(const std::string &Path) {
  llvm::SmallString<256> Abs(Path.empty() ? "." : Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

// Path below Root as a relative path with '/' separators; other paths stay absolute.
static std::string relativeTo(const std::string &Path, const std::string &Root) {
  std::string Abs = absolute(Path);
  std::string Prefix = Root.back() == '/' ? Root : Root + "/";
  if (Abs.rfind(Prefix, 0) != 0)
    return Abs;
  return llvm::sys::path::convert_to_slash(Abs.substr(Prefix.size()));
}

llvm::Expected<ReportSession> prepareReports(const RunOptions &Options, const MappingTable &Table,
                                             const std::string &ToolVersion) {
  ReportSession S;
  S.Options = Options.Reports;
  S.Table = &Table;
  S.Quiet = Options.Quiet;
  S.Root = absolute(S.Options.Root);
  S.Context.ToolVersion = ToolVersion;
  S.Context.HipTarget = (Options.HipVersion ? *Options.HipVersion : Table.newestHipVersion()).str();
  S.Context.IncludeTimes = !S.Options.NoTimes;
  S.Context.DocsUrl = S.Options.DocsUrl;
  if (!S.Options.Baseline.empty()) {
    auto Loaded = readJsonReport(S.Options.Baseline);
    if (!Loaded)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "--baseline: " + llvm::toString(Loaded.takeError()));
    S.Baseline = std::move(Loaded->Run);
    S.Context.BaselineApplied = true;
  }
  return S;
}

static std::string fileUri(const std::string &Root) {
  std::string Uri = "file://" + uriReference(Root);
  return Uri.back() == '/' ? Uri : Uri + "/";
}

static llvm::Error writeReport(const ReportRequest &R, const RunStatistics &Stats,
                               const ReportSession &S) {
  switch (R.Format) {
  case ReportFormat::Json:
    return writeFileAtomically(R.Path, jsonReportText(Stats, S.Context));
  case ReportFormat::Markdown:
    return writeFileAtomically(R.Path, markdownReport(Stats, S.Context));
  case ReportFormat::Sarif:
    return writeFileAtomically(R.Path,
                               sarifReport(Stats, S.Context, fileUri(S.Root)).dump(2) + "\n");
  case ReportFormat::Csv:
    if (llvm::Error E = writeFileAtomically(R.Path, csvFileReport(Stats, S.Context)))
      return E;
    return writeFileAtomically(csvFindingsPath(R.Path), csvFindingsReport(Stats, S.Context));
  case ReportFormat::Html: { // with the effort estimate of the built-in model, as analyze shows it
    const EffortModel &Model = builtinEffortModel();
    FamilyCoverages Coverages = familyCoveragesFromTable(*S.Table);
    ProjectEstimate Estimate =
        estimateEffort(Stats.Files, Model, familiesFromTable(*S.Table), &Coverages);
    return writeFileAtomically(R.Path, renderHtmlReport(Stats.Files, Estimate, Model));
  }
  }
  return llvm::Error::success();
}

static void completeStatistics(const ReportSession &S, RunStatistics &Stats) {
  for (FileStatistics &F : Stats.Files)
    F.Path = relativeTo(F.Path, S.Root);
  // Sorted, so that `report merge` of shard reports equals the report of one run.
  std::stable_sort(
      Stats.Files.begin(), Stats.Files.end(),
      [](const FileStatistics &A, const FileStatistics &B) { return A.Path < B.Path; });
  assignApiFamilies(Stats, *S.Table);
  if (S.Baseline)
    applyBaseline(Stats, *S.Baseline);
}

int finishReports(const ReportSession &S, RunStatistics &Stats, int RunExit) {
  if (Stats.Refused || (S.Options.Requests.empty() && !S.Baseline && !S.Options.Gate.active()))
    return RunExit;
  completeStatistics(S, Stats);
  int Exit = RunExit;
  for (const ReportRequest &R : S.Options.Requests)
    if (llvm::Error E = writeReport(R, Stats, S)) {
      llvm::errs() << "cu2hip: error: report '" << R.Path
                   << "' not written: " << llvm::toString(std::move(E)) << "\n";
      Exit = Exit ? Exit : ExitInputError;
    }
  if (S.Baseline && !S.Quiet)
    llvm::errs() << "cu2hip: baseline: " << newFindingCount(Stats) << " new finding(s) since '"
                 << S.Options.Baseline << "'\n";
  CiVerdict Verdict = evaluateCiPolicy(Stats, S.Options.Gate);
  for (const std::string &Reason : Verdict.Reasons)
    llvm::errs() << "cu2hip: CI check failed: " << Reason << "\n";
  if (Verdict.Failed && Exit == ExitSuccess)
    Exit = ExitFindings;
  return Exit;
}

} // namespace cu2hip
