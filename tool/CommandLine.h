// The options of a translation run, declared once in an OptionTable (tool/OptionTable.h):
// parsing, --help and docs/options.md all come from translateOptionTable().
#pragma once

#include "OptionTable.h"
#include "project/RunOptions.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// Every option of 'cu2hip [options] FILE...', writing into O; --help shows Commands (the
// list of subcommands) after the synopsis.
OptionTable translateOptionTable(RunOptions &O, const std::string &Commands = "");

// On a usage error returns nullopt and sets Error to a one-line message naming the flag.
std::optional<RunOptions> parseCommandLine(const std::vector<std::string> &Args,
                                           std::string &Error);

// Combinations of options the table cannot refuse on its own ("-q" with "-v", ...); ""
// when they go together.
std::string runOptionConflicts(const RunOptions &O);

// The option groups the translation run shares with 'analyze' (each but the project group
// prints its own heading).
void addParsingOptions(OptionTable &T, RunOptions &O);
void addTranslationOptions(OptionTable &T, RunOptions &O);
void addProjectOptions(OptionTable &T, RunOptions &O);
void addConsoleOptions(OptionTable &T, RunOptions &O);

} // namespace cu2hip
