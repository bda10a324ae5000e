// Decides whether a parse that used the library preamble (the CUDA headers plus common
// C++ library and CUDA C++ headers, PreambleCache) saw the program a parse with the CUDA
// headers alone would have seen. The preamble may hold headers the file never includes,
// and it holds the ones it does include ahead of the file's own text. Neither matters as
// long as
//  - every declaration and macro of the preamble that the file's text names (or that its
//    overloaded operators, constructors and conversions call) comes from a header the file
//    had included, directly or through others, at that point: a name found anywhere else
//    would not have been found, or not yet; and a better overload from there would have
//    been the one named;
//  - no macro the file defined or undefined before including one of the preamble's
//    headers is a name that header spells: it would have read it.
// Otherwise the caller parses again without the library preamble.
#pragma once

#include "PreambleContents.h"

#include "clang/Basic/SourceLocation.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace cu2hip {

class PreambleUseCheck {
public:
  explicit PreambleUseCheck(const PreambleContents &Contents);

  // Watches the file's #include, #define and macro uses; the parse's preprocessor owns it.
  std::unique_ptr<clang::PPCallbacks> watch(clang::Preprocessor &PP);

  // Called once the file is parsed, with the unit's declarations limited to those parsed
  // (see FactConsumer::HandleTranslationUnit): walks what they name.
  void decide(clang::ASTContext &Context);
  // Whether decide() ran and found that the parse is the one without the library preamble;
  // otherwise why not.
  bool passed() const { return Decided && Problem.empty(); }
  const std::string &problem() const { return Problem; }

private:
  friend class IncludeWatcher;
  friend class NamedDeclarations;
  void include(unsigned File, clang::SourceLocation Where); // an #include of File
  void markIncluded(unsigned File, unsigned Since);         // File and all it includes
  // A #define or #undef in text parsed now; FunctionLike: a definition 'NAME(...)'.
  void macroSet(llvm::StringRef Name, bool FunctionLike);
  // A macro of the preamble is used; Definitions: its definitions alike, latest first.
  void macroUsed(llvm::StringRef Name, std::vector<clang::SourceLocation> Definitions);
  // Whether the preamble's declaration or macro at Where was included by the time
  // IncludesThen of its headers were; otherwise sets Problem.
  bool visible(clang::SourceManager &SM, clang::SourceLocation Where, unsigned IncludesThen,
               const char *What);
  bool visible(clang::SourceManager &SM, const clang::Decl *D, clang::SourceLocation NamedAt);

  const PreambleContents &Contents;
  // Per file of the preamble: after how many includes of its headers the parse may name
  // what it declares (~0u: never).
  std::vector<unsigned> IncludedSince;
  unsigned Includes = 0;
  std::vector<clang::SourceLocation> IncludedAt; // of each include counted in Includes
  bool Watching = false; // between the first line of the file's own text and its end
  struct MacroSet {
    std::string Name;
    bool FunctionLike;
    unsigned IncludesThen; // after how many includes
  };
  std::vector<MacroSet> MacrosSet;
  struct MacroUse {
    std::string Name;
    std::vector<clang::SourceLocation> Definitions;
    unsigned IncludesThen; // after how many includes
  };
  std::vector<MacroUse> MacrosUsed;
  std::string Problem;
  bool Decided = false;
};

} // namespace cu2hip
