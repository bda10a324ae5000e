// Strict reading of fixture.json: every field typed, unknown fields rejected.
#include "RunFixture.h"

#include "ShellWords.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <initializer_list>

namespace cu2hip {
namespace {

using Json = nlohmann::json;

// Thrown inside this file only; converted to llvm::Error at the boundary.
struct FixtureError {
  std::string Message;
};

[[noreturn]] void fail(const std::string &Where, const std::string &Message) {
  throw FixtureError{Where + ": " + Message};
}

void rejectUnknownFields(const Json &Object, std::initializer_list<std::string_view> Known,
                         const std::string &Where) {
  for (const auto &Item : Object.items()) {
    bool IsKnown = false;
    for (std::string_view K : Known)
      IsKnown |= (K == Item.key());
    if (!IsKnown)
      fail(Where, "unknown field '" + Item.key() + "'");
  }
}

const Json *field(const Json &Object, const char *Name, bool Required, const std::string &Where) {
  auto It = Object.find(Name);
  if (It != Object.end())
    return &*It;
  if (Required)
    fail(Where, std::string("missing required field '") + Name + "'");
  return nullptr;
}

std::vector<std::string> stringList(const Json &Object, const char *Name, bool Required,
                                    const std::string &Where) {
  std::vector<std::string> Result;
  const Json *Value = field(Object, Name, Required, Where);
  if (!Value)
    return Result;
  if (!Value->is_array())
    fail(Where, std::string("field '") + Name + "' must be a list of strings");
  for (const Json &Item : *Value) {
    if (!Item.is_string() || Item.get<std::string>().empty())
      fail(Where, std::string("field '") + Name + "' must hold non-empty strings");
    Result.push_back(Item.get<std::string>());
  }
  return Result;
}

std::string text(const Json &Object, const char *Name, bool Required, const std::string &Where) {
  const Json *Value = field(Object, Name, Required, Where);
  if (!Value)
    return {};
  if (!Value->is_string())
    fail(Where, std::string("field '") + Name + "' must be a string");
  return Value->get<std::string>();
}

bool boolean(const Json &Object, const char *Name, bool Default, const std::string &Where) {
  const Json *Value = field(Object, Name, false, Where);
  if (!Value)
    return Default;
  if (!Value->is_boolean())
    fail(Where, std::string("field '") + Name + "' must be true or false");
  return Value->get<bool>();
}

// "exact" or {"tolerance": x} with x >= 0.
std::optional<double> comparison(const Json &Object, const std::string &Where) {
  const Json *Value = field(Object, "compare", false, Where);
  if (!Value || (Value->is_string() && Value->get<std::string>() == "exact"))
    return std::nullopt;
  if (Value->is_object()) {
    rejectUnknownFields(*Value, {"tolerance"}, Where + ": compare");
    auto It = Value->find("tolerance");
    if (It != Value->end() && It->is_number() && It->get<double>() >= 0)
      return It->get<double>();
  }
  fail(Where, "field 'compare' must be \"exact\" or {\"tolerance\": NUMBER >= 0}");
}

std::map<std::string, std::string> amdUnsupported(const Json &Object, const std::string &Where) {
  std::map<std::string, std::string> Result;
  const Json *Value = field(Object, "amd_unsupported", false, Where);
  if (!Value)
    return Result;
  if (!Value->is_object())
    fail(Where, "field 'amd_unsupported' must map an AMD target to the reason");
  for (const auto &Item : Value->items()) {
    if (!Item.value().is_string() || Item.value().get<std::string>().empty())
      fail(Where, "amd_unsupported['" + Item.key() + "'] must be a non-empty reason");
    Result[Item.key()] = Item.value().get<std::string>();
  }
  return Result;
}

void checkLibraries(const RunFixture &F, const std::string &Where) {
  for (const std::string &Library : F.Libraries)
    if (!findLibraryRoute(Library))
      fail(Where, "library '" + Library +
                      "' has no AMD/NVIDIA route in tool/validate/RunFixture.cpp (add one)");
  if (F.Sources.empty())
    fail(Where, "field 'sources' must name at least one file");
}

} // namespace

bool applyCu2hipFlag(const std::string &Flag, TranslationOptions *Options) {
  if (Flag == "--fix-warp-size") {
    if (Options)
      Options->FixWarpSize = true;
    return true;
  }
  if (Flag == "--launch-syntax=hip") {
    if (Options)
      Options->Launch = LaunchSyntax::HipLaunchKernelGGL;
    return true;
  }
  return false;
}

namespace {

// A fixture's name names its work folder, which the compilers see: a folder name a shell
// would interpret becomes an inert one, told apart from others by a hash of the original.
std::string inertFixtureName(const std::string &Name) {
  if (isShellInert(Name))
    return Name;
  std::string Inert;
  for (char C : Name)
    Inert += isShellInert(llvm::StringRef(&C, 1)) ? C : '_';
  char Hash[9];
  std::snprintf(Hash, sizeof(Hash), "%08x", unsigned(llvm::xxh3_64bits(Name)));
  return Inert + "-" + Hash;
}

RunFixture fromJson(const Json &J, const std::string &Name, const std::string &Dir,
                    const std::string &Where) {
  if (!J.is_object())
    fail(Where, "must hold one JSON object");
  rejectUnknownFields(
      J, {"description",     "sources",           "headers",       "nvcc_flags",
          "hipcc_flags",     "libraries",         "needs_gpu",     "expected_exit_code",
          "expected_output", "compare",           "compute_heavy", "wave64_note",
          "ignored_output",  "amd_unsupported",   "cu2hip_flags",  "source_dir",
          "run_arguments",   "compare_all_lines", "ignored_lines", "wave64"},
      Where);
  RunFixture F;
  F.Name = inertFixtureName(Name);
  F.Dir = Dir;
  F.Description = text(J, "description", true, Where);
  F.Sources = stringList(J, "sources", true, Where);
  F.Headers = stringList(J, "headers", false, Where);
  F.NvccFlags = stringList(J, "nvcc_flags", false, Where);
  F.HipccFlags = stringList(J, "hipcc_flags", false, Where);
  F.Libraries = stringList(J, "libraries", false, Where);
  F.NeedsGpu = boolean(J, "needs_gpu", true, Where);
  const Json *Exit = field(J, "expected_exit_code", true, Where);
  if (!Exit->is_number_integer())
    fail(Where, "field 'expected_exit_code' must be an integer");
  F.ExpectedExitCode = Exit->get<int>();
  F.ExpectedOutput = stringList(J, "expected_output", true, Where);
  F.Tolerance = comparison(J, Where);
  F.ComputeHeavy = boolean(J, "compute_heavy", false, Where);
  F.Wave64Note = text(J, "wave64_note", false, Where);
  F.IgnoredOutput = stringList(J, "ignored_output", false, Where);
  F.AmdUnsupported = amdUnsupported(J, Where);
  F.Cu2hipFlags = stringList(J, "cu2hip_flags", false, Where);
  F.RunArguments = stringList(J, "run_arguments", false, Where);
  F.CompareAllLines = boolean(J, "compare_all_lines", false, Where);
  F.IgnoredLines = stringList(J, "ignored_lines", false, Where);
  if (!F.IgnoredLines.empty() && !F.CompareAllLines)
    fail(Where, "field 'ignored_lines' needs \"compare_all_lines\": true (only 'name: value' "
                "lines are compared otherwise: use 'ignored_output' for their names)");
  F.SourceDir = Dir;
  if (std::string Source = text(J, "source_dir", false, Where); !Source.empty()) {
    llvm::SmallString<256> Resolved(Source);
    if (!llvm::sys::path::is_absolute(Resolved)) {
      Resolved = Dir;
      llvm::sys::path::append(Resolved, Source);
    }
    llvm::sys::path::remove_dots(Resolved, /*remove_dot_dot=*/true);
    F.SourceDir = std::string(Resolved);
  }
  for (const std::string &Flag : F.Cu2hipFlags)
    if (!applyCu2hipFlag(Flag, nullptr))
      fail(Where, "field 'cu2hip_flags' has '" + Flag +
                      "'; allowed: --fix-warp-size, --launch-syntax=hip");
  checkLibraries(F, Where);
  // The names become compiler arguments, and hipcc and nvcc may hand those to a shell.
  for (const auto *Names : {&F.Sources, &F.Headers})
    for (const std::string &File : *Names)
      if (!isShellInert(File))
        fail(Where, "file name '" + File +
                        "' holds characters a shell would interpret (hipcc and nvcc may run "
                        "their commands through one); rename the file");
  return F;
}

} // namespace

llvm::Expected<RunFixture> parseRunFixture(std::string_view JsonText, const std::string &Name,
                                           const std::string &Dir, std::string File) {
  if (File.empty()) {
    llvm::SmallString<256> Default(Dir);
    llvm::sys::path::append(Default, "fixture.json");
    File = std::string(Default);
  }
  Json J = Json::parse(JsonText.begin(), JsonText.end(), nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded())
    return llvm::createStringError(File + ": not valid JSON");
  try {
    RunFixture F = fromJson(J, Name, Dir, File);
    F.DescriptionFile = File;
    return F;
  } catch (const FixtureError &E) {
    return llvm::createStringError(E.Message);
  }
}

llvm::Expected<RunFixture> loadRunFixture(const std::string &Path) {
  llvm::SmallString<256> Absolute(Path);
  llvm::sys::fs::make_absolute(Absolute);
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  while (Absolute.size() > 1 && llvm::sys::path::is_separator(Absolute.back()))
    Absolute.pop_back();
  llvm::SmallString<256> File(Absolute), Dir(Absolute);
  std::string Name(llvm::sys::path::filename(Absolute));
  if (isDescriptionFile(Absolute)) {
    llvm::sys::path::remove_filename(Dir);
    Name = std::string(llvm::sys::path::stem(Absolute));
  } else {
    llvm::sys::path::append(File, "fixture.json");
  }
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer)
    return llvm::createStringError("cannot read '" + std::string(File) +
                                   "': " + Buffer.getError().message());
  return parseRunFixture((*Buffer)->getBuffer(), Name, std::string(Dir), std::string(File));
}

bool isDescriptionFile(llvm::StringRef Path) {
  return Path.ends_with(".json") && llvm::sys::fs::is_regular_file(Path);
}

const LibraryRoute *findLibraryRoute(std::string_view CudaName) {
  // hipBLAS/hipFFT are not in Debian 12 (docs/validation.md): their AMD builds fail at
  // the include, which is the honest answer; they have no NVIDIA shim either.
  static const LibraryRoute Routes[] = {
      {"curand", "hiprand", "hiprand_on_cuda.cu"},
      {"cusparse", "hipsparse", "hipsparse_on_cuda.cu"},
      {"cublas", "hipblas", ""},
      {"cufft", "hipfft", ""},
      {"cuda", "", ""}, // the driver API: part of HIP's runtime on AMD
  };
  for (const LibraryRoute &Route : Routes)
    if (CudaName == Route.Cuda)
      return &Route;
  return nullptr;
}

} // namespace cu2hip
