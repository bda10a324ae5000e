// cu2hip's entry point: parse the command line, load the tables, translate each input.
#include "CommandLine.h"
#include "ReportFiles.h"
#include "UserCommands.h"
#include "mappings/MappingLoading.h"
#include "project/CudaInstallation.h"
#include "project/ProjectRun.h"
#include "project/TranslationSetup.h"
#include "report/Statistics.h"
#include "report/TerminalSummary.h"
#include "rewriters/FileTranslator.h"

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

const std::vector<Subcommand> &commands() {
  static const std::vector<Subcommand> List =
      userCommands(CU2HIP_CLANG_RESOURCE_DIR, CU2HIP_VERSION);
  return List;
}

int run(const std::vector<std::string> &Args) {
  std::string Error;
  auto Options = parseCommandLine(Args, Error);
  if (!Options)
    return fail(Error, ExitInputError);
  if (Options->ShowHelp) {
    RunOptions Ignored;
    translateOptionTable(Ignored, commandList(commands())).printHelp(llvm::outs());
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

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  try {
    // A subcommand parses its own option table; everything else is a translation run.
    if (!Args.empty())
      for (const cu2hip::Subcommand &Command : cu2hip::commands()) {
        if (Args.front() != Command.Name)
          continue;
        return Command.Run({Args.begin() + 1, Args.end()});
      }
    return cu2hip::run(Args);
  } catch (const std::exception &E) {
    return cu2hip::fail(std::string("internal error: ") + E.what(), cu2hip::ExitInternalError);
  }
}
