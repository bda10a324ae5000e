// Shell-inert arguments and folder aliases (see ShellWords.h).
#include "ShellWords.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace cu2hip {

namespace fs = llvm::sys::fs;

bool isShellInert(llvm::StringRef Word) {
  // Everything a shell treats specially somewhere in a word, quoted or not; '#', '~' and
  // '!' only in some places, refused everywhere to keep the rule simple.
  // sizeof keeps the array's final NUL, which no argument may hold either.
  static constexpr char Active[] = " \t\n\r\v\f$`\"'\\;&|<>()*?[]{}~#!";
  return Word.find_first_of(llvm::StringRef(Active, sizeof(Active))) == llvm::StringRef::npos;
}

std::string firstShellActiveArgument(const std::vector<std::string> &Argv) {
  for (const std::string &Arg : Argv)
    if (!isShellInert(Arg))
      return Arg;
  return {};
}

InertFolderAliases::~InertFolderAliases() {
  for (const std::string &Link : Links)
    fs::remove(Link);
  if (!AliasRoot.empty())
    fs::remove(AliasRoot);
}

llvm::Expected<std::string> InertFolderAliases::aliasFor(const std::string &Folder) {
  if (isShellInert(Folder))
    return Folder;
  if (std::error_code EC = fs::create_directories(Folder))
    return llvm::createStringError(EC, "cannot create folder '" + Folder + "': " + EC.message());
  llvm::SmallString<256> Real;
  if (std::error_code EC = fs::real_path(Folder, Real))
    return llvm::createStringError(EC, "cannot resolve folder '" + Folder + "': " + EC.message());
  if (AliasRoot.empty()) {
    llvm::SmallString<256> Root;
    if (std::error_code EC = fs::createUniqueDirectory("cu2hip-paths", Root))
      return llvm::createStringError(EC, "cannot create a temporary folder: " + EC.message());
    AliasRoot = std::string(Root);
    if (!isShellInert(AliasRoot))
      return llvm::createStringError(
          "the temporary folder '" + AliasRoot +
          "' holds characters a shell would interpret; set TMPDIR to a plain path");
  }
  llvm::SmallString<256> Link(AliasRoot);
  llvm::sys::path::append(Link, "f" + std::to_string(Links.size()));
  if (std::error_code EC = fs::create_link(Real, Link))
    return llvm::createStringError(EC, "cannot link '" + std::string(Link) + "': " + EC.message());
  Links.push_back(std::string(Link));
  return std::string(Link);
}

} // namespace cu2hip
