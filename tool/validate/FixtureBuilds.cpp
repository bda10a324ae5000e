// Compiler command lines, kept in one place so prepare and run-gpu.sh build alike.
#include "FixtureBuilds.h"
#include "LibraryBackends.h"
#include "ProcessRunner.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace cu2hip {
namespace {

// nvcc flags that mean the same to hipcc; the others (-rdc, --extended-lambda, -arch)
// have hipcc_flags counterparts in fixture.json when they matter.
bool isPortableFlag(llvm::StringRef Flag) {
  return Flag.starts_with("-std=") || Flag.starts_with("-D") || Flag.starts_with("-I") ||
         Flag.starts_with("-U");
}

bool hasStd(const std::vector<std::string> &Flags) {
  for (const std::string &Flag : Flags)
    if (llvm::StringRef(Flag).starts_with("-std="))
      return true;
  return false;
}

std::string join(const std::string &Dir, const std::string &File) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, File);
  return std::string(Path);
}

std::string bashArray(const char *Name, const std::vector<std::string> &Words) {
  std::string Line = std::string(Name) + "=(";
  for (size_t I = 0; I < Words.size(); ++I)
    Line += (I ? " " : "") + shellQuote(Words[I]);
  return Line + ")\n";
}

} // namespace

std::vector<std::string> hipccProbeFlags(const std::string &Hipcc) {
  std::string ResourceDir;
  if (Hipcc.empty() || !runCaptured({Hipcc, "-print-resource-dir"}, ResourceDir).succeeded())
    return {};
  // <prefix>/lib/clang/<version> -> <prefix>/bin
  llvm::SmallString<256> Bin(llvm::StringRef(ResourceDir).trim());
  for (int I = 0; I < 3; ++I)
    llvm::sys::path::remove_filename(Bin);
  llvm::sys::path::append(Bin, "bin");
  if (!llvm::sys::fs::can_execute(join(std::string(Bin), "lld")))
    return {};
  return {"-B" + std::string(Bin)};
}

std::vector<std::string> hipccCommand(const RunFixture &F, const std::string &SourceDir,
                                      const std::vector<std::string> &Archs,
                                      const std::string &Output, const Toolchain &Tools) {
  std::vector<std::string> Cmd = {Tools.Hipcc};
  Cmd.insert(Cmd.end(), Tools.HipccExtra.begin(), Tools.HipccExtra.end());
  if (!hasStd(F.NvccFlags) && !hasStd(F.HipccFlags))
    Cmd.push_back("-std=c++17");
  for (const std::string &Flag : F.NvccFlags)
    if (isPortableFlag(Flag))
      Cmd.push_back(Flag);
  Cmd.insert(Cmd.end(), F.HipccFlags.begin(), F.HipccFlags.end());
  for (const std::string &Arch : Archs)
    Cmd.push_back("--offload-arch=" + Arch);
  Cmd.insert(Cmd.end(), {"-x", "hip"});
  for (const std::string &Source : F.Sources)
    Cmd.push_back(join(SourceDir, Source));
  Cmd.insert(Cmd.end(), {"-o", Output});
  for (const std::string &Library : F.Libraries)
    if (const LibraryRoute *Route = findLibraryRoute(Library); *Route->AmdLibrary)
      Cmd.push_back(std::string("-l") + Route->AmdLibrary);
  return Cmd;
}

std::vector<std::string> cudaNvccFlags(const RunFixture &F) { return F.NvccFlags; }

std::vector<std::string> hipNvccFlags(const RunFixture &F) {
  std::vector<std::string> Flags = {"-x", "cu", "-D__HIP_PLATFORM_NVIDIA__"};
  // hipBLAS's CMake package gives its users on NVIDIA this older platform macro too, and
  // hipblas.h includes cuBLAS only under it (without it hipDataType is undeclared).
  if (std::find(F.Libraries.begin(), F.Libraries.end(), "cublas") != F.Libraries.end())
    Flags.push_back("-D__HIP_PLATFORM_NVCC__");
  if (!hasStd(F.NvccFlags))
    Flags.push_back("-std=c++17");
  Flags.insert(Flags.end(), F.NvccFlags.begin(), F.NvccFlags.end());
  return Flags;
}

std::vector<std::string> cudaLinkFlags(const RunFixture &F) {
  std::vector<std::string> Flags;
  for (const std::string &Library : F.Libraries)
    Flags.push_back("-l" + Library);
  return Flags;
}

std::vector<std::string> hipNvidiaLinkFlags(const RunFixture &F) {
  // HIP's NVIDIA backend calls the driver API (cu*) from inline functions.
  std::vector<std::string> Flags = cudaLinkFlags(F);
  Flags.push_back("-lcuda");
  return Flags;
}

std::vector<std::string> hipNvidiaLibrarySources(const RunFixture &F, const Toolchain &Tools) {
  std::vector<std::string> Sources;
  for (const std::string &Library : F.Libraries) {
    const LibraryRoute *Route = findLibraryRoute(Library);
    if (Tools.NvidiaBackends.count(Route->AmdLibrary))
      Sources.push_back(libraryBackendSource(Route->AmdLibrary));
    else if (*Route->NvidiaShim)
      Sources.push_back(std::string("shims/") + Route->NvidiaShim);
  }
  return Sources;
}

std::vector<std::string> nvccHipCommand(const RunFixture &F, const std::string &SourceDir,
                                        const std::string &Output, const Toolchain &Tools) {
  std::vector<std::string> Cmd = {Tools.Nvcc, "-arch=" + Tools.NvidiaArch};
  for (const std::string &Flag : hipNvccFlags(F))
    Cmd.push_back(Flag);
  Cmd.insert(Cmd.end(), {"-I", Tools.HipNvidiaDir});
  for (const std::string &Source : F.Sources)
    Cmd.push_back(join(SourceDir, Source));
  for (const std::string &Source : hipNvidiaLibrarySources(F, Tools))
    Cmd.push_back(join(Tools.HipNvidiaDir, Source));
  Cmd.insert(Cmd.end(), {"-o", Output});
  for (const std::string &Flag : hipNvidiaLinkFlags(F))
    Cmd.push_back(Flag);
  return Cmd;
}

std::string buildEnvScript(const RunFixture &F, const Toolchain &Tools) {
  std::string S = "# Written by 'cu2hip validate prepare' for run-gpu.sh; do not edit.\n";
  S += bashArray("SOURCES", F.Sources);
  S += bashArray("CUDA_FLAGS", cudaNvccFlags(F));
  S += bashArray("CUDA_LIBS", cudaLinkFlags(F));
  S += bashArray("HIP_FLAGS", hipNvccFlags(F));
  S += bashArray("HIP_SHIMS", hipNvidiaLibrarySources(F, Tools));
  S += bashArray("HIP_LIBS", hipNvidiaLinkFlags(F));
  S += bashArray("RUN_ARGS", F.RunArguments);
  S += "EXPECTED_EXIT_CODE=" + std::to_string(F.ExpectedExitCode) + "\n";
  return S;
}

std::string shellQuote(const std::string &Word) {
  std::string Quoted = "'";
  for (char C : Word)
    Quoted += (C == '\'') ? std::string("'\\''") : std::string(1, C);
  return Quoted + "'";
}

} // namespace cu2hip
