// Writes the statistics model as two CSV tables.
#include "CsvReport.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

std::string csvField(const std::string &Text) {
  bool Quote = Text.find_first_of(",\"\r\n") != std::string::npos ||
               (!Text.empty() && (Text.front() == ' ' || Text.back() == ' '));
  if (!Quote)
    return Text;
  std::string Out = "\"";
  for (char Ch : Text) {
    if (Ch == '"')
      Out += '"';
    Out += Ch;
  }
  return Out + "\"";
}

static unsigned countOf(const std::map<std::string, unsigned> &Counts, const char *Key) {
  auto It = Counts.find(Key);
  return It == Counts.end() ? 0 : It->second;
}

static void printFileRow(const FileStatistics &S, const std::string &Mode,
                         const ReportContext &Context, llvm::raw_ostream &OS) {
  unsigned References = S.Converted + S.Unconverted;
  double Percent = References ? 100.0 * S.Converted / References : 100.0;
  OS << csvField(S.Path) << "," << Mode << "," << S.LinesTotal << "," << S.LinesChanged << ","
     << S.BytesTotal << "," << S.Converted << "," << S.AlreadyPortable << "," << S.Unconverted
     << "," << S.Unsupported << "," << llvm::format("%.1f", Percent) << "," << S.IncludesRewritten
     << "," << countOf(S.FindingsBySeverity, "error") << ","
     << countOf(S.FindingsBySeverity, "warning") << "," << countOf(S.FindingsBySeverity, "note")
     << "," << S.Suppressed;
  if (Context.IncludeTimes)
    OS << "," << llvm::format("%.3f", S.ParseSeconds) << ","
       << llvm::format("%.3f", S.RewriteSeconds);
  OS << "\n";
}

std::string csvFileReport(const RunStatistics &Run, const ReportContext &Context) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "path,mode,lines_total,lines_changed,bytes_total,references_converted,"
        "references_already_portable,references_unconverted,references_unsupported,"
        "percent_converted,includes_rewritten,"
        "errors,warnings,notes,suppressed";
  OS << (Context.IncludeTimes ? ",parse_seconds,rewrite_seconds\n" : "\n");
  for (const FileStatistics &S : Run.Files)
    printFileRow(S, std::string(fileModeName(S.Mode)), Context, OS);
  FileStatistics Total = Run.totals();
  Total.Path = "TOTAL";
  printFileRow(Total, "", Context, OS);
  return Text;
}

std::string csvFindingsReport(const RunStatistics &Run, const ReportContext &Context) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << "path,line,column,id,severity,category,api,message,snippet,confidence";
  OS << (Context.BaselineApplied ? ",baseline\n" : "\n");
  for (const FileStatistics &S : Run.Files)
    for (const FileFinding &F : S.Findings) {
      OS << csvField(S.Path) << "," << F.Line << "," << F.Column << "," << F.Id << ","
         << severityName(F.Level) << "," << csvField(F.Category) << "," << csvField(F.Api) << ","
         << csvField(F.Message) << "," << csvField(F.Snippet) << ","
         << (F.LowConfidence ? "low" : "high");
      if (Context.BaselineApplied)
        OS << "," << F.Baseline;
      OS << "\n";
    }
  return Text;
}

std::string csvFindingsPath(const std::string &ReportPath) {
  const std::string Ext = ".csv";
  bool HasCsvExt = ReportPath.size() > Ext.size() &&
                   ReportPath.compare(ReportPath.size() - Ext.size(), Ext.size(), Ext) == 0;
  std::string Stem = HasCsvExt ? ReportPath.substr(0, ReportPath.size() - Ext.size()) : ReportPath;
  return Stem + ".findings.csv";
}

} // namespace cu2hip
