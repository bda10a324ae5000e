// `cu2hip analyze`: the full translation and hazard analysis of every CUDA file and build
// script under the given paths (or of a compilation database's files), kept in memory (no
// translated file is ever written), then the effort estimate.
#include "AnalyzeCommand.h"

#include "CommandLine.h"
#include "project/CudaInstallation.h"
#include "mappings/MappingLoading.h"
#include "project/OutputWriter.h"
#include "project/ProjectRun.h"
#include "project/TranslationSetup.h"
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
  std::string Format = "table"; // table (terminal) | text | md | json
  std::string ReportFile;       // --report: format from the extension (.html, .md, .txt, .json, .sarif)
  std::string EffortModelFile;  // --effort-model: replaces the built-in weights
  RunOptions Tool;             // parsing and translation flags, shared with the translation run
};

int fail(const std::string &Message) {
  llvm::errs() << "cu2hip analyze: error: " << Message << "\n";
  return ExitInputError;
}

// Takes analyze's own flags out of Args and parses the rest as the translation run does.
std::optional<AnalyzeOptions> parseAnalyzeOptions(const std::vector<std::string> &Args,
                                                  std::string &Error) {
  AnalyzeOptions O;
  std::vector<std::string> Rest;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &Arg = Args[I];
    if (Arg == "--") { // clang options: passed on untouched
      Rest.insert(Rest.end(), Args.begin() + I, Args.end());
      break;
    }
    bool Matched = false;
    for (auto [Flag, Into] : {std::pair{"--format", &O.Format}, {"--report", &O.ReportFile},
                              {"--effort-model", &O.EffortModelFile}}) {
      std::string F = Flag;
      if (Arg.rfind(F + "=", 0) == 0) {
        *Into = Arg.substr(F.size() + 1);
      } else if (Arg == F) {
        if (I + 1 >= Args.size()) {
          Error = "option '" + F + "' needs a value";
          return std::nullopt;
        }
        *Into = Args[++I];
      } else {
        continue;
      }
      Matched = true;
    }
    if (!Matched)
      Rest.push_back(Arg);
  }
  if (O.Format != "table" && O.Format != "text" && O.Format != "md" && O.Format != "json") {
    Error = "option '--format' takes table, text, md or json, not '" + O.Format + "'";
    return std::nullopt;
  }
  auto Tool = parseCommandLine(Rest, Error);
  if (!Tool)
    return std::nullopt;
  if (!Tool->OutputFile.empty() || !Tool->OutputDir.empty() || !Tool->OutputRoot.empty()) {
    Error = "'analyze' writes no translation: '-o', '--out-dir' and '--out-root' do not apply";
    return std::nullopt;
  }
  O.Tool = std::move(*Tool);
  return O;
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

int runAnalyzeCommand(const std::vector<std::string> &Args, const std::string &ResourceDir,
                      const std::string &ToolVersion) {
  std::string Error;
  auto Options = parseAnalyzeOptions(Args, Error);
  if (!Options)
    return fail(Error);
  if (!Options->ReportFile.empty() && reportFormatOf(Options->ReportFile).empty())
    return fail("option '--report' of analyze writes .html, .md, .txt, .json or .sarif files, "
                "not '" + Options->ReportFile + "'");
  if (Options->Tool.ShowHelp) {
    llvm::outs() << "usage: cu2hip analyze [--format table|text|md|json] [--report FILE]\n"
                    "                      [--effort-model FILE] [translation options] PATH...\n"
                    "Estimates the porting effort of the CUDA files under PATH; writes no "
                    "translation.\n--report FILE: .html, .md, .txt, .json (the estimate) or "
                    ".sarif (the findings). See docs/usage.md.\n";
    return ExitSuccess;
  }
  auto Model = loadEffortModel(Options->EffortModelFile);
  if (!Model)
    return fail(llvm::toString(Model.takeError()));
  auto Table = loadMappingTable(Options->Tool.MappingFiles);
  if (!Table)
    return fail(llvm::toString(Table.takeError()));
  CudaSearchResult Cuda = findCudaInstallation(Options->Tool.CudaPath);
  if (Cuda.Path.empty())
    return fail(Cuda.Error);
  // The project engine of a translation run (compile database, -j, build scripts), told
  // to write nothing: every file is translated in memory and only counted.
  RunOptions Tool = Options->Tool;
  Tool.AnalyzeOnly = true;
  Tool.KeepGoing = true; // a file that failed is counted as failed; the estimate still comes
  TranslationOptions Base = translationOptions(Tool, Cuda.Path, *Table, ResourceDir);
  RunStatistics Run;
  int Exit = runProject(Tool, *Table, Base, Cuda.Path, Run);
  if (Run.Files.empty())
    return Exit != ExitSuccess ? Exit
                               : fail("no CUDA or C++ source files under the given paths");
  std::vector<FileStatistics> &Files = Run.Files;
  for (FileStatistics &File : Files)
    File.Path = displayPath(File.Path);
  ProjectEstimate Estimate = estimateEffort(Files, *Model, familiesFromTable(*Table));

  if (!Options->ReportFile.empty()) {
    std::string Format = reportFormatOf(Options->ReportFile);
    std::string Text =
        Format == "sarif"
            ? sarifText(Files, ToolVersion, Base.TargetHip.str())
            : formatReport(Format, Files, Estimate, *Model);
    if (llvm::Error Err = writeFileAtomically(Options->ReportFile, Text))
      return fail("cannot write --report '" + Options->ReportFile +
                  "': " + llvm::toString(std::move(Err)));
  }
  llvm::outs() << formatReport(Options->Format == "table" ? "text" : Options->Format, Files,
                               Estimate, *Model);
  return Exit == ExitInternalError ? Exit : ExitSuccess;
}

} // namespace cu2hip
