// Writes the statistics model as the JSON report. Key order is fixed here and in the
// schema; count maps come out sorted because the model keeps them in std::map.
#include "JsonReport.h"

#include <cmath>

namespace cu2hip {

using Json = nlohmann::ordered_json;

static Json countMap(const std::map<std::string, unsigned> &Counts) {
  Json Object = Json::object();
  for (const auto &[Key, Count] : Counts)
    Object[Key] = Count;
  return Object;
}

// The counts every file and the summary share, in one order.
static void addCounts(Json &Into, const FileStatistics &S) {
  Into["lines_total"] = S.LinesTotal;
  Into["lines_changed"] = S.LinesChanged;
  Into["bytes_total"] = S.BytesTotal;
  Into["references_converted"] = S.Converted;
  Into["references_already_portable"] = S.AlreadyPortable;
  Into["references_unconverted"] = S.Unconverted;
  Into["references_unsupported"] = S.Unsupported;
  Into["includes_rewritten"] = S.IncludesRewritten;
  Into["edits_ast"] = S.AstEdits;
  Into["edits_token"] = S.TokenEdits;
  Into["findings_suppressed"] = S.Suppressed;
  Into["converted_by_family"] = countMap(S.ConvertedByFamily);
  Into["unconverted_by_family"] = countMap(S.UnconvertedByFamily);
  Into["converted_by_name"] = countMap(S.ConvertedByName);
  Into["unconverted_by_name"] = countMap(S.UnconvertedByName);
  Into["findings_by_id"] = countMap(S.FindingsById);
  Into["findings_by_severity"] = countMap(S.FindingsBySeverity);
  Into["findings_by_category"] = countMap(S.FindingsByCategory);
}

static Json times(const FileStatistics &S) {
  return Json{{"parse_seconds", S.ParseSeconds},
              {"rewrite_seconds", S.RewriteSeconds},
              {"cpu_seconds", S.CpuSeconds}};
}

static Json finding(const FileFinding &F, const ReportContext &Context) {
  Json J;
  J["id"] = F.Id;
  J["severity"] = severityName(F.Level);
  J["category"] = F.Category;
  J["rule"] = F.Rule;
  J["line"] = F.Line;
  J["column"] = F.Column;
  J["message"] = F.Message;
  J["snippet"] = F.Snippet;
  J["api"] = F.Api;
  J["unconverted"] = F.Unconverted;
  J["unsupported"] = F.Unsupported;
  J["confidence"] = F.LowConfidence ? "low" : "high";
  if (Context.BaselineApplied)
    J["baseline"] = F.Baseline;
  return J;
}

static Json file(const FileStatistics &S, const ReportContext &Context) {
  Json J;
  J["path"] = S.Path;
  J["mode"] = fileModeName(S.Mode);
  J["output"] = outputStateName(S.Output);
  addCounts(J, S);
  Json Findings = Json::array();
  for (const FileFinding &F : S.Findings)
    Findings.push_back(finding(F, Context));
  J["findings"] = std::move(Findings);
  if (Context.IncludeTimes)
    J["times"] = times(S);
  return J;
}

static Json summary(const RunStatistics &Run, const FileStatistics &Total) {
  Json J;
  J["files"] = Run.Files.size();
  J["files_ast"] = Run.filesInMode(FileMode::Ast);
  J["files_fallback"] = Run.filesInMode(FileMode::Fallback);
  J["files_failed"] = Run.filesInMode(FileMode::Failed);
  J["files_build_script"] = Run.filesInMode(FileMode::BuildScript);
  J["files_not_reached"] = Run.filesInMode(FileMode::NotReached);
  J["outputs_written"] = Run.outputsIn(OutputState::Written) + Run.outputsIn(OutputState::UpToDate);
  J["outputs_failed"] = Run.outputsIn(OutputState::Failed);
  addCounts(J, Total);
  unsigned References = Total.Converted + Total.Unconverted;
  double Percent = References ? 100.0 * Total.Converted / References : 100.0;
  J["percent_converted"] = std::round(Percent * 10) / 10; // one decimal: stable across runs
  return J;
}

Json jsonReport(const RunStatistics &Run, const ReportContext &Context) {
  FileStatistics Total = Run.totals();
  Json J;
  J["schema_version"] = ReportSchemaVersion;
  J["tool"] =
      Json{{"name", "cu2hip"}, {"version", Context.ToolVersion}, {"hip_target", Context.HipTarget}};
  J["baseline_applied"] = Context.BaselineApplied;
  J["summary"] = summary(Run, Total);
  Json Files = Json::array();
  for (const FileStatistics &S : Run.Files)
    Files.push_back(file(S, Context));
  J["files"] = std::move(Files);
  if (Context.IncludeTimes)
    J["times"] = times(Total);
  return J;
}

std::string jsonReportText(const RunStatistics &Run, const ReportContext &Context) {
  return jsonReport(Run, Context).dump(2) + "\n";
}

} // namespace cu2hip
