// ROCm's NVIDIA backends (hipBLAS, hipSPARSE, hipRAND) from their sources: a translation that
// calls these libraries then runs on NVIDIA through the same code ROCm ships for that
// platform, not through a stand-in. Nothing is fetched: the user names the sources.
#include "LibraryBackends.h"
#include "PrepareStep.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <vector>

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

std::string join(const std::string &A, const std::string &B) { return joinPath(A, B); }

struct FileCopy {
  const char *From; // relative to the project folder
  const char *To;   // relative to WORK/hip-nvidia
};

// What each library's CMake build would install for a user on NVIDIA, by hand: the public
// headers, the generated version and export headers, the private headers its sources include
// by quotes (so they sit beside them), and its NVIDIA backend: the sources its build compiles
// on that platform, joined by a generated file that first defines what the build defines.
struct LibrarySource {
  const char *Library; // folder under WORK/hip-nvidia, also the name libraryBackendSource takes
  const char *Project; // folder under the user's source folder
  const char *VersionPattern;  // in the project's CMakeLists.txt; three groups: major minor patch
  const char *VersionTemplate; // relative to the project; "" when none
  const char *VersionHeader;   // relative to WORK/hip-nvidia
  const char *ExportPrefix;    // "HIPBLAS": HIPBLAS_EXPORT...; "" when none is generated
  std::vector<FileCopy> Files;
  const char *HeaderFolder; // a whole folder of headers, relative to the project; "" when none
  std::vector<FileCopy> BackendSources; // joined, in order, by <Library>_nvidia_backend.cpp
  const char *BackendDefines;           // lines written before them
};

const std::vector<LibrarySource> &librarySources() {
  static const std::vector<LibrarySource> Sources = {
      {"hipblas",
       "hipBLAS",
       R"re(VERSION_STRING *"([0-9]+)\.([0-9]+)\.([0-9]+)")re",
       "library/include/hipblas-version.h.in",
       "hipblas/hipblas-version.h",
       "HIPBLAS",
       {{"library/include/hipblas.h", "hipblas/hipblas.h"},
        {"library/src/include/exceptions.hpp", "hipblas/exceptions.hpp"},
        {"../hipBLAS-common/library/include/hipblas-common.h", "hipblas-common/hipblas-common.h"}},
       "",
       {{"library/src/nvidia_detail/hipblas.cpp", "hipblas/nvidia_detail_hipblas.cpp"},
        {"library/src/hipblas_auxiliary.cpp", "hipblas/hipblas_auxiliary.cpp"}},
       // BUILD_WITH_SOLVER, on by default: getrf, getrs, geqrf, gels and their batched forms.
       "#define __HIP_PLATFORM_SOLVER__\n"},
      {"hipsparse",
       "hipSPARSE",
       R"re(rocm_setup_version *\( *VERSION +([0-9]+)\.([0-9]+)\.([0-9]+))re",
       "library/include/hipsparse-version.h.in",
       "hipsparse/hipsparse-version.h",
       "HIPSPARSE",
       {{"library/include/hipsparse.h", "hipsparse/hipsparse.h"}},
       "",
       {{"library/src/nvidia_detail/hipsparse.cpp", "hipsparse/nvidia_detail_hipsparse.cpp"}},
       ""},
      {"hiprand",
       "hipRAND",
       R"re(set *\( *hipRAND_VERSION +"([0-9]+)\.([0-9]+)\.([0-9]+)")re",
       "library/include/hiprand/hiprand_version.h.in",
       "hiprand/hiprand_version.h",
       "",
       {},
       "library/include/hiprand",
       {{"library/src/nvidia_detail/hiprand.cpp", "hiprand/nvidia_detail_hiprand.cpp"}},
       ""},
  };
  return Sources;
}

llvm::Expected<std::string> readText(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "cannot read '" + Path + "': " + Buffer.getError().message());
  return std::string((*Buffer)->getBuffer());
}

llvm::Error writeText(const std::string &Path, std::string_view Text) {
  return writeWorkFile(Path, Text);
}

// What CMake's GenerateExportHeader writes for a shared library built with default
// visibility: the same macro names, so the public header compiles as installed.
std::string exportHeader(const std::string &Prefix) {
  return "// Written by cu2hip validate in place of the header " + Prefix +
         "'s CMake build generates.\n#pragma once\n#define " + Prefix +
         "_EXPORT __attribute__((visibility(\"default\")))\n#define " + Prefix +
         "_NO_EXPORT\n#define " + Prefix + "_DEPRECATED __attribute__((__deprecated__))\n#define " +
         Prefix + "_DEPRECATED_EXPORT " + Prefix + "_EXPORT " + Prefix + "_DEPRECATED\n#define " +
         Prefix + "_DEPRECATED_NO_EXPORT " + Prefix + "_NO_EXPORT " + Prefix + "_DEPRECATED\n";
}

llvm::Error installLibrary(const LibrarySource &L, const std::string &ProjectDir,
                           const std::string &HipNvidiaDir) {
  auto CMakeLists = readText(join(ProjectDir, "CMakeLists.txt"));
  if (!CMakeLists)
    return CMakeLists.takeError();
  llvm::SmallVector<llvm::StringRef, 4> Version;
  if (!llvm::Regex(L.VersionPattern).match(*CMakeLists, &Version))
    return llvm::createStringError("no version in '" + join(ProjectDir, "CMakeLists.txt") +
                                   "' (looked for " + L.VersionPattern + ")");
  unsigned Major = 0, Minor = 0, Patch = 0;
  Version[1].getAsInteger(10, Major);
  Version[2].getAsInteger(10, Minor);
  Version[3].getAsInteger(10, Patch);

  if (*L.HeaderFolder)
    if (llvm::Error Err = copyTree(join(ProjectDir, L.HeaderFolder), join(HipNvidiaDir, L.Library)))
      return Err;
  std::string Backend = "// Written by cu2hip validate: " + std::string(L.Project) +
                        "'s NVIDIA backend, as its CMake build compiles it.\n" + L.BackendDefines;
  for (const FileCopy &Copy : L.BackendSources)
    Backend += "#include \"" + llvm::sys::path::filename(Copy.To).str() + "\"\n";
  std::vector<FileCopy> Copies = L.Files;
  Copies.insert(Copies.end(), L.BackendSources.begin(), L.BackendSources.end());
  for (const FileCopy &Copy : Copies) {
    auto Text = readText(join(ProjectDir, Copy.From));
    if (!Text)
      return Text.takeError();
    if (llvm::Error Err = writeText(join(HipNvidiaDir, Copy.To), *Text))
      return Err;
  }
  if (llvm::Error Err = writeText(join(HipNvidiaDir, libraryBackendSource(L.Library)), Backend))
    return Err;
  auto Template = readText(join(ProjectDir, L.VersionTemplate));
  if (!Template)
    return Template.takeError();
  auto Header = configureVersionHeader(*Template, Major, Minor, Patch);
  if (!Header)
    return llvm::createStringError(llvm::toString(Header.takeError()) + " in '" +
                                   join(ProjectDir, L.VersionTemplate) + "'");
  if (llvm::Error Err = writeText(join(HipNvidiaDir, L.VersionHeader), *Header))
    return Err;
  // Libraries with a generated export header (hipBLAS, hipSPARSE) also get the forwarding
  // <name>.h that ROCm installs beside the <name>/ folder, which their own sources include
  // ('#include <hipblas.h>'); hipRAND's sources name hiprand/ themselves.
  if (!*L.ExportPrefix)
    return llvm::Error::success();
  std::string Library = L.Library;
  if (llvm::Error Err = writeText(join(HipNvidiaDir, Library + ".h"),
                                  "#pragma once\n#include \"" + Library + "/" + Library + ".h\"\n"))
    return Err;
  return writeText(join(HipNvidiaDir, Library + "/" + Library + "-export.h"),
                   exportHeader(L.ExportPrefix));
}

} // namespace

llvm::Expected<std::string> configureVersionHeader(const std::string &Template, unsigned Major,
                                                   unsigned Minor, unsigned Patch) {
  llvm::Regex Field("@[A-Za-z]+_VERSION_(MAJOR|MINOR|PATCH|TWEAK|NUMBER)@");
  std::string Text = Template;
  llvm::SmallVector<llvm::StringRef, 2> Match;
  while (Field.match(Text, &Match)) {
    unsigned Value = Match[1] == "MAJOR"   ? Major
                     : Match[1] == "MINOR" ? Minor
                     : Match[1] == "PATCH" ? Patch
                     : Match[1] == "TWEAK" ? 0
                                           : Major * 100000 + Minor * 100 + Patch;
    size_t At = Match[0].data() - Text.data();
    Text.replace(At, Match[0].size(), std::to_string(Value));
  }
  llvm::SmallVector<llvm::StringRef, 1> Left;
  if (llvm::Regex("@[A-Za-z_]+@").match(Text, &Left))
    return llvm::createStringError("unknown template field '" + Left[0].str() + "'");
  return Text;
}

llvm::Expected<std::set<std::string>> installLibraryBackends(const std::string &SourceDir,
                                                             const std::string &HipNvidiaDir) {
  std::set<std::string> Installed;
  for (const LibrarySource &L : librarySources()) {
    std::string ProjectDir = join(SourceDir, L.Project);
    if (!fs::is_directory(ProjectDir))
      continue;
    // The sources' headers replace --hip-include's (Debian's are HIP 5.2's, which test
    // macros HIP 6 no longer defines), whole, so no file of the other version stays.
    fs::remove_directories(join(HipNvidiaDir, L.Library));
    if (llvm::Error Err = installLibrary(L, ProjectDir, HipNvidiaDir))
      return std::move(Err);
    Installed.insert(L.Library);
  }
  return Installed;
}

std::string libraryBackendSource(const std::string &Library) {
  return Library + "/" + Library + "_nvidia_backend.cpp";
}

} // namespace cu2hip
