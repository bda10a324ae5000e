// Builds the PCH of what clang's CUDA mode includes first in every file (its CUDA wrapper
// header, which pulls in cuda_runtime.h): with it, a file's parse skips the CUDA headers.
#include "PreambleCache.h"

#include "CudaParser.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {
namespace {

class WritePchAction : public clang::GeneratePCHAction {
public:
  explicit WritePchAction(std::string Output) : Output(std::move(Output)) {}
  bool BeginInvocation(clang::CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    return clang::GeneratePCHAction::BeginInvocation(CI);
  }

private:
  std::string Output;
};

class SilentConsumer : public clang::DiagnosticConsumer {};

bool buildPch(const std::string &Output, ParseSide Side, const ParseOptions &Options) {
  // An empty source: the driver force-includes the CUDA wrapper header itself. It is a
  // real file because the PCH records it and every later parse checks that it exists. Not
  // named .cu: the PCH serves every kind of file, so the parse-only declarations for nvcc's
  // dialect (NvccDialect.h) stay out of it.
  const std::string Source = Output + ".preamble";
  {
    std::error_code EC;
    llvm::raw_fd_ostream Empty(Source, EC);
    if (EC)
      return false;
  }
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions());
  SilentConsumer Silent;
  clang::tooling::ToolInvocation Invocation(clangArguments(Source, Side, Options),
                                            std::make_unique<WritePchAction>(Output), Files.get());
  Invocation.setDiagnosticConsumer(&Silent);
  return Invocation.run() && Silent.getNumErrors() == 0 && llvm::sys::fs::exists(Output);
}

std::string keyOf(ParseSide Side, const ParseOptions &Options) {
  std::string Key = Side == ParseSide::Host ? "host" : "device";
  for (const std::string &Part : {Options.CudaPath, Options.ResourceDir, Options.GpuArch})
    Key += '\0' + Part;
  for (const std::string &Arg : Options.ExtraArgs)
    Key += '\0' + Arg;
  return Key;
}

} // namespace

PreambleCache::PreambleCache() {
  llvm::SmallString<128> Path;
  if (!llvm::sys::fs::createUniqueDirectory("cu2hip-pch", Path))
    Folder = std::string(Path);
}

PreambleCache::~PreambleCache() {
  if (!Folder.empty())
    llvm::sys::fs::remove_directories(Folder);
}

std::string PreambleCache::get(ParseSide Side, const ParseOptions &Options) {
  if (Folder.empty())
    return {};
  std::lock_guard<std::mutex> Guard(Lock);
  std::string Key = keyOf(Side, Options);
  auto It = Built.find(Key);
  if (It != Built.end())
    return It->second;
  std::string Output = Folder + "/preamble-" + std::to_string(Built.size()) + ".pch";
  ParseOptions WithoutPch = Options;
  WithoutPch.PrecompiledHeader.clear();
  std::string Result = buildPch(Output, Side, WithoutPch) ? Output : std::string();
  Built.emplace(Key, Result);
  return Result;
}

} // namespace cu2hip
