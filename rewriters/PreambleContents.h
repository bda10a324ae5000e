// What a precompiled preamble holds, as far as deciding whether a parse that used it saw
// the same program as a parse without it (PreambleUseCheck): its files, which file's
// #include lines named which, and every identifier its library headers spell.
#pragma once

#include "clang/Lex/PPCallbacks.h"

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace clang {
class LangOptions;
class Preprocessor;
} // namespace clang

namespace cu2hip {

struct PreambleContents {
  std::vector<std::string> Files;
  std::unordered_map<std::string, unsigned> IndexOf; // file -> its place in Files
  std::vector<std::vector<unsigned>> Includes;       // per file, the files it names
  // Included before any file's own text (the CUDA wrapper the driver force-includes, and
  // what it includes): a parse without the preamble sees them too.
  std::vector<unsigned> AlwaysIncluded;
  // Identifier -> the files spelling it, of those not always included.
  std::unordered_map<std::string, std::vector<unsigned>> SpelledIn;
  // The same, for the spellings that a function-like macro of that name would act on:
  // followed by '(', inside parentheses (an argument that another macro may call), or on
  // a preprocessor line (tested, redefined, or in a macro's replacement). 'MAX' in
  // 'template <int MAX>' is not one: a program's MAX(a, b) leaves it alone.
  std::unordered_map<std::string, std::vector<unsigned>> ExpandableIn;

  unsigned fileIndex(const std::string &File); // adds File when new

  // One line per fact; read() returns nothing for a missing or damaged file.
  bool write(const std::string &Path) const;
  static std::optional<PreambleContents> read(const std::string &Path);
};

// Every identifier Text spells, active or not, and those of them spelled where a
// function-like macro of that name would act (see PreambleContents::ExpandableIn).
struct IdentifierSpellings {
  std::unordered_set<std::string> Spelled, Expandable;
};
IdentifierSpellings identifierSpellings(llvm::StringRef Text, const clang::LangOptions &Language);

// Fills Contents while a preamble is built: every #include line (its file and what it
// names) and, once the preamble ends, the identifier table.
std::unique_ptr<clang::PPCallbacks> recordPreambleContents(clang::Preprocessor &PP,
                                                           PreambleContents &Contents);
// The identifiers of the headers that only the preamble's own #include lines bring in;
// called once the preamble's source is done.
void recordLibraryIdentifiers(clang::Preprocessor &PP, PreambleContents &Contents);

} // namespace cu2hip
