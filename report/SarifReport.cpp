// Writes the statistics model's findings as a SARIF 2.1.0 log (OASIS standard; checked
// against the official schema in tests/schemas/).
#include "SarifReport.h"

#include "Baseline.h"
#include "report/Diagnostics.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

namespace cu2hip {

using Json = nlohmann::ordered_json;

namespace {
// The catalogue's enumerator names are SARIF's readable rule names ("UnsupportedApi").
struct RuleName {
  DiagnosticKind Kind;
  const char *Name;
};
const RuleName RuleNames[] = {
#define CU2HIP_DIAGNOSTIC(Enum, ...) {DiagnosticKind::Enum, #Enum},
#include "report/DiagnosticCatalog.def"
};
} // namespace

std::string uriReference(const std::string &Path) {
  std::string Out;
  for (unsigned char Ch : Path) {
    if (std::isalnum(Ch) || std::string_view("-._~/").find(Ch) != std::string_view::npos) {
      Out += static_cast<char>(Ch);
    } else if (Ch == '\\') {
      Out += '/';
    } else {
      llvm::raw_string_ostream OS(Out);
      OS << llvm::format("%%%02X", Ch);
    }
  }
  return Out;
}

// The message with its {N} placeholders shown as "...": a one-line rule description.
static std::string messageTemplate(const char *Message) {
  std::string Text;
  for (const char *P = Message; *P; ++P) {
    if (*P == '{' && P[1] >= '0' && P[1] <= '9' && P[2] == '}') {
      Text += "...";
      P += 2;
    } else {
      Text += *P;
    }
  }
  return Text;
}

static bool isAbsoluteUrl(const std::string &Url) {
  size_t Colon = Url.find(':');
  return Colon != std::string::npos && Colon > 1 && Url.find('/') > Colon;
}

static Json rule(const RuleName &Entry, const ReportContext &Context) {
  const DiagnosticInfo &Info = diagnosticInfo(Entry.Kind);
  const DiagnosticDetails &Details = diagnosticDetails(Entry.Kind);
  std::string Link = diagnosticLink(Context, Info.Id);
  Json R;
  R["id"] = Info.Id;
  R["name"] = Entry.Name;
  R["shortDescription"] = Json{{"text", messageTemplate(Info.Message)}};
  R["fullDescription"] = Json{{"text", Details.AmdMeaning}};
  // SARIF wants helpUri absolute; a repository-relative docs path goes into the help text.
  if (isAbsoluteUrl(Link))
    R["helpUri"] = Link;
  R["help"] = Json{{"text", std::string(Info.Help)},
                   {"markdown", std::string(Info.Help) + "\n\nExample:\n\n```cuda\n" +
                                    Details.Example + "\n```\n\n[" + Info.Id + "](" + Link + ")"}};
  R["defaultConfiguration"] = Json{{"level", severityName(Info.Level)}};
  R["properties"] = Json{{"category", Info.Category}, {"tags", Json::array({Info.Category})}};
  return R;
}

static Json result(const FileStatistics &File, const FileFinding &F, const std::string &Key,
                   const std::map<std::string, size_t> &RuleIndex, const ReportContext &Context) {
  Json Region;
  Region["startLine"] = std::max(F.Line, 1u);
  Region["startColumn"] = std::max(F.Column, 1u);
  if (!F.Snippet.empty())
    Region["snippet"] = Json{{"text", F.Snippet}};
  Json R;
  R["ruleId"] = F.Id;
  if (auto It = RuleIndex.find(F.Id); It != RuleIndex.end())
    R["ruleIndex"] = It->second;
  R["level"] = severityName(F.Level);
  R["message"] = Json{{"text", F.Message}};
  R["locations"] = Json::array({Json{
      {"physicalLocation",
       Json{{"artifactLocation", Json{{"uri", uriReference(File.Path)}, {"uriBaseId", "SRCROOT"}}},
            {"region", std::move(Region)}}}}});
  // Line-independent, like --baseline's matching, so code scanning tracks moved results.
  R["partialFingerprints"] =
      Json{{"cu2hipFindingKey/v1", llvm::utohexstr(llvm::xxh3_64bits(Key), /*LowerCase=*/true)}};
  if (Context.BaselineApplied)
    R["baselineState"] = F.Baseline;
  // SARIF has no confidence field; a property bag is where tools put their own.
  R["properties"] = Json{{"confidence", F.LowConfidence ? "low" : "high"}};
  return R;
}

Json sarifReport(const RunStatistics &Run, const ReportContext &Context,
                 const std::string &BaseUri) {
  Json Rules = Json::array();
  std::map<std::string, size_t> RuleIndex;
  for (const RuleName &Entry : RuleNames) {
    RuleIndex[diagnosticInfo(Entry.Kind).Id] = Rules.size();
    Rules.push_back(rule(Entry, Context));
  }
  Json Results = Json::array();
  for (const FileStatistics &File : Run.Files) {
    std::vector<std::string> Keys = findingKeys(File);
    for (size_t I = 0; I < File.Findings.size(); ++I)
      Results.push_back(result(File, File.Findings[I], Keys[I], RuleIndex, Context));
  }
  Json Driver;
  Driver["name"] = "cu2hip";
  Driver["version"] = Context.ToolVersion;
  Driver["rules"] = std::move(Rules);
  Json RunJson;
  RunJson["tool"] = Json{{"driver", std::move(Driver)}};
  RunJson["invocations"] =
      Json::array({Json{{"executionSuccessful", Run.filesInMode(FileMode::Failed) == 0 &&
                                                    Run.filesInMode(FileMode::NotReached) == 0 &&
                                                    Run.outputsIn(OutputState::Failed) == 0}}});
  RunJson["originalUriBaseIds"] = Json{{"SRCROOT", Json{{"uri", BaseUri}}}};
  RunJson["results"] = std::move(Results);
  Json Log;
  Log["$schema"] = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/"
                   "sarif-schema-2.1.0.json";
  Log["version"] = "2.1.0";
  Log["runs"] = Json::array({std::move(RunJson)});
  return Log;
}

} // namespace cu2hip
