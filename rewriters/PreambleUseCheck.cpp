// The check of a parse that used the library preamble (see PreambleUseCheck.h).
#include "PreambleUseCheck.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

#include <algorithm>

namespace cu2hip {

// The file's own #include, #define and macro uses, seen by the preprocessor of its parse
// (the preamble's own lines are not replayed: everything seen here is text parsed now).
class IncludeWatcher : public clang::PPCallbacks {
public:
  IncludeWatcher(PreambleUseCheck &Check, clang::Preprocessor &PP)
      : Check(Check), PP(PP), SM(PP.getSourceManager()) {}

  // The file's own text starts with the force-included headers (an #include in the
  // command line's buffer) or, without them, when that buffer ends. Entering the main file
  // itself comes first of all and does not count.
  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind, clang::FileID) override {
    if (Reason == ExitFile || (Reason == EnterFile && SM.getFileID(Loc) != SM.getMainFileID() &&
                               SM.getFileEntryRefForID(SM.getFileID(Loc))))
      Check.Watching = true;
  }
  void EndOfMainFile() override { Check.Watching = false; }

  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &, llvm::StringRef,
                          bool, clang::CharSourceRange, clang::OptionalFileEntryRef File,
                          llvm::StringRef, llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    if (!File || !Check.Watching)
      return;
    auto It = Check.Contents.IndexOf.find(File->getName().str());
    if (It != Check.Contents.IndexOf.end())
      Check.include(It->second, HashLoc);
  }

  // Set in the file's text or its own headers. System headers parsed now (those the
  // preamble lacks, and <assert.h> and <stddef.h>, which are read again at every #include)
  // set macros for each other ('__need_size_t'): a program's macros configure them, and
  // those are set in its own text.
  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *MD) override {
    set(Name, MD && MD->getMacroInfo() && MD->getMacroInfo()->isFunctionLike());
  }
  void MacroUndefined(const clang::Token &Name, const clang::MacroDefinition &,
                      const clang::MacroDirective *) override {
    set(Name, /*FunctionLike=*/false);
  }

  // Every use of a macro: expanded, or tested by #ifdef, #ifndef, defined().
  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &MD, clang::SourceRange,
                    const clang::MacroArgs *) override {
    used(Name, MD);
  }
  void Defined(const clang::Token &Name, const clang::MacroDefinition &MD,
               clang::SourceRange) override {
    used(Name, MD);
  }
  void Ifdef(clang::SourceLocation, const clang::Token &Name,
             const clang::MacroDefinition &MD) override {
    used(Name, MD);
  }
  void Ifndef(clang::SourceLocation, const clang::Token &Name,
              const clang::MacroDefinition &MD) override {
    used(Name, MD);
  }

private:
  void set(const clang::Token &Name, bool FunctionLike) {
    if (Check.Watching && !SM.isInSystemHeader(Name.getLocation()))
      Check.macroSet(Name.getIdentifierInfo()->getName(), FunctionLike);
  }
  // Headers may define a macro alike (SEEK_SET in <stdio.h>, <fcntl.h> and <unistd.h>): the
  // parse sees the last definition, a file that included one of them, that one's.
  void used(const clang::Token &Name, const clang::MacroDefinition &MD) {
    const clang::MacroInfo *Info = MD.getMacroInfo();
    if (!Check.Watching || !Info || !SM.isLoadedSourceLocation(Info->getDefinitionLoc()))
      return;
    std::vector<clang::SourceLocation> Alike;
    for (const clang::MacroDirective *D = MD.getLocalDirective(); D; D = D->getPrevious()) {
      const auto *Definition = llvm::dyn_cast<clang::DefMacroDirective>(D);
      if (!Definition)
        break; // an #undef: what was defined before it is gone
      if (Definition->getInfo()->isIdenticalTo(*Info, PP, /*Syntactically=*/true))
        Alike.push_back(Definition->getInfo()->getDefinitionLoc());
    }
    Check.macroUsed(Name.getIdentifierInfo()->getName(), std::move(Alike));
  }

  PreambleUseCheck &Check;
  clang::Preprocessor &PP;
  clang::SourceManager &SM;
};

namespace {

// What a declaration parsed now was made from: an instantiation of the preamble's
// template names that template. Null for the file's own declarations.
const clang::Decl *preambleOrigin(const clang::Decl *D) {
  while (D && !D->isFromASTFile()) {
    const clang::Decl *Pattern = nullptr;
    if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D))
      Pattern = F->getTemplateInstantiationPattern(/*ForDefinition=*/false);
    else if (const auto *R = llvm::dyn_cast<clang::CXXRecordDecl>(D))
      Pattern = R->getTemplateInstantiationPattern();
    else if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D))
      Pattern = V->getTemplateInstantiationPattern();
    else if (const auto *E = llvm::dyn_cast<clang::EnumDecl>(D))
      Pattern = E->getTemplateInstantiationPattern();
    if (Pattern == D)
      return nullptr;
    D = Pattern;
  }
  return D;
}

} // namespace

// Walks the declarations parsed now (the unit's lexical contents, limited to those) and
// checks every declaration of the preamble they name.
class NamedDeclarations : public clang::RecursiveASTVisitor<NamedDeclarations> {
public:
  NamedDeclarations(PreambleUseCheck &Check, clang::SourceManager &SM) : Check(Check), SM(SM) {}

  // The file's own templates name, once instantiated, what their dependent names found.
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) { return check(E->getDecl(), E->getLocation()); }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    return check(E->getMemberDecl(), E->getMemberLoc());
  }
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    return check(E->getConstructor(), E->getLocation());
  }
  bool VisitCXXStdInitializerListExpr(clang::CXXStdInitializerListExpr *E) {
    return check(E->getType()->getAsRecordDecl(), E->getBeginLoc());
  }
  bool VisitUsingDecl(clang::UsingDecl *D) {
    for (const clang::UsingShadowDecl *Shadow : D->shadows())
      if (!check(Shadow->getTargetDecl(), D->getLocation()))
        return false;
    return true;
  }
  bool VisitTypeLoc(clang::TypeLoc TL) {
    const clang::Decl *Named = nullptr;
    if (auto Tag = TL.getAs<clang::TagTypeLoc>())
      Named = Tag.getDecl();
    else if (auto Typedef = TL.getAs<clang::TypedefTypeLoc>())
      Named = Typedef.getDecl();
    else if (auto Using = TL.getAs<clang::UsingTypeLoc>())
      Named = Using.getDecl();
    else if (auto Special = TL.getAs<clang::TemplateSpecializationTypeLoc>())
      Named = Special.getTypePtr()->getTemplateName().getAsTemplateDecl();
    else if (auto Deduced = TL.getAs<clang::DeducedTemplateSpecializationTypeLoc>())
      Named = Deduced.getTypePtr()->getTemplateName().getAsTemplateDecl();
    return check(Named, TL.getBeginLoc());
  }

private:
  bool check(const clang::Decl *D, clang::SourceLocation NamedAt) {
    return Check.visible(SM, D, NamedAt);
  }

  PreambleUseCheck &Check;
  clang::SourceManager &SM;
};

PreambleUseCheck::PreambleUseCheck(const PreambleContents &Contents)
    : Contents(Contents), IncludedSince(Contents.Files.size(), ~0u) {
  for (unsigned File : Contents.AlwaysIncluded)
    markIncluded(File, 0); // the force-included headers are there from the start
}

std::unique_ptr<clang::PPCallbacks> PreambleUseCheck::watch(clang::Preprocessor &PP) {
  return std::make_unique<IncludeWatcher>(*this, PP);
}

void PreambleUseCheck::include(unsigned File, clang::SourceLocation Where) {
  // Included before: the header is not read again here, with or without the preamble.
  if (IncludedSince[File] != ~0u)
    return;
  IncludedAt.push_back(Where);
  markIncluded(File, ++Includes);
}

void PreambleUseCheck::markIncluded(unsigned File, unsigned Since) {
  std::vector<unsigned> Pending = {File};
  while (!Pending.empty()) {
    unsigned Next = Pending.back();
    Pending.pop_back();
    if (IncludedSince[Next] != ~0u)
      continue;
    IncludedSince[Next] = Since;
    Pending.insert(Pending.end(), Contents.Includes[Next].begin(), Contents.Includes[Next].end());
  }
}

void PreambleUseCheck::macroSet(llvm::StringRef Name, bool FunctionLike) {
  MacrosSet.push_back({Name.str(), FunctionLike, Includes});
}

void PreambleUseCheck::macroUsed(llvm::StringRef Name,
                                 std::vector<clang::SourceLocation> Definitions) {
  MacrosUsed.push_back({Name.str(), std::move(Definitions), Includes});
}

bool PreambleUseCheck::visible(clang::SourceManager &SM, clang::SourceLocation Where,
                               unsigned IncludesThen, const char *What) {
  clang::FileID Id = SM.getFileID(SM.getFileLoc(Where));
  clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(Id);
  if (!Entry)
    return true; // built in: there with or without the preamble
  auto It = Contents.IndexOf.find(Entry->getName().str());
  if (It != Contents.IndexOf.end() && IncludedSince[It->second] <= IncludesThen)
    return true;
  Problem = std::string(What) + " from '" + Entry->getName().str() + "' is named where " +
            (It == Contents.IndexOf.end() ? "it is not known" : "the file has not included it");
  return false;
}

bool PreambleUseCheck::visible(clang::SourceManager &SM, const clang::Decl *D,
                               clang::SourceLocation NamedAt) {
  D = preambleOrigin(D);
  if (!D || llvm::isa<clang::NamespaceDecl>(D) || NamedAt.isInvalid())
    return true; // the file's own; a namespace, opened by many headers; or named by no text
                 // (a conversion the compiler added: the class was named, and checked)
  if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D); F && F->getBuiltinID())
    return true; // declared by the compiler wherever it is first named
  clang::SourceLocation At = SM.getExpansionLoc(NamedAt);
  if (SM.isLoadedSourceLocation(At))
    return true; // the preamble's own text (a default argument): it names what it includes
  // How many of the preamble's headers the file had included where it names D.
  unsigned IncludesThen = std::partition_point(IncludedAt.begin(), IncludedAt.end(),
                                               [&](clang::SourceLocation Include) {
                                                 return SM.isBeforeInTranslationUnit(Include, At);
                                               }) -
                          IncludedAt.begin();
  // Any declaration of the entity will do: a header may declare again what another did.
  for (const clang::Decl *Declaration : D->redecls())
    if (visible(SM, Declaration->getLocation(), IncludesThen, "a declaration")) {
      Problem.clear(); // what an earlier declaration of it set
      return true;
    }
  return false;
}

void PreambleUseCheck::decide(clang::ASTContext &Context) {
  Decided = true;
  clang::SourceManager &SM = Context.getSourceManager();
  // A macro set before a header was first included, when the header spells it where the
  // macro would act.
  for (const auto &[Name, FunctionLike, IncludesThen] : MacrosSet) {
    const auto &Spellings = FunctionLike ? Contents.ExpandableIn : Contents.SpelledIn;
    auto It = Spellings.find(Name);
    if (It == Spellings.end())
      continue;
    for (unsigned File : It->second)
      if (IncludedSince[File] != ~0u && IncludedSince[File] > IncludesThen) {
        Problem = "macro '" + Name + "' is set before '" + Contents.Files[File] +
                  "' is included, which spells it";
        return;
      }
  }
  for (const auto &[Name, Definitions, IncludesThen] : MacrosUsed) {
    bool Seen = false;
    std::string What = "macro '" + Name + "'";
    for (clang::SourceLocation Definition : Definitions)
      if ((Seen = visible(SM, Definition, IncludesThen, What.c_str())))
        break;
    if (!Seen)
      return;
    Problem.clear(); // what a definition that was not included set
  }
  NamedDeclarations(*this, SM).TraverseAST(Context);
}

} // namespace cu2hip
