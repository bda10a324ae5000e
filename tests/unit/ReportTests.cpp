// The machine-readable reports: the findings in the statistics model, JSON round trips,
// baseline matching, CI checks, CSV quoting, merging, Markdown links and SARIF fields.
#include "TranslateSnippet.h"

#include "report/Baseline.h"
#include "report/CiGate.h"
#include "report/CsvReport.h"
#include "report/JsonReport.h"
#include "report/MarkdownReport.h"
#include "report/ReportMerge.h"
#include "report/ReportReader.h"
#include "report/SarifReport.h"
#include "rewriters/TranslationStatistics.h"
#include "tool/ReportOptionParsing.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

FileFinding hazard(const std::string &Id, unsigned Line, const std::string &Snippet,
                   Severity Level = Severity::Warning) {
  FileFinding F;
  F.Id = Id;
  F.Level = Level;
  F.Category = "warp-size";
  F.Message = "a message, with a comma | and a pipe";
  F.Line = Line;
  F.Column = 5;
  F.Snippet = Snippet;
  return F;
}

FileFinding unconverted(const std::string &Api, unsigned Line, bool Unsupported) {
  FileFinding F = hazard(Unsupported ? "CU2HIP-U001" : "CU2HIP-U002", Line, "    " + Api + "();");
  F.Category = "unsupported-api";
  F.Api = Api;
  F.Unconverted = true;
  F.Unsupported = Unsupported;
  return F;
}

FileStatistics fileWith(const std::string &Path, std::vector<FileFinding> Findings) {
  FileStatistics S;
  S.Path = Path;
  S.Mode = FileMode::Ast;
  S.LinesTotal = 40;
  S.Converted = 7;
  S.ConvertedByName = {{"cudaMalloc", 4}, {"cudaFree", 3}};
  S.ConvertedByFamily = {{"runtime", 7}};
  S.ParseSeconds = 0.25;
  S.CpuSeconds = 0.3;
  for (const FileFinding &F : Findings) {
    ++S.FindingsById[F.Id];
    ++S.FindingsBySeverity[severityName(F.Level)];
    ++S.FindingsByCategory[F.Category];
    if (F.Unconverted) {
      ++S.Unconverted;
      S.Unsupported += F.Unsupported;
      ++S.UnconvertedByName[F.Api];
      ++S.UnconvertedByFamily["runtime"];
    }
  }
  S.Findings = std::move(Findings);
  return S;
}

ReportContext context() {
  ReportContext C;
  C.ToolVersion = "0.1.0";
  C.HipTarget = "6.4";
  return C;
}

} // namespace

TEST_CASE("the statistics model keeps each finding with its source line") {
  std::string Source = "#include <cuda_runtime.h>\n"
                       "void reset() {\n"
                       "  cudaCtxResetPersistingL2Cache();\n"
                       "}\n";
  TranslationOptions Options;
  Options.TargetHip = ApiVersion{5, 2};
  FileTranslation T = testing::translateSnippet("/tmp/reset.cu", Source, Options);
  FileStatistics S = collectFileStatistics(T);
  unsigned Counted = 0;
  for (const auto &[Id, N] : S.FindingsById)
    Counted += N;
  REQUIRE(S.Findings.size() == Counted);
  const FileFinding *U001 = nullptr;
  for (const FileFinding &F : S.Findings)
    if (F.Id == "CU2HIP-U001")
      U001 = &F;
  REQUIRE(U001);
  CHECK(U001->Line == 3);
  CHECK(U001->Column == 3);
  CHECK(U001->Snippet == "  cudaCtxResetPersistingL2Cache();");
  CHECK(U001->Api == "cudaCtxResetPersistingL2Cache");
  CHECK(U001->Unconverted);
  CHECK(U001->Unsupported);
  CHECK(U001->Level == Severity::Warning);
  CHECK(S.FindingsBySeverity.at("warning") >= 1);
}

TEST_CASE("a JSON report reads back into the model it was written from") {
  RunStatistics Run;
  Run.Files = {fileWith("src/a.cu", {hazard("CU2HIP-W010", 3, "  if (lane < 32)"),
                                     unconverted("cudaCtxResetPersistingL2Cache", 9, true)}),
               fileWith("src/b.cu", {})};
  for (bool Times : {true, false}) {
    ReportContext C = context();
    C.IncludeTimes = Times;
    std::string Text = jsonReportText(Run, C);
    auto Back = parseJsonReport(Text, "r.json");
    REQUIRE(bool(Back));
    CHECK(Back->Context.IncludeTimes == Times);
    CHECK(jsonReportText(Back->Run, Back->Context) == Text);
    CHECK((Text.find("parse_seconds") != std::string::npos) == Times);
    CHECK((Text.find("\"cpu_seconds\": 0.6") != std::string::npos) == Times); // 2 files
  }
  auto Json = jsonReport(Run, context());
  CHECK(Json["summary"]["references_unconverted"] == 1);
  CHECK(Json["summary"]["references_converted"] == 14);
  CHECK(Json["summary"]["percent_converted"] == 93.3);
  CHECK(Json.begin().key() == "schema_version");
}

TEST_CASE("a report of another schema version or not a report at all is refused by name") {
  auto Old = parseJsonReport(R"({"schema_version": 99, "files": []})", "old.json");
  REQUIRE_FALSE(bool(Old));
  std::string Message = llvm::toString(Old.takeError());
  CHECK_THAT(Message, Catch::Contains("old.json") && Catch::Contains("99"));
  auto Junk = parseJsonReport("[1, 2]", "junk.json");
  REQUIRE_FALSE(bool(Junk));
  CHECK_THAT(llvm::toString(Junk.takeError()), Catch::Contains("junk.json"));
  auto Partial = parseJsonReport(R"({"schema_version": 1, "tool": {}})", "partial.json");
  REQUIRE_FALSE(bool(Partial));
  CHECK_THAT(llvm::toString(Partial.takeError()), Catch::Contains("partial.json"));
}

TEST_CASE("baseline matching survives shifted lines but not changed code") {
  RunStatistics Before;
  Before.Files = {fileWith(
      "a.cu", {hazard("CU2HIP-W010", 10, "  if (lane < 32)"), unconverted("cudaFoo", 20, false)})};
  RunStatistics After;
  After.Files = {fileWith(
      "a.cu", {hazard("CU2HIP-W010", 14, "\tif (lane  <  32)"), unconverted("cudaFoo", 24, false),
               unconverted("cudaFoo", 30, false), hazard("CU2HIP-W010", 40, "  if (lane < 16)")})};
  // The same line text in another file is another finding.
  After.Files.push_back(fileWith("b.cu", {hazard("CU2HIP-W010", 10, "  if (lane < 32)")}));
  applyBaseline(After, Before);
  const auto &A = After.Files[0].Findings;
  CHECK(A[0].Baseline == "unchanged"); // moved by 4 lines, re-indented
  CHECK(A[1].Baseline == "unchanged");
  CHECK(A[2].Baseline == "new"); // a second identical call: the baseline had one
  CHECK(A[3].Baseline == "new"); // different code
  CHECK(After.Files[1].Findings[0].Baseline == "new");
  CHECK(newFindingCount(After) == 3);
}

TEST_CASE("CI checks count new findings against each condition") {
  RunStatistics Run;
  Run.Files = {fileWith(
      "a.cu", {hazard("CU2HIP-W010", 3, "x"), hazard("CU2HIP-N003", 1, "y", Severity::Note),
               unconverted("cudaFoo", 5, false), unconverted("cudaBar", 6, true)})};
  std::string Error;
  CiPolicy None;
  CHECK_FALSE(None.active());
  CHECK_FALSE(evaluateCiPolicy(Run, None).Failed);

  CiPolicy Unsupported;
  REQUIRE(parseFailOn("unsupported", Unsupported, Error));
  auto V = evaluateCiPolicy(Run, Unsupported);
  CHECK(V.Failed);
  REQUIRE(V.Reasons.size() == 1);
  CHECK_THAT(V.Reasons[0], Catch::StartsWith("1 "));

  CiPolicy HazardError;
  REQUIRE(parseFailOn("hazard:error", HazardError, Error));
  CHECK_FALSE(evaluateCiPolicy(Run, HazardError).Failed); // a warning and a note only
  CiPolicy HazardWarning;
  REQUIRE(parseFailOn("hazard:warning", HazardWarning, Error));
  CHECK(evaluateCiPolicy(Run, HazardWarning).Failed);

  CiPolicy Limit;
  Limit.MaxUnconverted = 2;
  CHECK(Limit.active());
  CHECK_FALSE(evaluateCiPolicy(Run, Limit).Failed); // 2 unconverted, 2 allowed
  Limit.MaxUnconverted = 1;
  CHECK(evaluateCiPolicy(Run, Limit).Failed);
  CiPolicy Unconverted;
  REQUIRE(parseFailOn("unconverted,unsupported", Unconverted, Error));
  CHECK(Unconverted.unconvertedLimit() == 0u);

  // With a baseline, only new findings count.
  for (FileFinding &F : Run.Files[0].Findings)
    F.Baseline = "unchanged";
  CHECK_FALSE(evaluateCiPolicy(Run, Unconverted).Failed);
  CHECK_FALSE(evaluateCiPolicy(Run, HazardWarning).Failed);

  CiPolicy Bad;
  CHECK_FALSE(parseFailOn("unsupported,hazards", Bad, Error));
  CHECK_THAT(Error, Catch::Contains("'hazards'") && Catch::Contains("--fail-on"));
}

TEST_CASE("CSV fields are quoted as RFC 4180 says") {
  CHECK(csvField("plain") == "plain");
  CHECK(csvField("a,b") == "\"a,b\"");
  CHECK(csvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(csvField("two\nlines") == "\"two\nlines\"");
  CHECK(csvField("  indented") == "\"  indented\"");
  CHECK(csvFindingsPath("out/report.csv") == "out/report.findings.csv");
  CHECK(csvFindingsPath("report") == "report.findings.csv");

  RunStatistics Run;
  Run.Files = {fileWith("dir, with comma/a.cu", {hazard("CU2HIP-W010", 3, "if (x, y)")})};
  ReportContext C = context();
  C.IncludeTimes = false;
  std::string Files = csvFileReport(Run, C);
  CHECK_THAT(Files, Catch::Contains("\n\"dir, with comma/a.cu\",ast,40,"));
  CHECK_THAT(Files, Catch::Contains("\nTOTAL,,40,"));
  CHECK_THAT(Files, !Catch::Contains("seconds"));
  std::string Findings = csvFindingsReport(Run, C);
  CHECK_THAT(Findings,
             Catch::Contains(",3,5,CU2HIP-W010,warning,warp-size,,"
                             "\"a message, with a comma | and a pipe\",\"if (x, y)\",high\n"));
}

TEST_CASE("merging shard reports gives the report of one run") {
  ReportContext C = context();
  RunStatistics All;
  All.Files = {fileWith("a.cu", {hazard("CU2HIP-W010", 3, "x")}), fileWith("b.cu", {}),
               fileWith("c.cu", {unconverted("cudaFoo", 2, false)})};
  LoadedReport ShardOne{C, {}}, ShardTwo{C, {}};
  ShardOne.Run.Files = {All.Files[2], All.Files[0]};
  ShardTwo.Run.Files = {All.Files[1]};
  auto Merged = mergeReports({ShardOne, ShardTwo});
  REQUIRE(bool(Merged));
  CHECK(jsonReportText(Merged->Run, Merged->Context) == jsonReportText(All, C));

  auto Twice = mergeReports({ShardOne, ShardOne});
  REQUIRE_FALSE(bool(Twice));
  CHECK_THAT(llvm::toString(Twice.takeError()),
             Catch::Contains("'c.cu' is in more than one report"));
  LoadedReport OtherTarget = ShardTwo;
  OtherTarget.Context.HipTarget = "5.2";
  auto Mixed = mergeReports({ShardOne, OtherTarget});
  REQUIRE_FALSE(bool(Mixed));
  CHECK_THAT(llvm::toString(Mixed.takeError()), Catch::Contains("5.2"));
}

TEST_CASE("the Markdown report links hazards to their docs anchor and escapes cells") {
  RunStatistics Run;
  Run.Files = {fileWith("a.cu", {hazard("CU2HIP-W010", 3, "x"), unconverted("cudaFoo", 2, false)})};
  std::string Text = markdownReport(Run, context());
  CHECK_THAT(Text, Catch::Contains("[CU2HIP-W010](docs/diagnostics.md#cu2hip-w010)"));
  CHECK_THAT(Text, Catch::Contains("with a comma \\| and a pipe"));
  CHECK_THAT(Text, Catch::Contains("| `cudaFoo` | 1 |"));
  CHECK_THAT(Text, Catch::Contains("| runtime | 7 | 1 |"));
  CHECK_THAT(Text, !Catch::Contains("New since baseline"));
}

TEST_CASE("SARIF results point at their rule, file and line") {
  CHECK(uriReference("src/my file#1.cu") == "src/my%20file%231.cu");
  RunStatistics Run;
  Run.Files = {fileWith("src/a.cu", {hazard("CU2HIP-W010", 3, "  if (lane < 32)")})};
  ReportContext C = context();
  C.DocsUrl = "https://example.org/docs/diagnostics.md";
  auto Log = sarifReport(Run, C, "file:///work/project/");
  const auto &SarifRun = Log["runs"][0];
  const auto &Result = SarifRun["results"][0];
  CHECK(Result["ruleId"] == "CU2HIP-W010");
  CHECK(Result["level"] == "warning");
  const auto &Rule = SarifRun["tool"]["driver"]["rules"][Result["ruleIndex"].get<size_t>()];
  CHECK(Rule["id"] == "CU2HIP-W010");
  CHECK(Rule["name"] == "HardCodedWarpWidth");
  CHECK(Rule["helpUri"] == "https://example.org/docs/diagnostics.md#cu2hip-w010");
  CHECK(Rule["help"]["text"] == diagnosticInfo(DiagnosticKind::HardCodedWarpWidth).Help);
  const auto &Location = Result["locations"][0]["physicalLocation"];
  CHECK(Location["artifactLocation"]["uri"] == "src/a.cu");
  CHECK(Location["region"]["startLine"] == 3);
  CHECK(Location["region"]["startColumn"] == 5);
  CHECK_FALSE(Result.contains("baselineState"));
  // A repository-relative docs path is no absolute URI: SARIF gets it in the help text only.
  auto Relative = sarifReport(Run, context(), "file:///work/project/");
  CHECK_FALSE(Relative["runs"][0]["tool"]["driver"]["rules"][0].contains("helpUri"));
}

TEST_CASE("report options: format from the name or --report-format") {
  std::vector<std::string> Args = {"--report",          "r.sarif.json",        "--report=r.md",
                                   "--report-no-times", "--max-unconverted=3", "--fail-on",
                                   "hazard:error"};
  ReportOptions O;
  std::string Error;
  OptionTable Table("", "", "");
  addReportOptions(Table, O);
  REQUIRE(Table.parse(Args, Error));
  REQUIRE(checkReportOptions(O, Error));
  REQUIRE(O.Requests.size() == 2);
  CHECK(O.Requests[0].Format == ReportFormat::Sarif);
  CHECK(O.Requests[1].Format == ReportFormat::Markdown);
  CHECK(O.NoTimes);
  CHECK(O.Gate.MaxUnconverted == 3u);
  CHECK(O.Gate.HazardError);

  ReportOptions Unknown;
  Unknown.Paths = {"report.txt"};
  CHECK_FALSE(checkReportOptions(Unknown, Error));
  CHECK_THAT(Error, Catch::Contains("'report.txt'"));
  Unknown.Format = "csv";
  CHECK(checkReportOptions(Unknown, Error));
  CHECK(Unknown.Requests[0].Format == ReportFormat::Csv);

  ReportOptions B;
  OptionTable BadTable("", "", "");
  addReportOptions(BadTable, B);
  CHECK_FALSE(BadTable.parse({"--max-unconverted", "many"}, Error));
  CHECK_THAT(Error, Catch::Contains("--max-unconverted") && Catch::Contains("'many'"));
  CHECK_FALSE(BadTable.parse({"--out-dir", "x"}, Error)); // not a report option
  CHECK(Error == "unknown option '--out-dir'");
}
