// Hand-written argument parsing: clang-style flags pass through, cu2hip's own are checked.
#include "CommandLine.h"
#include "ReportOptionParsing.h"

#include "report/Diagnostics.h"
#include "rewriters/RuleRegistry.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include <cstdio>
#include <cstdlib>
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
bool takeClangFlag(Cursor &C, RunOptions &O, std::string &Error) {
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

// --suppress=CU2HIP-W010,CU2HIP-N003 (the "CU2HIP-" prefix may be left out).
bool parseSuppressList(const std::string &Value, RunOptions &O, std::string &Error) {
  size_t Start = 0;
  while (Start <= Value.size()) {
    size_t End = Value.find(',', Start);
    std::string Id = Value.substr(Start, End == std::string::npos ? End : End - Start);
    if (!Id.empty() && Id.rfind("CU2HIP-", 0) != 0)
      Id = "CU2HIP-" + Id;
    if (!isDiagnosticId(Id)) {
      Error = "option '--suppress' names an unknown diagnostic '" + Id +
              "' (see docs/diagnostics.md)";
      return false;
    }
    O.SuppressedIds.push_back(Id);
    if (End == std::string::npos)
      break;
    Start = End + 1;
  }
  return true;
}

} // namespace

bool parseRuleList(const std::string &Value, std::vector<std::string> &Rules, std::string &Error) {
  size_t Start = 0;
  while (Start <= Value.size()) {
    size_t End = Value.find(',', Start);
    std::string Name = Value.substr(Start, End == std::string::npos ? End : End - Start);
    if (!findRule(Name)) {
      Error =
          "option '--only-rules' names an unknown rule '" + Name + "' (cu2hip rules lists them)";
      return false;
    }
    Rules.push_back(Name);
    if (End == std::string::npos)
      break;
    Start = End + 1;
  }
  return true;
}

namespace {

bool parseJobs(const std::string &Value, RunOptions &O, std::string &Error) {
  char *End = nullptr;
  unsigned long Jobs = std::strtoul(Value.c_str(), &End, 10);
  if (Value.empty() || *End != '\0' || Jobs == 0 || Jobs > 1024) {
    Error = "option '-j' takes a number of parallel jobs (1 or more), not '" + Value + "'";
    return false;
  }
  O.Jobs = static_cast<unsigned>(Jobs);
  return true;
}

// --shard K/N: the K-th of N disjoint subsets, K counted from 1.
bool parseShard(const std::string &Value, RunOptions &O, std::string &Error) {
  unsigned K = 0, N = 0;
  char Rest = 0;
  if (std::sscanf(Value.c_str(), "%u/%u%c", &K, &N, &Rest) != 2 || N == 0 || K == 0 || K > N) {
    Error = "option '--shard' takes K/N with 1 <= K <= N (e.g. 2/4), not '" + Value + "'";
    return false;
  }
  O.ShardIndex = K;
  O.ShardCount = N;
  return true;
}

bool parseOne(Cursor &C, RunOptions &O, std::string &Error) {
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
  if (Arg == "--verbose" || Arg == "-v")
    return O.Verbose = true;
  if (Arg == "--no-build-scripts")
    return O.NoBuildScripts = true;
  if (Arg == "--roc")
    return O.UseRocNames = true;
  if (Arg == "--no-pch")
    return O.NoPch = true;
  if (Arg == "--fix-warp-size")
    return O.FixWarpSize = true;
  if (Arg == "--no-fallback")
    return O.NoFallback = true;
  if (Arg == "--inline-diagnostics")
    return O.InlineDiagnostics = true;
  if (Arg == "--check-mappings")
    return O.CheckMappings = true;
  if (Arg == "--in-place")
    return O.InPlace = true;
  if (Arg == "--no-backup")
    return O.NoBackup = true;
  if (Arg == "--keep-extensions")
    return O.KeepExtensions = true;
  if (Arg == "--no-cache")
    return O.NoCache = true;
  if (Arg.size() > 2 && Arg.rfind("-j", 0) == 0 && Arg[2] != '=') // -j4
    return parseJobs(Arg.substr(2), O, Error);

  std::map<std::string, std::function<bool(const std::string &)>> Valued = {
      {"-o",
       [&](const std::string &V) {
         O.OutputFile = V;
         return true;
       }},
      {"--out-dir",
       [&](const std::string &V) {
         O.OutputDir = V;
         return true;
       }},
      {"--out-root",
       [&](const std::string &V) {
         O.OutputRoot = V;
         return true;
       }},
      {"--cache-dir",
       [&](const std::string &V) {
         O.CacheDir = V;
         return true;
       }},
      {"--offload-arch",
       [&](const std::string &V) {
         auto Archs = parseOffloadArchList(V);
         if (!Archs)
           Error = "option '--offload-arch' takes AMD targets such as 'gfx90a,gfx942', not '" +
                   V + "'";
         O.OffloadArchs = Archs.value_or(std::vector<std::string>{});
         return Archs.has_value();
       }},
      {"--in-root",
       [&](const std::string &V) {
         O.InputRoot = V;
         return true;
       }},
      {"--cuda-path",
       [&](const std::string &V) {
         O.CudaPath = V;
         return true;
       }},
      {"--resource-dir",
       [&](const std::string &V) {
         O.ResourceDir = V;
         return true;
       }},
      {"--mappings",
       [&](const std::string &V) {
         O.MappingFiles.push_back(V);
         return true;
       }},
      {"--suppress", [&](const std::string &V) { return parseSuppressList(V, O, Error); }},
      {"--only-rules", [&](const std::string &V) { return parseRuleList(V, O.OnlyRules, Error); }},
      {"-p",
       [&](const std::string &V) {
         O.CompileCommands = V;
         return true;
       }},
      {"--compile-commands",
       [&](const std::string &V) {
         O.CompileCommands = V;
         return true;
       }},
      {"-j", [&](const std::string &V) { return parseJobs(V, O, Error); }},
      {"--shard", [&](const std::string &V) { return parseShard(V, O, Error); }},
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
  if (int Taken = takeReportOption(C.Args, C.I, O.Reports, Error))
    return Taken > 0;
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

std::optional<RunOptions> parseCommandLine(const std::vector<std::string> &Args,
                                            std::string &Error) {
  RunOptions O;
  Cursor C{Args};
  for (; !C.done(); ++C.I)
    if (!parseOne(C, O, Error))
      return std::nullopt;
  if (O.ShowHelp || O.ShowVersion || O.CheckMappings)
    return O;
  if (!checkReportOptions(O.Reports, Error))
    return std::nullopt;
  if (O.Inputs.empty() && O.CompileCommands.empty()) {
    Error = "no input files (see --help)";
    return std::nullopt;
  }
  if (!O.OutputFile.empty() + !O.OutputDir.empty() + !O.OutputRoot.empty() > 1) {
    Error = "options '-o', '--out-dir' and '--out-root' cannot be used together";
    return std::nullopt;
  }
  if (!O.InputRoot.empty() && O.OutputRoot.empty() && !O.InPlace && O.CompileCommands.empty()) {
    Error = "option '--in-root' needs '--out-root', '--in-place' or a compilation database";
    return std::nullopt;
  }
  if (O.InPlace && !O.OutputFile.empty() + !O.OutputDir.empty() + !O.OutputRoot.empty() > 0) {
    Error = "option '--in-place' cannot be used with '-o', '--out-dir' or '--out-root'";
    return std::nullopt;
  }
  if (O.Quiet && O.Verbose) {
    Error = "options '-q' and '-v' cannot be used together";
    return std::nullopt;
  }
  if (O.NoBackup && !O.InPlace) {
    Error = "option '--no-backup' needs '--in-place'";
    return std::nullopt;
  }
  if (!O.OutputFile.empty() && O.Inputs.size() != 1) {
    Error = "option '-o' takes one input file; use '--out-dir' for several";
    return std::nullopt;
  }
  return O;
}

const char *usageText() {
  return R"(usage: cu2hip [options] FILE|DIR... [-- CLANG_ARGS...]
       cu2hip COMMAND [options]        (cu2hip COMMAND --help: its options)

Translates CUDA sources to HIP. By default FILE is written to FILE.hip beside it;
inputs are never modified.

Commands:
  analyze              estimate the porting effort of a code base (writes no translation)
  migrate-build        migrate CMake files and Makefiles to the HIP toolchain
  query                show the mapping of CUDA names (globs: 'cudaMemcpy*'), text or JSON
  coverage             measure the mapping tables against the installed CUDA headers
  validate             build the runnable fixtures for AMD and NVIDIA, compare GPU runs
  report merge         combine the JSON reports of --shard runs
  verify-targets       check the tables' HIP names against the installed HIP headers
  rules                list the rules, what each reports and when it runs (--json)
  diagnostics-docs, rules-docs, api-docs
                       regenerate docs/diagnostics.md, docs/rules.md, the API pages

Output:
  -o FILE               write the translation of the single input to FILE ('-': stdout)
  --out-dir DIR         write translations into DIR (.cu becomes .hip, headers keep names)
  --out-root DIR        mirror the inputs' tree below DIR (same naming as --out-dir)
  --in-root DIR         the root that --out-root mirrors (default: the inputs' common folder)
  --in-place            rewrite the inputs themselves, saving FILE.orig first
  --no-backup           with --in-place: no .orig backups
  --keep-extensions     .cu outputs keep their name (default: .cu becomes .hip)
Project:
  FILE may be a directory: its CUDA sources and headers are translated (recursively);
  with --out-root its other files are copied so the tree builds on its own, and its
  CMake files and Makefiles are migrated to HIP (as 'cu2hip migrate-build' does)
  --no-build-scripts    copy CMake files and Makefiles unchanged instead
  --offload-arch LIST   AMD targets for migrated build scripts, comma-separated (default:
                        gfx90a,gfx942; gfx90a,gfx940 for --hip-version older than 5.7,
                        whose compiler does not know gfx942)
  -p DIR, --compile-commands FILE
                        use each file's flags from DIR/compile_commands.json (or FILE);
                        without FILE arguments, converts the database's files
  -j N                  translate N files in parallel (default: one per core)
  --shard K/N           process only the K-th of N stable subsets of the files
  --no-cache            with --out-root: do not use or write the incremental cache
  --cache-dir DIR       where the cache lives (default: $XDG_CACHE_HOME/cu2hip or
                        ~/.cache/cu2hip; never inside the output tree)
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
  --no-fallback         fail a file Clang cannot parse instead of translating it at token level
  --roc                 use ROCm library names (rocBLAS, ...) where the tables have them
  --mappings FILE       extra/overriding mapping table (docs/mapping-schema.md); repeatable
Reporting:
  --print-stats         print converted/unconverted totals at the end
  --keep-going          continue with the other files after a file fails
  -q, --quiet           print no findings, only errors
  -v, --verbose         print every finding (notes too) as each file is done, the clang
                        errors of files translated at token level, and one line per file;
                        by default a digest at the end: errors, then warnings, each kind
                        once with its count
  --inline-diagnostics  also write each finding as a '// CU2HIP-...' comment above its line
  --suppress=ID,...     never report these diagnostics (docs/diagnostics.md); one line:
                        '// cu2hip: ignore(ID)' on it or on the line above
  --only-rules=NAME,... run only these rules (cu2hip rules) and those they need: for
                        debugging a rule; the output is not a full translation
  --check-mappings      validate the mapping tables and exit
  --version, --help
Reports and CI mode (docs/usage.md#reports-and-ci-mode):
  --report FILE         write a report; format from the name: .json, .md, .csv (and
                        FILE.findings.csv), .sarif or .sarif.json; repeatable
  --report-format F     json, md, csv or sarif, whatever the names say
  --report-no-times     leave timings out, so the reports of two runs diff cleanly
  --report-root DIR     paths in reports relative to DIR (default: current directory)
  --report-docs-url URL where docs/diagnostics.md is, for links (default: that path)
  --baseline OLD.json   findings already in this earlier JSON report are not new
  --fail-on LIST        exit 1 on new: unsupported, hazard:error, hazard:warning, unconverted
  --max-unconverted N   exit 1 when more than N new unconverted references remain
  cu2hip report merge A.json B.json... -o OUT.json   combine per-shard JSON reports

Exit codes: 0 translated (warnings possible; files Clang cannot parse are translated at
token level), 1 a --fail-on / --max-unconverted check failed, 2 usage or input error
(including a file that cannot be translated at all, or does not parse with --no-fallback),
3 internal error.
)";
}

} // namespace cu2hip
