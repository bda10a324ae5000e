// prepare.json in a fixed key order, and its reader.
#include "PreparationRecord.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace cu2hip {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::pair<TierStatus, const char *> StatusNames[] = {
    {TierStatus::Pass, "pass"},
    {TierStatus::Fail, "fail"},
    {TierStatus::Skipped, "skipped"},
    {TierStatus::Unsupported, "unsupported"},
    {TierStatus::UnexpectedPass, "unexpected-pass"},
};

Json tierToJson(const TierResult &T) {
  Json J;
  J["status"] = tierStatusName(T.Status);
  J["detail"] = T.Detail;
  J["error_lines"] = T.ErrorLines;
  J["log"] = T.Log;
  J["seconds"] = std::round(T.Seconds * 10) / 10;
  return J;
}

TierResult tierFromJson(const Json &J) {
  TierResult T;
  std::string Status = J.at("status").get<std::string>();
  bool Known = false;
  for (const auto &[Value, Name] : StatusNames)
    if (Status == Name) {
      T.Status = Value;
      Known = true;
    }
  if (!Known)
    throw std::runtime_error("unknown tier status '" + Status + "'");
  T.Detail = J.at("detail").get<std::string>();
  T.ErrorLines = J.at("error_lines").get<std::vector<std::string>>();
  T.Log = J.at("log").get<std::string>();
  T.Seconds = J.at("seconds").get<double>();
  return T;
}

Json fileToJson(const TranslatedFile &F) {
  Json J;
  J["file"] = F.File;
  J["parsed"] = F.Parsed;
  J["converted"] = F.Converted;
  J["unconverted"] = F.Unconverted;
  J["warnings"] = F.Warnings;
  J["findings"] = F.Findings;
  J["errors"] = F.Errors;
  return J;
}

TranslatedFile fileFromJson(const Json &J) {
  TranslatedFile F;
  F.File = J.at("file").get<std::string>();
  F.Parsed = J.at("parsed").get<bool>();
  F.Converted = J.at("converted").get<unsigned>();
  F.Unconverted = J.at("unconverted").get<unsigned>();
  F.Warnings = J.at("warnings").get<unsigned>();
  F.Findings = J.at("findings").get<std::vector<std::string>>();
  F.Errors = J.at("errors").get<std::vector<std::string>>();
  return F;
}

} // namespace

const char *tierStatusName(TierStatus Status) {
  for (const auto &[Value, Name] : StatusNames)
    if (Value == Status)
      return Name;
  return "?";
}

bool tierStatusIsFailure(TierStatus Status) {
  return Status == TierStatus::Fail || Status == TierStatus::UnexpectedPass;
}

unsigned FixturePreparation::unconverted() const {
  unsigned N = 0;
  for (const TranslatedFile &F : Files)
    N += F.Unconverted;
  return N;
}

bool FixturePreparation::passed() const {
  if (!translationComplete() || tierStatusIsFailure(NvidiaBuild.Status))
    return false;
  for (const auto &[Arch, Tier] : Amd)
    if (tierStatusIsFailure(Tier.Status))
      return false;
  return true;
}

std::string preparationToJson(const FixturePreparation &P) {
  Json J;
  J["format"] = 1;
  J["name"] = P.Name;
  J["translated"] = P.Translated;
  J["files"] = Json::array();
  for (const TranslatedFile &F : P.Files)
    J["files"].push_back(fileToJson(F));
  J["amd"] = Json::object();
  for (const auto &[Arch, Tier] : P.Amd)
    J["amd"][Arch] = tierToJson(Tier);
  J["nvidia_build"] = tierToJson(P.NvidiaBuild);
  return J.dump(2) + "\n";
}

llvm::Expected<FixturePreparation> preparationFromJson(llvm::StringRef Text,
                                                       const std::string &Where) {
  try {
    Json J = Json::parse(Text.begin(), Text.end());
    if (J.at("format").get<int>() != 1)
      return llvm::createStringError(Where + ": unknown format (rerun 'validate prepare')");
    FixturePreparation P;
    P.Name = J.at("name").get<std::string>();
    P.Translated = J.at("translated").get<bool>();
    for (const Json &F : J.at("files"))
      P.Files.push_back(fileFromJson(F));
    for (const auto &Item : J.at("amd").items())
      P.Amd.emplace_back(Item.key(), tierFromJson(Item.value()));
    P.NvidiaBuild = tierFromJson(J.at("nvidia_build"));
    return P;
  } catch (const std::exception &E) {
    return llvm::createStringError(Where + ": " + E.what());
  }
}

} // namespace cu2hip
