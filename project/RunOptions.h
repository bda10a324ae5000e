// What a run of the project engine is asked to do: the parsed command line of a translation
// run (tool/CommandLine.cpp fills it; 'analyze' and 'validate' build their own), and the
// exit codes every subcommand shares.
#pragma once

#include "mappings/ApiVersion.h"
#include "report/ReportOptions.h"
#include "rewriters/TranslationOptions.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct RunOptions {
  std::vector<std::string> Inputs;
  std::string OutputFile;        // -o (one input); "-" is stdout
  std::string OutputDir;         // --out-dir
  std::string OutputRoot;        // --out-root: mirror the input tree below it
  std::string InputRoot;         // --in-root (default: common ancestor of the inputs)
  bool InPlace = false;          // --in-place: rewrite the inputs, FILE.orig backups first
  bool NoBackup = false;         // --no-backup (with --in-place)
  bool KeepExtensions = false;   // --keep-extensions: .cu outputs keep their name
  std::string CompileCommands;   // -p DIR / --compile-commands FILE
  unsigned Jobs = 0;             // -j N (0: one per core)
  bool NoCache = false;          // --no-cache: ignore and do not write the --out-root cache
  std::string CacheDir;          // --cache-dir (empty: the user's cache folder)
  bool NoBuildScripts = false;   // --no-build-scripts: copy build scripts unchanged
  bool NoFollowIncludes = false; // --no-follow-includes: --out-root writes only the files named
  std::vector<std::string> OffloadArchs;    // --offload-arch (empty: for the target HIP)
  TexturePath Textures = TexturePath::Auto; // --texture-path
  unsigned ShardIndex = 0, ShardCount = 0;  // --shard K/N (K from 1; 0/0: all files)
  std::string CudaPath;                     // --cuda-path (empty: search)
  std::string ResourceDir;                  // --resource-dir (empty: built-in)
  std::vector<std::string> ClangArgs;
  std::vector<std::string> MappingFiles; // --mappings
  std::optional<ApiVersion> HipVersion;  // --hip-version (empty: newest in the tables)
  LaunchSyntax Launch = LaunchSyntax::Chevrons;
  bool UseRocNames = false;
  bool FixWarpSize = false;
  bool NoFallback = false;                // --no-fallback: a file Clang cannot parse fails
  bool InlineDiagnostics = false;         // --inline-diagnostics
  std::vector<std::string> SuppressedIds; // --suppress, full IDs
  std::vector<std::string> OnlyRules;     // --only-rules, registered names
  bool NoPch = false; // --no-pch: parse the CUDA headers for every file (for comparison)
  double FileTimeoutSeconds = 120; // --file-timeout (0: no limit)
  bool PrintStats = false;
  bool KeepGoing = false;
  bool Quiet = false;
  bool Verbose = false; // -v: every finding (notes too) as it comes, progress lines, clang errors
  bool ShowHelp = false;
  bool ShowVersion = false;
  bool CheckMappings = false;
  bool AnalyzeOnly = false; // set by 'analyze', no flag: translate in memory, write nothing
  ReportOptions Reports;    // --report*, --baseline, --fail-on, --max-unconverted
  // Every report file the command will write (translation: reportTargetsOf(Reports);
  // analyze: its --report files): checked against the plan before anything is written.
  std::vector<std::string> ReportTargets;
  bool Restore = false; // --restore (with --in-place): put every FILE.orig back
};

// Exit codes, documented in docs/usage.md.
enum ExitCode : int {
  ExitSuccess = 0,
  ExitFindings = 1, // reserved for CI thresholds
  ExitInputError = 2,
  ExitInternalError = 3,
};

} // namespace cu2hip
