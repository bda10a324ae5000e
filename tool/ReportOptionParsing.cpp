// Parsing --report, --report-format, --report-no-times, --report-root, --report-docs-url,
// --baseline, --fail-on and --max-unconverted.
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

// "--flag=value" or "--flag value".
static std::optional<std::string> valueOf(const std::vector<std::string> &Args, size_t &I,
                                          const std::string &Flag, std::string &Error) {
  const std::string &Arg = Args[I];
  if (Arg.rfind(Flag + "=", 0) == 0)
    return Arg.substr(Flag.size() + 1);
  if (I + 1 >= Args.size() || Args[I + 1].empty()) {
    Error = "option '" + Flag + "' needs a value";
    return std::nullopt;
  }
  return Args[++I];
}

static bool parseCount(const std::string &Value, unsigned &Out) {
  if (Value.empty() || Value.size() > 9 || Value.find_first_not_of("0123456789") != std::string::npos)
    return false;
  Out = static_cast<unsigned>(std::stoul(Value));
  return true;
}

static bool apply(const std::string &Flag, const std::string &V, ReportOptions &O,
                  std::string &Error) {
  if (Flag == "--report")
    O.Paths.push_back(V);
  else if (Flag == "--report-root")
    O.Root = V;
  else if (Flag == "--report-docs-url")
    O.DocsUrl = V;
  else if (Flag == "--baseline")
    O.Baseline = V;
  else if (Flag == "--fail-on")
    return parseFailOn(V, O.Gate, Error);
  else if (Flag == "--report-format") {
    if (!formatNamed(V)) {
      Error = "option '--report-format' takes json, md, csv or sarif, not '" + V + "'";
      return false;
    }
    O.Format = V;
  } else if (Flag == "--max-unconverted") {
    unsigned N = 0;
    if (!parseCount(V, N)) {
      Error = "option '--max-unconverted' takes a count (e.g. 0 or 25), not '" + V + "'";
      return false;
    }
    O.Gate.MaxUnconverted = N;
  }
  return true;
}

int takeReportOption(const std::vector<std::string> &Args, size_t &I, ReportOptions &O,
                     std::string &Error) {
  const std::string &Arg = Args[I];
  if (Arg == "--report-no-times") {
    O.NoTimes = true;
    return 1;
  }
  for (const char *Flag : {"--report", "--report-format", "--report-root", "--report-docs-url",
                           "--baseline", "--fail-on", "--max-unconverted"}) {
    std::string F = Flag;
    if (Arg != F && Arg.rfind(F + "=", 0) != 0)
      continue;
    auto Value = valueOf(Args, I, F, Error);
    return Value && apply(F, *Value, O, Error) ? 1 : -1;
  }
  return 0;
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
