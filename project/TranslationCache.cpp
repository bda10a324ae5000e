// Cache entries: a JSON record of the translation's findings and edits, and the output
// text in a file of its own (the output need not be UTF-8, which JSON text must be).
#include "TranslationCache.h"

#include "OutputWriter.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <nlohmann/json.hpp>

namespace cu2hip {
namespace {

using nlohmann::json;

// Bumped when the entry layout changes, so old entries are simply misses.
constexpr const char *EntryFormat = "cu2hip-cache-2"; // 2: "portable" references

std::optional<DiagnosticKind> kindFromId(const std::string &Id) {
  for (DiagnosticKind Kind : allDiagnosticKinds())
    if (Id == diagnosticInfo(Kind).Id)
      return Kind;
  return std::nullopt;
}

json findingToJson(const Finding &F) {
  json Fixes = json::array();
  for (const FixIt &Fix : F.Fixes)
    Fixes.push_back({Fix.Offset, Fix.Length, Fix.Replacement});
  return {{"id", diagnosticInfo(F.Kind).Id},
          {"offset", F.Offset},
          {"line", F.Line},
          {"column", F.Column},
          {"args", F.Args},
          {"rule", F.Rule},
          {"ast", F.Source == Evidence::Ast},
          {"fixes", Fixes}};
}

std::optional<Finding> findingFromJson(const json &J) {
  auto Kind = kindFromId(J.at("id").get<std::string>());
  if (!Kind) // a catalogue change the run key did not catch: treat as a miss
    return std::nullopt;
  Finding F;
  F.Kind = *Kind;
  F.Offset = J.at("offset");
  F.Line = J.at("line");
  F.Column = J.at("column");
  F.Args = J.at("args").get<std::vector<std::string>>();
  F.Rule = J.at("rule");
  F.Source = J.at("ast").get<bool>() ? Evidence::Ast : Evidence::Token;
  for (const json &Fix : J.at("fixes"))
    F.Fixes.push_back({Fix.at(0), Fix.at(1), Fix.at(2)});
  return F;
}

json editToJson(const Edit &E) {
  return {E.Offset, E.Length, E.Replacement, E.Rule, E.Source == Evidence::Ast};
}

Edit editFromJson(const json &J) {
  return {J.at(0), J.at(1), J.at(2), J.at(3),
          J.at(4).get<bool>() ? Evidence::Ast : Evidence::Token};
}

std::string readFile(const std::string &Path, bool &Ok) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  Ok = bool(Buffer);
  return Ok ? (*Buffer)->getBuffer().str() : std::string();
}

} // namespace

std::string sha256Hex(std::string_view Text) {
  auto Digest = llvm::SHA256::hash(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(Text.data()), Text.size()));
  static const char *Hex = "0123456789abcdef";
  std::string Result;
  for (uint8_t Byte : Digest) {
    Result += Hex[Byte >> 4];
    Result += Hex[Byte & 15];
  }
  return Result;
}

namespace {

// --cache-dir, else the user's cache folder; "" when there is none.
std::string cacheRoot(const std::string &CacheDir) {
  llvm::SmallString<256> Folder(CacheDir);
  if (Folder.empty()) {
    if (!llvm::sys::path::cache_directory(Folder))
      return "";
    llvm::sys::path::append(Folder, "cu2hip");
  }
  return std::string(Folder);
}

} // namespace

std::string cacheFolderFor(const std::string &OutRoot, const std::string &CacheDir) {
  llvm::SmallString<256> Folder(cacheRoot(CacheDir));
  if (Folder.empty())
    return "";
  llvm::sys::path::append(Folder, "trees", sha256Hex(OutRoot).substr(0, 24));
  return std::string(Folder);
}

std::string preambleStoreFolder(const std::string &CacheDir) {
  llvm::SmallString<256> Folder(cacheRoot(CacheDir));
  if (Folder.empty())
    return "";
  llvm::sys::path::append(Folder, "pch");
  return std::string(Folder);
}

TranslationCache::TranslationCache(std::string Folder, std::string RunKey)
    : Folder(std::move(Folder)), RunKey(std::move(RunKey)) {}

std::string TranslationCache::keyFor(const std::string &Relative,
                                     const std::vector<std::string> &FileArgs,
                                     std::string_view Content) const {
  std::string Material = RunKey;
  for (const std::string &Part : {std::string(EntryFormat), Relative})
    Material += '\0' + Part;
  for (const std::string &Arg : FileArgs)
    Material += '\0' + Arg;
  Material += '\0' + sha256Hex(Content);
  return sha256Hex(Material);
}

std::string TranslationCache::entryPath(const std::string &Relative) const {
  return Folder + "/" + sha256Hex(Relative).substr(0, 32);
}

std::optional<FileTranslation> TranslationCache::load(const std::string &Relative,
                                                      const std::string &Key,
                                                      const std::string &Path,
                                                      std::string Content) const {
  bool Ok = false;
  std::string Record = readFile(entryPath(Relative) + ".json", Ok);
  if (!Ok)
    return std::nullopt;
  FileTranslation T;
  try {
    json J = json::parse(Record, nullptr, /*allow_exceptions=*/false);
    if (J.is_discarded() || !J.is_object() || J.value("key", "") != Key)
      return std::nullopt;
    T.Output = readFile(entryPath(Relative) + ".out", Ok);
    if (!Ok || sha256Hex(T.Output) != J.value("output_sha256", ""))
      return std::nullopt;
    T.Path = Path;
    T.Input = std::move(Content);
    T.Mode = J.at("mode") == "ast" ? TranslationMode::Ast : TranslationMode::Fallback;
    T.Parsed = J.at("parsed");
    T.Errors = J.at("errors").get<std::vector<std::string>>();
    T.MissingIncludes = J.at("missing_includes").get<std::vector<std::string>>();
    T.SuppressedFindings = J.at("suppressed");
    T.ConvertedReferences = J.at("converted").get<std::vector<std::string>>();
    T.PortableReferences = J.at("portable").get<std::vector<std::string>>();
    for (const json &F : J.at("findings")) {
      auto Parsed = findingFromJson(F);
      if (!Parsed)
        return std::nullopt;
      T.Findings.push_back(std::move(*Parsed));
    }
    for (const json &E : J.at("edits"))
      T.Edits.push_back(editFromJson(E));
  } catch (const json::exception &) {
    return std::nullopt; // a damaged entry is a miss
  }
  return T;
}

void TranslationCache::store(const std::string &Relative, const std::string &Key,
                             const FileTranslation &T) const {
  if (T.Mode == TranslationMode::Failed)
    return;
  json Findings = json::array(), Edits = json::array();
  for (const Finding &F : T.Findings)
    Findings.push_back(findingToJson(F));
  for (const Edit &E : T.Edits)
    Edits.push_back(editToJson(E));
  json J = {{"format", EntryFormat},
            {"key", Key},
            {"file", Relative},
            {"mode", T.Mode == TranslationMode::Ast ? "ast" : "fallback"},
            {"parsed", T.Parsed},
            {"errors", T.Errors},
            {"missing_includes", T.MissingIncludes},
            {"suppressed", T.SuppressedFindings},
            {"converted", T.ConvertedReferences},
            {"portable", T.PortableReferences},
            {"findings", Findings},
            {"edits", Edits},
            {"output_sha256", sha256Hex(T.Output)}};
  std::string Text;
  try {
    Text = J.dump(1);
  } catch (const json::exception &) {
    return; // text that is not UTF-8 in a message or edit: such a file is not cached
  }
  // The output first: a record is only trusted when its output's hash matches.
  if (llvm::Error Err = writeFileAtomically(entryPath(Relative) + ".out", T.Output)) {
    llvm::consumeError(std::move(Err));
    return;
  }
  llvm::consumeError(writeFileAtomically(entryPath(Relative) + ".json", Text));
}

} // namespace cu2hip
