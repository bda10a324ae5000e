// The commands a user runs ('cu2hip COMMAND'), in the order 'cu2hip --help' and
// docs/options.md list them. The generators of this repository's documentation pages are not
// among them: they are cu2hip-docs's (tool/DocsMain.cpp), which the build's *-docs targets run.
#pragma once

#include "OptionTable.h"

#include <functional>
#include <string>
#include <vector>

namespace cu2hip {

struct Subcommand {
  const char *Name;
  const char *Summary; // its line in 'cu2hip --help'
  std::function<int(const std::vector<std::string> &)> Run;
  std::function<OptionTable()> Options; // what it parses, for docs/options.md
};

// ClangResourceDir and Version are the binary's own (compile definitions of the cu2hip target).
std::vector<Subcommand> userCommands(const std::string &ClangResourceDir,
                                     const std::string &Version);

// The "Commands:" block of 'cu2hip --help'.
std::string commandList(const std::vector<Subcommand> &Commands);

// The translation run's option table, then each command's: what docs/options.md documents.
std::vector<OptionTable> userOptionTables();

} // namespace cu2hip
