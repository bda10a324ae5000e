// What the user is told about a file Clang could not parse: whether it was translated at
// token level or not at all, Clang's first errors, and how to fix missing includes.
#pragma once

#include "rewriters/FileTranslator.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace cu2hip {

// ClangArgs are the extra arguments the file was parsed with (-I, -isystem, ...): a missing
// header is reported with the directories that were searched for it.
void printParseProblems(const FileTranslation &T, const std::vector<std::string> &ClangArgs,
                        const std::string &CudaPath, bool KeepGoing, llvm::raw_ostream &OS);

// The directories a quoted or angled include of T.Path was looked up in, in search order.
std::vector<std::string> includeSearchDirectories(const std::string &Path,
                                                  const std::vector<std::string> &ClangArgs,
                                                  const std::string &CudaPath);

} // namespace cu2hip
