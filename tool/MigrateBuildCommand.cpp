// 'cu2hip migrate-build FILE...': parses its own flags, plans every output before
// writing any (refusing to overwrite an input except --in-place, which keeps a backup),
// migrates each build script and reports findings and statistics like a translation run.
#include "MigrateBuildCommand.h"

#include "CommandLine.h"
#include "OptionValues.h"
#include "project/OutputPlan.h"
#include "project/OutputWriter.h"
#include "project/ProjectInputs.h"
#include "report/TerminalSummary.h"
#include "rewriters/buildscripts/BuildScriptReporting.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>
#include <set>

namespace cu2hip {
namespace {

struct MigrateBuildOptions {
  std::vector<std::string> Inputs;
  std::string OutputFile, OutputDir, OutputRoot, InputRoot;
  bool InPlace = false, NoBackup = false, PrintStats = false, Quiet = false, Help = false;
  std::vector<std::string> OffloadArchs; // --offload-arch (empty: for TargetHip)
  std::optional<ApiVersion> TargetHip;   // --hip-version
  BuildScriptOptions Script;
};

int usageError(const std::string &Message) {
  llvm::errs() << "cu2hip migrate-build: error: " << Message << "\n";
  return ExitInputError;
}

OptionTable migrateBuildOptionTable(MigrateBuildOptions &O) {
  OptionTable T(
      "migrate-build",
      "usage: cu2hip migrate-build [options] FILE...\n"
      "Migrates CMake files (CMakeLists.txt, *.cmake) and Makefiles (Makefile, makefile,\n"
      "GNUmakefile, *.mk, *.make) from CUDA to HIP.\n\n",
      " (see cu2hip migrate-build --help)");
  T.value({"-o"}, "FILE", "output of the single input ('-' for stdout)", O.OutputFile);
  T.value({"--out-dir"}, "DIR", "into the existing folder DIR, under the input's name",
          O.OutputDir);
  T.value({"--out-root"}, "DIR", "mirror the inputs below DIR (as cu2hip --out-root)",
          O.OutputRoot);
  T.value({"--in-root"}, "DIR",
          "with --out-root: the folder mirrored (default: the inputs'\ncommon folder)",
          O.InputRoot);
  T.flag({"--in-place"}, "rewrite the inputs, keeping FILE.orig (unless --no-backup)", O.InPlace);
  T.flag({"--no-backup"}, "with --in-place: no .orig backups", O.NoBackup);
  T.value({"--offload-arch"}, "LIST",
          "AMD targets, comma-separated (default: gfx90a,gfx942, or what\n"
          "--hip-version's compiler accepts)",
          offloadArchOption(O.OffloadArchs), OptionEffect::BuildScripts)
      .Example = "gfx90a";
  T.value({"--hip-version"}, "X.Y", "the HIP the result is built with (older HIP: gfx90a,gfx940)",
          hipVersionOption(O.TargetHip), OptionEffect::BuildScripts)
      .Example = "5.2";
  T.flag({"--keep-extensions"}, "keep '.cu' names in source lists (default: '.cu' becomes '.hip')",
         O.Script.KeepExtensions, OptionEffect::BuildScripts);
  T.value(
       {"--only-rules"}, "NAME,...", "keep only these rules' edits and findings (cu2hip rules)",
       [&O](const std::string &V, std::string &Error) {
         std::vector<std::string> Names;
         if (!parseRuleList(V, Names, Error))
           return false;
         O.Script.Rules = RuleSelection(Names);
         return true;
       },
       OptionEffect::BuildScripts)
      .Example = "nvcc-flags";
  T.flag({"--print-stats"}, "totals at the end", O.PrintStats);
  T.flag({"-q", "--quiet"}, "no findings on stderr", O.Quiet);
  T.flag({"-h", "--help"}, "print this help and exit", O.Help);
  T.positionals([&O](const std::string &Input, std::string &) {
    O.Inputs.push_back(Input);
    return true;
  });
  return T;
}

// What the table cannot check alone; "" when the command line is good.
std::string completeOptions(MigrateBuildOptions &O) {
  if (!O.OffloadArchs.empty())
    O.Script.OffloadArchs = O.OffloadArchs;
  else if (O.TargetHip)
    O.Script.OffloadArchs = defaultOffloadArchs(*O.TargetHip);
  if (O.Inputs.empty())
    return "no build script given (see cu2hip migrate-build --help)";
  int Modes = !O.OutputFile.empty() + !O.OutputDir.empty() + !O.OutputRoot.empty() + O.InPlace;
  if (Modes != 1)
    return "give exactly one of -o, --out-dir, --out-root and --in-place";
  if (!O.OutputFile.empty() && O.Inputs.size() != 1)
    return "-o takes a single input; use --out-dir or --out-root for several";
  return "";
}

struct PlannedScript {
  std::string Input, Output, Backup;
  BuildScriptKind Kind;
};

bool isBelow(const std::string &Path, const std::string &Folder) {
  return Path.size() > Folder.size() && Path.rfind(Folder, 0) == 0 &&
         (Folder.back() == '/' || Path[Folder.size()] == '/');
}

// Every output decided and checked before anything is written.
std::string plan(const MigrateBuildOptions &O, std::vector<PlannedScript> &Plan) {
  std::string InRoot =
      O.InputRoot.empty() ? commonInputFolder(O.Inputs) : absolutePath(O.InputRoot);
  std::string OutRoot = O.OutputRoot.empty() ? "" : absolutePath(O.OutputRoot);
  if (!OutRoot.empty() && (OutRoot == InRoot || isBelow(OutRoot, InRoot)))
    return "--out-root '" + O.OutputRoot + "' is inside the input tree '" + InRoot +
           "'; choose a folder outside it";
  if (!O.OutputDir.empty() && !llvm::sys::fs::is_directory(O.OutputDir))
    return "--out-dir '" + O.OutputDir + "' is not an existing directory";
  std::map<std::string, std::string> Owner;
  for (const std::string &Input : O.Inputs) {
    PlannedScript P{absolutePath(Input), "", "", buildScriptKind(Input)};
    if (P.Kind == BuildScriptKind::None)
      return "'" + Input + "' is not a build script by its name (CMakeLists.txt, *.cmake, " +
             "Makefile, makefile, GNUmakefile, *.mk, *.make)";
    if (!llvm::sys::fs::is_regular_file(P.Input))
      return "cannot read input '" + Input + "': no such file";
    if (O.InPlace) {
      P.Output = P.Input;
      if (!O.NoBackup && llvm::sys::fs::exists(P.Backup = P.Input + ".orig"))
        return "backup '" + P.Backup + "' exists already; remove it or use --no-backup";
    } else if (!O.OutputFile.empty()) {
      P.Output = O.OutputFile == "-" ? "-" : absolutePath(O.OutputFile);
    } else if (!OutRoot.empty()) {
      if (!isBelow(P.Input, InRoot))
        return "input '" + P.Input + "' is not below --in-root '" + InRoot + "'";
      P.Output = OutRoot + P.Input.substr(InRoot.size());
    } else {
      llvm::SmallString<256> Out(absolutePath(O.OutputDir));
      llvm::sys::path::append(Out, llvm::sys::path::filename(P.Input));
      P.Output = std::string(Out);
    }
    if (!O.InPlace && P.Output != "-") {
      for (const std::string &Other : O.Inputs)
        if (P.Output == absolutePath(Other) || isSameFile(P.Output, absolutePath(Other)))
          return "output '" + P.Output + "' is the input file '" + Other +
                 "'; inputs are never overwritten (use --in-place, which keeps a backup)";
      auto [It, Inserted] = Owner.emplace(P.Output, P.Input);
      if (!Inserted)
        return "inputs '" + It->second + "' and '" + P.Input + "' would both be written to '" +
               P.Output + "'";
    }
    Plan.push_back(P);
  }
  return "";
}

// Imported targets found in a parent directory are visible below it, so every
// find_package(CUDAToolkit) site looks for the libraries the whole set of files uses.
void collectProjectPackages(const std::vector<std::string> &Texts,
                            const std::vector<PlannedScript> &Plan, BuildScriptOptions &Options) {
  std::set<std::string> Packages(Options.ExtraHipPackages.begin(), Options.ExtraHipPackages.end());
  for (size_t I = 0; I < Plan.size(); ++I)
    if (Plan[I].Kind == BuildScriptKind::CMake)
      for (const std::string &P : hipPackagesUsedBy(Texts[I]))
        Packages.insert(P);
  Options.ExtraHipPackages.assign(Packages.begin(), Packages.end());
}

int writeOutput(const PlannedScript &P, const std::string &Input, const std::string &Output) {
  if (P.Output == "-") {
    llvm::outs() << Output;
    return ExitSuccess;
  }
  if (!P.Backup.empty())
    if (llvm::Error Err = writeFileAtomically(P.Backup, Input))
      return usageError(llvm::toString(std::move(Err)));
  if (llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P.Output),
                                        /*IgnoreExisting=*/true, llvm::sys::fs::all_all))
    return usageError("cannot create the folder of '" + P.Output + "'");
  if (llvm::Error Err = writeFileAtomically(P.Output, Output))
    return usageError(llvm::toString(std::move(Err)));
  return ExitSuccess;
}

} // namespace

OptionTable describeMigrateBuildOptions() {
  return describeOptions<MigrateBuildOptions>(migrateBuildOptionTable);
}

int runMigrateBuildCommand(const std::vector<std::string> &Args) {
  MigrateBuildOptions O;
  if (auto Exit = migrateBuildOptionTable(O).parseCommand(Args, O.Help))
    return *Exit;
  if (std::string Error = completeOptions(O); !Error.empty())
    return usageError(Error);
  std::vector<PlannedScript> Plan;
  if (std::string Error = plan(O, Plan); !Error.empty())
    return usageError(Error);
  std::vector<std::string> Texts;
  for (const PlannedScript &P : Plan) {
    auto Buffer = llvm::MemoryBuffer::getFile(P.Input, /*IsText=*/false);
    if (!Buffer)
      return usageError("cannot read input '" + P.Input + "': " + Buffer.getError().message());
    Texts.push_back((*Buffer)->getBuffer().str());
  }
  collectProjectPackages(Texts, Plan, O.Script);

  RunStatistics Stats;
  int Exit = ExitSuccess;
  for (size_t I = 0; I < Plan.size(); ++I) {
    BuildScriptMigration M = migrateBuildScript(Plan[I].Kind, Texts[I], O.Script);
    Stats.Files.push_back(buildScriptStatistics(Plan[I].Input, Texts[I], M));
    if (!O.Quiet || !M.Parsed)
      printBuildScriptFindings(Plan[I].Input, M, llvm::errs());
    if (!M.Parsed) { // nothing is written for a file that could not be read as a whole
      Exit = ExitInputError;
      continue;
    }
    if (int Code = writeOutput(Plan[I], Texts[I], M.Output))
      Exit = Code;
  }
  if (O.PrintStats)
    printTerminalSummary(Stats, llvm::errs());
  return Exit;
}

} // namespace cu2hip
