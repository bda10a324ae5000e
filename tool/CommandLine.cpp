// Hand-written argument parsing: clang-style flags pass through, cu2hip's own are checked.
#include "CommandLine.h"

#include <functional>
#include <map>

namespace cu2hip {
namespace {

struct Cursor {
  const std::vector<std::string> &Args;
  size_t I = 0;
  bool done() const { return I >= Args.size(); }
  const std::string &current() const { return Args[I]; }
};

// "--flag=value" or "--flag value"; Error names the flag when the value is missing.
std::optional<std::string> takeValue(Cursor &C, const std::string &Flag, std::string &Error) {
  const std::string &Arg = C.current();
  if (Arg.size() > Flag.size() && Arg.compare(0, Flag.size() + 1, Flag + "=") == 0)
    return Arg.substr(Flag.size() + 1);
  if (Arg != Flag)
    return std::nullopt;
  if (C.I + 1 >= C.Args.size() || C.Args[C.I + 1].empty()) {
    Error = "option '" + Flag + "' needs a value";
    return std::nullopt;
  }
  return C.Args[++C.I];
}

bool isFlag(const std::string &Arg, const std::string &Flag) {
  return Arg == Flag || Arg.rfind(Flag + "=", 0) == 0;
}

// -I, -D, -U, -isystem, -include take a value, attached or separate.
bool takeClangFlag(Cursor &C, ToolOptions &O, std::string &Error) {
  const std::string &Arg = C.current();
  for (const char *Prefix : {"-I", "-D", "-U"}) {
    if (Arg.rfind(Prefix, 0) != 0)
      continue;
    if (Arg.size() > 2) {
      O.ClangArgs.push_back(Arg);
    } else if (C.I + 1 < C.Args.size()) {
      O.ClangArgs.push_back(Arg + C.Args[++C.I]);
    } else {
      Error = std::string("option '") + Prefix + "' needs a value";
    }
    return true;
  }
  for (const char *Flag : {"-isystem", "-include"}) {
    if (Arg != Flag)
      continue;
    if (C.I + 1 >= C.Args.size()) {
      Error = std::string("option '") + Flag + "' needs a value";
      return true;
    }
    O.ClangArgs.push_back(Arg);
    O.ClangArgs.push_back(C.Args[++C.I]);
    return true;
  }
  if (Arg.rfind("-std=", 0) == 0) {
    O.ClangArgs.push_back(Arg);
    return true;
  }
  return false;
}

bool parseOne(Cursor &C, ToolOptions &O, std::string &Error) {
  const std::string &Arg = C.current();
  if (Arg == "--") {
    O.ClangArgs.insert(O.ClangArgs.end(), C.Args.begin() + C.I + 1, C.Args.end());
    C.I = C.Args.size();
    return true;
  }
  if (Arg == "-h" || Arg == "--help")
    return O.ShowHelp = true;
  if (Arg == "--version")
    return O.ShowVersion = true;
  if (Arg == "--print-stats")
    return O.PrintStats = true;
  if (Arg == "--keep-going")
    return O.KeepGoing = true;
  if (Arg == "--quiet" || Arg == "-q")
    return O.Quiet = true;
  if (Arg == "--roc")
    return O.UseRocNames = true;
  if (Arg == "--no-pch")
    return O.NoPch = true;
  if (Arg == "--fix-warp-size")
    return O.FixWarpSize = true;
  if (Arg == "--check-mappings")
    return O.CheckMappings = true;

  std::map<std::string, std::function<bool(const std::string &)>> Valued = {
      {"-o", [&](const std::string &V) { O.OutputFile = V; return true; }},
      {"--out-dir", [&](const std::string &V) { O.OutputDir = V; return true; }},
      {"--out-root", [&](const std::string &V) { O.OutputRoot = V; return true; }},
      {"--in-root", [&](const std::string &V) { O.InputRoot = V; return true; }},
      {"--cuda-path", [&](const std::string &V) { O.CudaPath = V; return true; }},
      {"--resource-dir", [&](const std::string &V) { O.ResourceDir = V; return true; }},
      {"--mappings", [&](const std::string &V) { O.MappingFiles.push_back(V); return true; }},
      {"--hip-version",
       [&](const std::string &V) {
         O.HipVersion = ApiVersion::parse(V);
         if (!O.HipVersion)
           Error = "option '--hip-version' takes MAJOR.MINOR (e.g. 5.2), not '" + V + "'";
         return O.HipVersion.has_value();
       }},
      {"--launch-syntax",
       [&](const std::string &V) {
         if (V == "chevrons" || V == "cuda")
           O.Launch = LaunchSyntax::Chevrons;
         else if (V == "hip")
           O.Launch = LaunchSyntax::HipLaunchKernelGGL;
         else
           Error = "option '--launch-syntax' takes 'chevrons' or 'hip', not '" + V + "'";
         return Error.empty();
       }},
  };
  for (auto &[Flag, Apply] : Valued) {
    if (!isFlag(Arg, Flag))
      continue;
    auto Value = takeValue(C, Flag, Error);
    return Value && Apply(*Value);
  }
  if (takeClangFlag(C, O, Error))
    return Error.empty();
  if (Arg.size() > 1 && Arg[0] == '-') {
    Error = "unknown option '" + Arg + "' (clang options go after '--')";
    return false;
  }
  O.Inputs.push_back(Arg);
  return true;
}

} // namespace

std::optional<ToolOptions> parseCommandLine(const std::vector<std::string> &Args,
                                            std::string &Error) {
  ToolOptions O;
  Cursor C{Args};
  for (; !C.done(); ++C.I)
    if (!parseOne(C, O, Error))
      return std::nullopt;
  if (O.ShowHelp || O.ShowVersion || O.CheckMappings)
    return O;
  if (O.Inputs.empty()) {
    Error = "no input files (see --help)";
    return std::nullopt;
  }
  if (!O.OutputFile.empty() + !O.OutputDir.empty() + !O.OutputRoot.empty() > 1) {
    Error = "options '-o', '--out-dir' and '--out-root' cannot be used together";
    return std::nullopt;
  }
  if (!O.InputRoot.empty() && O.OutputRoot.empty()) {
    Error = "option '--in-root' needs '--out-root'";
    return std::nullopt;
  }
  if (!O.OutputFile.empty() && O.Inputs.size() != 1) {
    Error = "option '-o' takes one input file; use '--out-dir' for several";
    return std::nullopt;
  }
  return O;
}

const char *usageText() {
  return R"(usage: cu2hip [options] FILE... [-- CLANG_ARGS...]

Translates CUDA sources to HIP. By default FILE is written to FILE.hip beside it;
inputs are never modified.

Output:
  -o FILE               write the translation of the single input to FILE ('-': stdout)
  --out-dir DIR         write translations into DIR (.cu becomes .hip, headers keep names)
  --out-root DIR        mirror the inputs' tree below DIR (same naming as --out-dir)
  --in-root DIR         the root that --out-root mirrors (default: the inputs' common folder)
Parsing:
  --cuda-path DIR       CUDA installation (default: $CUDA_PATH, then /usr/local/cuda)
  --resource-dir DIR    clang resource directory (default: the one cu2hip was built with)
  --no-pch              parse the CUDA headers again for every file (default: once per run)
  -I DIR, -D NAME[=V], -U NAME, -isystem DIR, -include FILE, -std=STD
                        passed to Clang (C++17 by default); anything after '--' too
Translation:
  --hip-version X.Y     target HIP version (default: the newest the tables know)
  --launch-syntax=hip   rewrite kernel<<<...>>>(...) as hipLaunchKernelGGL(...)
  --fix-warp-size       apply the safe fixes of warp-size findings (32 -> warpSize, ...)
  --roc                 use ROCm library names (rocBLAS, ...) where the tables have them
  --mappings FILE       extra/overriding mapping table (docs/mapping-schema.md); repeatable
Reporting:
  --print-stats         print converted/unconverted totals at the end
  --keep-going          continue with the other files after a file fails
  -q, --quiet           print no findings, only errors
  --check-mappings      validate the mapping tables and exit
  --version, --help

Exit codes: 0 translated (warnings possible), 2 usage or input error (including a file
that does not parse), 3 internal error.
)";
}

} // namespace cu2hip
