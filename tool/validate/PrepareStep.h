// `cu2hip validate prepare`: copy each fixture into the work directory, translate it, build
// the translation for AMD (hipcc) and for HIP's NVIDIA backend (nvcc), record prepare.json.
#pragma once

#include "FixtureBuilds.h"
#include "PreparationRecord.h"
#include "RunFixture.h"

#include "mappings/MappingTable.h"
#include "rewriters/PreambleCache.h"
#include "rewriters/TranslationOptions.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace cu2hip {

struct PrepareContext {
  const MappingTable *Table = nullptr;
  PreambleCache *Preambles = nullptr; // CUDA headers parsed once for all fixtures
  TranslationOptions Translation;
  Toolchain Tools; // Tools.HipNvidiaDir is set by runPrepare (the work copy)
  std::string AmdSkipReason, NvidiaSkipReason; // set when the tool is missing or disabled
  std::vector<std::string> OffloadArchs;
  std::string WorkDir;          // absolute
  std::string HipNvidiaSource;  // prepared HIP headers (holds hip/hip_runtime.h)
  std::string HipIncludeDir;    // holds hiprand/ and hipsparse/
  std::string LibrarySourceDir; // ROCm library sources with NVIDIA backends; "" when none
  std::string ShimSourceDir;    // tool/validate/hip_nvidia_libs
  std::string Cu2hipVersion;
  unsigned Jobs = 2;
};

// Prepares every fixture (at most Ctx.Jobs builds at a time) and writes the work
// directory's manifest. Fails only when the work directory cannot be set up.
llvm::Expected<std::vector<FixturePreparation>>
runPrepare(const std::vector<RunFixture> &Fixtures, PrepareContext Ctx, llvm::raw_ostream &Log);

// The fixture names of a prepared work directory, from WORK/manifest.json.
llvm::Expected<std::vector<std::string>> readManifest(const std::string &WorkDir);

// A and B joined as one path.
std::string joinPath(const std::string &A, const std::string &B);

// Writes Content to Path atomically, creating Path's directory first.
llvm::Error writeWorkFile(const std::string &Path, std::string_view Content);

// Copies From into To recursively (To is created; existing files are replaced).
llvm::Error copyTree(const std::string &From, const std::string &To);

} // namespace cu2hip
