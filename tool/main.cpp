// cu2hip's entry point: parse the command line, load the tables, translate each input.
#include "AnalyzeCommand.h"
#include "ApiDocsCommand.h"
#include "CommandLine.h"
#include "CoverageCommand.h"
#include "DiagnosticsDocsCommand.h"
#include "MigrateBuildCommand.h"
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

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
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

int run(const std::vector<std::string> &Args) {
  std::string Error;
  auto Options = parseCommandLine(Args, Error);
  if (!Options)
    return fail(Error, ExitInputError);
  if (Options->ShowHelp) {
    llvm::outs() << usageText();
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
  const char *Usage; // printed for -h/--help when the command has no help of its own
  std::function<int(const std::vector<std::string> &)> Run;
  bool OwnHelp;
};

// Every subcommand, in the order 'cu2hip --help' lists them (usageText() in CommandLine.cpp).
const std::vector<Subcommand> &subcommands() {
  static const std::vector<Subcommand> List = {
      {"analyze", "",
       [](const auto &A) {
         return runAnalyzeCommand(A, CU2HIP_CLANG_RESOURCE_DIR, CU2HIP_VERSION);
       },
       true},
      {"migrate-build", "", runMigrateBuildCommand, true},
      {"query", "", runQueryCommand, true},
      {"coverage",
       "usage: cu2hip coverage [--family F]... [--format text|md|json] [--cuda-path DIR]\n"
       "                       [--mappings FILE]... [--fail-on-unknown] [--min-known PCT]\n"
       "Measures the mapping tables against the installed CUDA headers (docs/usage.md).\n",
       [](const auto &A) { return runCoverageCommand(A, CU2HIP_CLANG_RESOURCE_DIR); }, false},
      {"validate", "",
       [](const auto &A) { return runValidateCommand(A, CU2HIP_CLANG_RESOURCE_DIR); }, true},
      {"report", "", runReportCommand, true},
      {"verify-targets",
       "usage: cu2hip verify-targets [--hip-include DIR] [--hip-version X.Y] [--hipcc PATH]\n"
       "Checks that every HIP name the tables give for that HIP version is declared by the\n"
       "installed HIP headers.\n",
       runVerifyTargetsCommand, false},
      {"diagnostics-docs",
       "usage: cu2hip diagnostics-docs OUTPUT_FILE\n"
       "Writes the diagnostics catalogue (docs/diagnostics.md).\n",
       runDiagnosticsDocsCommand, false},
      {"rules",
       "usage: cu2hip rules [--json]\n"
       "Lists every rule: when it runs, what it reports, what it does (docs/rules.md).\n",
       runRulesCommand, false},
      {"rules-docs",
       "usage: cu2hip rules-docs OUTPUT_FILE\n"
       "Writes the rule registry as Markdown (docs/rules.md).\n",
       runRulesDocsCommand, false},
      {"api-docs",
       "usage: cu2hip api-docs OUTPUT_DIR\n"
       "Writes one Markdown page per API family of the mapping tables.\n",
       runApiDocsCommand, false},
  };
  return List;
}

bool asksForHelp(const std::vector<std::string> &Args) {
  return std::any_of(Args.begin(), Args.end(),
                     [](const std::string &A) { return A == "-h" || A == "--help"; });
}

} // namespace
} // namespace cu2hip

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  try {
    // Subcommands own their flags; everything else is a translation run.
    if (!Args.empty())
      for (const cu2hip::Subcommand &Command : cu2hip::subcommands()) {
        if (Args.front() != Command.Name)
          continue;
        std::vector<std::string> Rest(Args.begin() + 1, Args.end());
        if (!Command.OwnHelp && cu2hip::asksForHelp(Rest)) {
          llvm::outs() << Command.Usage;
          return cu2hip::ExitSuccess;
        }
        return Command.Run(Rest);
      }
    return cu2hip::run(Args);
  } catch (const std::exception &E) {
    return cu2hip::fail(std::string("internal error: ") + E.what(), cu2hip::ExitInternalError);
  }
}
