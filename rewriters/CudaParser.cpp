// Running Clang on CUDA sources: command lines, in-memory input, error capture, and the
// merge of host- and device-side facts.
#include "CudaParser.h"

#include "AstFactCollector.h"
#include "NvccDialect.h"
#include "ParseErrorCollector.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <algorithm>

#include <chrono>

namespace cu2hip {
namespace {

// One parse of one side, with the PCH Options name (none: the CUDA headers are parsed too).
AstFacts runParse(const std::string &Path, std::string_view Content, ParseSide Side,
                  const ParseOptions &Options, const RuleSelection &Detectors, TimeBudget &Budget,
                  PreambleUseCheck *PreambleCheck) {
  AstFacts Facts;
  auto Overlay =
      llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Content, Path));
  if (!Options.IncluderPath.empty())
    Memory->addFile(includerPrefixPath(Options.IncluderPath), 0,
                    llvm::MemoryBuffer::getMemBufferCopy(Options.IncluderPrefix));
  if (Options.FileSnapshot)
    for (const auto &[File, Text] : *Options.FileSnapshot)
      if (File != Path) // the snapshot outlives the parse: its text is not copied
        Memory->addFile(File, 0, llvm::MemoryBuffer::getMemBuffer(Text, File));
  addNvccDialectHeaders(*Memory);
  if (const PrecompiledPreamble &Pch = Options.PrecompiledHeader; !Pch.SourcePath.empty())
    Memory->addFile(Pch.SourcePath, Pch.SourceTime,
                    llvm::MemoryBuffer::getMemBufferCopy(Pch.SourceText, Pch.SourcePath));
  Overlay->pushOverlay(Memory);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions(), Overlay);

  ParseErrorCollector Errors(Facts.Errors, Options.Tolerance);
  std::string Stage = Side == ParseSide::Host ? "parse (host side)" : "parse (device side)";
  clang::tooling::ToolInvocation Invocation(
      clangArguments(Path, Side, Options),
      makeFactCollectingAction(Facts, Detectors, Budget, Stage, PreambleCheck), Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ok = Invocation.run();
  // A parse cut short by the time budget saw only part of the file: its facts are not whole.
  if (Budget.stoppedIn() == Stage) {
    Facts.Errors.assign(
        {Path + ":1:1: error: the " + Stage + " did not finish within --file-timeout"});
    Ok = false;
  }
  // A parse in an includer's context that entered this file from the prefix saw the file
  // through its include guard, if at all: it proves nothing.
  bool Clean = Ok && Errors.getNumErrors() == 0;
  Facts.SharedInitializers = Errors.sharedInitializers();
  if (!Clean && Budget.stoppedIn() != Stage && Errors.toleratedErrorsOnly()) {
    Clean = true;
    Facts.NamesUnresolved = Errors.unresolvedNames();
    Facts.ToleratedErrorOffsets = Errors.mainFileErrorOffsets();
  }
  Facts.Parsed = Clean && !(Facts.MainFileReentered && !Options.IncluderPath.empty());
  // A parse kept despite its errors keeps them for -v (ParseProblemReport).
  if (Facts.Parsed && Errors.getNumErrors() == 0)
    Facts.Errors.clear();
  else if (Facts.Errors.empty())
    Facts.Errors.push_back(Path + ": error: Clang could not parse this file");
  Facts.SidesParsed.push_back(Side == ParseSide::Host ? "host" : "device");
  return Facts;
}

AstFacts parseSide(const std::string &Path, std::string_view Content, ParseSide Side,
                   ParseOptions Options, const RuleSelection &Detectors, PreambleCache *Cache,
                   TimeBudget &Budget) {
  if (Cache) {
    // First with a library preamble; again with the CUDA headers alone when the check
    // finds that the file may have seen what it did not include. A parse the time budget
    // stopped is not done again.
    LibraryPreamble Library = Cache->getWithLibraries(Side, Options);
    if (!Library.Pch.Path.empty()) {
      ParseOptions WithLibraries = Options;
      WithLibraries.PrecompiledHeader = Library.Pch;
      PreambleUseCheck Check(*Library.Contents);
      AstFacts Facts = runParse(Path, Content, Side, WithLibraries, Detectors, Budget, &Check);
      bool Kept = Check.passed() || Budget.spent();
      Cache->noteLibraryUse(Kept);
      if (Kept)
        return Facts;
    }
    Options.PrecompiledHeader = Cache->get(Side, Options);
    auto Start = std::chrono::steady_clock::now();
    AstFacts Facts = runParse(Path, Content, Side, Options, Detectors, Budget, nullptr);
    auto Milliseconds = uint64_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::steady_clock::now() - Start)
                                     .count());
    if (Library.Pch.Path.empty())
      Cache->noteParseWithout(/*WithLibraries=*/true, Side, Options, Milliseconds);
    if (Options.PrecompiledHeader.Path.empty())
      Cache->noteParseWithout(/*WithLibraries=*/false, Side, Options, Milliseconds);
    return Facts;
  }
  return runParse(Path, Content, Side, Options, Detectors, Budget, nullptr);
}

// Only ranges inactive on both sides were never seen by a parser.
std::vector<ByteRange> intersect(const std::vector<ByteRange> &A, const std::vector<ByteRange> &B) {
  std::vector<ByteRange> Result;
  for (const ByteRange &X : A)
    for (const ByteRange &Y : B) {
      unsigned Begin = std::max(X.Begin, Y.Begin), End = std::min(X.End, Y.End);
      if (Begin < End)
        Result.push_back({Begin, End});
    }
  return Result;
}

void mergeDeviceFacts(AstFacts &Host, AstFacts &&Device) {
  Host.Parsed = Host.Parsed && Device.Parsed;
  Host.Errors.insert(Host.Errors.end(), Device.Errors.begin(), Device.Errors.end());
  for (std::string &Header : Device.MissingIncludes) // an include one side alone reaches
    if (std::find(Host.MissingIncludes.begin(), Host.MissingIncludes.end(), Header) ==
        Host.MissingIncludes.end())
      Host.MissingIncludes.push_back(std::move(Header));
  Host.MainFileReentered = Host.MainFileReentered || Device.MainFileReentered;
  Host.UserReferenceOffsets.merge(Device.UserReferenceOffsets);
  Host.CudaReferenceOffsets.merge(Device.CudaReferenceOffsets);
  Host.UserDeclaredNames.merge(Device.UserDeclaredNames);
  Host.SyncCallConstantArgs.merge(Device.SyncCallConstantArgs);
  Host.SyncCallWideArgs.merge(Device.SyncCallWideArgs);
  Host.TemplateArgumentLists.merge(Device.TemplateArgumentLists);
  Host.DeviceRuntimeCalls.merge(Device.DeviceRuntimeCalls);
  Host.CudaErrorCalls.merge(Device.CudaErrorCalls);
  Host.Dim3FromUint3Conversions.merge(Device.Dim3FromUint3Conversions);
  Host.AmbiguousIntrinsicArguments.merge(Device.AmbiguousIntrinsicArguments);
  Host.WmmaFillValueCasts.merge(Device.WmmaFillValueCasts);
  Host.UserIncludeDirectives.merge(Device.UserIncludeDirectives);
  Host.IncludedNames.merge(Device.IncludedNames);
  Host.DevicePropFields.merge(Device.DevicePropFields);
  Host.AllocationPropFields.merge(Device.AllocationPropFields);
  Host.CooperativeGroupsMembers.merge(Device.CooperativeGroupsMembers);
  // Shuffles under '#if __CUDA_ARCH__ ...' are seen by the device side alone.
  Host.CooperativeGroupsShuffledTypes.merge(Device.CooperativeGroupsShuffledTypes);
  Host.TileMetaGroupCalls.merge(Device.TileMetaGroupCalls);
  Host.CoordinateValueUses.merge(Device.CoordinateValueUses);
  Host.ToleratedErrorOffsets.merge(Device.ToleratedErrorOffsets);
  Host.SharedInitializers.merge(Device.SharedInitializers);
  Host.FunctionBodies.insert(Host.FunctionBodies.end(), Device.FunctionBodies.begin(),
                             Device.FunctionBodies.end());
  // HostHelperRedefinitions, VectorOperatorDefinitions and AtomicOverloadDefinitions stay
  // the host side's: the rule wraps each definition once, and the device side sees the same
  // ones (a definition only one side compiles sits in a __CUDA_ARCH__ branch, which
  // cuda-arch-macro reports). Launches and LaunchesInMacros stay the host side's too: a
  // launch only the device parse sees keeps its '<<<>>>', which HIP compiles as it is.
  for (std::string &Error : Device.InternalErrors)
    Host.InternalErrors.push_back(std::move(Error));
  Host.CudaNamespaceSpellings.merge(Device.CudaNamespaceSpellings);
  Host.CudaQualifiedReferences.merge(Device.CudaQualifiedReferences);
  Host.NvidiaMacroNamedFunctionNames.merge(Device.NvidiaMacroNamedFunctionNames);
  Host.NvidiaHeaderFunctionDefinitions.merge(Device.NvidiaHeaderFunctionDefinitions);
  Host.CalleesInIncludedHeaders.merge(Device.CalleesInIncludedHeaders);
  for (const auto &[Header, Use] : Device.ThrustAlgorithmHeaders) // the first use either side
    if (auto [It, Inserted] = Host.ThrustAlgorithmHeaders.emplace(Header, Use);
        !Inserted && Use.Offset < It->second.Offset)
      It->second = Use;
  // A hazard both sides see is one finding, not two.
  for (Finding &F : Device.AstFindings) {
    bool Seen =
        std::any_of(Host.AstFindings.begin(), Host.AstFindings.end(),
                    [&](const Finding &H) { return H.Kind == F.Kind && H.Offset == F.Offset; });
    if (!Seen)
      Host.AstFindings.push_back(std::move(F));
  }
  Host.InactiveRanges = intersect(Host.InactiveRanges, Device.InactiveRanges);
  Host.SidesParsed.push_back("device");
}

} // namespace

std::string includerPrefixPath(const std::string &IncluderPath) {
  // Beside the includer, so that its quoted includes resolve as they do in it.
  llvm::SmallString<256> Prefix = llvm::sys::path::parent_path(IncluderPath);
  llvm::sys::path::append(Prefix, ".cu2hip-before-include-in-" +
                                      llvm::sys::path::filename(IncluderPath).str());
  return std::string(Prefix);
}

std::vector<std::string> clangArguments(const std::string &Path, ParseSide Side,
                                        const ParseOptions &Options) {
  std::vector<std::string> Args = {
      "clang++",
      "-x",
      "cuda",
      Side == ParseSide::Host ? "--cuda-host-only" : "--cuda-device-only",
      "--cuda-gpu-arch=" + Options.GpuArch,
      "--cuda-path=" + Options.CudaPath,
      "-resource-dir=" + Options.ResourceDir,
      "-nocudalib",
      "-fsyntax-only",
      // nvcc -rdc=true accepts kernel launches from device code (dynamic parallelism); Clang
      // rejects them without relocatable device code. Nothing else in a parse changes.
      "-fgpu-rdc",
      // nvcc accepts 'register' in C++17 code; Clang makes it an error. The rule
      // nvcc-accepted-code removes the keyword from the translation.
      "-Wno-register",
      "-std=c++17",
      // CUDA 13 is newer than the newest version clang 22 knows; it parses it fine.
      "-Wno-unknown-cuda-version",
      "-w",
      "-ferror-limit=20",
      "-fno-caret-diagnostics", // also keeps Clang from printing "N errors generated"
      // CUDA >= 13 keeps Thrust, CUB and libcu++ here; cooperative_groups.h needs it.
      "-isystem",
      Options.CudaPath + "/include/cccl",
      // Searched last: parse-only stand-ins for headers a compiler's runtime provides.
      "-idirafter",
      std::string(ParseOnlyFallbackDir),
  };
  if (Side == ParseSide::Device) {
    // Without an SDK version the device side assumes a pre-9.2 CUDA and looks for
    // cudaConfigureCall (gone since CUDA 12) at every <<<...>>> launch.
    Args.insert(Args.end(), {"-Xclang", "-target-sdk-version=12.8"});
  }
  if (Options.Tolerance != ParseTolerance::None) {
    // No error limit, and no typo correction: an unknown name must
    // stay unknown, never become a CUDA one that happens to be spelled alike.
    Args.insert(Args.end(), {"-ferror-limit=0", "-fno-spell-checking"});
  }
  if (!Options.PrecompiledHeader.Path.empty())
    Args.insert(Args.end(), {"-Xclang", "-include-pch", "-Xclang", Options.PrecompiledHeader.Path});
  // After the precompiled CUDA headers, which every kind of file shares: parse-only
  // declarations for what nvcc accepts in the files it compiles.
  if (isNvccDialectFile(Path) || Options.NvccDialectUnit ||
      (!Options.IncluderPath.empty() && isNvccDialectFile(Options.IncluderPath)))
    Args.insert(Args.end(), {"-include", std::string(NvccHostOverloadsPath)});
  // Last of all before the file: what its includer included and declared ahead of it.
  if (!Options.IncluderPath.empty())
    Args.insert(Args.end(), {"-include", includerPrefixPath(Options.IncluderPath)});
  Args.insert(Args.end(), Options.ExtraArgs.begin(), Options.ExtraArgs.end());
  Args.push_back(Path);
  return Args;
}

AstFacts parseCudaSource(const std::string &Path, std::string_view Content,
                         const ParseOptions &Options, const RuleSelection &Detectors,
                         PreambleCache *Cache, TimeBudget &Budget) {
  AstFacts Facts = parseSide(Path, Content, ParseSide::Host, Options, Detectors, Cache, Budget);
  // The device side sees different code only where __CUDA_ARCH__ selects it. Once the budget
  // is spent it is not parsed: the host side's facts stand alone, as for a file without it.
  if (Content.find("__CUDA_ARCH__") != std::string_view::npos && !Budget.spent())
    mergeDeviceFacts(
        Facts, parseSide(Path, Content, ParseSide::Device, Options, Detectors, Cache, Budget));
  return Facts;
}

} // namespace cu2hip
