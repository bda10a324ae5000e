// JSON report -> statistics model, the inverse of JsonReport.cpp.
#include "ReportReader.h"

#include "JsonReport.h"

#include "llvm/Support/MemoryBuffer.h"

namespace cu2hip {

using Json = nlohmann::json;

static std::map<std::string, unsigned> countMap(const Json &Object) {
  std::map<std::string, unsigned> Counts;
  for (const auto &[Key, Value] : Object.items())
    Counts[Key] = Value.get<unsigned>();
  return Counts;
}

static void readCounts(const Json &J, FileStatistics &S) {
  S.LinesTotal = J.at("lines_total").get<unsigned>();
  S.LinesChanged = J.at("lines_changed").get<unsigned>();
  S.BytesTotal = J.at("bytes_total").get<size_t>();
  S.Converted = J.at("references_converted").get<unsigned>();
  // Reports of cu2hip before 0.1.1 lack it (and counted such references as converted).
  S.AlreadyPortable = J.value("references_already_portable", 0u);
  S.Unconverted = J.at("references_unconverted").get<unsigned>();
  S.Unsupported = J.at("references_unsupported").get<unsigned>();
  S.IncludesRewritten = J.at("includes_rewritten").get<unsigned>();
  S.AstEdits = J.at("edits_ast").get<unsigned>();
  S.TokenEdits = J.at("edits_token").get<unsigned>();
  S.Suppressed = J.at("findings_suppressed").get<unsigned>();
  S.ConvertedByFamily = countMap(J.at("converted_by_family"));
  S.UnconvertedByFamily = countMap(J.at("unconverted_by_family"));
  S.ConvertedByName = countMap(J.at("converted_by_name"));
  S.UnconvertedByName = countMap(J.at("unconverted_by_name"));
  S.FindingsById = countMap(J.at("findings_by_id"));
  S.FindingsBySeverity = countMap(J.at("findings_by_severity"));
  S.FindingsByCategory = countMap(J.at("findings_by_category"));
}

static FileFinding readFinding(const Json &J) {
  FileFinding F;
  F.Id = J.at("id").get<std::string>();
  std::string Level = J.at("severity").get<std::string>();
  if (std::optional<Severity> Known = parseSeverity(Level))
    F.Level = *Known;
  else
    throw std::runtime_error("unknown severity '" + Level + "'");
  F.Category = J.at("category").get<std::string>();
  F.Rule = J.value("rule", ""); // absent in reports written before the rule registry
  F.Line = J.at("line").get<unsigned>();
  F.Column = J.at("column").get<unsigned>();
  F.Message = J.at("message").get<std::string>();
  F.Snippet = J.at("snippet").get<std::string>();
  F.Api = J.at("api").get<std::string>();
  F.Unconverted = J.at("unconverted").get<bool>();
  F.Unsupported = J.at("unsupported").get<bool>();
  F.LowConfidence = J.at("confidence").get<std::string>() == "low";
  if (J.contains("baseline"))
    F.Baseline = J.at("baseline").get<std::string>();
  return F;
}

static FileStatistics readFile(const Json &J) {
  FileStatistics S;
  S.Path = J.at("path").get<std::string>();
  std::string Mode = J.at("mode").get<std::string>();
  if (std::optional<FileMode> Known = parseFileMode(Mode))
    S.Mode = *Known;
  else
    throw std::runtime_error("unknown file mode '" + Mode + "'");
  if (J.contains("output")) { // reports before the key have none
    std::string Output = J["output"].get<std::string>();
    std::optional<OutputState> State = parseOutputState(Output);
    if (!State)
      throw std::runtime_error("unknown output state '" + Output + "'");
    S.Output = *State;
  }
  readCounts(J, S);
  for (const Json &F : J.at("findings"))
    S.Findings.push_back(readFinding(F));
  if (J.contains("times")) {
    S.ParseSeconds = J["times"].at("parse_seconds").get<double>();
    S.RewriteSeconds = J["times"].at("rewrite_seconds").get<double>();
    if (J["times"].contains("cpu_seconds")) // reports of earlier releases have none
      S.CpuSeconds = J["times"]["cpu_seconds"].get<double>();
  }
  return S;
}

llvm::Expected<LoadedReport> parseJsonReport(const std::string &Text, const std::string &Name) {
  auto Fail = [&](const std::string &Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "'" + Name + "' is not a cu2hip JSON report: " + Why);
  };
  Json J = Json::parse(Text, nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object())
    return Fail("not a JSON object");
  if (!J.contains("schema_version") || !J["schema_version"].is_number_integer())
    return Fail("no 'schema_version'");
  if (J["schema_version"].get<int>() != ReportSchemaVersion)
    return Fail("schema version " + J["schema_version"].dump() + ", this cu2hip reads " +
                std::to_string(ReportSchemaVersion));
  try {
    LoadedReport R;
    R.Context.ToolVersion = J.at("tool").at("version").get<std::string>();
    R.Context.HipTarget = J.at("tool").at("hip_target").get<std::string>();
    R.Context.BaselineApplied = J.at("baseline_applied").get<bool>();
    R.Context.IncludeTimes = J.contains("times");
    for (const Json &F : J.at("files"))
      R.Run.Files.push_back(readFile(F));
    return R;
  } catch (const std::exception &E) { // nlohmann's, or an unknown file mode
    return Fail(E.what());
  }
}

llvm::Expected<LoadedReport> readJsonReport(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read report '" + Path +
                                                          "': " + Buffer.getError().message());
  return parseJsonReport((*Buffer)->getBuffer().str(), Path);
}

} // namespace cu2hip
