// Recording and storing what a preamble holds (see PreambleContents.h). Stored as text:
// "file PATH", "include FROM TO" (indices into the files), "always I", "ident NAME FILE..."
// and "call NAME FILE..." (ExpandableIn).
#include "PreambleContents.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <unordered_set>

namespace cu2hip {
namespace {

class ContentsRecorder : public clang::PPCallbacks {
public:
  ContentsRecorder(clang::SourceManager &SM, PreambleContents &Contents)
      : SM(SM), Contents(Contents) {}

  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &, llvm::StringRef,
                          bool, clang::CharSourceRange, clang::OptionalFileEntryRef File,
                          llvm::StringRef, llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    if (!File)
      return;
    unsigned Included = Contents.fileIndex(File->getName().str());
    // Recorded whether or not the file is entered: a header skipped here because another
    // one included it first is still what this #include line brings in.
    if (clang::OptionalFileEntryRef From = SM.getFileEntryRefForID(SM.getFileID(HashLoc)))
      Contents.Includes[Contents.fileIndex(From->getName().str())].push_back(Included);
    else // the command line's force-included headers
      Contents.AlwaysIncluded.push_back(Included);
  }

private:
  clang::SourceManager &SM;
  PreambleContents &Contents;
};

} // namespace

unsigned PreambleContents::fileIndex(const std::string &File) {
  auto [It, New] = IndexOf.try_emplace(File, Files.size());
  if (New) {
    Files.push_back(File);
    Includes.emplace_back();
  }
  return It->second;
}

bool PreambleContents::write(const std::string &Path) const {
  std::error_code EC;
  llvm::raw_fd_ostream Out(Path, EC);
  if (EC)
    return false;
  for (const std::string &File : Files)
    Out << "file " << File << '\n';
  for (size_t From = 0; From < Includes.size(); ++From)
    for (unsigned To : Includes[From])
      Out << "include " << From << ' ' << To << '\n';
  for (unsigned I : AlwaysIncluded)
    Out << "always " << I << '\n';
  for (const auto &[Tag, Map] : {std::pair{"ident ", &SpelledIn}, {"call ", &ExpandableIn}})
    for (const auto &[Name, SpelledBy] : *Map) {
      Out << Tag << Name;
      for (unsigned File : SpelledBy)
        Out << ' ' << File;
      Out << '\n';
    }
  Out.close();
  return !Out.has_error();
}

std::optional<PreambleContents> PreambleContents::read(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return std::nullopt;
  PreambleContents Contents;
  auto Index = [&](llvm::StringRef Text, unsigned &I) {
    return !Text.getAsInteger(10, I) && I < Contents.Files.size();
  };
  llvm::StringRef Rest = (*Buffer)->getBuffer();
  while (!Rest.empty()) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    auto [Tag, Value] = Line.split(' ');
    unsigned From, To;
    if (Tag == "file") {
      Contents.fileIndex(Value.str());
    } else if (Tag == "include") {
      auto [A, B] = Value.split(' ');
      if (!Index(A, From) || !Index(B, To))
        return std::nullopt;
      Contents.Includes[From].push_back(To);
    } else if (Tag == "always") {
      if (!Index(Value, To))
        return std::nullopt;
      Contents.AlwaysIncluded.push_back(To);
    } else if (Tag == "ident" || Tag == "call") {
      auto [Name, Files] = Value.split(' ');
      std::vector<unsigned> &SpelledBy =
          (Tag == "ident" ? Contents.SpelledIn : Contents.ExpandableIn)[Name.str()];
      while (!Files.empty()) {
        auto [Number, More] = Files.split(' ');
        Files = More;
        if (!Index(Number, To))
          return std::nullopt;
        SpelledBy.push_back(To);
      }
    } else if (!Line.empty()) {
      return std::nullopt;
    }
  }
  return Contents;
}

std::unique_ptr<clang::PPCallbacks> recordPreambleContents(clang::Preprocessor &PP,
                                                           PreambleContents &Contents) {
  return std::make_unique<ContentsRecorder>(PP.getSourceManager(), Contents);
}

IdentifierSpellings identifierSpellings(llvm::StringRef Text, const clang::LangOptions &Language) {
  clang::Lexer Raw(clang::SourceLocation(), Language, Text.begin(), Text.begin(), Text.end());
  IdentifierSpellings Found;
  // The identifier before Token, and whether a function-like macro of its name would act
  // there whatever follows it.
  std::string Previous;
  bool PreviousExpandable = false;
  bool Directive = false; // Token is on a preprocessor line
  unsigned Depth = 0;     // parentheses open around Token, outside preprocessor lines
  clang::Token Token;
  do {
    Raw.LexFromRawLexer(Token);
    if (Token.isAtStartOfLine())
      Directive = Token.is(clang::tok::hash);
    if (!Previous.empty() && (PreviousExpandable || Token.is(clang::tok::l_paren)))
      Found.Expandable.insert(Previous);
    Previous.clear();
    if (!Directive && Token.is(clang::tok::l_paren))
      ++Depth;
    else if (!Directive && Token.is(clang::tok::r_paren) && Depth > 0)
      --Depth;
    if (Token.isNot(clang::tok::raw_identifier))
      continue;
    std::string Name = Token.getRawIdentifier().str();
    if (Token.needsCleaning()) // an identifier split by backslash-newlines
      std::erase_if(Name, [](char C) { return C == '\\' || C == '\n' || C == '\r'; });
    Found.Spelled.insert(Name);
    Previous = std::move(Name);
    PreviousExpandable = Directive || Depth > 0;
  } while (Token.isNot(clang::tok::eof));
  return Found;
}

void recordLibraryIdentifiers(clang::Preprocessor &PP, PreambleContents &Contents) {
  // Headers reached from the force-included ones come first in every parse, with the
  // preamble or without: only the others can see a macro a file sets before including them.
  std::vector<bool> First(Contents.Files.size(), false);
  std::vector<unsigned> Pending = Contents.AlwaysIncluded;
  while (!Pending.empty()) {
    unsigned File = Pending.back();
    Pending.pop_back();
    if (First[File])
      continue;
    First[File] = true;
    Pending.insert(Pending.end(), Contents.Includes[File].begin(), Contents.Includes[File].end());
  }
  // Every identifier of their text, active or not: a macro set before could activate it.
  clang::FileManager &Files = PP.getFileManager();
  for (size_t I = 0; I < Contents.Files.size(); ++I) {
    if (First[I])
      continue;
    auto Buffer = Files.getBufferForFile(Contents.Files[I]);
    if (!Buffer)
      continue;
    IdentifierSpellings Found = identifierSpellings((*Buffer)->getBuffer(), PP.getLangOpts());
    for (const std::string &Name : Found.Spelled)
      Contents.SpelledIn[Name].push_back(I);
    for (const std::string &Name : Found.Expandable)
      Contents.ExpandableIn[Name].push_back(I);
  }
}

} // namespace cu2hip
