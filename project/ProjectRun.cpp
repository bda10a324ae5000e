// The steps of a translation run, in order; each step lives in its own file.
#include "ProjectRun.h"

#include "CompileCommands.h"
#include "InPlaceJournal.h"
#include "IncludeInference.h"
#include "IncludedHeaders.h"
#include "OutputPlan.h"
#include "ProjectInputs.h"
#include "ReportTargets.h"
#include "Sharding.h"
#include "TranslationRun.h"

#include "mappings/MappingTable.h"

#include "llvm/Support/raw_ostream.h"

#include <map>

namespace cu2hip {
namespace {

int refuse(const std::string &Message, RunStatistics &Stats) {
  llvm::errs() << "cu2hip: error: " << Message << "\n";
  Stats.Refused = true;
  return ExitInputError;
}

// A database entry outside --in-root is not converted: said, never dropped silently.
void warnAboutEntriesOutside(const RunOptions &Options, const CompileFlags &Database) {
  std::string Root = absolutePath(Options.InputRoot);
  std::vector<std::string> Outside;
  for (const auto &Entry : Database.PerFile)
    if (!isBelow(Entry.first, Root))
      Outside.push_back(Entry.first);
  if (Outside.empty() || Options.Quiet)
    return;
  llvm::errs() << "cu2hip: warning: " << Outside.size()
               << (Outside.size() == 1 ? " file" : " files") << " of the compilation database '"
               << Options.CompileCommands << "' lie outside --in-root '" << Options.InputRoot
               << "' and are not converted (first: '" << Outside.front() << "')\n";
}

// Without FILE arguments a compilation database names the project: its files' common
// folder (or --in-root) is converted as a directory.
std::vector<std::string> projectInputs(const RunOptions &Options,
                                       const std::optional<CompileFlags> &Database) {
  if (!Options.Inputs.empty() || !Database)
    return Options.Inputs;
  if (!Options.InputRoot.empty()) {
    warnAboutEntriesOutside(Options, *Database);
    return {Options.InputRoot};
  }
  std::vector<std::string> Files;
  for (const auto &Entry : Database->PerFile)
    Files.push_back(Entry.first);
  return Files.empty() ? Files : std::vector<std::string>{commonInputFolder(Files)};
}

// --out-root: the project headers the inputs include join the run, so that the new tree
// compiles (a header named nowhere would otherwise keep its CUDA text, or be missing).
void addIncludedHeaders(const RunOptions &Options, const std::optional<CompileFlags> &Database,
                        const std::vector<std::string> &ClangArgs, ProjectInputs &Inputs) {
  if (Options.OutputRoot.empty() || Options.NoFollowIncludes)
    return;
  std::string InRoot = inputRootOf(Options);
  std::vector<std::string> SearchArgs;
  if (Database)
    SearchArgs = Database->IncludePathsOfAll;
  SearchArgs.insert(SearchArgs.end(), ClangArgs.begin(), ClangArgs.end());
  std::vector<ReachedHeader> Outside;
  std::map<std::string, size_t> WalkedAt;
  for (size_t I = 0; I < Inputs.Files.size(); ++I)
    WalkedAt.emplace(Inputs.Files[I].Path, I);
  for (ReachedHeader &Reached :
       includedProjectHeaders(Inputs.Files, InRoot, SearchArgs, &Outside)) {
    if (Options.Verbose)
      llvm::errs() << "cu2hip: translating '" << Reached.File.Path << "' too: '"
                   << Reached.IncludedBy
                   << "' includes it (--no-follow-includes: only the files named)\n";
    // A file the folder walk found but took for a plain one (a .c file) now joins as code.
    if (auto Walked = WalkedAt.find(Reached.File.Path); Walked != WalkedAt.end())
      Inputs.Files[Walked->second].Kind = Reached.File.Kind;
    else
      Inputs.Files.push_back(std::move(Reached.File));
  }
  if (!Options.Quiet)
    for (const ReachedHeader &Header : Outside)
      llvm::errs() << "cu2hip: warning: '" << Header.File.Path << "', included by '"
                   << Header.IncludedBy << "', uses CUDA but lies outside the input tree '"
                   << InRoot << "': it is not translated, and the new tree includes it as it is "
                   << "(widen --in-root to translate it)\n";
}

// A version past the tables' newest is translated as for the newest (every API added since
// is unknown to cu2hip): said, so that a typo such as 99.0 or 6.30 is not silently taken.
void warnAboutHipVersion(const RunOptions &Options, const MappingTable &Table) {
  if (!Options.HipVersion || Options.Quiet || !(Table.newestHipVersion() < *Options.HipVersion))
    return;
  llvm::errs() << "cu2hip: warning: --hip-version " << Options.HipVersion->str()
               << " is newer than the newest HIP the mapping tables know ("
               << Table.newestHipVersion().str() << "); APIs added after "
               << Table.newestHipVersion().str() << " are not known to cu2hip\n";
}

void printCounts(const RunCounts &Counts, llvm::raw_ostream &OS) {
  OS << "cu2hip: " << Counts.Parsed + Counts.TokenLevel + Counts.Cached << " files translated ("
     << Counts.Parsed << " parsed, ";
  if (Counts.TokenLevel) // Clang could not parse them
    OS << Counts.TokenLevel << " at token level, ";
  OS << Counts.Cached << " cached), " << Counts.BuildScripts
     << (Counts.BuildScripts == 1 ? " build script" : " build scripts") << " migrated, "
     << Counts.Copied << " copied";
  if (Counts.Failed)
    OS << ", " << Counts.Failed << " failed";
  OS << "\n";
  if (unsigned Parses = Counts.LibraryPreambleKept + Counts.LibraryPreambleRejected)
    OS << "cu2hip: precompiled C++ library headers kept for " << Counts.LibraryPreambleKept
       << " of " << Parses << " parses (the others named what they did not include)\n";
}

} // namespace

int runProject(const RunOptions &Options, const MappingTable &Table, const TranslationOptions &Base,
               const std::string &CudaPath, RunStatistics &Stats) {
  std::optional<CompileFlags> Database;
  if (!Options.CompileCommands.empty()) {
    auto Loaded = loadCompileFlags(Options.CompileCommands);
    if (!Loaded)
      return refuse(llvm::toString(Loaded.takeError()), Stats);
    Database = std::move(*Loaded);
  }
  warnAboutHipVersion(Options, Table);
  RunOptions Project = Options;
  Project.Inputs = projectInputs(Options, Database);
  if (Project.Inputs.empty())
    return refuse("the compilation database '" + Options.CompileCommands + "' lists no files",
                  Stats);
  auto Inputs = collectProjectInputs(Project.Inputs);
  if (!Inputs)
    return refuse(llvm::toString(Inputs.takeError()), Stats);
  if (!Options.Quiet)
    for (const std::string &Warning : Inputs->Warnings)
      llvm::errs() << "cu2hip: warning: " << Warning << "\n";
  addIncludedHeaders(Project, Database, Base.Parse.ExtraArgs, *Inputs);
  auto Plan = planProject(Project, Inputs->Files);
  if (!Plan)
    return refuse(llvm::toString(Plan.takeError()), Stats);
  if (llvm::Error Err = checkReportTargets(Options.ReportTargets, *Plan, Project))
    return refuse(llvm::toString(std::move(Err)), Stats);
  if (Options.InPlace)
    removeStaleTemporaries(*Plan);
  if (Options.Restore)
    return restoreBackups(*Plan, Options.Quiet);

  RunSetup Setup{Options, Table, Base, CudaPath, std::move(Database), ""};
  // Without a compilation database, the folders the project's own include names need are
  // searched after the command line's -I (which wins); from the whole plan, so every
  // shard parses alike.
  if (!Setup.Database)
    for (const InferredIncludeFolder &Inferred : inferIncludeFolders(*Plan)) {
      Setup.Base.Parse.ExtraArgs.push_back("-I" + Inferred.Folder);
      if (Options.Verbose)
        llvm::errs() << "cu2hip: searching '" << Inferred.Folder
                     << "' for project headers (it holds '" << Inferred.ExampleName
                     << "'; give -I or -p to choose yourself)\n";
    }
  {
    std::vector<std::string> Translated, SearchArgs;
    for (const PlannedFile &File : Plan->Files)
      if (File.Action == PlannedAction::Translate)
        Translated.push_back(File.Input);
    if (Setup.Database)
      SearchArgs = Setup.Database->IncludePathsOfAll;
    SearchArgs.insert(SearchArgs.end(), Setup.Base.Parse.ExtraArgs.begin(),
                      Setup.Base.Parse.ExtraArgs.end());
    Setup.IncludeSites = firstIncludeSites(Translated, SearchArgs);
  }
  if (!Plan->OutputRoot.empty() && !Options.NoCache)
    Setup.CacheKey = runCacheKey(Options, Setup.Base, *Plan); // from the whole plan: same per shard
  if (Options.ShardCount > 1)
    std::erase_if(Plan->Files, [&](const PlannedFile &File) {
      return !inShard(File.Relative, Options.ShardIndex, Options.ShardCount);
    });
  RunCounts Counts;
  int Exit = translatePlan(Setup, *Plan, Stats, Counts);
  if (Options.PrintStats)
    printCounts(Counts, llvm::errs());
  return Exit;
}

} // namespace cu2hip
