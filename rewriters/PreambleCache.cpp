// Builds the PCH of what clang's CUDA mode includes first in every file (its CUDA wrapper
// header, which pulls in cuda_runtime.h): with it, a file's parse skips the CUDA headers.
// The library preamble adds the headers of LibraryPreambleHeaders.h and records what it
// holds (PreambleContents) for the check of each parse that uses it.
#include "PreambleCache.h"

#include "CudaParser.h"
#include "LibraryPreambleHeaders.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace cu2hip {
namespace {

// Every header name the PCH's #include lines spell: a search folder holding one of them
// could change what the PCH stands for; and every file they resolve to, whose changes make
// a stored PCH stale.
struct PchIncludes {
  std::set<std::string> Names;
  std::vector<std::string> Files;
};

class IncludeNameRecorder : public clang::PPCallbacks {
public:
  explicit IncludeNameRecorder(PchIncludes &Includes) : Includes(Includes) {}
  void InclusionDirective(clang::SourceLocation, const clang::Token &, llvm::StringRef FileName,
                          bool, clang::CharSourceRange, clang::OptionalFileEntryRef File,
                          llvm::StringRef, llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    Includes.Names.insert(FileName.str());
    if (File)
      Includes.Files.push_back(File->getName().str());
  }

private:
  PchIncludes &Includes;
};

// Runs before the PCH writer and leaves Sema's end-of-file lists out of the PCH. Every
// parse that loads a PCH reads these lists back whole at its own end of file, and reading
// them deserializes most declarations of the headers: four fifths of a small file's parse.
// None can change a parse here, because every PCH is built with the headers' function
// bodies skipped (the constexpr ones Clang keeps cannot call the file's functions):
// - the declarations to check for deferred diagnostics (CUDA's "host function called from
//   device code" and the like): the diagnostics themselves are never written to a PCH, and
//   a check that starts from the headers' declarations finds none;
// - the classes whose vtables are used: defining them marks their virtual functions used,
//   and instantiates those of templates, whose bodies are not there;
// - the delegating constructors, checked for cycles: a cycle in the headers is an error of
//   theirs, not of the file;
// - the unused file-scoped declarations: only warnings come of them, and parses pass -w.
class DropEndOfFileChecks : public clang::SemaConsumer {
public:
  void InitializeSema(clang::Sema &S) override { Sema = &S; }
  void ForgetSema() override { Sema = nullptr; }
  void HandleTranslationUnit(clang::ASTContext &) override {
    if (!Sema)
      return;
    Sema->DeclsToCheckForDeferredDiags.clear();
    Sema->VTableUses.clear();
    Sema->DelegatingCtorDecls.erase(Sema->DelegatingCtorDecls.begin(nullptr, /*LocalOnly=*/true),
                                    Sema->DelegatingCtorDecls.end());
    Sema->UnusedFileScopedDecls.erase(
        Sema->UnusedFileScopedDecls.begin(/*source=*/nullptr, /*LocalOnly=*/true),
        Sema->UnusedFileScopedDecls.end());
  }

private:
  clang::Sema *Sema = nullptr;
};

class WritePchAction : public clang::GeneratePCHAction {
public:
  WritePchAction(std::string Output, PchIncludes &Includes, PreambleContents *Contents)
      : Output(std::move(Output)), Includes(Includes), Contents(Contents) {}
  bool BeginInvocation(clang::CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    // Every header here is a system header, whose function bodies a parse without the PCH
    // skips too (FactConsumer::shouldSkipFunctionBody); without them, no parse that uses
    // the PCH instantiates the bodies of the C++ library's or the CUDA headers' templates.
    CI.getFrontendOpts().SkipFunctionBodies = true;
    return clang::GeneratePCHAction::BeginInvocation(CI);
  }
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef InFile) override {
    std::unique_ptr<clang::ASTConsumer> Writer =
        clang::GeneratePCHAction::CreateASTConsumer(CI, InFile);
    if (!Writer)
      return nullptr;
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<DropEndOfFileChecks>());
    Consumers.push_back(std::move(Writer));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeNameRecorder>(Includes));
    if (Contents)
      CI.getPreprocessor().addPPCallbacks(recordPreambleContents(CI.getPreprocessor(), *Contents));
    return clang::GeneratePCHAction::BeginSourceFileAction(CI);
  }
  void EndSourceFileAction() override {
    if (Contents)
      recordLibraryIdentifiers(getCompilerInstance().getPreprocessor(), *Contents);
    clang::GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string Output;
  PchIncludes &Includes;
  PreambleContents *Contents;
};

class SilentConsumer : public clang::DiagnosticConsumer {};

// Contents: recorded for the library preamble (from SourceText), null for the CUDA headers
// alone.
bool buildPch(const std::string &Output, const std::string &Source, ParseSide Side,
              const ParseOptions &Options, PchIncludes &Includes, PreambleContents *Contents,
              const std::string &SourceText = "") {
  // The source of the CUDA headers' PCH is empty: the driver force-includes the CUDA
  // wrapper header itself. It is a real file because the PCH records it and every later
  // parse checks that it exists. Not named .cu: the PCH serves every kind of file, so the
  // parse-only declarations for nvcc's dialect (NvccDialect.h) stay out of it.
  {
    std::error_code EC;
    llvm::raw_fd_ostream Text(Source, EC);
    if (EC)
      return false;
    Text << SourceText;
  }
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions());
  SilentConsumer Silent;
  // Templates the headers' inline code uses are instantiated once, here, instead of at
  // the end of every parse that loads the PCH (a tenth of a second each for the library's).
  std::vector<std::string> Arguments = clangArguments(Source, Side, Options);
  Arguments.insert(Arguments.end() - 1, "-fpch-instantiate-templates");
  clang::tooling::ToolInvocation Invocation(
      std::move(Arguments), std::make_unique<WritePchAction>(Output, Includes, Contents),
      Files.get());
  Invocation.setDiagnosticConsumer(&Silent);
  return Invocation.run() && Silent.getNumErrors() == 0 && llvm::sys::fs::exists(Output);
}

// Clang's include-search flags, each with its folder: "-Idir" or "-I" "dir" (and -isystem,
// -iquote, -idirafter). Returned apart from the other arguments.
const char *const SearchFlags[] = {"-isystem", "-iquote", "-idirafter", "-I"};

void splitSearchFolders(const std::vector<std::string> &Args, std::vector<std::string> &Folders,
                        std::vector<std::string> &Others) {
  for (size_t I = 0; I < Args.size(); ++I) {
    const char *Flag = nullptr;
    for (const char *F : SearchFlags)
      if (llvm::StringRef(Args[I]).starts_with(F)) {
        Flag = F;
        break;
      }
    if (!Flag) {
      Others.push_back(Args[I]);
      continue;
    }
    std::string Folder = Args[I].substr(std::strlen(Flag));
    if (Folder.empty() && I + 1 < Args.size())
      Folder = Args[++I];
    Folders.push_back(Folder);
  }
}

// Everything but the search folders: a PCH serves every parse with the same key whose
// search folders hold none of the headers it includes (see PreambleCache::get).
std::string keyOf(bool WithLibraries, ParseSide Side, const ParseOptions &Options,
                  std::vector<std::string> &Folders) {
  std::string Key = WithLibraries ? "libraries " : "cuda ";
  Key += Side == ParseSide::Host ? "host" : "device";
  for (const std::string &Part : {Options.CudaPath, Options.ResourceDir, Options.GpuArch})
    Key += '\0' + Part;
  std::vector<std::string> Others;
  splitSearchFolders(Options.ExtraArgs, Folders, Others);
  for (const std::string &Arg : Others)
    Key += '\0' + Arg;
  return Key;
}

// What building a PCH costs, in milliseconds of parsing without it (measured on a 2-core
// build machine: the CUDA headers' PCH about 0.4 s, less than parsing a small file without it,
// the library preamble with the C++ library, Thrust and CUB about 4 s). A parse without a
// PCH can save at most its own time, so a PCH is built once that much parse time went
// without it: the build then costs no more than it has already been worth.
constexpr uint64_t CudaHeadersBuildMs = 400;
constexpr uint64_t LibrariesBuildMs = 4000;

} // namespace

PreambleCache::PreambleCache(std::string StoreFolder, std::string Identity, LibraryBuild Libraries)
    : Identity(std::move(Identity)), Libraries(Libraries) {
  if (!StoreFolder.empty())
    Store.emplace(std::move(StoreFolder));
  llvm::SmallString<128> Path;
  if (!llvm::sys::fs::createUniqueDirectory("cu2hip-pch", Path))
    Folder = std::string(Path);
}

PreambleCache::~PreambleCache() {
  if (!Folder.empty())
    llvm::sys::fs::remove_directories(Folder);
}

std::vector<std::string> PreambleCache::shadowingFolders(const std::vector<std::string> &Folders,
                                                         Preamble &P) {
  std::vector<std::string> Shadowing;
  for (const std::string &Folder : Folders) {
    auto [It, New] = P.FolderShadows.try_emplace(Folder, false);
    if (New)
      for (const std::string &Name : P.IncludedNames)
        if (llvm::sys::fs::exists(Folder + "/" + Name)) {
          It->second = true;
          break;
        }
    if (It->second)
      Shadowing.push_back(Folder);
  }
  return Shadowing;
}

PrecompiledPreamble PreambleCache::get(ParseSide Side, const ParseOptions &Options) {
  return find(/*WithLibraries=*/false, Side, Options).Pch;
}

LibraryPreamble PreambleCache::getWithLibraries(ParseSide Side, const ParseOptions &Options) {
  const Preamble &P = find(/*WithLibraries=*/true, Side, Options);
  return {P.Pch, P.Contents};
}

PrecompiledPreamble PreambleCache::hold(const std::string &StoredPch, const std::string &Source) {
  PrecompiledPreamble Held;
  auto Text = llvm::MemoryBuffer::getFile(Source);
  llvm::sys::fs::file_status Status;
  if (!Text || llvm::sys::fs::status(Source, Status))
    return Held;
  std::string Link = Folder + "/held-" + std::to_string(Count++) + ".pch";
  if (llvm::sys::fs::create_hard_link(StoredPch, Link) &&
      llvm::sys::fs::copy_file(StoredPch, Link)) {
    llvm::sys::fs::remove(Link);
    return Held;
  }
  Held.Path = Link;
  Held.SourcePath = Source;
  Held.SourceText = (*Text)->getBuffer().str();
  Held.SourceTime = llvm::sys::toTimeT(Status.getLastModificationTime());
  return Held;
}

void PreambleCache::noteParseWithout(bool WithLibraries, ParseSide Side,
                                     const ParseOptions &Options, uint64_t Milliseconds) {
  if (Libraries != LibraryBuild::WhenPaidFor || Folder.empty())
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<std::string> Folders;
  std::string Key = keyOf(WithLibraries, Side, Options, Folders);
  if (Store)
    Store->addDemand(Identity + '\0' + Key, Milliseconds);
  else
    Demands[Key] += Milliseconds;
}

void PreambleCache::noteLibraryUse(bool Kept) {
  std::lock_guard<std::mutex> Guard(Lock);
  ++(Kept ? Uses.Kept : Uses.Rejected);
}

PreambleCache::LibraryUse PreambleCache::libraryUse() {
  std::lock_guard<std::mutex> Guard(Lock);
  return Uses;
}

const PreambleCache::Preamble &PreambleCache::find(bool WithLibraries, ParseSide Side,
                                                   const ParseOptions &Options) {
  if (Folder.empty())
    return None;
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<std::string> Folders;
  std::string Key = keyOf(WithLibraries, Side, Options, Folders);
  std::deque<Preamble> &Candidates = Built[Key];
  for (Preamble &P : Candidates)
    if (shadowingFolders(Folders, P) == P.ShadowingFolders)
      return P;
  std::string StoreKey = Identity + '\0' + Key;
  if (Store)
    for (StoredPreamble &Stored : Store->lookup(StoreKey)) {
      Preamble P{
          {}, nullptr, std::move(Stored.IncludedNames), std::move(Stored.ShadowingFolders), {}};
      if (shadowingFolders(Folders, P) != P.ShadowingFolders)
        continue;
      if (WithLibraries) {
        std::optional<PreambleContents> Contents = PreambleContents::read(Stored.Contents);
        if (!Contents)
          continue;
        P.Contents = std::make_shared<PreambleContents>(std::move(*Contents));
      }
      P.Pch = hold(Stored.Pch, Stored.Source);
      if (P.Pch.Path.empty())
        continue; // evicted since the lookup
      Candidates.push_back(std::move(P));
      return Candidates.back();
    }
  if (WithLibraries && Libraries == LibraryBuild::Never) {
    Candidates.emplace_back(); // none, and no looking in the store again for this key
    return Candidates.back();
  }
  if (WithLibraries && Libraries == LibraryBuild::DeviceOnSecondRequest &&
      Side == ParseSide::Device && ++Requests[Key] < 2)
    return None; // the caller parses with less; the next file's request builds it
  if (Libraries == LibraryBuild::WhenPaidFor) {
    uint64_t Demand = Store ? Store->demand(StoreKey) : Demands[Key];
    if (Demand < (WithLibraries ? LibrariesBuildMs : CudaHeadersBuildMs))
      return None; // parsed without: building it now would cost more than it has saved
  }
  std::string Output, Source;
  bool Stored = Store && Store->reserve(Output, Source);
  if (!Stored) {
    Output = Folder + "/preamble-" + std::to_string(Count++) + ".pch";
    Source = Output + ".preamble";
  }
  ParseOptions WithoutPch = Options;
  WithoutPch.PrecompiledHeader = {};
  WithoutPch.IncluderPath.clear(); // the preamble is the CUDA headers', shared by every file
  WithoutPch.IncluderPrefix.clear();
  WithoutPch.NvccDialectUnit = false; // its parse-only declarations live in the parser's memory
  WithoutPch.Tolerance = ParseTolerance::None;
  PchIncludes Includes;
  auto Contents = WithLibraries ? std::make_shared<PreambleContents>() : nullptr;
  Preamble P;
  bool Built = false;
  if (!WithLibraries) {
    Built = buildPch(Output, Source, Side, WithoutPch, Includes, nullptr);
  } else {
    // Where one does not build (another CUDA version), the next holds less.
    for (PreambleLibraries Libraries : {PreambleLibraries::CppCudaAndTemplates,
                                        PreambleLibraries::CppAndCuda, PreambleLibraries::Cpp}) {
      Includes = {};
      *Contents = {};
      Built = buildPch(Output, Source, Side, WithoutPch, Includes, Contents.get(),
                       libraryPreambleSource(Libraries));
      if (Built)
        break;
    }
  }
  P.Contents = Contents;
  P.IncludedNames = std::move(Includes.Names);
  P.ShadowingFolders = shadowingFolders(Folders, P);
  std::string ContentsPath = Contents ? Output + ".contents" : "";
  if (Stored && Built && Contents && !Contents->write(ContentsPath))
    Built = false;     // a library preamble without its contents cannot be checked
  if (Built && Stored) // held before it is published, and so before anyone may evict it
    P.Pch = hold(Output, Source);
  else if (Built)
    P.Pch.Path = Output;
  if (Stored && P.Pch.Path.empty()) { // nothing to keep: no file may stay in the store unrecorded
    llvm::sys::fs::remove(Output);
    llvm::sys::fs::remove(Source);
    if (Contents)
      llvm::sys::fs::remove(ContentsPath);
  }
  if (Stored && !P.Pch.Path.empty())
    Store->publish(StoreKey, {Output, Source, ContentsPath, P.IncludedNames, P.ShadowingFolders},
                   Includes.Files);
  Candidates.push_back(std::move(P));
  return Candidates.back();
}

} // namespace cu2hip
