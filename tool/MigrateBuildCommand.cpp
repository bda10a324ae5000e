// 'cu2hip migrate-build FILE...': parses its own flags, plans every output before
// writing any (refusing to overwrite an input except --in-place, which keeps a backup),
// migrates each build script and reports findings and statistics like a translation run.
#include "MigrateBuildCommand.h"

#include "rewriters/buildscripts/BuildScriptReporting.h"
#include "CommandLine.h"
#include "project/OutputPlan.h"
#include "project/OutputWriter.h"
#include "project/ProjectInputs.h"
#include "report/TerminalSummary.h"
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
  BuildScriptOptions Script;
};

const char *UsageText =
    "usage: cu2hip migrate-build [options] FILE...\n"
    "Migrates CMake files (CMakeLists.txt, *.cmake) and Makefiles (Makefile, makefile,\n"
    "GNUmakefile, *.mk, *.make) from CUDA to HIP.\n"
    "  -o FILE              output of the single input ('-' for stdout)\n"
    "  --out-dir DIR        into the existing folder DIR, under the input's name\n"
    "  --out-root DIR       mirror the inputs below DIR (as cu2hip --out-root)\n"
    "  --in-root DIR        with --out-root: the folder mirrored (default: the inputs' common "
    "folder)\n"
    "  --in-place           rewrite the inputs, keeping FILE.orig (unless --no-backup)\n"
    "  --offload-arch LIST  AMD targets, comma-separated (default: gfx90a,gfx942, or what\n"
    "                       --hip-version's compiler accepts)\n"
    "  --hip-version X.Y    the HIP the result is built with (older HIP: gfx90a,gfx940)\n"
    "  --keep-extensions    keep '.cu' names in source lists (default: '.cu' becomes '.hip')\n"
    "  --only-rules=NAME,.. keep only these rules' edits and findings (cu2hip rules)\n"
    "  --print-stats        totals at the end\n"
    "  -q, --quiet          no findings on stderr\n";

int usageError(const std::string &Message) {
  llvm::errs() << "cu2hip migrate-build: error: " << Message << "\n";
  return ExitInputError;
}

// Returns an error message, or "" when the command line is good.
std::string parse(const std::vector<std::string> &Args, MigrateBuildOptions &O) {
  std::map<std::string, std::string *> Valued = {{"-o", &O.OutputFile},
                                                 {"--out-dir", &O.OutputDir},
                                                 {"--out-root", &O.OutputRoot},
                                                 {"--in-root", &O.InputRoot}};
  std::map<std::string, bool *> Switches = {{"--in-place", &O.InPlace},
                                            {"--no-backup", &O.NoBackup},
                                            {"--print-stats", &O.PrintStats},
                                            {"-q", &O.Quiet},
                                            {"--quiet", &O.Quiet},
                                            {"-h", &O.Help},
                                            {"--help", &O.Help},
                                            {"--keep-extensions", &O.Script.KeepExtensions}};
  bool ArchsGiven = false;
  std::optional<ApiVersion> TargetHip;
  for (size_t I = 0; I < Args.size(); ++I) {
    std::string Arg = Args[I], Value;
    bool HasValue = false;
    if (size_t Eq = Arg.find('='); Arg.rfind("--", 0) == 0 && Eq != std::string::npos) {
      Value = Arg.substr(Eq + 1), Arg = Arg.substr(0, Eq), HasValue = true;
    }
    if (auto S = Switches.find(Arg); S != Switches.end() && !HasValue) {
      *S->second = true;
      continue;
    }
    bool TakesValue = Valued.count(Arg) || Arg == "--offload-arch" || Arg == "--hip-version" ||
                      Arg == "--only-rules";
    if (TakesValue && !HasValue) {
      if (I + 1 >= Args.size() || Args[I + 1].empty())
        return "option '" + Arg + "' needs a value";
      Value = Args[++I];
    }
    if (Arg == "--offload-arch") {
      auto Archs = parseOffloadArchList(Value);
      if (!Archs)
        return "option '--offload-arch' needs AMD targets such as 'gfx90a,gfx942', not '" + Value +
               "'";
      O.Script.OffloadArchs = *Archs;
      ArchsGiven = true;
    } else if (Arg == "--only-rules") {
      std::vector<std::string> Names;
      std::string Error;
      if (!parseRuleList(Value, Names, Error))
        return Error;
      O.Script.Rules = RuleSelection(Names);
    } else if (Arg == "--hip-version") {
      auto Version = ApiVersion::parse(Value);
      if (!Version)
        return "option '--hip-version' takes MAJOR.MINOR (e.g. 5.2), not '" + Value + "'";
      TargetHip = *Version;
    } else if (auto V = Valued.find(Arg); V != Valued.end()) {
      *V->second = Value;
    } else if (Arg.size() > 1 && Arg[0] == '-' && Arg != "-") {
      return "unknown option '" + Args[I] + "' (see cu2hip migrate-build --help)";
    } else {
      O.Inputs.push_back(Arg);
    }
  }
  if (TargetHip && !ArchsGiven)
    O.Script.OffloadArchs = defaultOffloadArchs(*TargetHip);
  if (O.Help)
    return "";
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

int runMigrateBuildCommand(const std::vector<std::string> &Args) {
  MigrateBuildOptions O;
  if (std::string Error = parse(Args, O); !Error.empty())
    return usageError(Error);
  if (O.Help) {
    llvm::outs() << UsageText;
    return ExitSuccess;
  }
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
