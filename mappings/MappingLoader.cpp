// Validation of mapping-table files: every rejected input names its file and entry.
#include "MappingLoader.h"

#include <cctype>
#include <nlohmann/json.hpp>

#include <initializer_list>
#include <set>

namespace cu2hip {
namespace {

using Json = nlohmann::json;

// Thrown inside this file only; converted to llvm::Error at the boundary.
struct SchemaError {
  std::string Message;
};

[[noreturn]] void fail(std::string Message) { throw SchemaError{std::move(Message)}; }

void rejectUnknownFields(const Json &Object, std::initializer_list<std::string_view> Known,
                         const std::string &Where) {
  for (const auto &[Key, Value] : Object.items()) {
    bool IsKnown = false;
    for (std::string_view K : Known)
      IsKnown |= (K == Key);
    if (!IsKnown)
      fail(Where + ": unknown field '" + Key + "'");
  }
}

std::string requireString(const Json &Object, const char *Field, const std::string &Where) {
  auto It = Object.find(Field);
  if (It == Object.end())
    fail(Where + ": missing required field '" + Field + "'");
  if (!It->is_string() || It->get<std::string>().empty())
    fail(Where + ": field '" + Field + "' must be a non-empty string");
  return It->get<std::string>();
}

std::string optionalString(const Json &Object, const char *Field, const std::string &Where) {
  auto It = Object.find(Field);
  if (It == Object.end())
    return {};
  if (!It->is_string())
    fail(Where + ": field '" + Field + "' must be a string");
  return It->get<std::string>();
}

std::optional<ApiVersion> optionalVersion(const Json &Object, const char *Field,
                                          const std::string &Where) {
  std::string Text = optionalString(Object, Field, Where);
  if (Text.empty())
    return std::nullopt;
  auto Version = ApiVersion::parse(Text);
  if (!Version)
    fail(Where + ": field '" + Field + "' must be a \"MAJOR.MINOR\" version, not '" + Text + "'");
  return Version;
}

SymbolKind parseKind(const std::string &Text, const std::string &Where) {
  static const std::pair<const char *, SymbolKind> Kinds[] = {
      {"function", SymbolKind::Function},
      {"type", SymbolKind::Type},
      {"enum_constant", SymbolKind::EnumConstant},
      {"macro", SymbolKind::Macro},
      {"header", SymbolKind::Header},
      {"namespace", SymbolKind::Namespace}};
  for (const auto &[Name, Kind] : Kinds)
    if (Text == Name)
      return Kind;
  fail(Where + ": unknown kind '" + Text + "'");
}

SupportStatus parseStatus(const std::string &Text, const std::string &Where) {
  if (Text.empty() || Text == "supported")
    return SupportStatus::Supported;
  if (Text == "partial")
    return SupportStatus::Partial;
  if (Text == "unsupported")
    return SupportStatus::Unsupported;
  fail(Where + ": unknown status '" + Text + "'");
}

unsigned requireIndex(const Json &Value, const std::string &Where) {
  if (!Value.is_number_unsigned() || Value.get<unsigned>() > 32)
    fail(Where + ": argument index must be an integer from 0 to 32");
  return Value.get<unsigned>();
}

std::vector<ArgumentTransform> parseArgs(const Json &Entry, const std::string &Where) {
  std::vector<ArgumentTransform> Result;
  auto It = Entry.find("args");
  if (It == Entry.end())
    return Result;
  if (!It->is_array())
    fail(Where + ": field 'args' must be an array");
  for (const Json &Item : *It) {
    std::string ItemWhere = Where + ": args[" + std::to_string(Result.size()) + "]";
    if (!Item.is_object())
      fail(ItemWhere + " must be an object");
    std::string Action = requireString(Item, "action", ItemWhere);
    ArgumentTransform T;
    if (!Item.contains("index"))
      fail(ItemWhere + ": missing required field 'index'");
    T.Index = requireIndex(Item["index"], ItemWhere);
    if (Item.contains("when_arguments"))
      T.WhenArguments = requireIndex(Item["when_arguments"], ItemWhere);
    if (Action == "wrap") {
      rejectUnknownFields(Item, {"index", "action", "when_arguments", "with"}, ItemWhere);
      T.What = ArgumentTransform::Action::Wrap;
      T.Text = requireString(Item, "with", ItemWhere);
    } else if (Action == "cast") {
      rejectUnknownFields(Item, {"index", "action", "when_arguments", "to"}, ItemWhere);
      T.What = ArgumentTransform::Action::Cast;
      T.Text = requireString(Item, "to", ItemWhere);
    } else if (Action == "drop") {
      rejectUnknownFields(Item, {"index", "action", "when_arguments"}, ItemWhere);
      T.What = ArgumentTransform::Action::Drop;
    } else if (Action == "widen_mask") {
      rejectUnknownFields(Item, {"index", "action", "when_arguments"}, ItemWhere);
      T.What = ArgumentTransform::Action::WidenMask;
    } else if (Action == "supply_default") {
      // Applies exactly to the calls that stop before the argument: 'when_arguments' is
      // implied by the index.
      rejectUnknownFields(Item, {"index", "action", "value"}, ItemWhere);
      T.What = ArgumentTransform::Action::SupplyDefault;
      T.Text = requireString(Item, "value", ItemWhere);
    } else {
      fail(ItemWhere + ": unknown action '" + Action + "'");
    }
    Result.push_back(std::move(T));
  }
  return Result;
}

// The callee expression written in place of the name must name what 'hip' names (call the
// function, or take or return the type), so that the header check of 'hip' still covers
// what is written.
void checkCallTemplate(const std::string &Callee, const std::string &HipName,
                       const std::string &Where) {
  if (Callee.empty())
    return;
  for (size_t At = Callee.find(HipName); At != std::string::npos;
       At = Callee.find(HipName, At + 1)) {
    auto isWordChar = [](char C) {
      return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
    };
    size_t End = At + HipName.size();
    if ((At == 0 || !isWordChar(Callee[At - 1])) &&
        (End == Callee.size() || !isWordChar(Callee[End])))
      return;
  }
  fail(Where + ": 'callee' must name '" + HipName + "' (its 'hip' name)");
}

std::vector<CallForm> parseCallForms(const Json &Entry, const std::string &Where) {
  std::vector<CallForm> Forms;
  auto It = Entry.find("call_forms");
  if (It == Entry.end())
    return Forms;
  if (!It->is_array())
    fail(Where + ": 'call_forms' must be an array");
  for (const Json &Item : *It) {
    std::string ItemWhere = Where + ": call_forms[" + std::to_string(Forms.size()) + "]";
    if (!Item.is_object())
      fail(ItemWhere + " must be an object");
    rejectUnknownFields(Item, {"arguments", "hip"}, ItemWhere);
    CallForm Form;
    if (!Item.contains("arguments"))
      fail(ItemWhere + ": missing required field 'arguments'");
    Form.Arguments = requireIndex(Item["arguments"], ItemWhere);
    Form.HipName = requireString(Item, "hip", ItemWhere);
    Forms.push_back(std::move(Form));
  }
  return Forms;
}

std::vector<ApiVersion> parseVersionList(const Json &Entry, const char *Field,
                                         const std::string &Where) {
  std::vector<ApiVersion> Versions;
  auto It = Entry.find(Field);
  if (It == Entry.end())
    return Versions;
  if (!It->is_array())
    fail(Where + ": field '" + Field + "' must be an array of \"MAJOR.MINOR\" versions");
  for (const Json &Item : *It) {
    auto Version = Item.is_string() ? ApiVersion::parse(Item.get<std::string>()) : std::nullopt;
    if (!Version)
      fail(Where + ": field '" + Field + "' must be an array of \"MAJOR.MINOR\" versions");
    Versions.push_back(*Version);
  }
  return Versions;
}

std::optional<OlderHipForm> parseOlderHip(const Json &Entry, const std::string &Where) {
  auto It = Entry.find("older_hip");
  if (It == Entry.end())
    return std::nullopt;
  std::string ItemWhere = Where + ": older_hip";
  if (!It->is_object())
    fail(ItemWhere + " must be an object");
  rejectUnknownFields(*It, {"hip", "drop_args", "note", "callee", "nvidia_only"}, ItemWhere);
  OlderHipForm Form;
  if (auto NvidiaOnly = It->find("nvidia_only"); NvidiaOnly != It->end()) {
    if (!NvidiaOnly->is_boolean() || !NvidiaOnly->get<bool>())
      fail(ItemWhere + ": 'nvidia_only' must be true where it is given");
    if (It->size() != 1 + It->count("note"))
      fail(ItemWhere + ": 'nvidia_only' takes only a 'note' beside it (no HIP name to write)");
    Form.NvidiaOnly = true;
    Form.Note = optionalString(*It, "note", ItemWhere);
    return Form;
  }
  Form.HipName = requireString(*It, "hip", ItemWhere);
  Form.Note = optionalString(*It, "note", ItemWhere);
  Form.Callee = optionalString(*It, "callee", ItemWhere);
  checkCallTemplate(Form.Callee, Form.HipName, ItemWhere);
  if (auto Drop = It->find("drop_args"); Drop != It->end()) {
    if (!Drop->is_array())
      fail(ItemWhere + ": 'drop_args' must be an array");
    for (const Json &Index : *Drop)
      Form.DroppedArgs.push_back(requireIndex(Index, ItemWhere));
  }
  return Form;
}

MappingEntry parseEntry(const Json &Item, const std::string &FileName, size_t Index,
                        const std::string &FileFamily) {
  std::string Where = FileName + ": entry " + std::to_string(Index);
  if (!Item.is_object())
    fail(Where + " must be an object");
  if (auto Cuda = Item.find("cuda"); Cuda != Item.end() && Cuda->is_string())
    Where += " (" + Cuda->get<std::string>() + ")";
  rejectUnknownFields(Item,
                      {"cuda",
                       "kind",
                       "hip",
                       "roc",
                       "family",
                       "status",
                       "cuda_added",
                       "cuda_deprecated",
                       "cuda_removed",
                       "hip_since",
                       "hip_deprecated",
                       "hip_removed",
                       "note",
                       "args",
                       "older_hip",
                       "call_forms",
                       "hip_nvidia_absent",
                       "amd_only",
                       "hip_nvidia_type_differs",
                       "cuda_serves_on_nvidia",
                       "hip_nvidia_present",
                       "hip_declared_only_in",
                       "hip_opt_in",
                       "cuda_template_default",
                       "software_texture",
                       "software_texture_gap",
                       "software_texture_with_arrays_only",
                       "result_differs",
                       "hip_nvidia_attribute_unserved",
                       "erase"},
                      Where);
  MappingEntry E;
  E.Cuda = requireString(Item, "cuda", Where);
  E.Kind = parseKind(requireString(Item, "kind", Where), Where);
  E.Family = optionalString(Item, "family", Where);
  if (E.Family.empty())
    E.Family = FileFamily;
  E.Status = parseStatus(optionalString(Item, "status", Where), Where);
  E.Hip = optionalString(Item, "hip", Where);
  E.Roc = optionalString(Item, "roc", Where);
  E.SoftwareTexture = optionalString(Item, "software_texture", Where);
  if (!E.SoftwareTexture.empty() &&
      (E.Kind != SymbolKind::Function || E.Status == SupportStatus::Unsupported ||
       !E.SoftwareTexture.starts_with("cu2hip_soft::")))
    fail(Where + ": 'software_texture' names a cu2hip_soft:: function standing in for a "
                 "supported function");
  E.SoftwareTextureGap = optionalString(Item, "software_texture_gap", Where);
  if (!E.SoftwareTextureGap.empty() &&
      (E.Kind != SymbolKind::Function || E.Status == SupportStatus::Unsupported ||
       !E.SoftwareTexture.empty()))
    fail(Where + ": 'software_texture_gap' says why a supported function without a "
                 "'software_texture' form breaks on the software texture path");
  if (auto It = Item.find("software_texture_with_arrays_only"); It != Item.end()) {
    if (!It->is_boolean())
      fail(Where + ": field 'software_texture_with_arrays_only' must be true or false");
    E.SoftwareTextureWithArraysOnly = It->get<bool>();
    if (E.SoftwareTextureWithArraysOnly && E.SoftwareTexture.empty() &&
        E.SoftwareTextureGap.empty())
      fail(Where + ": 'software_texture_with_arrays_only' qualifies 'software_texture' or "
                   "'software_texture_gap'");
  }
  E.ResultDiffers = optionalString(Item, "result_differs", Where);
  if (!E.ResultDiffers.empty() && (E.Status == SupportStatus::Unsupported || E.Hip.empty()))
    fail(Where + ": 'result_differs' says how a translated name's result differs");
  if (auto It = Item.find("erase"); It != Item.end()) {
    if (!It->is_boolean())
      fail(Where + ": field 'erase' must be true or false");
    E.Erase = It->get<bool>();
    if (E.Erase && (E.Kind != SymbolKind::Macro || !E.Hip.empty() || !E.Roc.empty() ||
                    E.Status == SupportStatus::Unsupported))
      fail(Where + ": 'erase' applies to supported macros without a 'hip' spelling");
  }
  if (E.Status != SupportStatus::Unsupported && E.Hip.empty() && !E.Erase)
    fail(Where + ": a " + statusName(E.Status) + " entry needs a 'hip' spelling");
  E.CudaAdded = optionalVersion(Item, "cuda_added", Where);
  E.CudaDeprecated = optionalVersion(Item, "cuda_deprecated", Where);
  E.CudaRemoved = optionalVersion(Item, "cuda_removed", Where);
  E.HipSince = optionalVersion(Item, "hip_since", Where);
  E.HipDeprecated = optionalVersion(Item, "hip_deprecated", Where);
  E.HipRemoved = optionalVersion(Item, "hip_removed", Where);
  E.HipNvidiaAbsent = parseVersionList(Item, "hip_nvidia_absent", Where);
  E.HipNvidiaAttributeUnserved = parseVersionList(Item, "hip_nvidia_attribute_unserved", Where);
  if (!E.HipNvidiaAttributeUnserved.empty() &&
      (E.Kind != SymbolKind::EnumConstant || !E.Hip.starts_with("hipDeviceAttribute")))
    fail(Where + ": 'hip_nvidia_attribute_unserved' applies to hipDeviceAttribute constants");
  E.HipNvidiaPresent = parseVersionList(Item, "hip_nvidia_present", Where);
  for (const ApiVersion &V : E.HipNvidiaPresent)
    if (!E.HipSince || V >= *E.HipSince)
      fail(Where + ": 'hip_nvidia_present' lists HIP " + V.str() +
           ", which is not older than 'hip_since'");
  if (auto It = Item.find("hip_nvidia_type_differs"); It != Item.end()) {
    if (!It->is_object())
      fail(Where + ": field 'hip_nvidia_type_differs' must be an object with 'versions' and 'why'");
    rejectUnknownFields(*It, {"versions", "why"}, Where + " hip_nvidia_type_differs");
    E.HipNvidiaTypeDiffers.Versions = parseVersionList(*It, "versions", Where);
    E.HipNvidiaTypeDiffers.Why = requireString(*It, "why", Where);
    if (E.HipNvidiaTypeDiffers.Versions.empty())
      fail(Where + ": 'hip_nvidia_type_differs' needs at least one version");
  }
  if (auto It = Item.find("amd_only"); It != Item.end()) {
    if (!It->is_boolean() || !It->get<bool>())
      fail(Where + ": field 'amd_only' must be true (leave it out otherwise)");
    if (E.Kind != SymbolKind::Header || E.Hip.empty())
      fail(Where + ": 'amd_only' applies to a header entry with a 'hip' header");
    E.AmdOnly = true;
  }
  // After hip_nvidia_type_differs: either field gives the versions it serves.
  if (auto It = Item.find("cuda_serves_on_nvidia"); It != Item.end()) {
    if (!It->is_boolean())
      fail(Where + ": field 'cuda_serves_on_nvidia' must be true or false");
    E.CudaServesOnNvidia = It->get<bool>();
    if (E.CudaServesOnNvidia && E.HipNvidiaAbsent.empty() &&
        E.HipNvidiaTypeDiffers.Versions.empty())
      fail(Where + ": 'cuda_serves_on_nvidia' needs 'hip_nvidia_absent' or "
                   "'hip_nvidia_type_differs' (the versions it serves)");
    if (E.CudaServesOnNvidia && E.Kind != SymbolKind::Type && E.Kind != SymbolKind::EnumConstant &&
        E.Kind != SymbolKind::Function && E.Kind != SymbolKind::Macro)
      fail(Where + ": 'cuda_serves_on_nvidia' applies to types, enum constants, macros and "
                   "functions only");
  }
  if (auto It = Item.find("hip_declared_only_in"); It != Item.end()) {
    if (!It->is_object())
      fail(Where + ": field 'hip_declared_only_in' must be an object with 'until', "
                   "'cuda_header' and 'hip_header'");
    rejectUnknownFields(*It, {"until", "cuda_header", "hip_header"},
                        Where + " hip_declared_only_in");
    auto Until = optionalVersion(*It, "until", Where);
    if (!Until)
      fail(Where + ": 'hip_declared_only_in' needs 'until'");
    E.HipDeclaredOnlyIn = MappingEntry::DeclaringHeader{
        *Until, requireString(*It, "cuda_header", Where), requireString(*It, "hip_header", Where)};
  }
  if (auto It = Item.find("hip_opt_in"); It != Item.end()) {
    if (!It->is_object())
      fail(Where + ": field 'hip_opt_in' must be an object with 'macro'");
    rejectUnknownFields(*It, {"macro", "from", "until", "gives", "older"}, Where + " hip_opt_in");
    auto From = optionalVersion(*It, "from", Where);
    if (!From)
      From = E.HipSince;
    if (!From)
      fail(Where + ": 'hip_opt_in' needs 'from' or the entry's 'hip_since'");
    auto Until = optionalVersion(*It, "until", Where);
    if (Until && *Until <= *From)
      fail(Where + ": 'hip_opt_in' 'until' must come after its first version");
    auto Text = [&](const char *Field) {
      return It->contains(Field) ? requireString(*It, Field, Where) : std::string();
    };
    E.HipOptIn = MappingEntry::OptIn{requireString(*It, "macro", Where), *From, Until,
                                     Text("gives"), Text("older")};
  }
  if (auto It = Item.find("cuda_template_default"); It != Item.end()) {
    if (!It->is_object() || !It->contains("index"))
      fail(Where + ": field 'cuda_template_default' must be an object with 'index', 'value' "
                   "and 'why'");
    rejectUnknownFields(*It, {"index", "value", "why"}, Where + " cuda_template_default");
    if (E.Kind != SymbolKind::Type)
      fail(Where + ": 'cuda_template_default' applies to (class template) types only");
    E.CudaTemplateDefault = MappingEntry::TemplateDefault{requireIndex((*It)["index"], Where),
                                                          requireString(*It, "value", Where),
                                                          requireString(*It, "why", Where)};
  }
  E.Note = optionalString(Item, "note", Where);
  E.Args = parseArgs(Item, Where);
  E.OlderHip = parseOlderHip(Item, Where);
  E.CallForms = parseCallForms(Item, Where);
  if (!E.CallForms.empty() && E.Kind != SymbolKind::Function)
    fail(Where + ": 'call_forms' applies to functions only");
  if (!E.Args.empty() && E.Kind != SymbolKind::Function)
    fail(Where + ": 'args' applies to functions only");
  if (E.OlderHip && E.Kind != SymbolKind::Function && E.Kind != SymbolKind::Header &&
      E.Kind != SymbolKind::Type)
    fail(Where + ": 'older_hip' applies to functions, types and headers only");
  if (E.OlderHip && !E.HipNvidiaPresent.empty())
    fail(Where + ": 'older_hip' and 'hip_nvidia_present' both say what to write for an older "
                 "HIP; keep one");
  if (E.OlderHip && E.OlderHip->NvidiaOnly && E.Kind != SymbolKind::Header)
    fail(Where + ": 'older_hip.nvidia_only' applies to headers only");
  if (E.OlderHip && !E.HipSince)
    fail(Where + ": 'older_hip' needs 'hip_since' (the version it is older than)");
  E.Origin = FileName + "#" + E.Cuda;
  return E;
}

MappingFile parseDocument(std::string_view Name, const Json &Doc) {
  std::string FileName(Name);
  if (!Doc.is_object())
    fail(FileName + ": the top level must be an object");
  rejectUnknownFields(Doc, {"schema_version", "family", "description", "sources", "entries"},
                      FileName);
  auto Version = Doc.find("schema_version");
  if (Version == Doc.end() || !Version->is_number_integer() || Version->get<int>() != 1)
    fail(FileName + ": 'schema_version' must be 1");
  MappingFile File;
  File.Name = FileName;
  File.Family = requireString(Doc, "family", FileName);
  File.Description = requireString(Doc, "description", FileName);
  auto Sources = Doc.find("sources");
  if (Sources == Doc.end() || !Sources->is_array())
    fail(FileName + ": 'sources' must be an array of strings");
  for (const Json &Source : *Sources) {
    if (!Source.is_string())
      fail(FileName + ": 'sources' must be an array of strings");
    File.Sources.push_back(Source.get<std::string>());
  }
  auto Entries = Doc.find("entries");
  if (Entries == Doc.end() || !Entries->is_array())
    fail(FileName + ": 'entries' must be an array");
  std::set<std::pair<bool, std::string>> Seen;
  for (size_t I = 0; I < Entries->size(); ++I) {
    MappingEntry E = parseEntry((*Entries)[I], FileName, I, File.Family);
    bool IsHeader = E.Kind == SymbolKind::Header;
    if (!Seen.insert({IsHeader, E.Cuda}).second)
      fail(FileName + ": entry " + std::to_string(I) + " (" + E.Cuda +
           "): duplicate CUDA spelling in the same file");
    File.Entries.push_back(std::move(E));
  }
  return File;
}

} // namespace

llvm::Expected<MappingFile> parseMappingFile(std::string_view Name, std::string_view JsonText) {
  Json Doc;
  try {
    Doc = Json::parse(JsonText);
  } catch (const Json::parse_error &E) {
    return llvm::createStringError(std::string(Name) + ": malformed JSON at byte " +
                                   std::to_string(E.byte) + ": " + E.what());
  } catch (const Json::exception &E) { // a number too large for any type (out_of_range)
    return llvm::createStringError(std::string(Name) + ": unreadable JSON: " + E.what());
  }
  try {
    return parseDocument(Name, Doc);
  } catch (const SchemaError &E) {
    return llvm::createStringError(E.Message);
  }
}

} // namespace cu2hip
