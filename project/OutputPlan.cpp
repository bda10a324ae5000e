// Output naming: FILE.hip beside the input (as hipify-clang does), -o, --out-dir, a
// mirrored --out-root tree, or --in-place with backups.
#include "OutputPlan.h"

#include "OutputWriter.h"
#include "rewriters/buildscripts/BuildScriptMigration.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <map>
#include <set>

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

// .cu sources become .hip unless --keep-extensions; headers keep their names so that
// #include lines still resolve.
void renameSource(llvm::SmallString<256> &Name, const RunOptions &Options) {
  if (!Options.KeepExtensions && llvm::sys::path::extension(Name) == ".cu")
    llvm::sys::path::replace_extension(Name, ".hip");
}

std::string relativeTo(const std::string &Path, const std::string &Root) {
  return isBelow(Path, Root) ? Path.substr(Root.size() + (Root.back() == '/' ? 0 : 1)) : Path;
}

llvm::Expected<std::string> outputFor(const ProjectFile &File, const RunOptions &Options,
                                      const std::string &InRoot, const std::string &OutRoot) {
  if (Options.OutputFile == "-")
    return std::string("-");
  if (!Options.OutputFile.empty())
    return absolutePath(Options.OutputFile);
  if (Options.InPlace) {
    if (!isBelow(File.Path, InRoot)) // not the user's: never written
      return llvm::createStringError("input '" + File.Path + "' is not below --in-root '" + InRoot +
                                     "'; --in-place only rewrites files below it");
    return File.Path;
  }
  if (!OutRoot.empty()) {
    if (!isBelow(File.Path, InRoot))
      return llvm::createStringError("input '" + File.Path + "' is not below --in-root '" + InRoot +
                                     "'");
    llvm::SmallString<256> Out(OutRoot);
    llvm::sys::path::append(Out, relativeTo(File.Path, InRoot));
    if (File.Kind != FileKind::Other)
      renameSource(Out, Options);
    return std::string(Out);
  }
  if (!Options.OutputDir.empty()) {
    llvm::SmallString<256> Out(absolutePath(Options.OutputDir));
    llvm::sys::path::append(Out, llvm::sys::path::filename(File.Path));
    renameSource(Out, Options);
    return std::string(Out);
  }
  return File.Path + ".hip";
}

// Every input file by identity, so that an output reached through another name (a
// link, '..') is still recognised as an input.
class InputIdentities {
public:
  explicit InputIdentities(const std::vector<ProjectFile> &Files) {
    for (const ProjectFile &F : Files) {
      fs::UniqueID ID;
      if (!fs::getUniqueID(F.Path, ID))
        Owners.emplace(ID, F.Path);
    }
  }
  // The input that Path is, or empty (a file that does not exist yet is no input).
  std::string inputAt(const std::string &Path) const {
    fs::UniqueID ID;
    if (fs::getUniqueID(Path, ID))
      return {};
    auto It = Owners.find(ID);
    return It == Owners.end() ? std::string() : It->second;
  }

private:
  std::map<fs::UniqueID, std::string> Owners;
};

bool isBuildScript(const std::string &Path) {
  return buildScriptKind(llvm::sys::path::filename(Path).str()) != BuildScriptKind::None;
}

PlannedAction actionFor(const ProjectFile &File, const RunOptions &Options) {
  if (File.Kind != FileKind::Other)
    return PlannedAction::Translate;
  return isBuildScript(File.Path) && !Options.NoBuildScripts ? PlannedAction::MigrateBuildScript
                                                             : PlannedAction::Copy;
}

llvm::Error checkRoots(const RunOptions &Options, const std::string &InRoot,
                       const std::string &OutRoot) {
  if (OutRoot.empty())
    return llvm::Error::success();
  if (OutRoot == InRoot || isBelow(OutRoot, InRoot))
    return llvm::createStringError("--out-root '" + Options.OutputRoot +
                                   "' is inside the input tree '" + InRoot +
                                   "'; choose a folder outside it");
  return llvm::Error::success();
}

} // namespace

bool isBelow(const std::string &Path, const std::string &Folder) {
  return Path.size() > Folder.size() && Path.rfind(Folder, 0) == 0 &&
         (Folder.back() == '/' || Path[Folder.size()] == '/');
}

std::string inputRootOf(const RunOptions &Options) {
  return Options.InputRoot.empty() ? commonInputFolder(Options.Inputs)
                                   : absolutePath(Options.InputRoot);
}

std::string commonInputFolder(const std::vector<std::string> &Inputs) {
  std::string Common;
  for (const std::string &Input : Inputs) {
    std::string Path = absolutePath(Input);
    std::string Folder = fs::is_directory(Path) ? Path : llvm::sys::path::parent_path(Path).str();
    if (Common.empty()) {
      Common = Folder;
      continue;
    }
    while (Common.size() > 1 && Common != Folder && !isBelow(Folder, Common))
      Common = llvm::sys::path::parent_path(Common).str();
  }
  return Common;
}

llvm::Expected<OutputPlan> planProject(const RunOptions &Options,
                                       const std::vector<ProjectFile> &Files) {
  OutputPlan Plan;
  Plan.InputRoot = inputRootOf(Options);
  if (!Options.OutputRoot.empty())
    Plan.OutputRoot = absolutePath(Options.OutputRoot);
  if (llvm::Error Err = checkRoots(Options, Plan.InputRoot, Plan.OutputRoot))
    return Err;
  if (!Options.OutputDir.empty() && !fs::is_directory(Options.OutputDir))
    return llvm::createStringError("--out-dir '" + Options.OutputDir +
                                   "' is not an existing directory");

  InputIdentities Inputs(Files);
  std::map<std::string, std::string> OutputOwner;
  for (const ProjectFile &File : Files) {
    if (Options.AnalyzeOnly) { // sources and build scripts, no output
      PlannedAction Action = actionFor(File, Options);
      if (Action != PlannedAction::Copy)
        Plan.Files.push_back(
            {File.Path, "", Action, "", relativeTo(File.Path, Plan.InputRoot), File.Kind});
      continue;
    }
    // Only an --out-root tree is a copy of the whole project; elsewhere other files stay
    // (build scripts are migrated in place too).
    if (File.Kind == FileKind::Other && Plan.OutputRoot.empty() &&
        !(Options.InPlace && isBuildScript(File.Path) && !Options.NoBuildScripts))
      continue;
    auto Output = outputFor(File, Options, Plan.InputRoot, Plan.OutputRoot);
    if (!Output)
      return Output.takeError();
    PlannedFile Planned{
        File.Path, *Output, actionFor(File, Options), "", relativeTo(File.Path, Plan.InputRoot),
        File.Kind};
    if (Options.InPlace) {
      if (!Options.NoBackup || Options.Restore) {
        Planned.Backup = File.Path + ".orig";
        // The backups are the run's journal: a rerun after a kill (or after a whole run)
        // translates from them, and --restore puts them back.
        Planned.Resume = fs::exists(Planned.Backup);
      }
    } else if (Planned.Output != "-") {
      std::string Victim = Planned.Output == File.Path ? File.Path : Inputs.inputAt(Planned.Output);
      if (!Victim.empty())
        return llvm::createStringError("output '" + Planned.Output + "' is the input file '" +
                                       Victim + "'; inputs are never overwritten");
      auto [It, Inserted] = OutputOwner.emplace(Planned.Output, File.Path);
      if (!Inserted)
        return llvm::createStringError("inputs '" + It->second + "' and '" + File.Path +
                                       "' would both be written to '" + Planned.Output + "'");
    }
    Plan.Files.push_back(std::move(Planned));
  }
  return Plan;
}

llvm::Expected<std::vector<PlannedFile>> planOutputs(const RunOptions &Options) {
  auto Inputs = collectProjectInputs(Options.Inputs);
  if (!Inputs)
    return Inputs.takeError();
  auto Plan = planProject(Options, Inputs->Files);
  if (!Plan)
    return Plan.takeError();
  return std::move(Plan->Files);
}

} // namespace cu2hip
