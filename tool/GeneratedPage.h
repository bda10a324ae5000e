// The command line shared by the commands that write generated documentation
// (diagnostics-docs, rules-docs, options-docs, api-docs): one output path, --help.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

struct GeneratedPageOptions {
  std::string Output;
  bool Help = false;
};

// 'cu2hip-docs COMMAND PLACEHOLDER': Description says what is written.
OptionTable generatedPageOptionTable(const std::string &Command, const std::string &Placeholder,
                                     const std::string &Description, GeneratedPageOptions &O);
OptionTable describeGeneratedPageOptions(const std::string &Command, const std::string &Placeholder,
                                         const std::string &Description);

// Parses Args with generatedPageOptionTable; nullopt when the command goes on with O.Output.
std::optional<int> parseGeneratedPageCommand(const std::vector<std::string> &Args,
                                             const std::string &Command,
                                             const std::string &Placeholder,
                                             const std::string &Description,
                                             GeneratedPageOptions &O);

// `cu2hip-docs COMMAND OUTPUT_FILE` for a generated page: writes Page atomically to the one file
// argument; a usage error otherwise.
int writeGeneratedPage(const std::vector<std::string> &Args, const std::string &Command,
                       const std::string &Description, const std::string &Page);

} // namespace cu2hip
