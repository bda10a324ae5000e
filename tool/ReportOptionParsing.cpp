// The options of reports and CI mode, and the check of each --report's format.
#include "ReportOptionParsing.h"

#include <optional>

namespace cu2hip {

static bool endsWith(const std::string &Text, const std::string &Suffix) {
  return Text.size() >= Suffix.size() &&
         Text.compare(Text.size() - Suffix.size(), Suffix.size(), Suffix) == 0;
}

static std::optional<ReportFormat> formatNamed(const std::string &Name) {
  if (Name == "json")
    return ReportFormat::Json;
  if (Name == "md" || Name == "markdown")
    return ReportFormat::Markdown;
  if (Name == "csv")
    return ReportFormat::Csv;
  if (Name == "sarif")
    return ReportFormat::Sarif;
  if (Name == "html")
    return ReportFormat::Html;
  return std::nullopt;
}

static std::optional<ReportFormat> formatOfPath(const std::string &Path) {
  // .sarif.json first: it also ends in .json.
  if (endsWith(Path, ".sarif") || endsWith(Path, ".sarif.json"))
    return ReportFormat::Sarif;
  if (endsWith(Path, ".json"))
    return ReportFormat::Json;
  if (endsWith(Path, ".md") || endsWith(Path, ".markdown"))
    return ReportFormat::Markdown;
  if (endsWith(Path, ".csv"))
    return ReportFormat::Csv;
  if (endsWith(Path, ".html") || endsWith(Path, ".htm"))
    return ReportFormat::Html;
  return std::nullopt;
}

static bool parseCount(const std::string &Value, unsigned &Out) {
  if (Value.empty() || Value.size() > 9 ||
      Value.find_first_not_of("0123456789") != std::string::npos)
    return false;
  Out = static_cast<unsigned>(std::stoul(Value));
  return true;
}

void addReportOptions(OptionTable &T, ReportOptions &O) {
  T.text("Reports and CI mode (docs/usage.md#reports-and-ci-mode):");
  T.value(
       {"--report"}, "FILE",
       "write a report; format from the name: .json, .md, .csv (and\n"
       "FILE.findings.csv), .sarif or .sarif.json; repeatable",
       [&O](const std::string &V, std::string &) {
         O.Paths.push_back(V);
         return true;
       },
       OptionEffect::Report)
      .Example = "report.json";
  T.value(
       {"--report-format"}, "F", "json, md, csv or sarif, whatever the names say",
       [&O](const std::string &V, std::string &Error) {
         if (!formatNamed(V))
           Error = "option '--report-format' takes json, md, csv or sarif, not '" + V + "'";
         O.Format = V;
         return Error.empty();
       },
       OptionEffect::Report)
      .Example = "json";
  T.flag({"--report-no-times"}, "leave timings out, so the reports of two runs diff cleanly",
         O.NoTimes, OptionEffect::Report);
  T.value({"--report-root"}, "DIR", "paths in reports relative to DIR (default: current directory)",
          O.Root, OptionEffect::Report)
      .Example = ".";
  T.value({"--report-docs-url"}, "URL",
          "where docs/diagnostics.md is, for links (default: that path)", O.DocsUrl,
          OptionEffect::Report)
      .Example = "https://example.org/diagnostics.md";
  T.value({"--baseline"}, "OLD.json", "findings already in this earlier JSON report are not new",
          O.Baseline, OptionEffect::Report)
      .Example = "old.json";
  T.value(
       {"--fail-on"}, "LIST",
       "exit 1 on new: unsupported, hazard:error, hazard:warning, unconverted",
       [&O](const std::string &V, std::string &Error) { return parseFailOn(V, O.Gate, Error); },
       OptionEffect::Report)
      .Example = "unsupported";
  T.value(
       {"--max-unconverted"}, "N", "exit 1 when more than N new unconverted references remain",
       [&O](const std::string &V, std::string &Error) {
         unsigned N = 0;
         if (!parseCount(V, N))
           Error = "option '--max-unconverted' takes a count (e.g. 0 or 25), not '" + V + "'";
         O.Gate.MaxUnconverted = N;
         return Error.empty();
       },
       OptionEffect::Report)
      .Example = "0";
  T.text("  cu2hip report merge A.json B.json... -o OUT.json   combine per-shard JSON reports");
}

bool checkReportOptions(ReportOptions &O, std::string &Error) {
  O.Requests.clear();
  for (const std::string &Path : O.Paths) {
    auto Format = O.Format.empty() ? formatOfPath(Path) : formatNamed(O.Format);
    if (!Format) {
      Error = "cannot tell the format of report '" + Path +
              "' from its name (.json, .md, .csv, .sarif); add --report-format";
      return false;
    }
    O.Requests.push_back({Path, *Format});
  }
  return true;
}

} // namespace cu2hip
