// Finding the main file's function bodies and walking their statements.
#include "MainFileWalk.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace cu2hip::warp {

using namespace clang;

namespace {

class FunctionCollector {
public:
  FunctionCollector(const SourceManager &SM, std::vector<const FunctionDecl *> &Out)
      : SM(SM), Out(Out) {}

  void collect(const DeclContext *DC) {
    for (const Decl *D : DC->decls())
      collectDecl(D);
  }

private:
  void collectDecl(const Decl *D) {
    if (D->isImplicit() || !SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())))
      return;
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    else if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (FD->doesThisDeclarationHaveABody() && !FD->isTemplateInstantiation())
        Out.push_back(FD);
      return;
    }
    // Explicit and implicit class template specializations repeat their pattern.
    if (isa<ClassTemplateSpecializationDecl>(D))
      return;
    if (const auto *DC = dyn_cast<DeclContext>(D);
        DC && (isa<NamespaceDecl>(D) || isa<CXXRecordDecl>(D) || isa<LinkageSpecDecl>(D)))
      collect(DC);
  }

  const SourceManager &SM;
  std::vector<const FunctionDecl *> &Out;
};

} // namespace

std::vector<const FunctionDecl *> mainFileFunctions(ASTContext &Context) {
  std::vector<const FunctionDecl *> Functions;
  FunctionCollector(Context.getSourceManager(), Functions)
      .collect(Context.getTranslationUnitDecl());
  return Functions;
}

void forEachStmt(const Stmt *S, llvm::function_ref<void(const Stmt *)> Visit) {
  if (!S)
    return;
  Visit(S);
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(S)) {
    forEachStmt(Pseudo->getSyntacticForm(), Visit);
    return;
  }
  for (const Stmt *Child : S->children())
    forEachStmt(Child, Visit);
}

bool containsStmt(const Stmt *S, llvm::function_ref<bool(const Stmt *)> Match) {
  bool Found = false;
  forEachStmt(S, [&](const Stmt *Node) { Found = Found || Match(Node); });
  return Found;
}

std::string spelling(const Expr *E, const ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  CharSourceRange Range = CharSourceRange::getTokenRange(SM.getFileLoc(E->getBeginLoc()),
                                                         SM.getFileLoc(E->getEndLoc()));
  return Lexer::getSourceText(Range, SM, Context.getLangOpts()).str();
}

} // namespace cu2hip::warp
