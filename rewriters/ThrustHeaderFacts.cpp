// Recording the public Thrust header of each Thrust algorithm a file calls.
#include "ThrustHeaderFacts.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/Path.h"

namespace cu2hip {
namespace {

using namespace clang;

// "thrust/sequence.h" when Loc is in a header named so directly inside a folder 'thrust'
// (Thrust's public headers; thrust/detail/... and thrust/system/... are not).
std::string publicThrustHeader(SourceLocation Loc, const SourceManager &SM) {
  if (Loc.isInvalid())
    return "";
  llvm::StringRef File = SM.getFilename(SM.getExpansionLoc(Loc));
  llvm::StringRef Folder = llvm::sys::path::parent_path(File);
  if (llvm::sys::path::filename(Folder) != "thrust" || !File.ends_with(".h"))
    return "";
  return ("thrust/" + llvm::sys::path::filename(File)).str();
}

// Where the algorithm is declared for users: among its declarations, one in a public
// header (CCCL also declares some in thrust/detail/ first).
std::string declaringHeader(const NamedDecl *D, const SourceManager &SM) {
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    D = Template->getTemplatedDecl();
  const auto *Function = dyn_cast<FunctionDecl>(D);
  if (!Function)
    return "";
  if (const FunctionTemplateDecl *Primary = Function->getPrimaryTemplate())
    Function = Primary->getTemplatedDecl();
  for (const FunctionDecl *Redecl : Function->redecls())
    if (std::string Header = publicThrustHeader(Redecl->getLocation(), SM); !Header.empty())
      return Header;
  return "";
}

bool inThrustNamespace(const NamedDecl *D) {
  const DeclContext *Outermost = nullptr;
  for (const DeclContext *C = D->getDeclContext(); C && !C->isTranslationUnit(); C = C->getParent())
    if (C->isNamespace())
      Outermost = C;
  const auto *Namespace = dyn_cast_or_null<NamespaceDecl>(Outermost);
  return Namespace && Namespace->getDeclName().isIdentifier() && Namespace->getName() == "thrust";
}

} // namespace

void recordThrustAlgorithmUse(const NamedDecl *Referenced, SourceLocation Use,
                              const SourceManager &SM, AstFacts &Facts) {
  if (!Referenced || Use.isInvalid() || Use.isMacroID() || !SM.isWrittenInMainFile(Use))
    return;
  const NamedDecl *D = Referenced->getUnderlyingDecl();
  // Algorithms: functions at namespace scope named by an identifier (members and operators
  // come with their class's header).
  if (!D->getDeclName().isIdentifier() || !D->getDeclContext()->getRedeclContext()->isNamespace() ||
      !inThrustNamespace(D))
    return;
  std::string Header = declaringHeader(D, SM);
  if (Header.empty())
    return;
  AstFacts::ThrustAlgorithmUse First{SM.getFileOffset(Use), D->getName().str()};
  auto [It, Inserted] = Facts.ThrustAlgorithmHeaders.emplace(Header, First);
  if (!Inserted && First.Offset < It->second.Offset)
    It->second = First;
}

} // namespace cu2hip
