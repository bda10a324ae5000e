#include "BuiltinCoordinateFacts.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

namespace cu2hip {
namespace {

using namespace clang;

bool isBuiltinIndexVariable(const Expr *Base, const SourceManager &SM) {
  if (!Base)
    return false;
  Base = Base->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base)) // the property's base, bound once
    Base = Opaque->getSourceExpr() ? Opaque->getSourceExpr()->IgnoreParenImpCasts() : nullptr;
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Base);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->getDeclName().isIdentifier() ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Var->getLocation())))
    return false;
  llvm::StringRef Name = Var->getName();
  return Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" || Name == "gridDim";
}

// 'threadIdx.x' as Clang's CUDA headers declare it: a property (__declspec(property)) of
// the built-in variable, read through a PseudoObjectExpr once resolved.
bool isCoordinate(const Expr *E, const SourceManager &SM) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParens();
  if (const auto *Property = dyn_cast<MSPropertyRefExpr>(E))
    return isBuiltinIndexVariable(Property->getBaseExpr(), SM);
  if (const auto *Member = dyn_cast<MemberExpr>(E)) // a dependent context may keep it so
    return isBuiltinIndexVariable(Member->getBase(), SM);
  return false;
}

void recordUse(const Expr *E, const SourceManager &SM, AstFacts &Facts) {
  E = E->IgnoreParenImpCasts();
  SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
  if (Begin.isMacroID() || End.isMacroID() || !SM.isWrittenInMainFile(Begin) ||
      !SM.isWrittenInMainFile(End))
    return; // inside a macro's expansion: one edit would change every use of the macro
  unsigned EndOffset = SM.getFileOffset(End) + 1; // the component's one-letter name
  Facts.CoordinateValueUses[SM.getFileOffset(Begin)] = EndOffset;
}

bool calleeChoosesByType(const CallExpr &Call, const FunctionDecl *Callee) {
  const Expr *CalleeExpr = Call.getCallee()->IgnoreParenImpCasts();
  if (isa<UnresolvedLookupExpr, UnresolvedMemberExpr, CXXDependentScopeMemberExpr>(CalleeExpr))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(CalleeExpr); Ref && Ref->hadMultipleCandidates())
    return true;
  if (const auto *Member = dyn_cast<MemberExpr>(CalleeExpr);
      Member && Member->hadMultipleCandidates())
    return true;
  return Callee && (Callee->getPrimaryTemplate() || Callee->isTemplateInstantiation());
}

} // namespace

void recordCoordinateArguments(const CallExpr &Call, const SourceManager &SM, AstFacts &Facts) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  bool ByType = calleeChoosesByType(Call, Callee);
  unsigned Fixed = Callee ? Callee->getNumParams() : 0;
  bool Variadic = Callee && Callee->isVariadic();
  for (unsigned I = 0; I < Call.getNumArgs(); ++I) {
    const Expr *Arg = Call.getArg(I);
    if ((ByType || (Variadic && I >= Fixed)) && isCoordinate(Arg, SM))
      recordUse(Arg, SM, Facts);
  }
}

void recordCoordinateAutoInitializer(const VarDecl &Var, const SourceManager &SM, AstFacts &Facts) {
  const Expr *Init = Var.getInit();
  if (!Init || !Var.getType()->getContainedAutoType() || Var.isImplicit())
    return;
  if (const auto *List = dyn_cast<InitListExpr>(Init->IgnoreImplicit());
      List && List->getNumInits() == 1)
    Init = List->getInit(0);
  if (const auto *Paren = dyn_cast<ParenListExpr>(Init); Paren && Paren->getNumExprs() == 1)
    Init = Paren->getExpr(0);
  if (isCoordinate(Init, SM))
    recordUse(Init, SM, Facts);
}

} // namespace cu2hip
