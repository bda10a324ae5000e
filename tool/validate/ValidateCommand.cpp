// `cu2hip validate`: resolves defaults and tools, then runs prepare, the GPU script, report.
#include "ValidateCommand.h"
#include "PrepareStep.h"
#include "ProcessRunner.h"
#include "ReportStep.h"
#include "ValidateOptions.h"

#include "ShellWords.h"

#include "CommandLine.h"
#include "mappings/MappingLoading.h"
#include "project/CudaInstallation.h"
#include "project/OutputWriter.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

// Defaults recorded by tool/validate/CMakeLists.txt; every one has a flag that overrides it.
#ifndef CU2HIP_VALIDATE_FIXTURES_DIR
#define CU2HIP_VALIDATE_FIXTURES_DIR "fixtures/run"
#endif
#ifndef CU2HIP_VALIDATE_SCRIPT_DIR
#define CU2HIP_VALIDATE_SCRIPT_DIR "tool/validate"
#endif
#ifndef CU2HIP_VALIDATE_HIP_NVIDIA_DIR
#define CU2HIP_VALIDATE_HIP_NVIDIA_DIR "build/hip-nvidia"
#endif
#ifndef CU2HIP_VALIDATE_WORK_ROOT
#define CU2HIP_VALIDATE_WORK_ROOT "build/validate"
#endif
#ifndef CU2HIP_VALIDATE_HIP_INCLUDE_DIR
#define CU2HIP_VALIDATE_HIP_INCLUDE_DIR "/usr/include"
#endif
#ifndef CU2HIP_VALIDATE_VERSION
#define CU2HIP_VALIDATE_VERSION "0.0.0"
#endif

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

int fail(const std::string &Message, int Code) {
  llvm::errs() << "cu2hip validate: error: " << Message << "\n";
  return Code;
}

std::string absolute(const std::string &Path) {
  llvm::SmallString<256> P(Path);
  fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::string join(const std::string &A, const std::string &B) {
  llvm::SmallString<256> Path(A);
  llvm::sys::path::append(Path, B);
  return std::string(Path);
}

// The fixture folders directly below Dir (those holding a fixture.json) and the
// description files there (NAME.json), sorted.
std::vector<std::string> fixturesBelow(const std::string &Dir, std::error_code &EC) {
  std::vector<std::string> Paths;
  for (fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    if (fs::exists(join(It->path(), "fixture.json")) || isDescriptionFile(It->path()))
      Paths.push_back(It->path());
  std::sort(Paths.begin(), Paths.end());
  return Paths;
}

// The given fixture directories (a folder of fixtures, such as fixtures/run, stands for
// every fixture in it), or every fixture of the built-in fixtures/run.
llvm::Expected<std::vector<RunFixture>> loadFixtures(const std::vector<std::string> &Dirs) {
  std::vector<std::string> Paths;
  for (const std::string &Dir : Dirs) {
    if (fs::exists(join(Dir, "fixture.json")) || !fs::is_directory(Dir) || isDescriptionFile(Dir)) {
      Paths.push_back(Dir); // loadRunFixture names what is wrong with it
      continue;
    }
    std::error_code EC;
    std::vector<std::string> Below = fixturesBelow(Dir, EC);
    if (EC || Below.empty())
      return llvm::createStringError("'" + Dir +
                                     "' is neither a fixture folder (no fixture.json), "
                                     "a description file (NAME.json) nor a folder of them");
    Paths.insert(Paths.end(), Below.begin(), Below.end());
  }
  if (Dirs.empty()) {
    std::error_code EC;
    Paths = fixturesBelow(CU2HIP_VALIDATE_FIXTURES_DIR, EC);
    if (EC || Paths.empty())
      return llvm::createStringError("no fixtures in '" CU2HIP_VALIDATE_FIXTURES_DIR
                                     "' (name fixture directories on the command line)");
  }
  std::vector<RunFixture> Fixtures;
  for (const std::string &Path : Paths) {
    auto F = loadRunFixture(Path);
    if (!F)
      return F.takeError();
    for (const RunFixture &Other : Fixtures)
      if (Other.Name == F->Name)
        return llvm::createStringError("two fixtures are named '" + F->Name + "'");
    Fixtures.push_back(std::move(*F));
  }
  return Fixtures;
}

void resolveTools(const ValidateOptions &O, const std::string &CudaPath, PrepareContext &Ctx) {
  Ctx.Tools.NvidiaArch = O.NvidiaArch;
  if (!O.Amd)
    Ctx.AmdSkipReason = "--no-amd";
  else if ((Ctx.Tools.Hipcc = findTool("hipcc", O.Hipcc, {"/opt/rocm/bin/hipcc"})).empty())
    Ctx.AmdSkipReason = O.Hipcc.empty() ? "hipcc not found" : "'" + O.Hipcc + "' not executable";
  else
    Ctx.Tools.HipccExtra = hipccProbeFlags(Ctx.Tools.Hipcc);
  std::vector<std::string> NvccFallbacks = {join(CudaPath, "bin/nvcc")};
  if (!O.Nvidia)
    Ctx.NvidiaSkipReason = "--no-nvidia";
  else if (!O.NvccRefusal.empty())
    Ctx.NvidiaSkipReason = O.NvccRefusal;
  else if (O.Platform == RunPlatform::Amd)
    Ctx.NvidiaSkipReason = "--platform amd";
  else if ((Ctx.Tools.Nvcc = findTool("nvcc", O.Nvcc, NvccFallbacks)).empty())
    Ctx.NvidiaSkipReason = O.Nvcc.empty() ? "nvcc not found" : "'" + O.Nvcc + "' not executable";
}

TranslationOptions translationOptions(const ValidateOptions &O, const std::string &CudaPath,
                                      const std::string &ResourceDir) {
  TranslationOptions T;
  T.Parse.CudaPath = CudaPath;
  T.Parse.ResourceDir = ResourceDir;
  T.TargetHip = O.HipVersion;
  // As a project run judges them: the AMD targets the builds use, and the texture path they
  // need (the software one where a target has no image instructions).
  T.AmdTargets = O.OffloadArchs;
  T.SoftwareTextures = !targetsWithoutImages(T.AmdTargets).empty();
  return T;
}

// The hipRAND/hipSPARSE headers of --hip-include (Debian's: HIP 5.2's) do not fit HIP 6's
// NVIDIA platform; a failing NVIDIA build would otherwise look like a translation defect.
void warnOfOlderLibraryHeaders(const std::vector<RunFixture> &Fixtures, const ValidateOptions &O,
                               const PrepareContext &Ctx) {
  if (!O.LibrarySourceDir.empty() || O.NoNvidia || O.HipVersion < ApiVersion{6, 0})
    return;
  std::set<std::string> Used;
  for (const RunFixture &F : Fixtures)
    for (const std::string &Library : F.Libraries)
      if (Library == "curand" || Library == "cusparse" || Library == "cublas")
        Used.insert(Library);
  if (Used.empty())
    return;
  llvm::errs() << "cu2hip validate: warning: fixtures use " << llvm::join(Used, ", ")
               << " but the NVIDIA build takes the HIP library headers from '" << Ctx.HipIncludeDir
               << "' and cu2hip's shims, which may be older than HIP " << O.HipVersion.str()
               << " (hipBLAS has neither); pass --hip-library-source with ROCm's sources "
                  "(docs/validation.md)\n";
}

int prepare(const ValidateOptions &O, const std::string &ResourceDir) {
  auto Fixtures = loadFixtures(O.FixtureDirs);
  if (!Fixtures)
    return fail(llvm::toString(Fixtures.takeError()), ExitInputError);
  auto Table = loadMappingTable({});
  if (!Table)
    return fail(llvm::toString(Table.takeError()), ExitInputError);
  CudaSearchResult Cuda = findCudaInstallation(O.CudaPath);
  if (Cuda.Path.empty())
    return fail(Cuda.Error, ExitInputError);
  llvm::CrashRecoveryContext::Enable(); // for the guard around each translation
  PreambleCache Preambles;
  PrepareContext Ctx;
  Ctx.Table = &*Table;
  Ctx.Preambles = &Preambles;
  Ctx.Translation = translationOptions(O, Cuda.Path, ResourceDir);
  resolveTools(O, Cuda.Path, Ctx);
  Ctx.OffloadArchs = O.OffloadArchs;
  Ctx.WorkDir = absolute(O.WorkDir);
  Ctx.HipNvidiaSource =
      absolute(O.HipNvidiaDir.empty() ? CU2HIP_VALIDATE_HIP_NVIDIA_DIR : O.HipNvidiaDir);
  Ctx.HipIncludeDir = O.HipIncludeDir.empty() ? CU2HIP_VALIDATE_HIP_INCLUDE_DIR : O.HipIncludeDir;
  Ctx.ShimSourceDir = join(CU2HIP_VALIDATE_SCRIPT_DIR, "hip_nvidia_libs");
  Ctx.LibrarySourceDir = O.LibrarySourceDir.empty() ? "" : absolute(O.LibrarySourceDir);
  Ctx.Cu2hipVersion = CU2HIP_VALIDATE_VERSION;
  Ctx.Jobs = O.Jobs;
  llvm::errs() << "cu2hip validate: preparing " << Fixtures->size() << " fixtures in "
               << Ctx.WorkDir << " (-j" << O.Jobs << ")\n";
  for (const char *Tier : {"AMD", "NVIDIA"}) {
    const std::string &Reason = *Tier == 'A' ? Ctx.AmdSkipReason : Ctx.NvidiaSkipReason;
    if (!Reason.empty())
      llvm::errs() << "cu2hip validate: " << Tier << " builds skipped: " << Reason << "\n";
  }
  warnOfOlderLibraryHeaders(*Fixtures, O, Ctx);
  auto Prepared = runPrepare(*Fixtures, std::move(Ctx), llvm::errs());
  if (!Prepared)
    return fail(llvm::toString(Prepared.takeError()), ExitInputError);
  return ExitSuccess;
}

int writeReports(const ValidationReport &R, const ValidateOptions &O) {
  printReportTable(R, llvm::outs());
  for (const auto &[File, Text] : {std::make_pair(O.JsonFile, reportToJson(R)),
                                   std::make_pair(O.MarkdownFile, reportToMarkdown(R))})
    if (!File.empty())
      if (llvm::Error Err = writeFileAtomically(File, Text))
        return fail(llvm::toString(std::move(Err)), ExitInputError);
  return R.passed() ? ExitSuccess : ExitFindings;
}

int report(const std::string &WorkDir, const std::string &ResultsDir, const ValidateOptions &O) {
  auto R = buildReport(WorkDir, ResultsDir);
  if (!R)
    return fail(llvm::toString(R.takeError()), ExitInputError);
  return writeReports(*R, O);
}

bool nvidiaGpuPresent() {
  std::string Smi = findTool("nvidia-smi", ""), Output;
  return !Smi.empty() && runCaptured({Smi, "-L"}, Output, 30).succeeded() &&
         Output.find("GPU ") != std::string::npos;
}

// The verb-less run's folders when none are named: below the build's validate folder.
void resolveDefaultFolders(ValidateOptions &O) {
  if (O.WorkDir.empty())
    O.WorkDir = join(CU2HIP_VALIDATE_WORK_ROOT, "work");
  if (O.ResultsDir.empty())
    O.ResultsDir = join(llvm::sys::path::parent_path(absolute(O.WorkDir)).str(), "results");
}

// Every folder the compilers and run-gpu.sh are given, as a path no shell interprets
// (ShellWords.h): the tools see the alias, the files land in the folder named.
llvm::Error useInertFolders(ValidateOptions &O, InertFolderAliases &Aliases) {
  // --hip-library-source is not among them: cu2hip reads it itself and copies what it needs
  // into the work directory.
  for (std::string *Folder : {&O.WorkDir, &O.ResultsDir, &O.HipNvidiaDir, &O.HipIncludeDir}) {
    if (Folder->empty() || isShellInert(absolute(*Folder)))
      continue;
    auto Alias = Aliases.aliasFor(absolute(*Folder));
    if (!Alias)
      return Alias.takeError();
    llvm::errs() << "cu2hip validate: warning: '" << *Folder
                 << "' holds characters a shell would interpret; hipcc sees it as '" << *Alias
                 << "', and nvcc (which resolves links) is not run\n";
    O.NvccRefusal = "nvcc would see '" + *Folder +
                    "', whose characters its shell interprets (choose plain folder names)";
    *Folder = *Alias;
  }
  return llvm::Error::success();
}

// Verb-less: prepare, then run and report where the platform has a GPU here.
int prepareRunReport(ValidateOptions O, const std::string &ResourceDir) {
  bool Nvidia = O.Platform != RunPlatform::Amd && nvidiaGpuPresent();
  if (O.Platform == RunPlatform::Nvidia && !Nvidia)
    return fail("--platform nvidia: no NVIDIA GPU here ('nvidia-smi -L' lists none)",
                ExitInputError);
  if (int Code = prepare(O, ResourceDir))
    return Code;
  if (!Nvidia) {
    llvm::errs() << "cu2hip validate: run step skipped: "
                 << (O.Platform == RunPlatform::Amd
                         ? "running on AMD GPUs is not implemented yet"
                         : "no NVIDIA GPU here ('nvidia-smi -L' lists none)")
                 << "; the table covers translation and builds only\n";
    return report(O.WorkDir, "", O);
  }
  if (!O.NvccRefusal.empty()) {
    llvm::errs() << "cu2hip validate: warning: run step skipped: " << O.NvccRefusal << "\n";
    return report(O.WorkDir, "", O);
  }
  std::string Bash = findTool("bash", "");
  std::string Script = join(CU2HIP_VALIDATE_SCRIPT_DIR, "run-gpu.sh");
  ProcessResult Run = runInherited({Bash, Script, absolute(O.WorkDir), absolute(O.ResultsDir)});
  if (!Run.succeeded())
    return fail("run-gpu.sh failed: " +
                    (Run.Error.empty() ? "exit status " + std::to_string(Run.ExitCode) : Run.Error),
                ExitInternalError);
  return report(O.WorkDir, O.ResultsDir, O);
}

} // namespace

int runValidateCommand(const std::vector<std::string> &Args, const std::string &ResourceDir) {
  std::string Error;
  auto O = parseValidateCommandLine(Args, Error);
  if (!O)
    return fail(Error, ExitInputError);
  if (O->ShowHelp) {
    describeValidateOptions().printHelp(llvm::outs());
    return ExitSuccess;
  }
  InertFolderAliases Aliases; // kept until every tool has run
  if (O->Verb == ValidateVerb::All)
    resolveDefaultFolders(*O);
  if (O->Verb != ValidateVerb::Report)
    if (llvm::Error Err = useInertFolders(*O, Aliases))
      return fail(llvm::toString(std::move(Err)), ExitInputError);
  switch (O->Verb) {
  case ValidateVerb::Report:
    return report(O->WorkDir, O->ResultsDir, *O);
  case ValidateVerb::Prepare:
    if (int Code = prepare(*O, ResourceDir))
      return Code;
    return report(O->WorkDir, "", *O);
  case ValidateVerb::All:
    return prepareRunReport(*O, ResourceDir);
  }
  return ExitInternalError;
}

} // namespace cu2hip
