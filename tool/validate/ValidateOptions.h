// The command line of `cu2hip validate`, parsed into a plain options value.
#pragma once

#include "OptionTable.h"
#include "mappings/ApiVersion.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class ValidateVerb {
  All,     // prepare, then run and report when a GPU of the platform is here
  Prepare, // translate + build tiers into the work directory
  Report,  // compare a GPU run's results and print the table
};

// Where translated programs are run: NVIDIA through HIP's NVIDIA backend next to the
// CUDA originals; AMD runs are not implemented (no AMD GPU to develop them on).
enum class RunPlatform { Auto, Amd, Nvidia };

struct ValidateOptions {
  ValidateVerb Verb = ValidateVerb::All;
  std::vector<std::string> FixtureDirs; // empty: every directory of fixtures/run
  std::string WorkDir;                  // empty: the build-local default
  std::string ResultsDir;               // empty: WORK/../results (verb All)
  // Set when a folder above had to be reached through an inert alias (ShellWords.h): nvcc
  // resolves links and hands the real path to its shell, so it is not run at all.
  std::string NvccRefusal;
  std::vector<std::string> OffloadArchs = {"gfx90a", "gfx940"};
  ApiVersion HipVersion{5, 2};
  bool Amd = true;                      // not --no-amd
  bool Nvidia = true;                   // not --no-nvidia (the NVIDIA build check with nvcc)
  bool NoAmd = false, NoNvidia = false; // as given
  std::string HipNvidiaDir;             // prepared HIP headers (default: the build's hip-nvidia)
  std::string HipIncludeDir;    // where hiprand/ and hipsparse/ headers are (default /usr/include)
  std::string LibrarySourceDir; // ROCm library sources whose NVIDIA backends the NVIDIA build uses
  std::string CudaPath, Hipcc, Nvcc;
  std::string NvidiaArch = "sm_90";
  unsigned Jobs = 2;
  RunPlatform Platform = RunPlatform::Auto;
  std::string JsonFile, MarkdownFile;
  bool ShowHelp = false;
};

// On a usage error returns nullopt and sets Error to a one-line message naming the flag.
std::optional<ValidateOptions> parseValidateCommandLine(const std::vector<std::string> &Args,
                                                        std::string &Error);

// Every option of validate, writing into O; describeValidateOptions() over an object of its own.
OptionTable validateOptionTable(ValidateOptions &O);
OptionTable describeValidateOptions();

} // namespace cu2hip
