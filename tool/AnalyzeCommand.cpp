// `cu2hip analyze`: the full translation and hazard analysis of every CUDA file and build
// script under the given paths (or of a compilation database's files), kept in memory (no
// translated file is ever written), then the effort estimate.
#include "AnalyzeCommand.h"

#include "CommandLine.h"
#include "OptionValues.h"
#include "mappings/MappingLoading.h"
#include "project/CudaInstallation.h"
#include "project/OutputWriter.h"
#include "project/ProjectRun.h"
#include "project/TranslationSetup.h"
#include "report/ApiFamilies.h"
#include "report/EstimateReport.h"
#include "report/HtmlReport.h"
#include "report/SarifReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {
namespace {

struct AnalyzeOptions {
  std::string Format = "table";         // table (terminal) | text | md | json
  std::vector<std::string> ReportFiles; // --report, repeatable: format from the extension
                                        // (.html, .md, .txt, .json, .sarif)
  std::string EffortModelFile;          // --effort-model: replaces the built-in weights
  RunOptions Tool; // parsing and translation flags, shared with the translation run
};

int fail(const std::string &Message) {
  llvm::errs() << "cu2hip analyze: error: " << Message << "\n";
  return ExitInputError;
}

// analyze's own options, then the translation run's that apply to a run writing nothing.
OptionTable analyzeOptionTable(AnalyzeOptions &O) {
  OptionTable T("analyze",
                "usage: cu2hip analyze [options] PATH... [-- CLANG_ARGS...]\n"
                "Estimates the porting effort of the CUDA files and build scripts under PATH (or\n"
                "of a compilation database's files); writes no translation (docs/usage.md).\n\n",
                " (see 'cu2hip analyze --help')");
  T.text("Estimate:");
  T.value({"--format"}, "F", "what is printed: table (default), text, md or json",
          choiceOption("--format", {"table", "text", "md", "json"}, O.Format), OptionEffect::Report)
      .Example = "json";
  T.value(
       {"--report"}, "FILE",
       "also write .html, .md, .txt, .json (the estimate) or .sarif\n(the findings); repeatable",
       [&O](const std::string &V, std::string &) {
         O.ReportFiles.push_back(V);
         return true;
       },
       OptionEffect::Report)
      .Example = "estimate.json";
  T.value({"--effort-model"}, "FILE", "weights replacing the built-in effort model",
          O.EffortModelFile, OptionEffect::Report)
      .Example = "model.json";
  T.refuse({"-o", "--out-dir", "--out-root", "--in-place", "--restore"},
           "'analyze' writes no translation: '-o', '--out-dir' and '--out-root' do not apply");
  T.text("Project:");
  addProjectOptions(T, O.Tool);
  addParsingOptions(T, O.Tool);
  addTranslationOptions(T, O.Tool);
  T.text("Reporting:");
  addConsoleOptions(T, O.Tool);
  T.flag({"-h", "--help"}, "print this help and exit", O.Tool.ShowHelp);
  T.positionals([&O](const std::string &Path, std::string &) {
    O.Tool.Inputs.push_back(Path);
    return true;
  });
  return T;
}

// Paths below the current directory are shown relative to it: shorter, and the same on
// every machine that checks out the project.
std::string displayPath(const std::string &Path) {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return Path;
  std::string Prefix = std::string(Cwd) + "/";
  return Path.rfind(Prefix, 0) == 0 ? Path.substr(Prefix.size()) : Path;
}

std::string formatReport(const std::string &Format, const std::vector<FileStatistics> &Files,
                         const ProjectEstimate &P, const EffortModel &Model) {
  if (Format == "html")
    return renderHtmlReport(Files, P, Model);
  if (Format == "md")
    return formatEstimateMarkdown(P, Model);
  if (Format == "json")
    return estimateJson(P, Model).dump(2) + "\n";
  return formatEstimateText(P, Model);
}

// The format of --report FILE from its name; "" for a name analyze cannot write (it once
// wrote JSON into 'estimate.sarif' without a word).
std::string reportFormatOf(const std::string &Path) {
  llvm::StringRef Name(Path);
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  if (Ext.equals_insensitive(".html") || Ext.equals_insensitive(".htm"))
    return "html";
  if (Ext.equals_insensitive(".md"))
    return "md";
  if (Ext.equals_insensitive(".txt"))
    return "text";
  if (Ext.equals_insensitive(".sarif") || Name.ends_with_insensitive(".sarif.json"))
    return "sarif";
  if (Ext.equals_insensitive(".json"))
    return "json";
  return "";
}

// SARIF 2.1.0 of the findings, as a translation run writes it: paths relative to the
// current directory, which analyze shows them relative to.
std::string sarifText(const std::vector<FileStatistics> &Files, const std::string &ToolVersion,
                      const std::string &HipTarget) {
  RunStatistics Run;
  Run.Files = Files;
  ReportContext Context;
  Context.ToolVersion = ToolVersion;
  Context.HipTarget = HipTarget;
  llvm::SmallString<256> Cwd;
  llvm::sys::fs::current_path(Cwd);
  std::string Root = "file://" + uriReference(std::string(Cwd));
  return sarifReport(Run, Context, Root.back() == '/' ? Root : Root + "/").dump(2) + "\n";
}

llvm::Expected<EffortModel> loadEffortModel(const std::string &File) {
  if (File.empty())
    return builtinEffortModel();
  auto Buffer = llvm::MemoryBuffer::getFile(File, /*IsText=*/true);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read --effort-model '%s': %s",
                                   File.c_str(), Buffer.getError().message().c_str());
  return parseEffortModel(File, (*Buffer)->getBuffer());
}

} // namespace

OptionTable describeAnalyzeOptions() { return describeOptions<AnalyzeOptions>(analyzeOptionTable); }

int runAnalyzeCommand(const std::vector<std::string> &Args, const std::string &ResourceDir,
                      const std::string &ToolVersion) {
  AnalyzeOptions Parsed;
  if (auto Exit = analyzeOptionTable(Parsed).parseCommand(Args, Parsed.Tool.ShowHelp))
    return *Exit;
  if (std::string Conflict = runOptionConflicts(Parsed.Tool); !Conflict.empty())
    return fail(Conflict);
  for (const std::string &Report : Parsed.ReportFiles)
    if (reportFormatOf(Report).empty())
      return fail("option '--report' of analyze writes .html, .md, .txt, .json or .sarif "
                  "files, not '" +
                  Report + "'");
  auto Model = loadEffortModel(Parsed.EffortModelFile);
  if (!Model)
    return fail(llvm::toString(Model.takeError()));
  auto Table = loadMappingTable(Parsed.Tool.MappingFiles);
  if (!Table)
    return fail(llvm::toString(Table.takeError()));
  CudaSearchResult Cuda = findCudaInstallation(Parsed.Tool.CudaPath);
  if (Cuda.Path.empty())
    return fail(Cuda.Error);
  // The project engine of a translation run (compile database, -j, build scripts), told
  // to write nothing: every file is translated in memory and only counted.
  RunOptions Tool = Parsed.Tool;
  Tool.AnalyzeOnly = true;
  Tool.KeepGoing = true; // a file that failed is counted as failed; the estimate still comes
  Tool.ReportTargets = Parsed.ReportFiles; // checked against the inputs before the analysis
  TranslationOptions Base = translationOptions(Tool, Cuda.Path, *Table, ResourceDir);
  RunStatistics Run;
  int Exit = runProject(Tool, *Table, Base, Cuda.Path, Run);
  if (Run.Files.empty())
    return Exit != ExitSuccess ? Exit : fail("no CUDA or C++ source files under the given paths");
  assignApiFamilies(Run, *Table); // the HTML report's family chart counts as JSON does
  std::vector<FileStatistics> &Files = Run.Files;
  for (FileStatistics &File : Files)
    File.Path = displayPath(File.Path);
  FamilyCoverages Coverages = familyCoveragesFromTable(*Table);
  ProjectEstimate Estimate = estimateEffort(Files, *Model, familiesFromTable(*Table), &Coverages);

  for (const std::string &Report : Parsed.ReportFiles) {
    std::string Format = reportFormatOf(Report);
    std::string Text = Format == "sarif" ? sarifText(Files, ToolVersion, Base.TargetHip.str())
                                         : formatReport(Format, Files, Estimate, *Model);
    if (llvm::Error Err = writeFileAtomically(Report, Text))
      return fail("cannot write --report '" + Report + "': " + llvm::toString(std::move(Err)));
  }
  llvm::outs() << formatReport(Parsed.Format == "table" ? "text" : Parsed.Format, Files, Estimate,
                               *Model);
  return Exit == ExitInternalError ? Exit : ExitSuccess;
}

} // namespace cu2hip
