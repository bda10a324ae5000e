// Measuring one benchmark of the calibration corpus, and the corpus file's JSON.
#include "PortCorpus.h"

#include "CalibrationFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace cu2hip {
namespace {

// A file's counterpart keeps its kind: a header is ported as a header, a translation unit
// as a translation unit (.cu often becomes .hip or .cpp).
const std::vector<std::string> HeaderExtensions = {".cuh", ".h", ".hpp", ".hh", ".inc", ".inl"};
const std::vector<std::string> UnitExtensions = {".cu", ".hip", ".cpp", ".cc", ".cxx", ".c"};

bool hasExtensionIn(llvm::StringRef Path, const std::vector<std::string> &Extensions) {
  return std::find(Extensions.begin(), Extensions.end(), llvm::sys::path::extension(Path).str()) !=
         Extensions.end();
}

bool isSource(llvm::StringRef Path) {
  return hasExtensionIn(Path, HeaderExtensions) || hasExtensionIn(Path, UnitExtensions);
}

std::string replaceAll(std::string S, const std::string &From, const std::string &To) {
  for (size_t At = S.find(From); At != std::string::npos; At = S.find(From, At + To.size()))
    S.replace(At, From.size(), To);
  return S;
}

bool exists(const std::string &Dir, const std::string &Rel) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Rel);
  return llvm::sys::fs::is_regular_file(P);
}

// The hand port's file for the original's Rel: the same path, or with cuda spelled hip
// (cudaUtil.h -> hipUtil.h), under any extension of its kind; "" when the hand port has none
// (it includes the original's file unchanged, from the original's folder).
std::string counterpart(const std::string &HandPortDir, const std::string &Rel) {
  std::vector<std::string> Spellings = {Rel};
  std::string Hip =
      replaceAll(replaceAll(replaceAll(Rel, "cuda", "hip"), "Cuda", "Hip"), "CUDA", "HIP");
  if (Hip != Rel)
    Spellings.push_back(Hip);
  for (const std::string &S : Spellings) {
    if (exists(HandPortDir, S))
      return S;
    llvm::SmallString<256> Stem(S);
    llvm::sys::path::replace_extension(Stem, "");
    for (const std::string &Ext :
         hasExtensionIn(S, HeaderExtensions) ? HeaderExtensions : UnitExtensions)
      if (exists(HandPortDir, std::string(Stem) + Ext))
        return std::string(Stem) + Ext;
  }
  return "";
}

llvm::Expected<std::string> readText(const std::string &Dir, const std::string &Rel) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Rel);
  return readTextFile(std::string(P));
}

std::vector<std::string> sourcesBelow(const std::string &Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (It->type() != llvm::sys::fs::file_type::regular_file || !isSource(It->path()))
      continue;
    llvm::SmallString<256> Rel(It->path());
    llvm::sys::path::replace_path_prefix(Rel, Dir, "");
    Out.push_back(llvm::sys::path::relative_path(Rel).str());
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

nlohmann::ordered_json featuresJson(const EffortFeatures &F) {
  nlohmann::ordered_json J = nlohmann::ordered_json::object();
  for (const auto &[Name, Value] : F)
    J[Name] = Value;
  return J;
}

EffortFeatures featuresFrom(const nlohmann::json &J) {
  EffortFeatures F;
  for (const auto &[Name, Value] : J.items())
    F[Name] = Value.get<double>();
  return F;
}

} // namespace

llvm::Expected<CorpusBenchmark> measureBenchmark(const std::string &Name,
                                                 const BenchmarkFolders &Folders,
                                                 const RunStatistics &Report,
                                                 const std::set<std::string> &LibraryFamilies,
                                                 const ApiNamePredicate &IsApiName) {
  CorpusBenchmark B;
  B.Name = Name;
  std::set<std::string> Paired;
  for (const FileStatistics &S : Report.Files) {
    if (S.Mode == FileMode::BuildScript || !isSource(S.Path) ||
        llvm::StringRef(S.Path).starts_with("..") || llvm::sys::path::is_absolute(S.Path))
      continue;
    CorpusFile F;
    F.Path = S.Path;
    F.Features = effortFeatures(S, LibraryFamilies);
    auto Translated = readText(Folders.Translation, S.Path);
    if (!Translated)
      return Translated.takeError();
    std::string Other = counterpart(Folders.HandPort, S.Path);
    F.Reference = Other.empty() ? "original" : "hand-port";
    auto Reference =
        Other.empty() ? readText(Folders.Original, S.Path) : readText(Folders.HandPort, Other);
    if (!Reference)
      return Reference.takeError();
    Paired.insert(Other);
    FileResidual R = measureFileResidual(*Translated, *Reference, IsApiName);
    F.Residual = R.Changed;
    F.RenameOnly = R.RenameOnly;
    B.Residual += R.Changed;
    B.RenameOnly += R.RenameOnly;
    addFeatures(B.Features, F.Features);
    for (const auto &Counts : {S.ConvertedByFamily, S.UnconvertedByFamily})
      for (const auto &[Family, Count] : Counts)
        if (LibraryFamilies.count(Family))
          B.Libraries.insert(Family);
    B.Files.push_back(std::move(F));
  }
  for (const std::string &Rel : sourcesBelow(Folders.HandPort))
    if (!Paired.count(Rel))
      B.HandPortOnly.push_back(Rel);
  return B;
}

nlohmann::ordered_json corpusJson(const Corpus &C) {
  nlohmann::ordered_json J;
  J["schema_version"] = 1;
  J["provenance"] = C.Provenance;
  nlohmann::ordered_json Benchmarks = nlohmann::ordered_json::array();
  for (const CorpusBenchmark &B : C.Benchmarks) {
    nlohmann::ordered_json BJ;
    BJ["name"] = B.Name;
    BJ["split"] = B.Split;
    BJ["residual_lines"] = B.Residual;
    BJ["rename_only_lines"] = B.RenameOnly;
    BJ["features"] = featuresJson(B.Features);
    nlohmann::ordered_json Files = nlohmann::ordered_json::array();
    for (const CorpusFile &F : B.Files)
      Files.push_back({{"path", F.Path},
                       {"reference", F.Reference},
                       {"residual_lines", F.Residual},
                       {"rename_only_lines", F.RenameOnly},
                       {"features", featuresJson(F.Features)}});
    BJ["files"] = Files;
    BJ["hand_port_only_files"] = B.HandPortOnly;
    BJ["library_families"] = B.Libraries;
    Benchmarks.push_back(BJ);
  }
  J["benchmarks"] = Benchmarks;
  return J;
}

llvm::Expected<Corpus> parseCorpus(const std::string &Text, const std::string &Name) {
  nlohmann::json J = nlohmann::json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object() || J.value("schema_version", 0) != 1)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: not a calibration corpus of schema version 1",
                                   Name.c_str());
  Corpus C;
  try {
    C.Provenance = J.at("provenance");
    for (const nlohmann::json &BJ : J.at("benchmarks")) {
      CorpusBenchmark B;
      B.Name = BJ.at("name").get<std::string>();
      B.Split = BJ.at("split").get<std::string>();
      B.Residual = BJ.at("residual_lines").get<unsigned>();
      B.RenameOnly = BJ.at("rename_only_lines").get<unsigned>();
      B.Features = featuresFrom(BJ.at("features"));
      for (const nlohmann::json &FJ : BJ.at("files"))
        B.Files.push_back({FJ.at("path").get<std::string>(), FJ.at("reference").get<std::string>(),
                           FJ.at("residual_lines").get<unsigned>(),
                           FJ.at("rename_only_lines").get<unsigned>(),
                           featuresFrom(FJ.at("features"))});
      B.HandPortOnly = BJ.at("hand_port_only_files").get<std::vector<std::string>>();
      B.Libraries = BJ.at("library_families").get<std::set<std::string>>();
      if (B.Split != "fit" && B.Split != "check")
        return llvm::createStringError(std::errc::invalid_argument,
                                       "%s: benchmark '%s' has split '%s' (fit or check)",
                                       Name.c_str(), B.Name.c_str(), B.Split.c_str());
      C.Benchmarks.push_back(std::move(B));
    }
  } catch (const nlohmann::json::exception &E) {
    return llvm::createStringError(std::errc::invalid_argument, "%s: %s", Name.c_str(), E.what());
  }
  return C;
}

} // namespace cu2hip
