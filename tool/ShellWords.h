// Arguments that are safe to hand to a tool that may run them through a shell. Debian's
// hipcc 5.2 is a Perl script that joins its command into one string for sh (as the C++
// hipcc of later ROCm releases does with system()), and nvcc runs its steps through sh:
// a path holding '$(...)' or ';' would run as a command there. cu2hip never lets one reach
// such a tool: the folders a user names are reached through an inert alias, and any other
// such argument stops the command before it starts.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cu2hip {

// True when no POSIX shell gives any character of Word a meaning (quotes, '$', '`', ';',
// '&', '|', redirections, globs, spaces...). Bytes above 127 (UTF-8 names) are inert.
bool isShellInert(llvm::StringRef Word);

// The first argument of Argv that is not shell-inert, or empty.
std::string firstShellActiveArgument(const std::vector<std::string> &Argv);

// An inert name for an existing folder whose path is not inert: a symbolic link in a fresh
// private folder of the system's temporary folder, removed by the destructor. Folders whose
// path is already inert are returned as they are.
class InertFolderAliases {
public:
  InertFolderAliases() = default;
  InertFolderAliases(const InertFolderAliases &) = delete;
  InertFolderAliases &operator=(const InertFolderAliases &) = delete;
  ~InertFolderAliases();

  // Creates Folder (and its parents) when missing, then returns a path to it that is inert.
  llvm::Expected<std::string> aliasFor(const std::string &Folder);

private:
  std::string AliasRoot; // created on the first alias
  std::vector<std::string> Links;
};

} // namespace cu2hip
