// The per-file work of a run (read, cache lookup, translate) runs on the worker pool;
// everything the user sees (messages, written files, statistics) happens on the main
// thread in plan order.
#include "TranslationRun.h"

#include "OrderedWorkPool.h"
#include "OutputWriter.h"
#include "ParseProblemReport.h"
#include "SupportHeaders.h"
#include "TranslationCache.h"
#include "report/FindingDigest.h"
#include "report/ProgressReporter.h"
#include "rewriters/NvccDialect.h"
#include "rewriters/SoftwareTextureSupport.h"
#include "rewriters/TranslationStatistics.h"
#include "rewriters/buildscripts/BuildScriptReporting.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>
#include <thread>

namespace cu2hip {
namespace {

struct FileResult {
  std::string ReadError;     // the input could not be read
  std::string InternalError; // an exception on the worker thread
  std::string Content;       // a copied file's bytes
  std::optional<FileTranslation> Translation;
  std::vector<std::string> ClangArgs; // what it was parsed with (for error messages)
  bool FromCache = false;
};

void printFindings(const FileTranslation &T, llvm::raw_ostream &OS) {
  for (const Finding &F : T.Findings) {
    const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
    OS << T.Path << ":" << F.Line << ":" << F.Column << ": " << severityName(Info.Level) << ": "
       << F.message() << (isLowConfidence(T, F) ? " (token-level match)" : "") << " [" << Info.Id
       << "]\n";
  }
}

std::optional<std::string> readWhole(const std::string &Path, std::string &Error) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buffer) {
    Error = "cannot read input '" + Path + "': " + Buffer.getError().message();
    return std::nullopt;
  }
  return (*Buffer)->getBuffer().str();
}

// An editor or a build writing the file while it was translated: the translation is of
// the old text, and --in-place would overwrite the new one. Checked just before writing.
bool changedSinceRead(const std::string &Path, std::string_view ReadContent) {
  auto Now = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return !Now || (*Now)->getBuffer() != llvm::StringRef(ReadContent.data(), ReadContent.size());
}

std::string changedMessage(const std::string &Path) {
  return "'" + Path +
         "' changed while cu2hip was translating it; nothing was written for it "
         "(run cu2hip again once it is stable)";
}

// Leaves a file whose content is already right untouched (its time stamp too), so that
// a build of an --out-root tree does not redo work after an unchanged run. State says
// which happened, for the reports.
llvm::Error writeIfChanged(const std::string &Path, std::string_view Content, OutputState &State) {
  auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (Existing && (*Existing)->getBuffer() == llvm::StringRef(Content.data(), Content.size())) {
    State = OutputState::UpToDate;
    return llvm::Error::success();
  }
  llvm::Error Err = writeFileAtomically(Path, Content);
  State = Err ? OutputState::Failed : OutputState::Written;
  return Err;
}

// The executable's size and time stamp stand for its content: a rebuilt cu2hip (new
// rules, new embedded tables) invalidates the cache without hashing 100 MB per run.
std::string executableIdentity() {
  std::string Self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::sys::fs::file_status Status;
  if (Self.empty() || llvm::sys::fs::status(Self, Status))
    return "unknown";
  return Self + ":" + std::to_string(Status.getSize()) + ":" +
         std::to_string(Status.getLastModificationTime().time_since_epoch().count());
}

// Building the precompiled library headers takes about as long as parsing eight files
// without them: a run of that many builds what it needs at once. A smaller run pays for no
// build it would not win back: it parses without a PCH until the parses that went without
// one (counted in the store across runs, so a user translating one file at a time gets
// there too) would have paid for it. A first run on a new machine then costs what
// --no-cache costs.
constexpr long FilesWorthALibraryPreamble = 8;

PreambleCache::LibraryBuild libraryBuildFor(const OutputPlan &Plan) {
  long Translated = std::count_if(Plan.Files.begin(), Plan.Files.end(), [](const PlannedFile &F) {
    return F.Action == PlannedAction::Translate;
  });
  if (Translated >= FilesWorthALibraryPreamble)
    return PreambleCache::LibraryBuild::DeviceOnSecondRequest;
  return PreambleCache::LibraryBuild::WhenPaidFor;
}

class PlanRunner {
public:
  PlanRunner(const RunSetup &Setup, const OutputPlan &Plan, RunStatistics &Stats, RunCounts &Counts)
      : Setup(Setup), Options(Setup.Options), Plan(Plan), Stats(Stats), Counts(Counts),
        // Kept between runs unless --no-cache: a later run parses no CUDA header.
        Preambles(Options.NoCache ? "" : preambleStoreFolder(Options.CacheDir),
                  executableIdentity(), libraryBuildFor(Plan)),
        Progress(Plan.Files.size(),
                 ProgressReporter::styleFor(
                     Options.Quiet, llvm::sys::Process::StandardErrIsDisplayed(), Plan.Files.size(),
                     // analyze is long and prints nothing else
                     Options.Verbose || Options.AnalyzeOnly),
                 llvm::errs()) {
    if (!Setup.CacheKey.empty() && !Plan.OutputRoot.empty())
      if (std::string Folder = cacheFolderFor(Plan.OutputRoot, Options.CacheDir); !Folder.empty())
        Cache.emplace(Folder, Setup.CacheKey);
    ScriptOptions = buildScriptOptions();
    if (Options.InPlace)
      Snapshot = originalsOf(Plan);
  }

  int run() {
    unsigned Jobs = Options.Jobs ? Options.Jobs : std::max(1u, std::thread::hardware_concurrency());
    // A few results may wait for a slow earlier file; more would only hold memory.
    size_t Window = 4 * size_t(Jobs);
    size_t Consumed = 0;
    runOrdered<FileResult>(
        Plan.Files.size(), Jobs, Window, [&](size_t I) { return guardedWork(Plan.Files[I]); },
        [&](size_t I, FileResult &&R) {
          // The bar is cleared before a file's messages and redrawn after them, so
          // findings never land in the middle of it.
          Progress.finish();
          bool Continue = consume(Plan.Files[I], std::move(R));
          Progress.fileDone(Plan.Files[I].Input);
          Consumed = I + 1;
          return Continue;
        });
    Progress.finish();
    recordNotReached(Consumed);
    PreambleCache::LibraryUse Library = Preambles.libraryUse();
    Counts.LibraryPreambleKept = Library.Kept;
    Counts.LibraryPreambleRejected = Library.Rejected;
    // Without -v findings were collected, not printed: the digest shows the important
    // ones first, once per kind.
    if (!Options.Quiet && !Options.Verbose && !Options.AnalyzeOnly)
      printFindingDigest(Stats, Digest, llvm::errs());
    return Exit;
  }

private:
  // A run stopped at an error (without --keep-going) lists what it never looked at, so
  // that no report reads as complete.
  void recordNotReached(size_t Consumed) {
    for (size_t I = Consumed; I < Plan.Files.size(); ++I) {
      if (Plan.Files[I].Action == PlannedAction::Copy)
        continue;
      FileStatistics S;
      S.Path = Plan.Files[I].Input;
      S.Mode = FileMode::NotReached;
      Stats.Files.push_back(std::move(S));
    }
  }

  std::vector<std::string> clangArgsFor(const std::string &Path) const {
    std::vector<std::string> Args;
    if (Setup.Database) {
      auto It = Setup.Database->PerFile.find(Path);
      const std::vector<std::string> &FromDatabase =
          It != Setup.Database->PerFile.end() ? It->second : Setup.Database->IncludePathsOfAll;
      Args = FromDatabase;
    }
    // The command line's own flags come last, so that they win over the database's.
    Args.insert(Args.end(), Setup.Base.Parse.ExtraArgs.begin(), Setup.Base.Parse.ExtraArgs.end());
    return Args;
  }

  // An exception must not escape a worker thread (it would end the process unreported).
  FileResult guardedWork(const PlannedFile &File) {
    try {
      return work(File);
    } catch (const std::exception &E) {
      FileResult R;
      R.InternalError = "internal error while translating '" + File.Input + "': " + E.what();
      return R;
    }
  }

  // Runs on a worker thread: touches nothing shared but the PreambleCache (locked).
  FileResult work(const PlannedFile &File) {
    FileResult R;
    // A resumed --in-place file is translated from its backup, the original; an --in-place
    // run read every original already (originalsOf).
    const std::string *Original = originalOf(File.Input);
    auto Content = Original ? std::optional<std::string>(*Original)
                            : readWhole(File.Resume ? File.Backup : File.Input, R.ReadError);
    if (!Content)
      return R;
    if (File.Action != PlannedAction::Translate) {
      R.Content = std::move(*Content);
      return R;
    }
    R.ClangArgs = clangArgsFor(File.Input);
    TranslationOptions FileOptions = Setup.Base;
    FileOptions.Parse.ExtraArgs = R.ClangArgs;
    FileOptions.Parse.Header = File.Kind == FileKind::Header;
    FileOptions.Parse.FileSnapshot = Snapshot;
    if (auto Site = Setup.IncludeSites.find(File.Input); Site != Setup.IncludeSites.end()) {
      std::string Unread;
      if (auto Includer = readWhole(Site->second.Includer, Unread)) {
        FileOptions.Parse.IncluderPath = Site->second.Includer;
        FileOptions.Parse.IncluderPrefix = includerPrefix(*Includer, Site->second.LineOffset);
      }
      FileOptions.Parse.NvccDialectUnit =
          isNvccDialectFile(includeChainRoot(Setup.IncludeSites, File.Input));
    }
    std::string Key;
    if (Cache) {
      Key = Cache->keyFor(File.Relative, R.ClangArgs,
                          *Content + '\0' + FileOptions.Parse.IncluderPath + '\0' +
                              FileOptions.Parse.IncluderPrefix + '\0' +
                              (FileOptions.Parse.NvccDialectUnit ? "nvcc" : ""));
      R.Translation = Cache->load(File.Relative, Key, File.Input, *Content);
      R.FromCache = R.Translation.has_value();
      if (R.FromCache)
        return R;
    }
    FileTranslator Translator(Setup.Table, std::move(FileOptions),
                              Options.NoPch ? nullptr : &Preambles);
    R.Translation = Translator.translate(File.Input, std::move(*Content));
    // A crash or a stage stopped by --file-timeout is retried next run.
    if (Cache && R.Translation->InternalErrors.empty() && R.Translation->OutOfTimeIn.empty())
      Cache->store(File.Relative, Key, *R.Translation);
    return R;
  }

  // Runs on the main thread, in plan order. False stops the run.
  bool consume(const PlannedFile &File, FileResult &&R) {
    if (!R.InternalError.empty()) { // the other files still get translated
      llvm::errs() << "cu2hip: error: " << R.InternalError << "\n";
      Exit = ExitInternalError;
      return true;
    }
    if (!R.ReadError.empty()) {
      if (File.Action != PlannedAction::Copy) { // listed as failed, not left out
        FileStatistics S;
        S.Path = File.Input;
        S.Mode = FileMode::Failed;
        Stats.Files.push_back(std::move(S));
      }
      return failed(R.ReadError);
    }
    if (File.Action == PlannedAction::Copy) {
      ++Counts.Copied;
      OutputState Ignored; // copies are not in the reports
      if (!written(writeIfChanged(File.Output, R.Content, Ignored)))
        return Options.KeepGoing;
      // A copied script stays executable: the copy has the original's permissions.
      if (auto Mode = llvm::sys::fs::getPermissions(File.Input))
        llvm::sys::fs::setPermissions(File.Output, *Mode);
      return true;
    }
    if (File.Action == PlannedAction::MigrateBuildScript)
      return migrateBuildScript(File, R.Content);
    FileTranslation &T = *R.Translation;
    if (R.FromCache)
      ++Counts.Cached;
    else if (T.Mode != TranslationMode::Failed)
      ++(T.Mode == TranslationMode::Ast ? Counts.Parsed : Counts.TokenLevel);
    Stats.Files.push_back(collectFileStatistics(T));
    bool PartlyParsed = T.Parsed && !T.Errors.empty();
    if ((!T.Parsed || PartlyParsed) && (T.Mode == TranslationMode::Failed || Options.Verbose))
      printParseProblems(T, R.ClangArgs, Setup.CudaPath, Options.KeepGoing, llvm::errs());
    for (const std::string &Header : T.MissingIncludes)
      ++Digest.MissingHeaders[Header];
    for (const std::string &Error : T.InternalErrors)
      llvm::errs() << "cu2hip: error: internal error in '" << T.Path << "': " << Error << "\n";
    if (!T.InternalErrors.empty())
      Exit = ExitInternalError;
    if (T.Mode == TranslationMode::Failed && !T.InternalErrors.empty()) {
      ++Counts.Failed;
      return true; // a crash costs this file, not the run
    }
    if (T.Mode == TranslationMode::Failed) {
      ++Counts.Failed;
      Exit = Exit == ExitSuccess ? ExitInputError : Exit;
      return Options.KeepGoing;
    }
    if (Options.Verbose)
      printFindings(T, llvm::errs());
    if (Options.AnalyzeOnly)
      return true;
    if (File.Output == "-") {
      llvm::outs() << T.Output;
      if (includesSoftwareTextures(T.Output))
        llvm::errs() << "cu2hip: warning: the translation of '" << File.Input << "' includes "
                     << SoftwareTextureHeader << ", which is written only beside output files "
                     << "(-o, --out-dir, --out-root, --in-place)\n";
      return true;
    }
    if (!writeOutput(File, T.Input, T.Output, Stats.Files.back().Output))
      return false;
    return Stats.Files.back().Output == OutputState::Failed ||
           written(placeSupportHeaders(File.Output, T.Output));
  }

  // The last step of a translated file or a migrated script: nothing is written over an
  // input that changed meanwhile.
  bool writeOutput(const PlannedFile &File, const std::string &Input, const std::string &Output,
                   OutputState &State) {
    State = OutputState::Failed;
    if (File.Resume)
      return resumeInPlace(File, Input, Output, State);
    if (changedSinceRead(File.Input, Input))
      return failed(changedMessage(File.Input));
    if (Options.InPlace)
      return writeInPlace(File, Input, Output, State);
    return written(writeIfChanged(File.Output, Output, State));
  }

  // Build scripts are cheap to migrate: done here, in order, with the HIP packages of
  // every CMake file of the plan (a target found in a parent folder is visible below it).
  bool migrateBuildScript(const PlannedFile &File, const std::string &Text) {
    ++Counts.BuildScripts;
    BuildScriptMigration M = cu2hip::migrateBuildScript(
        buildScriptKind(llvm::sys::path::filename(File.Input).str()), Text, ScriptOptions);
    Stats.Files.push_back(buildScriptStatistics(File.Input, Text, M));
    if (Options.Verbose || !M.Parsed)
      printBuildScriptFindings(File.Input, M, llvm::errs());
    if (!M.Parsed) // nothing is written for a script that could not be read as a whole
      return failed("build script '" + File.Input + "' could not be migrated");
    if (Options.AnalyzeOnly)
      return true;
    return writeOutput(File, Text, M.Output, Stats.Files.back().Output);
  }

  // The original goes to its backup before the input is replaced; an unchanged file is
  // neither backed up nor rewritten.
  bool writeInPlace(const PlannedFile &File, const std::string &Input, const std::string &Output,
                    OutputState &State) {
    if (Output == Input) {
      ++Counts.Unchanged;
      State = OutputState::UpToDate;
      return true;
    }
    if (!File.Backup.empty())
      if (!written(writeFileAtomically(File.Backup, Input)))
        return false;
    if (!written(writeFileAtomically(File.Output, Output)))
      return false;
    State = OutputState::Written;
    return true;
  }

  // FILE.orig exists: FILE is the original (the run was killed before rewriting it), its
  // translation (done), or a text someone wrote since, which is never overwritten.
  bool resumeInPlace(const PlannedFile &File, const std::string &Original,
                     const std::string &Output, OutputState &State) {
    if (changedSinceRead(File.Backup, Original))
      return failed(changedMessage(File.Backup));
    std::string Unread;
    auto Now = readWhole(File.Input, Unread);
    if (!Now)
      return failed(Unread);
    if (*Now == Output) {
      ++Counts.Unchanged;
      State = OutputState::UpToDate;
      return true;
    }
    if (*Now != Original)
      return failed("'" + File.Input + "' is neither its backup '" + File.Backup +
                    "' nor cu2hip's translation of it (edited since the earlier --in-place "
                    "run?); nothing was written for it. '--in-place --restore' puts the "
                    "backups back; removing '" +
                    File.Backup + "' translates the current text");
    if (!written(writeFileAtomically(File.Output, Output)))
      return false;
    State = OutputState::Written;
    return true;
  }

  // --in-place: every file the run may rewrite, as it was before (its backup when an earlier
  // run left one). Parses read these, not the disk, so what a file's translation sees does
  // not depend on which files were written before it, or before a kill.
  static std::shared_ptr<const std::map<std::string, std::string>>
  originalsOf(const OutputPlan &Plan) {
    auto Originals = std::make_shared<std::map<std::string, std::string>>();
    for (const PlannedFile &File : Plan.Files) {
      if (File.Action != PlannedAction::Translate)
        continue;
      std::string Unread;
      if (auto Text = readWhole(File.Resume ? File.Backup : File.Input, Unread))
        Originals->emplace(File.Input, std::move(*Text));
    }
    return Originals;
  }

  const std::string *originalOf(const std::string &Path) const {
    if (!Snapshot)
      return nullptr;
    auto It = Snapshot->find(Path);
    return It == Snapshot->end() ? nullptr : &It->second;
  }

  BuildScriptOptions buildScriptOptions() const {
    BuildScriptOptions Result;
    // The scripts name the sources as this run writes them: --in-place and
    // --keep-extensions keep '.cu' (a script naming '.hip' files would not configure).
    Result.KeepExtensions = !Setup.Base.CuSourcesRenamed;
    Result.Rules = RuleSelection(Options.OnlyRules);
    Result.OffloadArchs = Options.OffloadArchs.empty() ? defaultOffloadArchs(Setup.Base.TargetHip)
                                                       : Options.OffloadArchs;
    std::set<std::string> Packages;
    for (const PlannedFile &File : Plan.Files) {
      if (File.Action != PlannedAction::MigrateBuildScript ||
          buildScriptKind(llvm::sys::path::filename(File.Input).str()) != BuildScriptKind::CMake)
        continue;
      if (auto Buffer = llvm::MemoryBuffer::getFile(File.Input, /*IsText=*/false))
        for (const std::string &Package : hipPackagesUsedBy((*Buffer)->getBuffer()))
          Packages.insert(Package);
    }
    Result.ExtraHipPackages.assign(Packages.begin(), Packages.end());
    return Result;
  }

  bool written(llvm::Error Err) {
    if (!Err)
      return true;
    return failed(llvm::toString(std::move(Err)));
  }

  bool failed(const std::string &Message) {
    llvm::errs() << "cu2hip: error: " << Message << "\n";
    if (Exit == ExitSuccess)
      Exit = ExitInputError;
    return Options.KeepGoing;
  }

  const RunSetup &Setup;
  const RunOptions &Options;
  const OutputPlan &Plan;
  RunStatistics &Stats;
  RunCounts &Counts;
  PreambleCache Preambles;
  std::optional<TranslationCache> Cache;
  BuildScriptOptions ScriptOptions;
  std::shared_ptr<const std::map<std::string, std::string>> Snapshot; // --in-place originals
  ProgressReporter Progress;
  DigestExtras Digest;
  int Exit = ExitSuccess;
};

} // namespace

int translatePlan(const RunSetup &Setup, const OutputPlan &Plan, RunStatistics &Stats,
                  RunCounts &Counts) {
  return PlanRunner(Setup, Plan, Stats, Counts).run();
}

std::string runCacheKey(const RunOptions &Options, const TranslationOptions &Base,
                        const OutputPlan &Plan) {
  std::string Material = executableIdentity();
  for (const std::string &Table : Options.MappingFiles) {
    auto Buffer = llvm::MemoryBuffer::getFile(Table);
    Material += '\0' + (Buffer ? sha256Hex((*Buffer)->getBuffer()) : "missing:" + Table);
  }
  Material += '\0' + Base.cacheMaterial();
  // A header's change can change any file that includes it: every header of the tree
  // is part of every key (simple and safe; headers outside the tree are not tracked).
  for (const PlannedFile &File : Plan.Files) {
    if (File.Kind != FileKind::Header)
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(File.Input, /*IsText=*/false);
    Material += '\0' + File.Relative + '\0' +
                (Buffer ? sha256Hex((*Buffer)->getBuffer()) : std::string("unreadable"));
  }
  return sha256Hex(Material);
}

} // namespace cu2hip
