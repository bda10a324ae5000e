// Walks the main file's declarations (headers are skipped) and records each written
// namespace qualifier, using-directive and namespace-alias target that denotes a namespace
// of a system (CUDA) header, and each reference to a namespace-scope declaration there.
#include "CudaNamespaceFacts.h"

#include "mappings/CppQualifiedNames.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <tuple>

namespace cu2hip {
namespace {

using namespace clang;

class NamespaceReferenceVisitor : public RecursiveASTVisitor<NamespaceReferenceVisitor> {
public:
  NamespaceReferenceVisitor(ASTContext &Context, AstFacts &Facts)
      : SM(Context.getSourceManager()), Facts(Facts) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  // Header declarations are not the program's text: skip them whole.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) &&
        !SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc Q) {
    for (NestedNameSpecifierLoc Level = Q; Level;) {
      NamespaceAndPrefixLoc Part = Level.getAsNamespaceAndPrefix();
      if (!Part.Namespace)
        break;
      recordSpelling(outermostNamespaceBegin(Level), Part.Namespace, Level.getLocalBeginLoc());
      Level = Part.Prefix;
    }
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(Q);
  }

  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    const auto *Written = dyn_cast<NamespaceBaseDecl>(D->getNominatedNamespaceAsWritten());
    SourceLocation Begin = D->getQualifierLoc() ? outermostNamespaceBegin(D->getQualifierLoc())
                                                : D->getIdentLocation();
    if (Written)
      recordSpelling(Begin, Written, D->getIdentLocation());
    return true;
  }

  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) {
    SourceLocation Begin = D->getQualifierLoc() ? outermostNamespaceBegin(D->getQualifierLoc())
                                                : D->getTargetNameLoc();
    recordSpelling(Begin, D->getAliasedNamespace(), D->getTargetNameLoc());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    recordMemberReference(E->getLocation(), E->getDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    recordMemberReference(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    recordMemberReference(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *T = TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      recordMemberReference(TL.getTemplateNameLoc(), T);
    return true;
  }

private:
  bool isHeaderDeclaration(const Decl *D) const {
    return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  }

  // Plain main-file text (not a macro expansion), as a file offset.
  std::optional<unsigned> mainFileOffset(SourceLocation Loc) const {
    if (Loc.isInvalid() || Loc.isMacroID() || !SM.isWrittenInMainFile(Loc))
      return std::nullopt;
    return SM.getFileOffset(Loc);
  }

  // Where the run of namespace names ending at Level starts: 'thrust' in 'thrust::cuda::'
  // (a leading '::' is not part of it).
  static SourceLocation outermostNamespaceBegin(NestedNameSpecifierLoc Level) {
    SourceLocation Begin = Level.getLocalBeginLoc();
    for (NestedNameSpecifierLoc P = Level.getAsNamespaceAndPrefix().Prefix;
         P && P.getAsNamespaceAndPrefix().Namespace; P = P.getAsNamespaceAndPrefix().Prefix)
      Begin = P.getLocalBeginLoc();
    return Begin;
  }

  // Where a qualifier is written: in the file, or in the body or an argument of a macro
  // defined in the main file ('#define C_LAYOUT wmma::mem_row_major'), whose text every
  // expansion reads. Begin and NameLoc must be written in one piece: both in the file, or
  // both in one expansion's text, with nothing but the qualifier between them (a name
  // pasted from a macro and the file is not renamed).
  std::optional<std::pair<unsigned, unsigned>> writtenQualifier(SourceLocation Begin,
                                                                SourceLocation NameLoc) const {
    if (!Begin.isMacroID() && !NameLoc.isMacroID()) {
      auto From = mainFileOffset(Begin), Name = mainFileOffset(NameLoc);
      if (!From || !Name)
        return std::nullopt;
      return std::pair(*From, *Name);
    }
    if (!Begin.isMacroID() || !NameLoc.isMacroID() ||
        SM.getExpansionLoc(Begin) != SM.getExpansionLoc(NameLoc))
      return std::nullopt;
    SourceLocation From = SM.getSpellingLoc(Begin), Name = SM.getSpellingLoc(NameLoc);
    if (!SM.isWrittenInMainFile(From) || SM.getFileID(From) != SM.getFileID(Name) ||
        SM.getFileOffset(Name) < SM.getFileOffset(From))
      return std::nullopt;
    unsigned FromOffset = SM.getFileOffset(From), NameOffset = SM.getFileOffset(Name);
    llvm::StringRef Between =
        SM.getBufferData(SM.getFileID(From)).substr(FromOffset, NameOffset - FromOffset);
    if (Between.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                  "0123456789_: \t") != llvm::StringRef::npos)
      return std::nullopt;
    return std::pair(FromOffset, NameOffset);
  }

  // Written is the namespace or alias the source names at NameLoc; Begin starts the run.
  void recordSpelling(SourceLocation Begin, const NamespaceBaseDecl *Written,
                      SourceLocation NameLoc) {
    if (!Written || !isHeaderDeclaration(Written))
      return;
    auto Offsets = writtenQualifier(Begin, NameLoc);
    std::optional<unsigned> From, Name;
    if (Offsets)
      std::tie(From, Name) = *Offsets;
    std::string Denoted = userNamespaceName(Written->getNamespace());
    if (!From || !Name || Denoted.empty())
      return;
    unsigned End = *Name + Written->getName().size();
    Facts.CudaNamespaceSpellings[{*From, End}] = std::move(Denoted);
  }

  void recordMemberReference(SourceLocation Loc, const NamedDecl *D) {
    if (!D || !D->getDeclName().isIdentifier() || !isHeaderDeclaration(D))
      return;
    const DeclContext *DC = D->getDeclContext();
    while (isa<EnumDecl>(DC) && !cast<EnumDecl>(DC)->isScoped())
      DC = DC->getParent(); // unscoped enumerators are named without their enum
    std::string Scope = isa<NamespaceDecl>(DC) ? userNamespaceName(DC) : "";
    if (auto Offset = mainFileOffset(Loc); Offset && !Scope.empty())
      Facts.CudaQualifiedReferences[*Offset] = Scope + "::" + D->getName().str();
  }

  SourceManager &SM;
  AstFacts &Facts;
};

} // namespace

void collectCudaNamespaceFacts(ASTContext &Context, AstFacts &Facts) {
  NamespaceReferenceVisitor(Context, Facts).TraverseAST(Context);
}

} // namespace cu2hip
