// Classifying expressions by their role in warp arithmetic.
#include "WarpValueFlow.h"

#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "rewriters/AstDetector.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip::warp {

using namespace clang;

const Expr *stripped(const Expr *E) {
  while (E) {
    const Expr *Next = E->IgnoreParenCasts()->IgnoreImplicit();
    if (Next == E)
      break;
    E = Next;
  }
  return E;
}

static bool isCudaDeclaration(const Decl *D) {
  const SourceManager &SM = D->getASTContext().getSourceManager();
  return SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
}

llvm::StringRef builtinVariable(const Expr *E) {
  E = stripped(E);
  if (const auto *Pseudo = dyn_cast_or_null<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParens();
  // Clang's CUDA headers declare threadIdx & co. with __declspec(property): 'threadIdx.x'
  // is an MSPropertyRefExpr over the builtin variable.
  const auto *Property = dyn_cast_or_null<MSPropertyRefExpr>(E);
  if (!Property)
    return "";
  const Expr *Base = Property->getBaseExpr();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base))
    Base = Opaque->getSourceExpr();
  const auto *Ref = Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
  if (!Ref || !Ref->getDecl()->getDeclName().isIdentifier() || !isCudaDeclaration(Ref->getDecl()))
    return "";
  llvm::StringRef Name = Ref->getDecl()->getName();
  if (Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" || Name == "gridDim")
    return Name;
  return "";
}

bool isWarpSize(const Expr *E) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(stripped(E));
  return Ref && Ref->getDecl()->getDeclName().isIdentifier() &&
         Ref->getDecl()->getName() == "warpSize" && isCudaDeclaration(Ref->getDecl());
}

bool mentionsWarpSize(const Expr *E) {
  return containsStmt(E, [](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    return Ref && isWarpSize(Ref);
  });
}

std::optional<int64_t> literalValue(const Expr *E, const ASTContext &Context) {
  if (!E || E->isValueDependent() || E->isTypeDependent() || mentionsWarpSize(E))
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, Context))
    return std::nullopt;
  return Result.Val.getInt().getExtValue();
}

bool isLiteral32(const Expr *E, const ASTContext &Context) {
  E = stripped(E);
  if (const auto *Int = dyn_cast_or_null<IntegerLiteral>(E))
    return Int->getValue() == 32;
  if (const auto *Float = dyn_cast_or_null<FloatingLiteral>(E))
    return Float->getValueAsApproximateDouble() == 32.0;
  return false;
}

static bool isWarpWidth(const Expr *E, const ASTContext &Context) {
  return isWarpSize(E) || literalValue(E, Context) == 32;
}

// 31 or 'warpSize - 1': the lane bits of a thread index.
static bool isLaneBits(const Expr *E, const ASTContext &Context) {
  if (literalValue(E, Context) == 31)
    return true;
  const auto *Sub = dyn_cast_or_null<BinaryOperator>(stripped(E));
  return Sub && Sub->getOpcode() == BO_Sub && isWarpSize(Sub->getLHS()) &&
         literalValue(Sub->getRHS(), Context) == 1;
}

static WarpRole addRole(WarpRole A, WarpRole B) {
  using enum WarpRole;
  if ((A == ThreadIndex && B == BlockMultiple) || (A == BlockMultiple && B == ThreadIndex))
    return ThreadIndex;
  return A == BlockMultiple && B == BlockMultiple ? BlockMultiple : None;
}

static WarpRole mulRole(WarpRole A, WarpRole B) {
  using enum WarpRole;
  if (B == ThreadCount)
    std::swap(A, B);
  if (A != ThreadCount)
    return None;
  if (B == ThreadCount)
    return ThreadCount;
  return B == ThreadIndex || B == BlockIndex || B == BlockMultiple ? BlockMultiple : None;
}

WarpRole WarpValueFlow::roleOf(const Expr *E) {
  using enum WarpRole;
  Sink.checkTime();
  E = stripped(E);
  if (!E)
    return None;
  llvm::StringRef Builtin = builtinVariable(E);
  if (Builtin == "threadIdx")
    return ThreadIndex;
  if (Builtin == "blockDim")
    return ThreadCount;
  if (!Builtin.empty())
    return BlockIndex;
  if (isWarpSize(E))
    return WarpSize;
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return roleOfBinary(B);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    llvm::StringRef Name = calleeName(Call);
    if (isLaneMaskSource(Name))
      return LaneMask;
    if (isShuffle(Name) || isWarpReduce(Name))
      return WarpValue;
    return Call->getDirectCallee() ? roleOfHelper(Call->getDirectCallee()) : None;
  }
  if (const VarDecl *VD = stableLocal(E))
    return roleOfVariable(VD);
  return laneMaskSource(E) ? LaneMask : None;
}

WarpRole WarpValueFlow::roleOfBinary(const BinaryOperator *B) {
  using enum WarpRole;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_Add:
    return addRole(roleOf(L), roleOf(R));
  case BO_Mul:
    return mulRole(roleOf(L), roleOf(R));
  case BO_Rem:
    return roleOf(L) == ThreadIndex && isWarpWidth(R, Context) ? Lane : None;
  case BO_Div:
    return roleOf(L) == ThreadIndex && isWarpWidth(R, Context) ? WarpIndex : None;
  case BO_Shr:
    if (roleOf(L) == LaneMask)
      return LaneMask;
    return roleOf(L) == ThreadIndex && literalValue(R, Context) == 5 ? WarpIndex : None;
  case BO_And: {
    WarpRole LR = roleOf(L), RR = roleOf(R);
    if (LR == LaneMask || RR == LaneMask)
      return LaneMask;
    if ((LR == ThreadIndex && isLaneBits(R, Context)) ||
        (RR == ThreadIndex && isLaneBits(L, Context)))
      return Lane;
    return None;
  }
  case BO_Or:
  case BO_Xor:
    return roleOf(L) == LaneMask || roleOf(R) == LaneMask ? LaneMask : None;
  default:
    return None;
  }
}

WarpRole WarpValueFlow::roleOfVariable(const VarDecl *VD) {
  if (auto It = VariableRoles.find(VD); It != VariableRoles.end())
    return It->second;
  VariableRoles[VD] = WarpRole::None; // a self-referencing initializer stays unknown
  WarpRole Role = roleOf(VD->getInit());
  VariableRoles[VD] = Role;
  return Role;
}

// A one-line helper such as 'int laneId() { return threadIdx.x & 31; }' or
// 'int flatThreadId() { return threadIdx.y * blockDim.x + threadIdx.x; }'.
WarpRole WarpValueFlow::roleOfHelper(const FunctionDecl *FD) {
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    FD = Pattern;
  const FunctionDecl *Def = FD->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  const auto *Return =
      Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  if (!Return || !Return->getRetValue())
    return WarpRole::None;
  if (auto It = HelperRoles.find(Def); It != HelperRoles.end())
    return It->second;
  HelperRoles[Def] = WarpRole::None; // recursion guard
  WarpRole Role = roleOf(Return->getRetValue());
  HelperRoles[Def] = Role;
  return Role;
}

static const Stmt *bodyOf(const VarDecl *VD) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  return FD ? FD->getBody() : nullptr;
}

static const VarDecl *referencedVariable(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

const WarpValueFlow::LocalWrites *WarpValueFlow::localWrites(const VarDecl *VD) {
  const Stmt *Body = bodyOf(VD);
  if (!Body)
    return nullptr;
  std::unique_ptr<LocalWrites> &Slot = BodyWrites[Body];
  if (Slot)
    return Slot.get();
  Slot = std::make_unique<LocalWrites>();
  // Statements are visited before their operands, so a reference is classified by its
  // parent (a read, an assignment's target) before the walk reaches it.
  llvm::DenseSet<const Stmt *> Classified;
  forEachStmt(Body, [&](const Stmt *S) {
    Sink.checkTime();
    if (const auto *U = dyn_cast<UnaryOperator>(S)) {
      const VarDecl *Target = referencedVariable(U->getSubExpr());
      if (Target && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf)) {
        Slot->Writes[Target].push_back(S);
        if (U->getOpcode() == UO_AddrOf)
          Slot->UnclearUses.insert(Target); // the pointer may be written through
        Classified.insert(U->getSubExpr()->IgnoreParenImpCasts());
      }
    } else if (const auto *B = dyn_cast<BinaryOperator>(S)) {
      if (const VarDecl *Target = B->isAssignmentOp() ? referencedVariable(B->getLHS()) : nullptr) {
        Slot->Writes[Target].push_back(S);
        Classified.insert(B->getLHS()->IgnoreParenImpCasts());
      }
    } else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S)) {
      if (Cast->getCastKind() == CK_LValueToRValue)
        Classified.insert(Cast->getSubExpr()->IgnoreParens());
    } else if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (const auto *Used = dyn_cast<VarDecl>(Ref->getDecl()); Used && !Classified.count(S))
        Slot->UnclearUses.insert(Used);
    }
  });
  return Slot.get();
}

// Written by an assignment or ++/--, or, for a use that is neither, as ExprMutationAnalyzer
// says; a local only read never is.
bool WarpValueFlow::isMutated(const VarDecl *VD) {
  const LocalWrites *Uses = localWrites(VD);
  if (!Uses)
    return true;
  if (auto It = Uses->Writes.find(VD); It != Uses->Writes.end())
    for (const Stmt *Write : It->second)
      if (const auto *U = dyn_cast<UnaryOperator>(Write); !U || U->getOpcode() != UO_AddrOf)
        return true;
  if (!Uses->UnclearUses.count(VD))
    return false;
  // One analyzer question walks the whole body and cannot be interrupted; the budget is
  // asked before each.
  Sink.checkTime();
  const Stmt *Body = bodyOf(VD);
  std::unique_ptr<ExprMutationAnalyzer> &Analyzer = Analyzers[Body];
  if (!Analyzer)
    Analyzer = std::make_unique<ExprMutationAnalyzer>(*Body, Context);
  return Analyzer->isMutated(VD);
}

static const VarDecl *localVariable(const Expr *E, bool NeedsInit = true) {
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(stripped(E));
  const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  // Per-thread locals only: a parameter has no initializer to follow, and a __shared__
  // or static local is written by other threads or calls.
  if (!VD || isa<ParmVarDecl>(VD) || !VD->hasLocalStorage() || (NeedsInit && !VD->getInit()) ||
      VD->getType()->isReferenceType())
    return nullptr;
  return VD;
}

const VarDecl *WarpValueFlow::stableLocal(const Expr *E) {
  const VarDecl *VD = localVariable(E);
  if (!VD)
    return nullptr;
  if (VD->getType().isConstQualified())
    return VD;
  return isMutated(VD) ? nullptr : VD;
}

const CallExpr *WarpValueFlow::laneMaskSource(const Expr *E) {
  E = stripped(E);
  if (const auto *Call = dyn_cast_or_null<CallExpr>(E))
    return isLaneMaskSource(calleeName(Call)) ? Call : nullptr;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(E))
    return U->getOpcode() == UO_Not ? laneMaskSource(U->getSubExpr()) : nullptr;
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(E)) {
    switch (B->getOpcode()) {
    case BO_And:
    case BO_Or:
    case BO_Xor:
      if (const CallExpr *Source = laneMaskSource(B->getLHS()))
        return Source;
      return laneMaskSource(B->getRHS());
    case BO_Shr:
    case BO_Shl:
      return laneMaskSource(B->getLHS());
    default:
      return nullptr;
    }
  }
  const VarDecl *VD = localVariable(E, /*NeedsInit=*/false);
  if (!VD || !keepsLaneMask(VD))
    return nullptr;
  // Once per variable: 'int Flag = cudaFlagTypo;' is typo-corrected by Clang to the
  // variable being declared, and following such an initializer never ended.
  if (auto It = VariableMaskSources.find(VD); It != VariableMaskSources.end())
    return It->second;
  VariableMaskSources[VD] = nullptr; // recursion guard
  const CallExpr *Source = VD->getInit() ? laneMaskSource(VD->getInit()) : assignedLaneMask(VD);
  VariableMaskSources[VD] = Source;
  return Source;
}

// 'unsigned m; m = __ballot_sync(...);': the lane mask a local declared without a value
// is first given.
const CallExpr *WarpValueFlow::assignedLaneMask(const VarDecl *VD) {
  if (auto It = AssignedLaneMasks.find(VD); It != AssignedLaneMasks.end())
    return It->second;
  AssignedLaneMasks[VD] = nullptr; // recursion guard
  const CallExpr *Source = nullptr;
  if (const LocalWrites *Uses = localWrites(VD))
    if (auto It = Uses->Writes.find(VD); It != Uses->Writes.end())
      for (const Stmt *Write : It->second) {
        const auto *B = dyn_cast<BinaryOperator>(Write);
        if (!Source && B && B->getOpcode() == BO_Assign)
          Source = laneMaskSource(B->getRHS());
      }
  AssignedLaneMasks[VD] = Source;
  return Source;
}

// A lane-mask local stays one while every write is a bit operation on it
// ('m &= m - 1' while iterating over set lanes) or another lane mask.
bool WarpValueFlow::keepsLaneMask(const VarDecl *VD) {
  if (auto It = LaneMaskVariables.find(VD); It != LaneMaskVariables.end())
    return It->second;
  LaneMaskVariables[VD] = false; // variables assigned from each other stay unknown
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
  bool Keeps = FD != nullptr;
  if (const LocalWrites *Uses = localWrites(VD))
    if (auto It = Uses->Writes.find(VD); It != Uses->Writes.end())
      Keeps = std::none_of(It->second.begin(), It->second.end(),
                           [&](const Stmt *Write) { return changesLaneMask(Write, VD); });
  LaneMaskVariables[VD] = Keeps;
  return Keeps;
}

bool WarpValueFlow::changesLaneMask(const Stmt *S, const VarDecl *VD) {
  auto IsVariable = [VD](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == VD;
  };
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    return (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
           IsVariable(U->getSubExpr());
  const auto *B = dyn_cast<BinaryOperator>(S);
  if (!B || !B->isAssignmentOp() || !IsVariable(B->getLHS()))
    return false;
  switch (B->getOpcode()) {
  case BO_AndAssign:
  case BO_OrAssign:
  case BO_XorAssign:
  case BO_ShrAssign:
  case BO_ShlAssign:
    return false;
  case BO_Assign: {
    bool SelfUpdate = containsStmt(B->getRHS(), [&](const Stmt *Node) {
      return isa<Expr>(Node) && IsVariable(cast<Expr>(Node));
    });
    return !SelfUpdate && !laneMaskSource(B->getRHS());
  }
  default:
    return true;
  }
}

} // namespace cu2hip::warp
