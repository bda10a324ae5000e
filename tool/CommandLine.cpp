// The translation run's options, declared once: parsing, --help and docs/options.md.
#include "CommandLine.h"
#include "OptionValues.h"
#include "ReportOptionParsing.h"
#include "project/ReportTargets.h"

#include "report/Diagnostics.h"

#include <cstdio>
#include <cstdlib>

namespace cu2hip {
namespace {

// --suppress=CU2HIP-W010,CU2HIP-N003 (the "CU2HIP-" prefix may be left out).
bool parseSuppressList(const std::string &Value, RunOptions &O, std::string &Error) {
  size_t Start = 0;
  while (Start <= Value.size()) {
    size_t End = Value.find(',', Start);
    std::string Id = Value.substr(Start, End == std::string::npos ? End : End - Start);
    if (!Id.empty() && Id.rfind("CU2HIP-", 0) != 0)
      Id = "CU2HIP-" + Id;
    if (const RetiredDiagnostic *Retired = findRetiredDiagnostic(Id)) {
      Error = "option '--suppress' names the retired diagnostic '" + Id + "': it " + Retired->Fate;
      return false;
    }
    if (!isDiagnosticId(Id)) {
      Error =
          "option '--suppress' names an unknown diagnostic '" + Id + "' (see docs/diagnostics.md)";
      return false;
    }
    O.SuppressedIds.push_back(Id);
    if (End == std::string::npos)
      break;
    Start = End + 1;
  }
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

// A Clang flag: kept as one ClangArgs word, its value attached ("-Iinc").
OptionSpec &clangFlag(OptionTable &T, const char *Name, const char *Placeholder, RunOptions &O) {
  std::string Flag = Name;
  OptionSpec &S = T.value(
      {Flag}, Placeholder, "",
      [&O, Flag](const std::string &V, std::string &) {
        O.ClangArgs.push_back(Flag + V);
        return true;
      },
      OptionEffect::Translation);
  S.Attached = true;
  S.Hidden = true;
  S.Example = "inc";
  return S;
}

// -isystem DIR and -include FILE stay two words, as Clang takes them.
OptionSpec &clangPairFlag(OptionTable &T, const char *Name, const char *Placeholder,
                          RunOptions &O) {
  std::string Flag = Name;
  OptionSpec &S = T.value(
      {Flag}, Placeholder, "",
      [&O, Flag](const std::string &V, std::string &) {
        O.ClangArgs.push_back(Flag);
        O.ClangArgs.push_back(V);
        return true;
      },
      OptionEffect::Translation);
  S.Hidden = true;
  S.Example = "inc";
  return S;
}

void addOutputOptions(OptionTable &T, RunOptions &O) {
  T.text("Output:");
  T.value({"-o"}, "FILE", "write the translation of the single input to FILE ('-': stdout)",
          O.OutputFile)
      .Example = "a.hip";
  T.value({"--out-dir"}, "DIR",
          "write translations into DIR (.cu becomes .hip, headers keep names)", O.OutputDir)
      .Example = "out";
  T.value({"--out-root"}, "DIR", "mirror the inputs' tree below DIR (same naming as --out-dir)",
          O.OutputRoot)
      .Example = "out";
  T.value({"--in-root"}, "DIR",
          "the root that --out-root mirrors (default: the inputs' common folder)", O.InputRoot)
      .Example = ".";
  T.flag({"--no-follow-includes"},
         "with --out-root: translate only the files named, not the headers below\n"
         "--in-root that they include",
         O.NoFollowIncludes);
  T.flag({"--in-place"}, "rewrite the inputs themselves, saving FILE.orig first", O.InPlace);
  T.flag({"--no-backup"}, "with --in-place: no .orig backups", O.NoBackup);
  T.flag({"--restore"},
         "with --in-place: put every FILE.orig back and remove it (undoes\n"
         "an --in-place run, finished or killed)",
         O.Restore);
  T.flag({"--keep-extensions"}, ".cu outputs keep their name (default: .cu becomes .hip)",
         O.KeepExtensions, OptionEffect::Translation);
}

} // namespace

void addProjectOptions(OptionTable &T, RunOptions &O) {
  T.flag({"--no-build-scripts"}, "copy CMake files and Makefiles unchanged instead",
         O.NoBuildScripts, OptionEffect::BuildScripts);
  T.value({"--offload-arch"}, "LIST",
          "the AMD targets, comma-separated: what migrated build scripts build\n"
          "for, and what findings are judged against (texture objects take\n"
          "--texture-path's software path when gfx942 or gfx950 is among them).\n"
          "Default: gfx90a,gfx942;\n"
          "gfx90a,gfx940 for --hip-version older than 5.7, whose compiler does\n"
          "not know gfx942",
          offloadArchOption(O.OffloadArchs), OptionEffect::Translation)
      .Example = "gfx90a";
  T.value(
       {"--texture-path"}, "MODE",
       "how texture and surface objects are translated: 'hardware' uses\n"
       "HIP's (image instructions), 'software' cu2hip's software textures\n"
       "(cu2hip_soft_texture.h, written beside each translated file that\n"
       "needs it), which also run on GPUs without image instructions.\n"
       "Default 'auto': software when gfx940-gfx942 or gfx950 is among the\n"
       "--offload-arch targets",
       [&O](const std::string &V, std::string &Error) {
         if (V == "auto")
           O.Textures = TexturePath::Auto;
         else if (V == "hardware")
           O.Textures = TexturePath::Hardware;
         else if (V == "software")
           O.Textures = TexturePath::Software;
         else
           Error =
               "option '--texture-path' takes 'auto', 'hardware' or 'software', not '" + V + "'";
         return Error.empty();
       },
       OptionEffect::Translation)
      .Example = "hardware";
  T.value({"-p", "--compile-commands"}, "PATH",
          "use each file's flags from PATH/compile_commands.json (or the file\n"
          "PATH); without FILE arguments, converts the database's files",
          O.CompileCommands)
      .Example = "build";
  OptionSpec &Jobs =
      T.value({"-j", "--jobs"}, "N", "translate N files in parallel (default: one per core)",
              jobsOption(O.Jobs));
  Jobs.Attached = true;
  Jobs.Example = "2";
  T.value({"--shard"}, "K/N", "process only the K-th of N stable subsets of the files",
          [&O](const std::string &V, std::string &E) { return parseShard(V, O, E); })
      .Example = "1/2";
}

void addParsingOptions(OptionTable &T, RunOptions &O) {
  T.text("Parsing:");
  T.value({"--cuda-path"}, "DIR", "CUDA installation (default: $CUDA_PATH, then /usr/local/cuda)",
          O.CudaPath, OptionEffect::Translation)
      .Example = "/opt/cuda-12.8";
  T.value({"--resource-dir"}, "DIR",
          "clang resource directory (default: the one cu2hip was built with)", O.ResourceDir,
          OptionEffect::Translation)
      .Example = "/usr/lib/clang";
  T.flag({"--no-pch"}, "parse the CUDA headers again for every file (default: once per run)",
         O.NoPch);
  T.value({"--file-timeout"}, "SECONDS",
          "stop a file's parse or hazard analysis after SECONDS (default 120;\n"
          "0: no limit): the file is still translated, with warning W059",
          secondsOption("--file-timeout", O.FileTimeoutSeconds))
      .Example = "30";
  for (const char *Flag : {"-I", "-D", "-U"})
    clangFlag(T, Flag, Flag[1] == 'I' ? "DIR" : "NAME", O);
  OptionSpec &Std = T.value(
      {"-std"}, "STD", "",
      [&O](const std::string &V, std::string &) {
        O.ClangArgs.push_back("-std=" + V);
        return true;
      },
      OptionEffect::Translation);
  Std.Hidden = true;
  Std.Example = "c++20";
  clangPairFlag(T, "-isystem", "DIR", O);
  clangPairFlag(T, "-include", "FILE", O);
  T.text("  -I DIR, -D NAME[=V], -U NAME, -isystem DIR, -include FILE, -std=STD\n"
         "                        passed to Clang (C++17 by default); anything after '--' too");
  T.rest([&O](std::vector<std::string> Rest) {
    O.ClangArgs.insert(O.ClangArgs.end(), Rest.begin(), Rest.end());
  });
}

void addTranslationOptions(OptionTable &T, RunOptions &O) {
  T.text("Translation:");
  T.value({"--hip-version"}, "X.Y", "target HIP version (default: the newest the tables know)",
          hipVersionOption(O.HipVersion), OptionEffect::Translation)
      .Example = "5.2";
  T.value(
       {"--launch-syntax"}, "S",
       "'hip' rewrites kernel<<<...>>>(...) as hipLaunchKernelGGL(...);\n"
       "'chevrons' (default) keeps the launch syntax",
       [&O](const std::string &V, std::string &Error) {
         if (V == "chevrons" || V == "cuda")
           O.Launch = LaunchSyntax::Chevrons;
         else if (V == "hip")
           O.Launch = LaunchSyntax::HipLaunchKernelGGL;
         else
           Error = "option '--launch-syntax' takes 'chevrons' or 'hip', not '" + V + "'";
         return Error.empty();
       },
       OptionEffect::Translation)
      .Example = "hip";
  T.flag({"--fix-warp-size"}, "apply the safe fixes of warp-size findings (32 -> warpSize, ...)",
         O.FixWarpSize, OptionEffect::Translation);
  T.flag({"--no-fallback"},
         "fail a file Clang cannot parse instead of translating it at token level", O.NoFallback,
         OptionEffect::Translation);
  T.flag({"--roc"}, "use ROCm library names (rocBLAS, ...) where the tables have them",
         O.UseRocNames, OptionEffect::Translation);
  T.value(
       {"--mappings"}, "FILE",
       "extra/overriding mapping table (docs/mapping-schema.md); repeatable",
       [&O](const std::string &V, std::string &) {
         O.MappingFiles.push_back(V);
         return true;
       },
       OptionEffect::Translation)
      .Example = "extra.json";
}

void addConsoleOptions(OptionTable &T, RunOptions &O) {
  T.flag({"-q", "--quiet"}, "print no findings, only errors", O.Quiet);
  T.flag({"-v", "--verbose"},
         "print every finding (notes too) as each file is done, the clang\n"
         "errors of files translated at token level, and one line per file;\n"
         "by default a digest at the end: errors, then warnings, each kind\n"
         "once with its count",
         O.Verbose);
  T.value(
       {"--suppress"}, "ID,...",
       "never report these diagnostics (docs/diagnostics.md); one line:\n"
       "'// cu2hip: ignore(ID)' on it or on the line above",
       [&O](const std::string &V, std::string &E) { return parseSuppressList(V, O, E); },
       OptionEffect::Translation)
      .Example = "W010";
  T.value(
       {"--only-rules"}, "NAME,...",
       "run only these rules (cu2hip rules) and those they need: for\n"
       "debugging a rule; the output is not a full translation",
       [&O](const std::string &V, std::string &E) { return parseRuleList(V, O.OnlyRules, E); },
       OptionEffect::Translation)
      .Example = "api-mapping";
}

OptionTable translateOptionTable(RunOptions &O, const std::string &Commands) {
  OptionTable T("", R"(usage: cu2hip [options] FILE|DIR... [-- CLANG_ARGS...]
       cu2hip COMMAND [options]        (cu2hip COMMAND --help: its options)

Translates CUDA sources to HIP. By default FILE is written to FILE.hip beside it;
inputs are never modified.

)" + Commands,
                " (clang options go after '--')");
  addOutputOptions(T, O);
  T.text("Project:");
  T.text("  FILE may be a directory: its CUDA sources and headers are translated (recursively);\n"
         "  with --out-root its other files are copied so the tree builds on its own, and its\n"
         "  CMake files and Makefiles are migrated to HIP (as 'cu2hip migrate-build' does)");
  addProjectOptions(T, O);
  T.flag({"--no-cache"},
         "use and keep no cache: neither --out-root's incremental cache nor\n"
         "the precompiled CUDA headers kept between runs",
         O.NoCache);
  T.value({"--cache-dir"}, "DIR",
          "where the caches live (default: $XDG_CACHE_HOME/cu2hip or\n"
          "~/.cache/cu2hip; never inside the output tree)",
          O.CacheDir)
      .Example = "/tmp/cu2hip-cache";
  addParsingOptions(T, O);
  addTranslationOptions(T, O);
  T.text("Reporting:");
  T.flag({"--print-stats"}, "print converted/unconverted totals at the end", O.PrintStats);
  T.flag({"--keep-going"}, "continue with the other files after a file fails", O.KeepGoing);
  addConsoleOptions(T, O);
  T.flag({"--inline-diagnostics"},
         "also write each finding as a '// CU2HIP-...' comment above its line", O.InlineDiagnostics,
         OptionEffect::Translation);
  T.flag({"--check-mappings"}, "validate the mapping tables and exit", O.CheckMappings);
  T.flag({"--version"}, "print cu2hip's version and exit", O.ShowVersion);
  T.flag({"-h", "--help"}, "print this help and exit", O.ShowHelp);
  addReportOptions(T, O.Reports);
  T.positionals([&O](const std::string &Input, std::string &) {
    O.Inputs.push_back(Input);
    return true;
  });
  T.footer(
      R"(Exit codes: 0 translated (warnings possible; files Clang cannot parse are translated at
token level), 1 a --fail-on / --max-unconverted check failed, 2 usage or input error
(including a file that cannot be translated at all, or does not parse with --no-fallback),
3 internal error.
)");
  return T;
}

std::string runOptionConflicts(const RunOptions &O) {
  int Outputs = !O.OutputFile.empty() + !O.OutputDir.empty() + !O.OutputRoot.empty();
  if (O.Inputs.empty() && O.CompileCommands.empty())
    return "no input files (see --help)";
  if (Outputs > 1)
    return "options '-o', '--out-dir' and '--out-root' cannot be used together";
  if (!O.InputRoot.empty() && O.OutputRoot.empty() && !O.InPlace && O.CompileCommands.empty())
    return "option '--in-root' needs '--out-root', '--in-place' or a compilation database";
  if (O.InPlace && Outputs > 0)
    return "option '--in-place' cannot be used with '-o', '--out-dir' or '--out-root'";
  if (O.Quiet && O.Verbose)
    return "options '-q' and '-v' cannot be used together";
  if (O.NoBackup && !O.InPlace)
    return "option '--no-backup' needs '--in-place'";
  if (O.Restore && (!O.InPlace || O.NoBackup))
    return "option '--restore' needs '--in-place' (and its backups: not '--no-backup')";
  if (O.Restore && !O.ReportTargets.empty())
    return "option '--restore' writes no report: leave '--report' out";
  if (!O.OutputFile.empty() && O.Inputs.size() != 1)
    return "option '-o' takes one input file; use '--out-dir' for several";
  return "";
}

std::optional<RunOptions> parseCommandLine(const std::vector<std::string> &Args,
                                           std::string &Error) {
  RunOptions O;
  if (!translateOptionTable(O).parse(Args, Error))
    return std::nullopt;
  if (O.ShowHelp || O.ShowVersion || O.CheckMappings)
    return O;
  if (!checkReportOptions(O.Reports, Error))
    return std::nullopt;
  O.ReportTargets = reportTargetsOf(O.Reports);
  Error = runOptionConflicts(O);
  if (!Error.empty())
    return std::nullopt;
  return O;
}

} // namespace cu2hip
