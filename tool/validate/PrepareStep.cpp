// The prepare step: work directory layout in docs/validation.md ("The work directory").
#include "PrepareStep.h"
#include "LibraryBackends.h"
#include "ProcessRunner.h"

#include "project/IncludedHeaders.h"
#include "project/OutputWriter.h"
#include "project/SupportHeaders.h"
#include "report/Statistics.h"
#include "rewriters/FileTranslator.h"
#include "rewriters/NvccDialect.h"
#include "rewriters/TranslationStatistics.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <mutex>

namespace cu2hip {

std::string joinPath(const std::string &A, const std::string &B) {
  llvm::SmallString<256> Path(A);
  llvm::sys::path::append(Path, B);
  return std::string(Path);
}

llvm::Error writeWorkFile(const std::string &Path, std::string_view Content) {
  if (std::error_code EC = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path)))
    return llvm::createStringError(EC, "cannot create the directory of '" + Path + "'");
  return writeFileAtomically(Path, Content);
}

namespace {

namespace fs = llvm::sys::fs;

// Empty on success; the message otherwise (the error is consumed either way).
std::string errorText(llvm::Error Err) { return Err ? llvm::toString(std::move(Err)) : ""; }

std::string formatFinding(const Finding &F) {
  const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
  return std::to_string(F.Line) + ":" + std::to_string(F.Column) + ": " + severityName(Info.Level) +
         ": " + F.message() + " [" + Info.Id + "]";
}

// Clang is run one file at a time: parses are memory-hungry (about 170 MB each) and the
// builds, not the parses, are what the job slots are for.
std::mutex TranslatorMutex;

// The nvcc flags that also steer the parse; relative -I folders are the program's own.
std::vector<std::string> parseFlags(const RunFixture &F, const std::string &CudaDir) {
  std::vector<std::string> Flags;
  for (const std::string &Flag : F.NvccFlags) {
    llvm::StringRef Text(Flag);
    if (Text.starts_with("-I") && Text.size() > 2 &&
        !llvm::sys::path::is_absolute(Text.drop_front(2)))
      Flags.push_back("-I" + joinPath(CudaDir, Text.drop_front(2).str()));
    else if (Text.starts_with("-D") || Text.starts_with("-I") || Text.starts_with("-std="))
      Flags.push_back(Flag);
  }
  return Flags;
}

TranslatedFile translateOne(const RunFixture &F, const std::string &Relative, bool IsHeader,
                            const std::string &CudaDir, const std::string &HipDir,
                            const std::map<std::string, IncludeSite> &Sites,
                            const PrepareContext &Ctx) {
  TranslatedFile Result;
  Result.File = Relative;
  std::string Input = joinPath(CudaDir, Relative);
  auto Buffer = llvm::MemoryBuffer::getFile(Input, /*IsText=*/false);
  if (!Buffer) {
    Result.Errors.push_back("cannot read '" + Input + "': " + Buffer.getError().message());
    return Result;
  }
  TranslationOptions Options = Ctx.Translation;
  for (const std::string &Flag : parseFlags(F, CudaDir))
    Options.Parse.ExtraArgs.push_back(Flag);
  // A header is parsed as the translator parses one in a project: after what its first
  // includer includes before it, when it is not self-contained (real programs' kernel.h
  // often uses its includer's macros and types).
  Options.Parse.Header = IsHeader;
  if (auto Site = Sites.find(Input); Site != Sites.end()) {
    if (auto Includer = llvm::MemoryBuffer::getFile(Site->second.Includer, /*IsText=*/false)) {
      Options.Parse.IncluderPath = Site->second.Includer;
      Options.Parse.IncluderPrefix =
          includerPrefix((*Includer)->getBuffer(), Site->second.LineOffset);
    }
    Options.Parse.NvccDialectUnit = isNvccDialectFile(includeChainRoot(Sites, Input));
  }
  for (const std::string &Flag : F.Cu2hipFlags)
    applyCu2hipFlag(Flag, &Options);
  FileTranslation T;
  bool Survived = false;
  {
    // A crash in one rule must not end the whole validation: it becomes this file's
    // failure (SYCLomatic runs its rules in the same kind of guard).
    std::lock_guard<std::mutex> Lock(TranslatorMutex);
    llvm::CrashRecoveryContext Guard;
    Survived = Guard.RunSafely([&] {
      T = FileTranslator(*Ctx.Table, Options, Ctx.Preambles)
              .translate(Input, (*Buffer)->getBuffer().str());
    });
  }
  if (!Survived) {
    Result.Errors.push_back("cu2hip crashed while translating this file (rerun 'cu2hip " + Input +
                            "' under a debugger)");
    return Result;
  }
  FileStatistics Stats = collectFileStatistics(T);
  Result.Parsed = T.Parsed;
  Result.Converted = Stats.Converted;
  Result.Unconverted = Stats.Unconverted;
  Result.Errors = T.Errors;
  for (const std::string &Header : T.MissingIncludes)
    Result.Errors.push_back("header '" + Header + "' was not found");
  for (const Finding &Found : T.Findings) {
    Result.Findings.push_back(formatFinding(Found));
    Result.Warnings += diagnosticInfo(Found.Kind).Level != Severity::Note;
  }
  // A token-level translation is written too, as the translator writes it for its users:
  // the fixture still fails the translation column, but the GPU run shows what it does.
  if (T.Mode != TranslationMode::Failed) {
    std::string Output = joinPath(HipDir, Relative);
    llvm::Error Err = writeWorkFile(Output, T.Output);
    if (!Err)
      Err = placeSupportHeaders(Output, T.Output);
    if (Err) {
      Result.Parsed = false;
      Result.Errors.push_back(llvm::toString(std::move(Err)));
    }
  }
  return Result;
}

// The files of the fixture's folder that its sources and headers include (transitively) but
// the description does not list, relative to CudaDir: real programs include '.cu' and '.cpp'
// files ('#include "cluster.cu"'), which a description that names main.cu alone would
// otherwise leave as CUDA text inside the HIP program. Translated as a project run with
// --out-root translates the headers its inputs include.
std::vector<std::string> includedFixtureFiles(const RunFixture &F, const std::string &CudaDir) {
  llvm::SmallString<256> Root(CudaDir);
  if (fs::make_absolute(Root))
    return {};
  llvm::sys::path::remove_dots(Root, /*remove_dot_dot=*/true);
  std::vector<ProjectFile> Listed;
  for (const auto *Names : {&F.Sources, &F.Headers})
    for (const std::string &Relative : *Names) {
      llvm::SmallString<256> Path(Root);
      llvm::sys::path::append(Path, Relative);
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
      Listed.push_back(
          {std::string(Path), Names == &F.Sources ? FileKind::Source : FileKind::Header});
    }
  std::vector<std::string> Reached;
  for (const ReachedHeader &Header :
       includedProjectHeaders(Listed, std::string(Root), parseFlags(F, std::string(Root)))) {
    llvm::StringRef Path(Header.File.Path);
    if (Path.consume_front(Root) && Path.consume_front(llvm::sys::path::get_separator()))
      Reached.push_back(Path.str());
  }
  return Reached;
}

// Every file of the fixture goes to cuda/; the listed sources and headers are translated
// into hip/, anything else (data files) is copied there unchanged.
void translateFixture(const RunFixture &F, const std::string &Dir, const PrepareContext &Ctx,
                      FixturePreparation &P) {
  std::string CudaDir = joinPath(Dir, "cuda"), HipDir = joinPath(Dir, "hip");
  std::string Log = errorText(copyTree(F.SourceDir, CudaDir));
  if (Log.empty())
    Log = errorText(copyTree(F.SourceDir, HipDir));
  P.Translated = Log.empty();
  if (!P.Translated)
    Log = "error: " + Log + "\n";
  fs::remove(joinPath(CudaDir, "fixture.json"));
  fs::remove(joinPath(HipDir, "fixture.json"));
  std::vector<std::string> Headers = F.Headers;
  for (const std::string &Reached : includedFixtureFiles(F, CudaDir)) {
    Headers.push_back(Reached);
    Log += Reached + ": translated as a header: a listed file includes it\n";
  }
  std::vector<std::string> Files = F.Sources;
  Files.insert(Files.end(), Headers.begin(), Headers.end());
  std::vector<std::string> Absolute;
  for (const std::string &Relative : Files)
    Absolute.push_back(joinPath(CudaDir, Relative));
  std::map<std::string, IncludeSite> Sites = firstIncludeSites(Absolute, parseFlags(F, CudaDir));
  for (const std::string &Relative : Files) {
    fs::remove(joinPath(HipDir, Relative)); // a failed translation leaves no CUDA copy behind
    bool IsHeader = std::find(Headers.begin(), Headers.end(), Relative) != Headers.end();
    P.Files.push_back(translateOne(F, Relative, IsHeader, CudaDir, HipDir, Sites, Ctx));
    const TranslatedFile &T = P.Files.back();
    P.Translated = P.Translated && T.Parsed;
    for (const std::string &Line : T.Findings)
      Log += Relative + ":" + Line + "\n";
    for (const std::string &Line : T.Errors)
      Log += Relative + ": error: " + Line + "\n";
  }
  errorText(writeWorkFile(joinPath(Dir, "logs/translate.log"), Log));
}

TierResult buildTier(const std::vector<std::string> &Command, const std::string &Dir,
                     const std::string &LogName) {
  TierResult T;
  T.Log = "logs/" + LogName;
  ProcessResult R = runLogged(Command, joinPath(Dir, T.Log));
  T.Seconds = R.Seconds;
  T.Status = R.succeeded() ? TierStatus::Pass : TierStatus::Fail;
  if (!R.succeeded())
    T.ErrorLines = errorLines(joinPath(Dir, T.Log));
  return T;
}

TierResult skipped(const std::string &Reason) {
  TierResult T;
  T.Detail = Reason;
  return T;
}

// One hipcc run for all supported targets; only when it fails is each target built alone,
// so that the table says which one fails. Declared-unsupported targets are built alone.
void buildAmd(const RunFixture &F, const std::string &Dir, const PrepareContext &Ctx,
              FixturePreparation &P) {
  std::string HipDir = joinPath(Dir, "hip"), Out = joinPath(Dir, "build/amd.out");
  std::vector<std::string> Supported;
  for (const std::string &Arch : Ctx.OffloadArchs)
    if (!F.AmdUnsupported.count(Arch))
      Supported.push_back(Arch);
  std::optional<TierResult> Together;
  if (Supported.size() > 1) {
    Together = buildTier(hipccCommand(F, HipDir, Supported, Out, Ctx.Tools), Dir, "amd.log");
    if (Together->Status != TierStatus::Pass)
      Together.reset();
  }
  for (const std::string &Arch : Ctx.OffloadArchs) {
    auto Unsupported = F.AmdUnsupported.find(Arch);
    TierResult T = (Together && Unsupported == F.AmdUnsupported.end())
                       ? *Together
                       : buildTier(hipccCommand(F, HipDir, {Arch}, Out, Ctx.Tools), Dir,
                                   "amd-" + Arch + ".log");
    if (Unsupported != F.AmdUnsupported.end()) {
      T.Detail = Unsupported->second;
      T.Status =
          T.Status == TierStatus::Pass ? TierStatus::UnexpectedPass : TierStatus::Unsupported;
    }
    P.Amd.emplace_back(Arch, T);
  }
}

FixturePreparation prepareFixture(const RunFixture &F, const PrepareContext &Ctx) {
  FixturePreparation P;
  P.Name = F.Name;
  std::string Dir = joinPath(Ctx.WorkDir, F.Name);
  fs::remove_directories(Dir);
  translateFixture(F, Dir, Ctx, P);
  errorText(copyTree(F.DescriptionFile, joinPath(Dir, "fixture.json")));
  errorText(writeWorkFile(joinPath(Dir, "build.env"), buildEnvScript(F, Ctx.Tools)));
  fs::create_directories(joinPath(Dir, "build"));
  std::string NotTranslated = P.Translated ? "" : "not translated";
  if (!Ctx.AmdSkipReason.empty() || !P.Translated) {
    for (const std::string &Arch : Ctx.OffloadArchs)
      P.Amd.emplace_back(Arch, skipped(P.Translated ? Ctx.AmdSkipReason : NotTranslated));
  } else {
    buildAmd(F, Dir, Ctx, P);
  }
  if (!Ctx.NvidiaSkipReason.empty() || !P.Translated)
    P.NvidiaBuild = skipped(P.Translated ? Ctx.NvidiaSkipReason : NotTranslated);
  else
    P.NvidiaBuild = buildTier(
        nvccHipCommand(F, joinPath(Dir, "hip"), joinPath(Dir, "build/nvidia.out"), Ctx.Tools), Dir,
        "nvidia.log");
  fs::remove_directories(joinPath(Dir, "build")); // binaries do not travel to the GPU machine
  errorText(writeWorkFile(joinPath(Dir, "prepare.json"), preparationToJson(P)));
  return P;
}

// WORK/hip-nvidia: the patched HIP headers, the hipRAND/hipSPARSE headers (whose NVIDIA
// paths forward to cuRAND/cuSPARSE), the shims for their host APIs and hipCUB's header. Never
// committed: the work directory ignores itself.
llvm::Error setUpWorkDir(PrepareContext &Ctx) {
  if (std::error_code EC = fs::create_directories(Ctx.WorkDir))
    return llvm::createStringError(EC, "cannot create '" + Ctx.WorkDir + "': " + EC.message());
  if (llvm::Error Err = writeWorkFile(joinPath(Ctx.WorkDir, ".gitignore"), "*\n"))
    return Err;
  Ctx.Tools.HipNvidiaDir = joinPath(Ctx.WorkDir, "hip-nvidia");
  fs::remove_directories(Ctx.Tools.HipNvidiaDir);
  if (!fs::exists(joinPath(Ctx.HipNvidiaSource, "hip/hip_runtime.h"))) {
    if (Ctx.NvidiaSkipReason.empty())
      Ctx.NvidiaSkipReason = "no prepared HIP headers in '" + Ctx.HipNvidiaSource +
                             "' (build the hip_nvidia_headers target or pass --hip-nvidia)";
    return llvm::Error::success();
  }
  if (llvm::Error Err =
          copyTree(joinPath(Ctx.HipNvidiaSource, "hip"), joinPath(Ctx.Tools.HipNvidiaDir, "hip")))
    return Err;
  for (const char *Library : {"hiprand", "hipsparse"})
    if (fs::is_directory(joinPath(Ctx.HipIncludeDir, Library)))
      if (llvm::Error Err = copyTree(joinPath(Ctx.HipIncludeDir, Library),
                                     joinPath(Ctx.Tools.HipNvidiaDir, Library)))
        return Err;
  if (!Ctx.LibrarySourceDir.empty()) {
    auto Installed = installLibraryBackends(Ctx.LibrarySourceDir, Ctx.Tools.HipNvidiaDir);
    if (!Installed)
      return Installed.takeError();
    Ctx.Tools.NvidiaBackends = std::move(*Installed);
  }
  // hipCUB: a header that names CUB's namespace (hip_nvidia_libs/include/hipcub).
  if (llvm::Error Err = copyTree(joinPath(Ctx.ShimSourceDir, "include/hipcub"),
                                 joinPath(Ctx.Tools.HipNvidiaDir, "hipcub")))
    return Err;
  return copyTree(Ctx.ShimSourceDir, joinPath(Ctx.Tools.HipNvidiaDir, "shims"));
}

llvm::Error writeManifest(const std::vector<RunFixture> &Fixtures,
                          const std::vector<FixturePreparation> &Prepared,
                          const PrepareContext &Ctx) {
  nlohmann::ordered_json J;
  J["format"] = 1;
  J["cu2hip_version"] = Ctx.Cu2hipVersion;
  J["hip_version"] = Ctx.Translation.TargetHip.str();
  J["offload_archs"] = Ctx.OffloadArchs;
  J["nvidia_arch"] = Ctx.Tools.NvidiaArch;
  J["fixtures"] = nlohmann::ordered_json::array();
  std::string List;
  for (size_t I = 0; I < Fixtures.size(); ++I) {
    J["fixtures"].push_back({{"name", Fixtures[I].Name},
                             {"source", Fixtures[I].SourceDir},
                             {"prepared", Prepared[I].passed()}});
    List += Fixtures[I].Name + "\n";
  }
  if (llvm::Error Err = writeWorkFile(joinPath(Ctx.WorkDir, "manifest.json"), J.dump(2) + "\n"))
    return Err;
  return writeWorkFile(joinPath(Ctx.WorkDir, "fixtures.list"), List);
}

std::string progressLine(const FixturePreparation &P, double Seconds) {
  std::string Line = P.Name + ": " + (P.translationComplete() ? "translated" : "NOT translated");
  for (const auto &[Arch, Tier] : P.Amd)
    Line += ", " + Arch + " " + tierStatusName(Tier.Status);
  Line += ", nvidia " + std::string(tierStatusName(P.NvidiaBuild.Status));
  return Line + llvm::formatv(" ({0:F1} s)", Seconds).str();
}

} // namespace

llvm::Error copyTree(const std::string &FromPath, const std::string &To) {
  std::string From = FromPath;
  while (From.size() > 1 && llvm::sys::path::is_separator(From.back()))
    From.pop_back();
  if (!fs::is_directory(From)) {
    if (std::error_code EC = fs::create_directories(llvm::sys::path::parent_path(To)))
      return llvm::createStringError(EC, "cannot create the directory of '" + To + "'");
    if (std::error_code EC = fs::copy_file(From, To))
      return llvm::createStringError(EC, "cannot copy '" + From + "': " + EC.message());
    return llvm::Error::success();
  }
  std::error_code EC;
  for (fs::recursive_directory_iterator It(From, EC), End; It != End && !EC; It.increment(EC)) {
    std::string Relative = It->path().substr(From.size());
    if (It->type() == fs::file_type::regular_file)
      if (llvm::Error Err = copyTree(It->path(), To + Relative))
        return Err;
  }
  if (EC)
    return llvm::createStringError(EC, "cannot read '" + From + "': " + EC.message());
  return llvm::Error::success();
}

llvm::Expected<std::vector<FixturePreparation>>
runPrepare(const std::vector<RunFixture> &Fixtures, PrepareContext Ctx, llvm::raw_ostream &Log) {
  if (llvm::Error Err = setUpWorkDir(Ctx))
    return Err;
  std::vector<FixturePreparation> Prepared(Fixtures.size());
  std::mutex LogMutex;
  size_t Done = 0;
  runInParallel(Fixtures.size(), Ctx.Jobs, [&](size_t I) {
    auto Start = std::chrono::steady_clock::now();
    Prepared[I] = prepareFixture(Fixtures[I], Ctx);
    double Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    std::lock_guard<std::mutex> Lock(LogMutex);
    Log << "[" << ++Done << "/" << Fixtures.size() << "] " << progressLine(Prepared[I], Seconds)
        << "\n";
    Log.flush();
  });
  if (llvm::Error Err = writeManifest(Fixtures, Prepared, Ctx))
    return Err;
  return Prepared;
}

llvm::Expected<std::vector<std::string>> readManifest(const std::string &WorkDir) {
  std::string Path = joinPath(WorkDir, "manifest.json");
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError("cannot read '" + Path + "' (run 'cu2hip validate prepare'): " +
                                   Buffer.getError().message());
  try {
    auto J = nlohmann::json::parse((*Buffer)->getBuffer().begin(), (*Buffer)->getBuffer().end());
    if (J.at("format").get<int>() != 1)
      return llvm::createStringError(Path + ": unknown format (rerun 'validate prepare')");
    std::vector<std::string> Names;
    for (const auto &Entry : J.at("fixtures"))
      Names.push_back(Entry.at("name").get<std::string>());
    return Names;
  } catch (const std::exception &E) {
    return llvm::createStringError(Path + ": " + E.what());
  }
}

} // namespace cu2hip
