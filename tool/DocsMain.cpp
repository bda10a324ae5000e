// cu2hip-docs: regenerates this repository's generated documentation pages from their
// sources (the diagnostics catalogue, the rule registry, the option tables, the mapping
// tables). A maintainer's tool, run by the build's *-docs targets and checked by the
// *_docs.current tests; not a user command, so not in 'cu2hip --help'.
#include "ApiDocsCommand.h"
#include "CommandLine.h"
#include "DiagnosticsDocsCommand.h"
#include "GeneratedPage.h"
#include "OptionsPage.h"
#include "RulesCommand.h"
#include "UserCommands.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {
namespace {

const char *OptionsDocsDescription =
    "Writes every user command's options and what each changes (docs/options.md).";

int runOptionsDocsCommand(const std::vector<std::string> &Args) {
  return writeGeneratedPage(Args, "options-docs", OptionsDocsDescription,
                            optionsPage(userOptionTables()));
}

struct DocsCommand {
  const char *Name;
  const char *Summary;
  int (*Run)(const std::vector<std::string> &);
};

constexpr DocsCommand Commands[] = {
    {"diagnostics-docs", "OUTPUT_FILE: regenerate docs/diagnostics.md", runDiagnosticsDocsCommand},
    {"rules-docs", "OUTPUT_FILE: regenerate docs/rules.md", runRulesDocsCommand},
    {"options-docs", "OUTPUT_FILE: regenerate docs/options.md", runOptionsDocsCommand},
    {"api-docs", "OUTPUT_DIR: regenerate the API pages (docs/api/)", runApiDocsCommand},
};

int usage(llvm::raw_ostream &OS, int Exit) {
  OS << "usage: cu2hip-docs COMMAND OUTPUT   (cu2hip-docs COMMAND --help: its options)\n\n"
        "Regenerates cu2hip's generated documentation pages (a maintainer's tool).\n\n"
        "Commands:\n";
  for (const DocsCommand &C : Commands)
    OS << "  " << C.Name << std::string(20 - std::string(C.Name).size(), ' ') << C.Summary << "\n";
  return Exit;
}

} // namespace
} // namespace cu2hip

int main(int argc, char **argv) {
  std::vector<std::string> Args(argv + 1, argv + argc);
  if (Args.empty())
    return cu2hip::usage(llvm::errs(), cu2hip::ExitInputError);
  if (Args.front() == "-h" || Args.front() == "--help")
    return cu2hip::usage(llvm::outs(), cu2hip::ExitSuccess);
  try {
    for (const cu2hip::DocsCommand &Command : cu2hip::Commands)
      if (Args.front() == Command.Name)
        return Command.Run({Args.begin() + 1, Args.end()});
  } catch (const std::exception &E) {
    llvm::errs() << "cu2hip-docs: internal error: " << E.what() << "\n";
    return cu2hip::ExitInternalError;
  }
  llvm::errs() << "cu2hip-docs: error: unknown command '" << Args.front() << "'\n";
  return cu2hip::usage(llvm::errs(), cu2hip::ExitInputError);
}
