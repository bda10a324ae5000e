// The validate flags, declared in one option table; checks which verb each flag belongs to.
#include "ValidateOptions.h"

#include "OptionValues.h"

namespace cu2hip {
namespace {

bool setPlatform(ValidateOptions &O, const std::string &V, std::string &Error) {
  if (V == "auto")
    O.Platform = RunPlatform::Auto;
  else if (V == "amd")
    O.Platform = RunPlatform::Amd;
  else if (V == "nvidia")
    O.Platform = RunPlatform::Nvidia;
  else
    Error = "option '--platform' takes amd, nvidia or auto, not '" + V + "'";
  return Error.empty();
}

// Flags that only one verb reads are refused elsewhere, so a misplaced flag is not ignored.
bool checkVerbFlags(const ValidateOptions &O, std::string &Error) {
  if (O.Verb == ValidateVerb::Report) {
    if (O.FixtureDirs.size() != 2)
      Error = "'cu2hip validate report' takes WORK_DIR RESULTS_DIR";
    else if (!O.WorkDir.empty() || !O.ResultsDir.empty())
      Error = "'validate report' takes the directories as arguments, not --work/--results";
    return Error.empty();
  }
  if (O.Verb == ValidateVerb::Prepare) {
    if (O.WorkDir.empty())
      Error = "'cu2hip validate prepare' needs --work DIR";
    else if (!O.ResultsDir.empty() || !O.JsonFile.empty() || !O.MarkdownFile.empty())
      Error = "'validate prepare' writes no results or reports (use 'validate report')";
  }
  return Error.empty();
}

} // namespace

OptionTable validateOptionTable(ValidateOptions &O) {
  OptionTable T("validate", R"(usage: cu2hip validate [FIXTURE_DIR...] [options]
       cu2hip validate prepare [FIXTURE_DIR...] --work DIR [options]
       cu2hip validate report WORK_DIR RESULTS_DIR [--json FILE] [--markdown FILE]

Translates the runnable fixtures (default: every fixtures/run/*), builds them for AMD with
hipcc and for HIP's NVIDIA backend with nvcc, and compares GPU runs of the translations
with the CUDA originals (docs/validation.md). Without a verb: prepare, then, when an NVIDIA
GPU is present, run tool/validate/run-gpu.sh and report.

)",
                " for 'cu2hip validate' (see 'cu2hip validate --help')");
  T.text("Prepare:");
  T.value({"--work"}, "DIR", "work directory (verb-less default: <build>/validate/work)",
          O.WorkDir);
  T.value({"--offload-arch"}, "LIST", "AMD targets, comma-separated (default gfx90a,gfx940)",
          offloadArchOption(O.OffloadArchs))
      .Example = "gfx90a";
  T.value({"--hip-version"}, "X.Y", "HIP version the translation targets (default 5.2)",
          [&O](const std::string &V, std::string &E) {
            std::optional<ApiVersion> Version;
            if (!hipVersionOption(Version)(V, E))
              return false;
            O.HipVersion = *Version;
            return true;
          })
      .Example = "5.2";
  T.flag({"--no-amd"}, "skip the hipcc builds", O.NoAmd);
  T.flag({"--no-nvidia"}, "skip the nvcc build of the translations", O.NoNvidia);
  T.value({"--hip-nvidia"}, "DIR",
          "HIP headers prepared for NVIDIA (default: the build's hip-nvidia)", O.HipNvidiaDir);
  T.value({"--hip-include"}, "DIR",
          "directory with hiprand/ and hipsparse/ headers (default /usr/include)", O.HipIncludeDir);
  T.value({"--hip-library-source"}, "DIR",
          "ROCm library sources (hipBLAS, hipBLAS-common, hipSPARSE, hipRAND checkouts): the "
          "NVIDIA build uses their headers and ROCm's own NVIDIA backends instead of "
          "--hip-include's headers and cu2hip's shims",
          O.LibrarySourceDir);
  T.value({"--nvidia-arch"}, "SM", "nvcc target for the build check (default sm_90)", O.NvidiaArch)
      .Example = "sm_90";
  T.value({"--cuda-path"}, "DIR", "CUDA installation (default: $CUDA_PATH, then /usr/local/cuda)",
          O.CudaPath);
  T.value({"--hipcc"}, "PATH", "the HIP compiler (default: hipcc)", O.Hipcc);
  T.value({"--nvcc"}, "PATH", "the CUDA compiler (default: nvcc of --cuda-path)", O.Nvcc);
  T.value({"-j", "--jobs"}, "N", "parallel builds (default 2)", jobsOption(O.Jobs)).Attached = true;
  T.text("Run and report:");
  T.value({"--results"}, "DIR", "where GPU results go (verb-less default: <work>/../results)",
          O.ResultsDir);
  T.value({"--platform"}, "P", "amd, nvidia or auto (default): where translations are run",
          [&O](const std::string &V, std::string &E) { return setPlatform(O, V, E); })
      .Example = "nvidia";
  T.value({"--json"}, "FILE", "write the report as JSON", O.JsonFile, OptionEffect::Report);
  T.value({"--markdown"}, "FILE", "write the report as Markdown", O.MarkdownFile,
          OptionEffect::Report);
  T.flag({"-h", "--help"}, "print this help and exit", O.ShowHelp);
  T.positionals([&O](const std::string &Dir, std::string &) {
    O.FixtureDirs.push_back(Dir);
    return true;
  });
  T.footer(R"(Exit codes: 0 every fixture passed every column, 1 some fixture failed (or a run was
needed and skipped), 2 usage or input error, 3 internal error.
)");
  return T;
}

std::optional<ValidateOptions> parseValidateCommandLine(const std::vector<std::string> &Args,
                                                        std::string &Error) {
  ValidateOptions O;
  size_t First = 0;
  if (!Args.empty() && (Args[0] == "prepare" || Args[0] == "report")) {
    O.Verb = Args[0] == "prepare" ? ValidateVerb::Prepare : ValidateVerb::Report;
    First = 1;
  }
  if (!validateOptionTable(O).parse({Args.begin() + First, Args.end()}, Error))
    return std::nullopt;
  O.Amd = !O.NoAmd;
  O.Nvidia = !O.NoNvidia;
  if (O.ShowHelp)
    return O;
  if (!checkVerbFlags(O, Error))
    return std::nullopt;
  if (O.Verb == ValidateVerb::Report) {
    O.WorkDir = O.FixtureDirs[0];
    O.ResultsDir = O.FixtureDirs[1];
    O.FixtureDirs.clear();
  }
  return O;
}

OptionTable describeValidateOptions() {
  return describeOptions<ValidateOptions>(validateOptionTable);
}

} // namespace cu2hip
