// cu2hip's entry point: parse the command line, load the tables, translate each input.
#include "CommandLine.h"
#include "CudaInstallation.h"
#include "MappingLoading.h"
#include "OutputPlan.h"
#include "OutputWriter.h"
#include "CoverageCommand.h"
#include "ApiDocsCommand.h"
#include "QueryCommand.h"
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

void printFindings(const FileTranslation &T, llvm::raw_ostream &OS) {
  for (const Finding &F : T.Findings) {
    const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
    OS << T.Path << ":" << F.Line << ":" << F.Column << ": " << severityName(Info.Level)
       << ": " << F.message() << " [" << Info.Id << "]\n";
  }
}

void printParseFailure(const FileTranslation &T, const ToolOptions &Options) {
  llvm::errs() << "cu2hip: error: '" << T.Path << "' does not parse; no output written";
  llvm::errs() << (Options.KeepGoing ? "\n" : " (--keep-going continues with other files)\n");
  for (const std::string &Error : T.Errors)
    llvm::errs() << "  " << Error << "\n";
  for (const std::string &Header : T.MissingIncludes)
    llvm::errs() << "  note: header '" << Header
                 << "' was not found: add its directory with -I DIR\n";
}

TranslationOptions translationOptions(const ToolOptions &Options, const std::string &CudaPath,
                                      const MappingTable &Table) {
  TranslationOptions T;
  T.Parse.CudaPath = CudaPath;
  T.Parse.ResourceDir =
      Options.ResourceDir.empty() ? CU2HIP_CLANG_RESOURCE_DIR : Options.ResourceDir;
  T.Parse.ExtraArgs = Options.ClangArgs;
  T.TargetHip = Options.HipVersion ? *Options.HipVersion : Table.newestHipVersion();
  T.Launch = Options.Launch;
  T.UseRocNames = Options.UseRocNames;
  T.FixWarpSize = Options.FixWarpSize;
  return T;
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
  auto Plan = planOutputs(*Options);
  if (!Plan)
    return fail(llvm::toString(Plan.takeError()), ExitInputError);

  PreambleCache Preambles;
  FileTranslator Translator(*Table, translationOptions(*Options, Cuda.Path, *Table),
                            Options->NoPch ? nullptr : &Preambles);
  RunStatistics Stats;
  int Exit = ExitSuccess;
  for (const PlannedFile &File : *Plan) {
    auto Buffer = llvm::MemoryBuffer::getFile(File.Input, /*IsText=*/false);
    if (!Buffer) {
      Exit = fail("cannot read input '" + File.Input + "': " + Buffer.getError().message(),
                  ExitInputError);
      if (!Options->KeepGoing)
        break;
      continue;
    }
    FileTranslation T = Translator.translate(File.Input, (*Buffer)->getBuffer().str());
    Stats.Files.push_back(collectFileStatistics(T));
    if (!T.Parsed) {
      printParseFailure(T, *Options);
      Exit = ExitInputError;
      if (!Options->KeepGoing)
        break;
      continue;
    }
    if (!Options->Quiet)
      printFindings(T, llvm::errs());
    if (File.Output == "-") {
      llvm::outs() << T.Output;
    } else if (llvm::Error Err = writeFileAtomically(File.Output, T.Output)) {
      Exit = fail(llvm::toString(std::move(Err)), ExitInputError);
      if (!Options->KeepGoing)
        break;
    }
  }
  if (Options->PrintStats)
    printTerminalSummary(Stats, llvm::errs());
  return Exit;
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
    if (!Args.empty() && Args.front() == "verify-targets")
      return cu2hip::runVerifyTargetsCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "query")
      return cu2hip::runQueryCommand({Args.begin() + 1, Args.end()});
    if (!Args.empty() && Args.front() == "validate")
      return cu2hip::runValidateCommand({Args.begin() + 1, Args.end()}, CU2HIP_CLANG_RESOURCE_DIR);
    return cu2hip::run(Args);
  } catch (const std::exception &E) {
    return cu2hip::fail(std::string("internal error: ") + E.what(), cu2hip::ExitInternalError);
  }
}
