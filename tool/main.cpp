// cu2hip's entry point: parse the command line, load the tables, translate each input.
#include "CommandLine.h"
#include "CudaInstallation.h"
#include "MappingLoading.h"
#include "MigrateBuildCommand.h"
#include "ProjectRun.h"
#include "CoverageCommand.h"
#include "DiagnosticsDocsCommand.h"
#include "ApiDocsCommand.h"
#include "AnalyzeCommand.h"
#include "TranslationSetup.h"
#include "QueryCommand.h"
#include "ReportCommand.h"
#include "ReportFiles.h"
#include "VerifyTargetsCommand.h"
#include "report/Statistics.h"
#include "report/TerminalSummary.h"
#include "rewriters/FileTranslator.h"
#include "validate/ValidateCommand.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

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
  int Exit = runProject(Args, *Options, *Table,
                        translationOptions(*Options, Cuda.Path, *Table, CU2HIP_CLANG_RESOURCE_DIR),
                        Cuda.Path, Stats);
  if (Options->PrintStats)
    printTerminalSummary(Stats, llvm::errs());
  return finishReports(*Reports, Stats, Exit);
}

} // namespace
} // namespace cu2hip

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  try {
    // Subcommands own their flags; everything else is a translation run.
    if (!Args.empty() && Args.front() == "coverage")
      return cu2hip::runCoverageCommand({Args.begin() + 1, Args.end()}, CU2HIP_CLANG_RESOURCE_DIR);
    if (!Args.empty() && Args.front() == "api-docs")
      return cu2hip::runApiDocsCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "diagnostics-docs")
      return cu2hip::runDiagnosticsDocsCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "verify-targets")
      return cu2hip::runVerifyTargetsCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "analyze")
      return cu2hip::runAnalyzeCommand({Args.begin() + 1, Args.end()}, CU2HIP_CLANG_RESOURCE_DIR);
    if (!Args.empty() && Args.front() == "report")
      return cu2hip::runReportCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "migrate-build")
      return cu2hip::runMigrateBuildCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "query")
      return cu2hip::runQueryCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "validate")
      return cu2hip::runValidateCommand({Args.begin() + 1, Args.end()}, CU2HIP_CLANG_RESOURCE_DIR);
    return cu2hip::run(Args);
  } catch (const std::exception &E) {
    return cu2hip::fail(std::string("internal error: ") + E.what(), cu2hip::ExitInternalError);
  }
}
