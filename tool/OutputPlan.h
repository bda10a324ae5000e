// Deciding every output path before anything is written, and refusing unsafe plans.
#pragma once

#include "CommandLine.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cu2hip {

struct PlannedFile {
  std::string Input;   // absolute path
  std::string Output;  // absolute path, or "-" for stdout
};

// Checks that each input is a readable regular file, that no output is an input,
// and that no two inputs share an output. The error names the file and the flag.
llvm::Expected<std::vector<PlannedFile>> planOutputs(const ToolOptions &Options);

} // namespace cu2hip
