// A runnable fixture (fixtures/run/<name>/fixture.json), read strictly, and the table that
// says how each CUDA library a fixture links is linked on AMD and on HIP's NVIDIA backend.
#pragma once

#include "rewriters/TranslationOptions.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct RunFixture {
  std::string Name; // the directory's name, or a description file's name without '.json'
  std::string Dir;  // absolute path of the fixture directory (the description's folder)
  // The description itself: Dir/fixture.json, or a NAME.json kept anywhere.
  std::string DescriptionFile;
  // Where the program's files are: Dir, or 'source_dir' resolved against Dir. The whole
  // tree is copied, so data files the program reads at run time travel with it.
  std::string SourceDir;
  std::vector<std::string> RunArguments; // passed to both programs, CUDA and HIP
  std::string Description;
  std::vector<std::string> Sources; // translated and compiled, in order
  std::vector<std::string> Headers; // translated, not compiled
  std::vector<std::string> NvccFlags, HipccFlags;
  std::vector<std::string> Libraries; // CUDA names: "curand", "cusparse", ...
  bool NeedsGpu = true;
  int ExpectedExitCode = 0;
  std::vector<std::string> ExpectedOutput; // lines that must appear in the output
  std::optional<double> Tolerance;         // nullopt: `name: value` lines compare exactly
  bool ComputeHeavy = false;
  std::string Wave64Note;
  std::vector<std::string> IgnoredOutput; // names never compared ("prefix*" allowed)
  // Real programs print results without 'name: value' lines ("PASS", a checksum): every
  // line of the two runs is compared, except those holding an IgnoredLines word (timings).
  bool CompareAllLines = false;
  std::vector<std::string> IgnoredLines; // case-insensitive words or phrases
  // AMD targets the program cannot be built for, with the reason (e.g. no image
  // instructions on gfx94x): a failing build there is expected, a passing one is reported.
  std::map<std::string, std::string> AmdUnsupported;
  // Translation flags this fixture is validated with (e.g. --fix-warp-size).
  std::vector<std::string> Cu2hipFlags;
};

// Applies one fixture.json 'cu2hip_flags' entry; false for a flag that is not allowed there.
// With Options == nullptr it only checks the flag.
bool applyCu2hipFlag(const std::string &Flag, TranslationOptions *Options);

// Errors name the file and the field. Unknown fields are errors: a misspelt
// expectation must not silently stop being checked. File is the description's path
// (default: Dir/fixture.json).
llvm::Expected<RunFixture> parseRunFixture(std::string_view JsonText, const std::string &Name,
                                           const std::string &Dir, std::string File = "");
// Path: a fixture folder (holding fixture.json) or a description file NAME.json, which
// may describe a program kept elsewhere through 'source_dir'.
llvm::Expected<RunFixture> loadRunFixture(const std::string &Path);

// A NAME.json description file (rather than a fixture folder).
bool isDescriptionFile(llvm::StringRef Path);

// How a CUDA library of a fixture is linked elsewhere.
struct LibraryRoute {
  const char *Cuda;       // fixture.json name, linked as -l<Cuda> by nvcc
  const char *AmdLibrary; // hipcc links -l<AmdLibrary>
  // Source file in hip_nvidia_libs/ that implements the HIP library's host API on top of
  // the CUDA library (hipRAND/hipSPARSE ship that part only as a library); empty: none needed.
  const char *NvidiaShim;
};

const LibraryRoute *findLibraryRoute(std::string_view CudaName);

} // namespace cu2hip
