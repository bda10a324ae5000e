// Loading the effort model's weights loudly: a weight without its reason is an error.
#include "EffortModel.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

namespace cu2hip {

const char *embeddedEffortModelJson(); // generated from report/effort_model.json

namespace {

using nlohmann::json;

// Thrown with the JSON path of the bad entry; parseEffortModel adds the file name.
struct ModelError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const json &field(const json &Object, const std::string &Key, const std::string &Where) {
  if (!Object.is_object() || !Object.contains(Key))
    throw ModelError(Where + ": missing \"" + Key + "\"");
  return Object.at(Key);
}

std::string text(const json &Object, const std::string &Key, const std::string &Where) {
  const json &Value = field(Object, Key, Where);
  if (!Value.is_string() || Value.get<std::string>().empty())
    throw ModelError(Where + "." + Key + ": must be a non-empty string");
  return Value.get<std::string>();
}

EffortRange range(const json &Object, const std::string &Where) {
  auto number = [&](const char *Key) {
    const json &Value = field(Object, Key, Where);
    if (!Value.is_number() || Value.get<double>() < 0)
      throw ModelError(Where + "." + Key + ": must be a number >= 0");
    return Value.get<double>();
  };
  EffortRange R{number("low"), number("high")};
  if (R.Low > R.High)
    throw ModelError(Where + ": low is greater than high");
  return R;
}

WeightWithReason weight(const json &Object, const std::string &Where) {
  return {range(Object, Where), text(Object, "why", Where)};
}

std::vector<std::string> strings(const json &Object, const std::string &Key,
                                 const std::string &Where) {
  if (!Object.contains(Key))
    return {};
  std::vector<std::string> Result;
  for (const json &Item : Object.at(Key)) {
    if (!Item.is_string())
      throw ModelError(Where + "." + Key + ": must list strings");
    Result.push_back(Item.get<std::string>());
  }
  return Result;
}

LibraryWeights library(const std::string &Family, const json &Object) {
  std::string Where = "libraries." + Family;
  LibraryWeights L;
  L.Family = Family;
  L.Replacement = text(Object, "replacement", Where);
  L.Swap = range(field(Object, "swap", Where), Where + ".swap");
  L.Reference = range(field(Object, "reference", Where), Where + ".reference");
  L.Unconverted = range(field(Object, "unconverted", Where), Where + ".unconverted");
  L.Deep = field(Object, "deep", Where).get<bool>();
  L.Why = text(Object, "why", Where);
  return L;
}

ProjectClassRule projectClass(const json &Object, size_t Index) {
  std::string Where = "classes[" + std::to_string(Index) + "]";
  ProjectClassRule C;
  C.Name = text(Object, "name", Where);
  C.Label = text(Object, "label", Where);
  C.Scale = text(Object, "scale", Where);
  C.Why = text(Object, "why", Where);
  C.LibraryFamilies = strings(Object, "library_families", Where);
  C.FindingCategories = strings(Object, "finding_categories", Where);
  C.NamePrefixes = strings(Object, "name_prefixes", Where);
  return C;
}

double number(const json &Object, const std::string &Key, const std::string &Where) {
  const json &Value = field(Object, Key, Where);
  if (!Value.is_number())
    throw ModelError(Where + "." + Key + ": must be a number");
  return Value.get<double>();
}

CalibratedEffort calibrated(const json &Object) {
  const std::string Where = "calibrated";
  CalibratedEffort C;
  C.Corpus = text(Object, "corpus", Where);
  C.Measured = text(Object, "measured", Where);
  C.Fitted = text(Object, "fitted", Where);
  C.Method = text(Object, "method", Where);
  const json &Split = field(Object, "benchmarks", Where);
  C.FitBenchmarks = unsigned(number(Split, "fit", Where + ".benchmarks"));
  C.CheckBenchmarks = unsigned(number(Split, "check", Where + ".benchmarks"));
  C.Ridge = number(Object, "ridge", Where);
  C.Intercept = number(Object, "intercept", Where);
  for (const auto &[Name, Weight] : field(Object, "weights", Where).items())
    C.Weights[Name] = number(Object.at("weights"), Name, Where + ".weights");
  const json &Quantiles = field(Object, "log_residual_quantiles", Where);
  C.LowQuantile = number(Quantiles, "p10", Where + ".log_residual_quantiles");
  C.HighQuantile = number(Quantiles, "p90", Where + ".log_residual_quantiles");
  if (C.LowQuantile > C.HighQuantile)
    throw ModelError(Where + ".log_residual_quantiles: p10 is greater than p90");
  const json &Check = field(Object, "check_half", Where);
  C.CheckSpearman = number(Check, "spearman", Where + ".check_half");
  C.CheckCoverage = number(Check, "interval_coverage", Where + ".check_half");
  for (const std::string &Family : strings(Object, "library_families_covered", Where))
    C.CoveredLibraries.insert(Family);
  C.HoursPerLine =
      weight(field(Object, "hours_per_residual_line", Where), Where + ".hours_per_residual_line");
  return C;
}

EffortModel modelFromJson(const json &Root) {
  EffortModel M;
  if (field(Root, "schema_version", "model") != 1)
    throw ModelError("schema_version: only version 1 is known");
  field(Root, "assumptions", "model"); // required: the estimate states its assumptions
  M.Assumptions = strings(Root, "assumptions", "model");
  M.ProjectSetup = weight(field(Root, "project_setup", "model"), "project_setup");
  M.Rename = weight(field(Root, "rename", "model"), "rename");
  for (const auto &[Category, Object] : field(Root, "finding_categories", "model").items())
    M.CategoryFactors[Category] = weight(Object, "finding_categories." + Category);
  if (!M.CategoryFactors.count("default"))
    throw ModelError("finding_categories: missing \"default\"");
  const json &Parse = field(Root, "parse_failure", "model");
  M.ParseFailureFile = weight(field(Parse, "file", "parse_failure"), "parse_failure.file");
  M.ParseFailureLine = weight(field(Parse, "line", "parse_failure"), "parse_failure.line");
  const json &Fallback = field(Root, "fallback", "model");
  M.FallbackFile = weight(field(Fallback, "file", "fallback"), "fallback.file");
  M.FallbackLine = weight(field(Fallback, "line", "fallback"), "fallback.line");
  for (const auto &[Family, Object] : field(Root, "libraries", "model").items())
    M.Libraries[Family] = library(Family, Object);
  const json &Prefixes = field(Root, "name_prefixes", "model");
  text(Prefixes, "why", "name_prefixes");
  for (const auto &[Prefix, Family] : field(Prefixes, "prefixes", "name_prefixes").items())
    M.NamePrefixFamilies[Prefix] = Family.get<std::string>();
  const json &Classes = field(Root, "classes", "model");
  for (size_t I = 0; I < Classes.size(); ++I)
    M.Classes.push_back(projectClass(Classes[I], I));
  if (M.Classes.empty())
    throw ModelError("classes: at least one class is needed");
  if (Root.contains("calibrated"))
    M.Calibrated = calibrated(Root.at("calibrated"));
  return M;
}

} // namespace

const WeightWithReason &EffortModel::categoryFactor(const std::string &Category) const {
  auto It = CategoryFactors.find(Category);
  return It != CategoryFactors.end() ? It->second : CategoryFactors.at("default");
}

const LibraryWeights *EffortModel::library(const std::string &Family) const {
  auto It = Libraries.find(Family);
  return It == Libraries.end() ? nullptr : &It->second;
}

std::set<std::string> EffortModel::libraryFamilies() const {
  std::set<std::string> Families;
  for (const auto &[Family, Weights] : Libraries)
    Families.insert(Family);
  return Families;
}

std::string EffortModel::familyByPrefix(std::string_view Name) const {
  std::string Best, Family;
  for (const auto &[Prefix, Fam] : NamePrefixFamilies)
    if (Name.substr(0, Prefix.size()) == Prefix && Prefix.size() > Best.size()) {
      Best = Prefix;
      Family = Fam;
    }
  return Family;
}

llvm::Expected<EffortModel> parseEffortModel(std::string_view Name, std::string_view JsonText) {
  try {
    return modelFromJson(json::parse(JsonText));
  } catch (const std::exception &E) { // json's own errors and ModelError alike
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "effort model '%s': %s",
                                   std::string(Name).c_str(), E.what());
  }
}

const EffortModel &builtinEffortModel() {
  static const EffortModel Model = [] {
    auto Parsed = parseEffortModel("report/effort_model.json", embeddedEffortModelJson());
    if (!Parsed) // the build parses it too (tests), so this is a packaging bug
      throw std::runtime_error(llvm::toString(Parsed.takeError()));
    return std::move(*Parsed);
  }();
  return Model;
}

} // namespace cu2hip
