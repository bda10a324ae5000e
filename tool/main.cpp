// cu2hip's entry point: parse the command line, load the tables, translate each input.
#include "AnalyzeCommand.h"
#include "ApiDocsCommand.h"
#include "CommandLine.h"
#include "CoverageCommand.h"
#include "DiagnosticsDocsCommand.h"
#include "GeneratedPage.h"
#include "MigrateBuildCommand.h"
#include "OptionsPage.h"
#include "QueryCommand.h"
#include "ReportCommand.h"
#include "ReportFiles.h"
#include "RulesCommand.h"
#include "VerifyTargetsCommand.h"
#include "mappings/MappingLoading.h"
#include "project/CudaInstallation.h"
#include "project/ProjectRun.h"
#include "project/TranslationSetup.h"
#include "report/Statistics.h"
#include "report/TerminalSummary.h"
#include "rewriters/FileTranslator.h"
#include "validate/ValidateCommand.h"
#include "validate/ValidateOptions.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

#ifndef CU2HIP_CLANG_RESOURCE_DIR
#error "CU2HIP_CLANG_RESOURCE_DIR must be set by the build"
#endif
#ifndef CU2HIP_VERSION
#define CU2HIP_VERSION "0.0.0"
#endif

namespace cu2hip {
namespace {

int fail(const std::string &Message, int Code) {
  llvm::errs() << "cu2hip: error: " << Message << "\n";
  return Code;
}

std::string commandList();

int run(const std::vector<std::string> &Args) {
  std::string Error;
  auto Options = parseCommandLine(Args, Error);
  if (!Options)
    return fail(Error, ExitInputError);
  if (Options->ShowHelp) {
    RunOptions Ignored;
    translateOptionTable(Ignored, commandList()).printHelp(llvm::outs());
    return ExitSuccess;
  }
  if (Options->ShowVersion) {
    llvm::outs() << "cu2hip " << CU2HIP_VERSION << "\n";
    return ExitSuccess;
  }
  auto Table = loadMappingTable(Options->MappingFiles);
  if (!Table)
    return fail(llvm::toString(Table.takeError()), ExitInputError);
  if (Options->CheckMappings) {
    llvm::outs() << "mapping tables OK: " << Table->entries().size() << " entries in "
                 << Table->files().size() << " files; newest HIP version "
                 << Table->newestHipVersion().str() << "\n";
    return ExitSuccess;
  }
  CudaSearchResult Cuda = findCudaInstallation(Options->CudaPath);
  if (Cuda.Path.empty())
    return fail(Cuda.Error, ExitInputError);
  auto Reports = prepareReports(*Options, *Table, CU2HIP_VERSION);
  if (!Reports)
    return fail(llvm::toString(Reports.takeError()), ExitInputError);
  RunStatistics Stats;
  int Exit = runProject(*Options, *Table,
                        translationOptions(*Options, Cuda.Path, *Table, CU2HIP_CLANG_RESOURCE_DIR),
                        Cuda.Path, Stats);
  if (Options->PrintStats)
    printTerminalSummary(Stats, llvm::errs());
  return finishReports(*Reports, Stats, Exit);
}

} // namespace
} // namespace cu2hip

namespace cu2hip {
namespace {

struct Subcommand {
  const char *Name;
  const char *Summary; // its line in 'cu2hip --help'
  std::function<int(const std::vector<std::string> &)> Run;
  std::function<OptionTable()> Options; // what it parses, for docs/options.md
};

int runOptionsDocsCommand(const std::vector<std::string> &Args);

const char *OptionsDocsDescription =
    "Writes every command's options and what each changes (docs/options.md).";

// Every subcommand, in the order 'cu2hip --help' and docs/options.md list them.
const std::vector<Subcommand> &subcommands() {
  static const std::vector<Subcommand> List = {
      {"analyze", "estimate the porting effort of a code base (writes no translation)",
       [](const auto &A) {
         return runAnalyzeCommand(A, CU2HIP_CLANG_RESOURCE_DIR, CU2HIP_VERSION);
       },
       describeAnalyzeOptions},
      {"migrate-build", "migrate CMake files and Makefiles to the HIP toolchain",
       runMigrateBuildCommand, describeMigrateBuildOptions},
      {"query", "show the mapping of CUDA names (globs: 'cudaMemcpy*'), text or JSON",
       runQueryCommand, describeQueryOptions},
      {"coverage", "measure the mapping tables against the installed CUDA headers",
       [](const auto &A) { return runCoverageCommand(A, CU2HIP_CLANG_RESOURCE_DIR); },
       describeCoverageOptions},
      {"validate", "build the runnable fixtures for AMD and NVIDIA, compare GPU runs",
       [](const auto &A) { return runValidateCommand(A, CU2HIP_CLANG_RESOURCE_DIR); },
       describeValidateOptions},
      {"report", "'report merge': combine the JSON reports of --shard runs", runReportCommand,
       describeReportMergeOptions},
      {"verify-targets", "check the tables' HIP names against the installed HIP headers",
       runVerifyTargetsCommand, describeVerifyTargetsOptions},
      {"rules", "list the rules, what each reports and when it runs (--json)", runRulesCommand,
       describeRulesOptions},
      {"diagnostics-docs", "regenerate docs/diagnostics.md", runDiagnosticsDocsCommand,
       [] {
         return describeGeneratedPageOptions("diagnostics-docs", "OUTPUT_FILE",
                                             DiagnosticsDocsDescription);
       }},
      {"rules-docs", "regenerate docs/rules.md", runRulesDocsCommand,
       [] {
         return describeGeneratedPageOptions("rules-docs", "OUTPUT_FILE", RulesDocsDescription);
       }},
      {"options-docs", "regenerate docs/options.md", runOptionsDocsCommand,
       [] {
         return describeGeneratedPageOptions("options-docs", "OUTPUT_FILE", OptionsDocsDescription);
       }},
      {"api-docs", "regenerate the API pages (docs/api/)", runApiDocsCommand,
       [] { return describeGeneratedPageOptions("api-docs", "OUTPUT_DIR", ApiDocsDescription); }},
  };
  return List;
}

std::string commandList() {
  std::string Text = "Commands:\n";
  for (const Subcommand &Command : subcommands()) {
    std::string Head = std::string("  ") + Command.Name;
    Text +=
        Head + std::string(Head.size() < 22 ? 23 - Head.size() : 1, ' ') + Command.Summary + "\n";
  }
  return Text + "\n";
}

int runOptionsDocsCommand(const std::vector<std::string> &Args) {
  std::vector<OptionTable> Tables = {
      describeOptions<RunOptions>([](RunOptions &O) { return translateOptionTable(O); })};
  for (const Subcommand &Command : subcommands())
    Tables.push_back(Command.Options());
  return writeGeneratedPage(Args, "options-docs", OptionsDocsDescription, optionsPage(Tables));
}

} // namespace
} // namespace cu2hip

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  try {
    // A subcommand parses its own option table; everything else is a translation run.
    if (!Args.empty())
      for (const cu2hip::Subcommand &Command : cu2hip::subcommands()) {
        if (Args.front() != Command.Name)
          continue;
        return Command.Run({Args.begin() + 1, Args.end()});
      }
    return cu2hip::run(Args);
  } catch (const std::exception &E) {
    return cu2hip::fail(std::string("internal error: ") + E.what(), cu2hip::ExitInternalError);
  }
}
