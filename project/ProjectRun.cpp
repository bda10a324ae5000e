// The steps of a translation run, in order; each step lives in its own file.
#include "ProjectRun.h"

#include "CompileCommands.h"
#include "IncludeInference.h"
#include "IncludedHeaders.h"
#include "OutputPlan.h"
#include "ProjectInputs.h"
#include "Sharding.h"
#include "TranslationRun.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {
namespace {

int fail(const std::string &Message) {
  llvm::errs() << "cu2hip: error: " << Message << "\n";
  return ExitInputError;
}

// Without FILE arguments a compilation database names the project: its files' common
// folder (or --in-root) is converted as a directory.
std::vector<std::string> projectInputs(const RunOptions &Options,
                                       const std::optional<CompileFlags> &Database) {
  if (!Options.Inputs.empty() || !Database)
    return Options.Inputs;
  if (!Options.InputRoot.empty())
    return {Options.InputRoot};
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
  for (ReachedHeader &Reached : includedProjectHeaders(Inputs.Files, InRoot, SearchArgs)) {
    if (Options.Verbose)
      llvm::errs() << "cu2hip: translating '" << Reached.File.Path << "' too: '"
                   << Reached.IncludedBy
                   << "' includes it (--no-follow-includes: only the files named)\n";
    Inputs.Files.push_back(std::move(Reached.File));
  }
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

int runProject(const RunOptions &Options, const MappingTable &Table,
               const TranslationOptions &Base, const std::string &CudaPath,
               RunStatistics &Stats) {
  std::optional<CompileFlags> Database;
  if (!Options.CompileCommands.empty()) {
    auto Loaded = loadCompileFlags(Options.CompileCommands);
    if (!Loaded)
      return fail(llvm::toString(Loaded.takeError()));
    Database = std::move(*Loaded);
  }
  RunOptions Project = Options;
  Project.Inputs = projectInputs(Options, Database);
  if (Project.Inputs.empty())
    return fail("the compilation database '" + Options.CompileCommands + "' lists no files");
  auto Inputs = collectProjectInputs(Project.Inputs);
  if (!Inputs)
    return fail(llvm::toString(Inputs.takeError()));
  if (!Options.Quiet)
    for (const std::string &Warning : Inputs->Warnings)
      llvm::errs() << "cu2hip: warning: " << Warning << "\n";
  addIncludedHeaders(Project, Database, Base.Parse.ExtraArgs, *Inputs);
  auto Plan = planProject(Project, Inputs->Files);
  if (!Plan)
    return fail(llvm::toString(Plan.takeError()));

  RunSetup Setup{Options, Table, Base, CudaPath, std::move(Database), ""};
  // Without a compilation database, the folders the project's own include names need are
  // searched after the command line's -I (which wins); from the whole plan, so every
  // shard parses alike.
  if (!Setup.Database)
    for (const InferredIncludeFolder &Inferred : inferIncludeFolders(*Plan)) {
      Setup.Base.Parse.ExtraArgs.push_back("-I" + Inferred.Folder);
      if (Options.Verbose)
        llvm::errs() << "cu2hip: searching '" << Inferred.Folder << "' for project headers (it holds '"
                     << Inferred.ExampleName << "'; give -I or -p to choose yourself)\n";
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
