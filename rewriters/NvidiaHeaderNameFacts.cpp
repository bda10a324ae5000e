#include "NvidiaHeaderNameFacts.h"

#include "clang/AST/ExprCXX.h"

#include <cctype>

namespace cu2hip {
namespace {

using namespace clang;

bool isUserLocation(SourceLocation Loc, const SourceManager &SM) {
  return Loc.isValid() && !SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

// Function-like macros of HIP's NVIDIA platform (nvidia_hip_runtime_api.h, 5.2 and 6.3):
// the legacy shuffles with the full mask, and the clock shorthands.
bool isNvidiaMacroNamed(const FunctionDecl &D) {
  if (!D.getDeclName().isIdentifier())
    return false;
  llvm::StringRef Name = D.getName();
  return Name == "__shfl" || Name == "__shfl_up" || Name == "__shfl_down" || Name == "__shfl_xor" ||
         Name == "__clock" || Name == "__clock64";
}

// The name as written in the main file, followed by '(' (a macro's use).
void recordNvidiaMacroNamed(SourceLocation Name, const SourceManager &SM, AstFacts &Facts) {
  if (Name.isMacroID() || !SM.isWrittenInMainFile(Name))
    return;
  unsigned Offset = SM.getFileOffset(Name);
  llvm::StringRef Rest = SM.getBufferData(SM.getMainFileID()).drop_front(Offset);
  Rest = Rest.drop_while([](char C) { return C == '_' || std::isalnum((unsigned char)C); });
  if (Rest.ltrim().starts_with("("))
    Facts.NvidiaMacroNamedFunctionNames.insert(Offset);
}

} // namespace

void recordNvidiaHeaderNameClash(const FunctionDecl &D, const SourceManager &SM, AstFacts &Facts) {
  if (!isUserLocation(D.getLocation(), SM))
    return;
  if (isNvidiaMacroNamed(D)) {
    recordNvidiaMacroNamed(D.getLocation(), SM, Facts);
    return;
  }
  // nvidia_hip_complex.h of HIP 5.2 defines 'make_Complex(float, float)' (6.3 names it
  // make_hipComplex): the program's own with those parameters is a redefinition there.
  if (!D.isThisDeclarationADefinition() || !D.getDeclName().isIdentifier() ||
      D.getName() != "make_Complex" || D.getNumParams() != 2 ||
      !D.getDeclContext()->getRedeclContext()->isTranslationUnit())
    return;
  for (const ParmVarDecl *P : D.parameters())
    if (!P->getType()->isSpecificBuiltinType(BuiltinType::Float))
      return;
  if (!D.getLocation().isMacroID() && SM.isWrittenInMainFile(D.getLocation()))
    Facts.NvidiaHeaderFunctionDefinitions[SM.getFileOffset(D.getLocation())] = D.getName().str();
}

void recordNvidiaMacroNamedReference(const DeclRefExpr &E, const SourceManager &SM,
                                     AstFacts &Facts) {
  if (const auto *Function = dyn_cast<FunctionDecl>(E.getDecl());
      Function && isNvidiaMacroNamed(*Function) && isUserLocation(Function->getLocation(), SM))
    recordNvidiaMacroNamed(E.getLocation(), SM, Facts);
}

void recordCalleeInIncludedHeader(const CallExpr &E, const FunctionDecl *Callee,
                                  const SourceManager &SM, AstFacts &Facts) {
  std::string Name;
  if (Callee) {
    if (!Callee->getDeclName().isIdentifier() || isUserLocation(Callee->getLocation(), SM))
      return;
    Name = Callee->getName().str();
  } else if (const auto *Unresolved =
                 dyn_cast<UnresolvedLookupExpr>(E.getCallee()->IgnoreParenImpCasts())) {
    // A call in a template with dependent arguments ('__shfl_down_sync(mask, v, 1)' for a
    // T v) names its candidates only: the toolkit's when none is the program's.
    if (!Unresolved->getName().isIdentifier() || Unresolved->decls().empty())
      return;
    for (const NamedDecl *Candidate : Unresolved->decls())
      if (isUserLocation(Candidate->getLocation(), SM))
        return;
    Name = Unresolved->getName().getAsIdentifierInfo()->getName().str();
  } else {
    return;
  }
  SourceLocation At = SM.getExpansionLoc(E.getBeginLoc());
  if (isUserLocation(At, SM) && !SM.isWrittenInMainFile(At))
    Facts.CalleesInIncludedHeaders.insert(std::move(Name));
}

} // namespace cu2hip
