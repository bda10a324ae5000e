// Hand-written parsing of the validate flags; checks which verb each flag belongs to.
#include "ValidateOptions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <map>

namespace cu2hip {
namespace {

using Setter = std::function<bool(const std::string &, std::string &)>;

bool setJobs(ValidateOptions &O, const std::string &V, std::string &Error) {
  unsigned Jobs = 0;
  if (llvm::StringRef(V).getAsInteger(10, Jobs) || Jobs == 0 || Jobs > 256) {
    Error = "option '-j' takes a number of jobs from 1 to 256, not '" + V + "'";
    return false;
  }
  O.Jobs = Jobs;
  return true;
}

bool setArchs(ValidateOptions &O, const std::string &V, std::string &Error) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(V).split(Parts, ',', -1, /*KeepEmpty=*/false);
  O.OffloadArchs.clear();
  for (llvm::StringRef Part : Parts)
    O.OffloadArchs.push_back(Part.trim().str());
  if (O.OffloadArchs.empty())
    Error = "option '--offload-arch' takes a comma-separated list such as gfx90a,gfx940";
  return Error.empty();
}

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

std::map<std::string, Setter> valuedFlags(ValidateOptions &O) {
  auto Into = [](std::string &Field) {
    return [&Field](const std::string &V, std::string &) {
      Field = V;
      return true;
    };
  };
  return {
      {"--work", Into(O.WorkDir)},
      {"--results", Into(O.ResultsDir)},
      {"--hip-nvidia", Into(O.HipNvidiaDir)},
      {"--hip-include", Into(O.HipIncludeDir)},
      {"--cuda-path", Into(O.CudaPath)},
      {"--hipcc", Into(O.Hipcc)},
      {"--nvcc", Into(O.Nvcc)},
      {"--nvidia-arch", Into(O.NvidiaArch)},
      {"--json", Into(O.JsonFile)},
      {"--markdown", Into(O.MarkdownFile)},
      {"--offload-arch", [&O](const std::string &V, std::string &E) { return setArchs(O, V, E); }},
      {"--platform", [&O](const std::string &V, std::string &E) { return setPlatform(O, V, E); }},
      {"--jobs", [&O](const std::string &V, std::string &E) { return setJobs(O, V, E); }},
      {"-j", [&O](const std::string &V, std::string &E) { return setJobs(O, V, E); }},
      {"--hip-version",
       [&O](const std::string &V, std::string &E) {
         auto Version = ApiVersion::parse(V);
         if (!Version)
           E = "option '--hip-version' takes MAJOR.MINOR (e.g. 5.2), not '" + V + "'";
         else
           O.HipVersion = *Version;
         return Version.has_value();
       }},
  };
}

// "--flag=value", "--flag value", and "-j4"; returns false when Arg is not this flag.
bool takeValued(const std::vector<std::string> &Args, size_t &I, const std::string &Flag,
                std::optional<std::string> &Value, std::string &Error) {
  const std::string &Arg = Args[I];
  if (llvm::StringRef(Arg).starts_with(Flag + "=")) {
    Value = Arg.substr(Flag.size() + 1);
  } else if (Flag == "-j" && Arg.size() > 2 && llvm::StringRef(Arg).starts_with("-j")) {
    Value = Arg.substr(2);
  } else if (Arg == Flag) {
    if (I + 1 >= Args.size())
      Error = "option '" + Flag + "' needs a value";
    else
      Value = Args[++I];
  } else {
    return false;
  }
  return true;
}

bool parseFlag(const std::vector<std::string> &Args, size_t &I, ValidateOptions &O,
               std::string &Error) {
  const std::string &Arg = Args[I];
  if (Arg == "-h" || Arg == "--help")
    return O.ShowHelp = true;
  if (Arg == "--no-amd")
    return !(O.Amd = false);
  if (Arg == "--no-nvidia")
    return !(O.Nvidia = false);
  for (auto &[Flag, Set] : valuedFlags(O)) {
    std::optional<std::string> Value;
    if (!takeValued(Args, I, Flag, Value, Error))
      continue;
    return Value && Set(*Value, Error);
  }
  Error = "unknown option '" + Arg + "' for 'cu2hip validate' (see 'cu2hip validate --help')";
  return false;
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

std::optional<ValidateOptions> parseValidateCommandLine(const std::vector<std::string> &Args,
                                                        std::string &Error) {
  ValidateOptions O;
  size_t I = 0;
  if (!Args.empty() && (Args[0] == "prepare" || Args[0] == "report")) {
    O.Verb = Args[0] == "prepare" ? ValidateVerb::Prepare : ValidateVerb::Report;
    I = 1;
  }
  for (; I < Args.size(); ++I) {
    if (Args[I].size() > 1 && Args[I][0] == '-') {
      if (!parseFlag(Args, I, O, Error))
        return std::nullopt;
    } else {
      O.FixtureDirs.push_back(Args[I]);
    }
  }
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

const char *validateUsageText() {
  return R"(usage: cu2hip validate [FIXTURE_DIR...] [options]
       cu2hip validate prepare [FIXTURE_DIR...] --work DIR [options]
       cu2hip validate report WORK_DIR RESULTS_DIR [--json FILE] [--markdown FILE]

Translates the runnable fixtures (default: every fixtures/run/*), builds them for AMD with
hipcc and for HIP's NVIDIA backend with nvcc, and compares GPU runs of the translations
with the CUDA originals (docs/validation.md). Without a verb: prepare, then, when an NVIDIA
GPU is present, run tool/validate/run-gpu.sh and report.

Prepare:
  --work DIR            work directory (verb-less default: <build>/validate/work)
  --offload-arch LIST   AMD targets, comma-separated (default gfx90a,gfx940)
  --hip-version X.Y     HIP version the translation targets (default 5.2)
  --no-amd              skip the hipcc builds
  --no-nvidia           skip the nvcc build of the translations
  --hip-nvidia DIR      HIP headers prepared for NVIDIA (default: the build's hip-nvidia)
  --hip-include DIR     directory with hiprand/ and hipsparse/ headers (default /usr/include)
  --nvidia-arch SM      nvcc target for the build check (default sm_90)
  --cuda-path DIR, --hipcc PATH, --nvcc PATH
  -j N, --jobs N        parallel builds (default 2)
Run and report:
  --results DIR         where GPU results go (verb-less default: <work>/../results)
  --platform P          amd, nvidia or auto (default): where translations are run
  --json FILE           write the report as JSON
  --markdown FILE       write the report as Markdown

Exit codes: 0 every fixture passed every column, 1 some fixture failed (or a run was
needed and skipped), 2 usage or input error, 3 internal error.
)";
}

} // namespace cu2hip
