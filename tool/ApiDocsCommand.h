// `cu2hip api-docs DIR`: one Markdown table per API family, generated from the mapping data.
#pragma once

#include <string>
#include <vector>

namespace cu2hip {

// What the command writes, for its --help and docs/options.md.
extern const char *ApiDocsDescription;

int runApiDocsCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
