// Reading a compilation database (compile_commands.json): each translation unit's own
// include paths, macros and language standard, with nvcc's flags made clang's or dropped.
#pragma once

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {

struct CompileFlags {
  // file (absolute) -> the clang arguments cu2hip parses it with
  std::map<std::string, std::vector<std::string>> PerFile;
  // Include-path arguments of every entry, in first-seen order: for headers and other
  // files the database does not list.
  std::vector<std::string> IncludePathsOfAll;
};

// Loads FILE (--compile-commands; a name ending in .json) or DIR/compile_commands.json
// (-p DIR). An unreadable
// or malformed database is an error naming it; unknown flags inside it never are.
llvm::Expected<CompileFlags> loadCompileFlags(const std::string &DatabasePath);

// Keeps what changes how a file parses (-I, -isystem, -iquote, -D, -U, -include, -std)
// from a compiler command line (argv[0] first), in clang's spelling; relative paths are
// resolved against Directory. nvcc's -Xcompiler/--compiler-options lists are opened;
// everything else (-gencode, -arch, -rdc, -ccbin, -x cu, -o ...) is dropped.
std::vector<std::string> clangFlagsFromCommand(const std::vector<std::string> &CommandLine,
                                               const std::string &Directory);

} // namespace cu2hip
