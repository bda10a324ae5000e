#include "CooperativeGroupsFacts.h"

#include "MainFileRanges.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace cu2hip {
namespace {

using namespace clang;

// A declaration of the program's own, not of a system header (CUDA's included).
bool isUserLocation(SourceLocation Loc, const SourceManager &SM) {
  return Loc.isValid() && !SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

// The N of a tile variable partitioned from the thread block, if the code says so.
std::optional<uint64_t> tileOfThreadBlock(const VarDecl *Tile) {
  // CUDA declares them in cooperative_groups::__v1 (its ABI namespace).
  auto isCooperativeGroups = [](const NamedDecl *D, llvm::StringRef Name) {
    return D && D->getDeclName().isIdentifier() && D->getName() == Name &&
           llvm::StringRef(D->getQualifiedNameAsString()).starts_with("cooperative_groups::");
  };
  auto isThreadBlock = [&](QualType T) {
    return isCooperativeGroups(T.getNonReferenceType()->getAsCXXRecordDecl(), "thread_block");
  };
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Tile->getType().getNonReferenceType()->getAsCXXRecordDecl());
  if (!isCooperativeGroups(Spec, "thread_block_tile") || Spec->getTemplateArgs().size() == 0 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
    return std::nullopt;
  uint64_t Size = Spec->getTemplateArgs()[0].getAsIntegral().getZExtValue();
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() > 1 && Args[1].getKind() == TemplateArgument::Type &&
      isThreadBlock(Args[1].getAsType()))
    return Size;
  if (Tile->getType()->isReferenceType() || !Tile->getInit())
    return std::nullopt;
  // thread_block_tile<N> tile = tiled_partition<N>(block): through the conversion from
  // the typed tile CUDA's tiled_partition returns.
  const Expr *Init = Tile->getInit()->IgnoreImplicit();
  while (true) {
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init);
        Construct && Construct->getNumArgs() == 1)
      Init = Construct->getArg(0)->IgnoreImplicit();
    else if (const auto *Cast = dyn_cast<CastExpr>(Init))
      Init = Cast->getSubExpr()->IgnoreImplicit();
    else if (const auto *Conversion = dyn_cast<CXXMemberCallExpr>(Init);
             Conversion && isa<CXXConversionDecl>(Conversion->getMethodDecl()))
      Init = Conversion->getImplicitObjectArgument()->IgnoreImplicit();
    else
      break;
  }
  const auto *Partition = dyn_cast<CallExpr>(Init);
  const FunctionDecl *Callee = Partition ? Partition->getDirectCallee() : nullptr;
  if (!isCooperativeGroups(Callee, "tiled_partition") || Partition->getNumArgs() != 1 ||
      !isThreadBlock(Partition->getArg(0)->getType()))
    return std::nullopt;
  return Size;
}

} // namespace

// 'tile.meta_group_rank()' on a class of CUDA's cooperative_groups namespace (its
// members come from base classes in cooperative_groups::details).
void recordCooperativeGroupsMember(const MemberExpr &Expression, const ASTContext &Context,
                                   AstFacts &Facts) {
  const MemberExpr *E = &Expression;
  const SourceManager &SM = Context.getSourceManager();
  const auto *Method = dyn_cast<CXXMethodDecl>(E->getMemberDecl());
  if (!Method || !Method->getDeclName().isIdentifier() ||
      isUserLocation(Method->getLocation(), SM) ||
      !Method->getParent()->getQualifiedNameAsString().starts_with("cooperative_groups::"))
    return;
  SourceLocation Name = SM.getSpellingLoc(E->getMemberLoc());
  if (SM.isWrittenInMainFile(Name))
    Facts.CooperativeGroupsMembers[SM.getFileOffset(Name)] = Method->getName().str();
}

// 'tile.meta_group_rank()' / 'tile.meta_group_size()' on a tile partitioned from the thread
// block: a variable of CUDA's typed tile (thread_block_tile<N, thread_block>) or one
// initialized from tiled_partition<N>(block). HIP 5.2 lacks both members; then they are the
// block's thread rank over N and the number of N-thread tiles in the block.
// A call, not only a member call: on CUDA's typed tiles both members are static.
void recordTileMetaGroup(const CallExpr &Expression, const ASTContext &Context, AstFacts &Facts) {
  const CallExpr *E = &Expression;
  const SourceManager &SM = Context.getSourceManager();
  const auto *Member = dyn_cast<MemberExpr>(E->getCallee()->IgnoreImplicit());
  const auto *Method = Member ? dyn_cast<CXXMethodDecl>(Member->getMemberDecl()) : nullptr;
  if (!Method || !Method->getDeclName().isIdentifier() || E->getNumArgs() != 0 ||
      isUserLocation(Method->getLocation(), SM))
    return;
  llvm::StringRef Name = Method->getName();
  if (Name != "meta_group_rank" && Name != "meta_group_size")
    return;
  const auto *Base = dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreImpCasts());
  const auto *Tile = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
  if (!Tile || Member->isArrow())
    return;
  std::optional<uint64_t> Size = tileOfThreadBlock(Tile);
  auto Call = fileRange(E->getSourceRange(), SM, Context.getLangOpts());
  if (!Size || !Call)
    return;
  Facts.TileMetaGroupCalls[SM.getFileOffset(SM.getSpellingLoc(Member->getMemberLoc()))] = {
      *Call, static_cast<unsigned>(*Size)};
}

// HIP's cooperative groups shuffle only what std::is_integral or std::is_floating_point
// accepts (a static_assert in every HIP measured, 5.2 and 6.3); CUDA's shuffle any
// trivially copyable type.
void recordCooperativeGroupsShuffle(const CXXMemberCallExpr &Expression, const ASTContext &Context,
                                    AstFacts &Facts) {
  const CXXMemberCallExpr *E = &Expression;
  const SourceManager &SM = Context.getSourceManager();
  const CXXMethodDecl *Method = E->getMethodDecl();
  if (!Method || !Method->getDeclName().isIdentifier() || E->getNumArgs() == 0 ||
      isUserLocation(Method->getLocation(), SM) ||
      !Method->getParent()->getQualifiedNameAsString().starts_with("cooperative_groups::"))
    return;
  llvm::StringRef Name = Method->getName();
  if (Name != "shfl" && Name != "shfl_up" && Name != "shfl_down" && Name != "shfl_xor")
    return;
  QualType Value = E->getArg(0)->IgnoreImpCasts()->getType();
  // Builtin integers (bool too) and floating types pass; an enum does not (Clang counts
  // it as an integer type, std::is_integral does not).
  if (Value.isNull() || Value->isDependentType() ||
      (Value->isBuiltinType() && (Value->isIntegerType() || Value->isRealFloatingType())))
    return;
  const auto *Member = dyn_cast<MemberExpr>(E->getCallee()->IgnoreImplicit());
  if (!Member)
    return;
  // Where the call is written: a macro's use, not its definition.
  SourceLocation At = SM.getFileLoc(Member->getMemberLoc());
  if (!SM.isWrittenInMainFile(At))
    return;
  CooperativeGroupsShuffle Shuffle;
  Shuffle.Member = Name.str();
  Shuffle.Type = Value.getUnqualifiedType().getAsString(Context.getPrintingPolicy());
  // Rewritable only where the call and its member name are the file's own text; the
  // object and the arguments may contain macros (a mask written as a macro).
  if (!Member->getMemberLoc().isMacroID() && !Member->isImplicitAccess() && E->getNumArgs() == 2) {
    Shuffle.Call = writtenRange(E->getSourceRange(), SM, Context.getLangOpts());
    Shuffle.Object = writtenRange(Member->getBase()->getSourceRange(), SM, Context.getLangOpts());
    Shuffle.Value = writtenRange(E->getArg(0)->getSourceRange(), SM, Context.getLangOpts());
    Shuffle.Second = writtenRange(E->getArg(1)->getSourceRange(), SM, Context.getLangOpts());
    Shuffle.Arrow = Member->isArrow();
    if (!Shuffle.Call || !Shuffle.Object || !Shuffle.Value || !Shuffle.Second ||
        Shuffle.Call->Begin != Shuffle.Object->Begin)
      Shuffle.Call.reset();
  }
  Facts.CooperativeGroupsShuffledTypes[SM.getFileOffset(At)] = std::move(Shuffle);
}

} // namespace cu2hip
