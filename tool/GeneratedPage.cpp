// One output path and --help for the documentation generators (see GeneratedPage.h).
#include "GeneratedPage.h"

#include "project/OutputWriter.h"
#include "project/RunOptions.h"

namespace cu2hip {

OptionTable generatedPageOptionTable(const std::string &Command, const std::string &Placeholder,
                                     const std::string &Description, GeneratedPageOptions &O) {
  OptionTable T(Command,
                "usage: cu2hip-docs " + Command + " " + Placeholder + "\n" + Description + "\n",
                " (see 'cu2hip-docs " + Command + " --help')");
  T.flag({"-h", "--help"}, "print this help and exit", O.Help);
  T.positionals([&O, Command, Placeholder](const std::string &Path, std::string &Error) {
    if (!O.Output.empty())
      Error = "'cu2hip-docs " + Command + "' takes one " + Placeholder + ", not '" + O.Output +
              "' and '" + Path + "'";
    O.Output = Path;
    return Error.empty();
  });
  return T;
}

OptionTable describeGeneratedPageOptions(const std::string &Command, const std::string &Placeholder,
                                         const std::string &Description) {
  return describeOptions<GeneratedPageOptions>([&](GeneratedPageOptions &O) {
    return generatedPageOptionTable(Command, Placeholder, Description, O);
  });
}

std::optional<int> parseGeneratedPageCommand(const std::vector<std::string> &Args,
                                             const std::string &Command,
                                             const std::string &Placeholder,
                                             const std::string &Description,
                                             GeneratedPageOptions &O) {
  if (auto Exit =
          generatedPageOptionTable(Command, Placeholder, Description, O).parseCommand(Args, O.Help))
    return Exit;
  if (!O.Output.empty())
    return std::nullopt;
  llvm::errs() << "cu2hip-docs " << Command << ": error: no " << Placeholder
               << " given (usage: cu2hip-docs " << Command << " " << Placeholder << ")\n";
  return ExitInputError;
}

int writeGeneratedPage(const std::vector<std::string> &Args, const std::string &Command,
                       const std::string &Description, const std::string &Page) {
  GeneratedPageOptions O;
  if (auto Exit = parseGeneratedPageCommand(Args, Command, "OUTPUT_FILE", Description, O))
    return *Exit;
  if (llvm::Error Err = writeFileAtomically(O.Output, Page)) {
    llvm::errs() << "cu2hip-docs " << Command << ": error: " << llvm::toString(std::move(Err))
                 << "\n";
    return ExitInputError;
  }
  return ExitSuccess;
}

} // namespace cu2hip
