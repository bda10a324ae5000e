// Warp intrinsic names (CUDA's, as the translator sees them before renaming) and the
// collective-context analysis over the main file's call graph.
#include "WarpIntrinsics.h"

#include "MainFileWalk.h"
#include "WarpValueFlow.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

#include <vector>

namespace cu2hip::warp {

using namespace clang;

namespace {

llvm::StringRef withoutSync(llvm::StringRef Name) {
  Name.consume_back("_sync");
  return Name;
}

// The functions a call may reach: its callee, or every candidate of an unresolved call.
std::vector<const FunctionDecl *> callees(const CallExpr *Call) {
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    return {Callee};
  std::vector<const FunctionDecl *> Result;
  const Expr *Callee = Call->getCallee();
  if (const auto *Lookup = Callee ? dyn_cast<OverloadExpr>(Callee->IgnoreImpCasts()) : nullptr)
    for (const NamedDecl *D : Lookup->decls()) {
      if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
        Result.push_back(Template->getTemplatedDecl());
      else if (const auto *FD = dyn_cast<FunctionDecl>(D->getUnderlyingDecl()))
        Result.push_back(FD);
    }
  return Result;
}

// A collective whose result depends on the hardware width. A shuffle with an explicit
// width ('__shfl_down_sync(m, v, off, 32)') works on segments of that width, the same on
// 32 and 64 lanes, and does not count.
bool spansWarp(const CallExpr *Call) {
  llvm::StringRef Name = calleeName(Call);
  if (!isWarpCollective(Name))
    return false;
  const Expr *Width = isShuffle(Name) ? shuffleWidth(Call) : nullptr;
  return !Width || isWarpSize(Width);
}

} // namespace

llvm::StringRef calleeName(const CallExpr *Call) {
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    return Callee->getDeclName().isIdentifier() ? Callee->getName() : "";
  const Expr *Callee = Call->getCallee();
  if (const auto *Lookup = Callee ? dyn_cast<OverloadExpr>(Callee->IgnoreImpCasts()) : nullptr)
    return Lookup->getName().isIdentifier() ? Lookup->getName().getAsIdentifierInfo()->getName()
                                            : "";
  return "";
}

bool isShuffle(llvm::StringRef Name) {
  Name = withoutSync(Name);
  return Name == "__shfl" || Name == "__shfl_up" || Name == "__shfl_down" || Name == "__shfl_xor";
}

bool isLaneMaskSource(llvm::StringRef Name) {
  return Name == "__ballot" || Name == "__ballot_sync" || Name == "__activemask" ||
         Name == "__match_any_sync" || Name == "__match_all_sync";
}

bool isWarpReduce(llvm::StringRef Name) {
  return Name.starts_with("__reduce_") && Name.ends_with("_sync");
}

bool isWarpCollective(llvm::StringRef Name) {
  llvm::StringRef Vote = withoutSync(Name);
  return isShuffle(Name) || isLaneMaskSource(Name) || isWarpReduce(Name) || Vote == "__any" ||
         Vote == "__all" || Vote == "__uni" || Name == "__syncwarp";
}

bool hasMaskParameter(llvm::StringRef Name) {
  return (Name.ends_with("_sync") && isWarpCollective(Name)) || Name == "__syncwarp";
}

bool checksMaskAgainstActiveLanes(llvm::StringRef Name) {
  // amd_warp_sync_functions.h: the votes, the matches and the shuffles; not __syncwarp.
  return Name.ends_with("_sync") &&
         (isShuffle(Name) || Name == "__ballot_sync" || Name == "__any_sync" ||
          Name == "__all_sync" || Name == "__match_any_sync" || Name == "__match_all_sync");
}

bool isFullWarpMask(const Expr *Mask, const ASTContext &Context) {
  std::optional<int64_t> Value = literalValue(Mask, Context);
  return Value && (static_cast<uint64_t>(*Value) & 0xffffffffull) == 0xffffffffull;
}

const Expr *shuffleWidth(const CallExpr *Shuffle) {
  // __shfl_down_sync(mask, var, delta, width) / __shfl_down(var, delta, width)
  unsigned Index = calleeName(Shuffle).ends_with("_sync") ? 3 : 2;
  if (Shuffle->getNumArgs() <= Index || isa<CXXDefaultArgExpr>(Shuffle->getArg(Index)))
    return nullptr;
  return Shuffle->getArg(Index);
}

const Expr *shuffleLaneArgument(const CallExpr *Shuffle) {
  unsigned Index = calleeName(Shuffle).ends_with("_sync") ? 2 : 1;
  return Shuffle->getNumArgs() > Index ? Shuffle->getArg(Index) : nullptr;
}

std::vector<const FunctionDecl *> calledDefinitions(const FunctionDecl *FD) {
  std::vector<const FunctionDecl *> Result;
  forEachStmt(FD->getBody(), [&](const Stmt *S) {
    if (const auto *Call = dyn_cast<CallExpr>(S))
      for (const FunctionDecl *Callee : callees(Call))
        if (const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
            const FunctionDecl *Def = (Pattern ? Pattern : Callee)->getDefinition())
          Result.push_back(Def);
  });
  return Result;
}

CollectiveContext::CollectiveContext(ASTContext &Context) {
  // Every function reachable from one that uses a collective runs next to it.
  std::vector<const FunctionDecl *> Work;
  for (const FunctionDecl *FD : mainFileFunctions(Context))
    if (callsCollective(FD, 0) && InContext.insert(FD).second)
      Work.push_back(FD);
  while (!Work.empty()) {
    const FunctionDecl *FD = Work.back();
    Work.pop_back();
    forEachStmt(FD->getBody(), [&](const Stmt *S) {
      if (const auto *Call = dyn_cast<CallExpr>(S))
        for (const FunctionDecl *Callee : callees(Call))
          if (const FunctionDecl *Def = definition(Callee); Def && InContext.insert(Def).second)
            Work.push_back(Def);
    });
  }
}

const FunctionDecl *CollectiveContext::definition(const FunctionDecl *FD) {
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    FD = Pattern;
  const FunctionDecl *Def = FD->getDefinition();
  return Def && Def->doesThisDeclarationHaveABody() ? Def : nullptr;
}

bool CollectiveContext::contains(const FunctionDecl *FD) {
  const FunctionDecl *Def = FD ? definition(FD) : nullptr;
  return Def && InContext.contains(Def);
}

bool CollectiveContext::usesCollective(const Stmt *S) {
  return containsStmt(S, [&](const Stmt *Node) {
    const auto *Call = dyn_cast<CallExpr>(Node);
    if (!Call)
      return false;
    if (spansWarp(Call))
      return true;
    for (const FunctionDecl *Callee : callees(Call))
      if (callsCollective(Callee, 1))
        return true;
    return false;
  });
}

bool CollectiveContext::callsCollective(const FunctionDecl *FD, unsigned Depth) {
  // Deep helper chains are rare; the bound keeps recursive device code finite.
  const FunctionDecl *Def = definition(FD);
  if (!Def || Depth > 6)
    return false;
  if (auto It = Calls.find(Def); It != Calls.end())
    return It->second;
  Calls[Def] = false; // recursion guard
  bool Result = containsStmt(Def->getBody(), [&](const Stmt *Node) {
    const auto *Call = dyn_cast<CallExpr>(Node);
    if (!Call)
      return false;
    if (spansWarp(Call))
      return true;
    for (const FunctionDecl *Callee : callees(Call))
      if (callsCollective(Callee, Depth + 1))
        return true;
    return false;
  });
  Calls[Def] = Result;
  return Result;
}

} // namespace cu2hip::warp
