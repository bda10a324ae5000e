// CU2HIP-W024: warp-synchronous code without a barrier. The classic last-warp reduction,
// 'if (tid < 32) { volatile float *s = sdata; s[tid] += s[tid + 32]; s[tid] += s[tid + 16];
// ... }' (or a loop over the offsets, or a helper taking a volatile pointer), counts on 32
// threads running in lock-step. NVIDIA Volta+ schedules them independently, and on a 64-lane
// AMD wavefront the 32 threads are half a wavefront. Reported at the first read of another
// thread's slot in a region that also writes the slots and has no barrier.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

#include <set>

namespace cu2hip::warp {
namespace {

using namespace clang;

bool isBarrier(const Stmt *S) {
  const auto *Call = dyn_cast<CallExpr>(S);
  llvm::StringRef Name = Call ? calleeName(Call) : "";
  // 'sync' is cooperative groups' group.sync() and cg::sync(group).
  return Name.starts_with("__syncthreads") || Name == "__syncwarp" || Name == "sync";
}

bool isVolatilePointer(QualType T) {
  return T->isPointerType() && T->getPointeeType().isVolatileQualified();
}

// Memory other threads of the block see through this variable: a __shared__ array, a local
// pointer initialized from one, or a pointer to volatile (the lock-step idiom's marker).
bool isSharedSlots(const VarDecl *VD) {
  if (VD->hasAttr<CUDASharedAttr>() || isVolatilePointer(VD->getType()))
    return true;
  if (!VD->getType()->isPointerType() || !VD->hasLocalStorage() || !VD->getInit())
    return false;
  return containsStmt(VD->getInit(), [](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    const auto *Target = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Target && Target->hasAttr<CUDASharedAttr>();
  });
}

const VarDecl *slotsOf(const ArraySubscriptExpr *Subscript) {
  const auto *Ref = dyn_cast<DeclRefExpr>(stripped(Subscript->getBase()));
  const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return VD && isSharedSlots(VD) ? VD : nullptr;
}

// Whether two index expressions name the same thread's slot: the same variable, or the
// same thread-index builtin.
bool sameIndex(const Expr *A, const Expr *B, WarpValueFlow &Flow) {
  const auto *RefA = dyn_cast<DeclRefExpr>(stripped(A));
  const auto *RefB = dyn_cast<DeclRefExpr>(stripped(B));
  if (RefA || RefB)
    return RefA && RefB && RefA->getDecl() == RefB->getDecl();
  return Flow.roleOf(A) == WarpRole::ThreadIndex && builtinVariable(A) == "threadIdx" &&
         spelling(A, Flow.context()) == spelling(B, Flow.context());
}

struct SlotWrite {
  const VarDecl *Slots;
  const Expr *Index;
};

class RegionChecker {
public:
  RegionChecker(WarpValueFlow &Flow, DetectorSink &Sink) : Flow(Flow), Sink(Sink) {}

  // Region: the code that runs without a barrier. Where: how it was found, for the message.
  void check(const Stmt *Region, const std::string &Where) {
    if (!Region || containsStmt(Region, isBarrier))
      return;
    std::vector<SlotWrite> Writes;
    std::set<const Expr *> Written;
    forEachStmt(Region, [&](const Stmt *S) {
      const auto *Assign = dyn_cast<BinaryOperator>(S);
      const auto *Target = Assign && Assign->isAssignmentOp()
                               ? dyn_cast<ArraySubscriptExpr>(stripped(Assign->getLHS()))
                               : nullptr;
      if (const VarDecl *Slots = Target ? slotsOf(Target) : nullptr) {
        Writes.push_back({Slots, Target->getIdx()});
        Written.insert(Target);
      }
    });
    const ArraySubscriptExpr *FirstRead = nullptr;
    forEachStmt(Region, [&](const Stmt *S) {
      const auto *Read = dyn_cast<ArraySubscriptExpr>(S);
      if (!FirstRead && Read && !Written.count(Read) && readsNeighbour(Read, Writes))
        FirstRead = Read;
    });
    if (FirstRead)
      Sink.report(DiagnosticKind::ImplicitWarpSynchronous, FirstRead->getBeginLoc(),
                  {spelling(FirstRead, Flow.context()), Where});
  }

private:
  // 'slots[i + offset]' (or 'slots[offset + i]') where the region writes 'slots[i]'.
  bool readsNeighbour(const ArraySubscriptExpr *Read, const std::vector<SlotWrite> &Writes) {
    const VarDecl *Slots = slotsOf(Read);
    const auto *Sum = dyn_cast<BinaryOperator>(stripped(Read->getIdx()));
    if (!Slots || !Sum || Sum->getOpcode() != BO_Add)
      return false;
    for (const SlotWrite &W : Writes)
      if (W.Slots == Slots &&
          (sameIndex(Sum->getLHS(), W.Index, Flow) || sameIndex(Sum->getRHS(), W.Index, Flow)))
        return true;
    return false;
  }

  WarpValueFlow &Flow;
  DetectorSink &Sink;
};

// 'if (tid < 32)' / 'if (threadIdx.x < warpSize)': the first warp, on its own.
bool isFirstWarpGuard(const IfStmt *If, WarpValueFlow &Flow) {
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(stripped(If->getCond()));
  return Cond && Cond->getOpcode() == BO_LT &&
         Flow.roleOf(Cond->getLHS()) == WarpRole::ThreadIndex &&
         (literalValue(Cond->getRHS(), Flow.context()) == 32 || isWarpSize(Cond->getRHS()));
}

bool takesVolatilePointer(const FunctionDecl *FD) {
  for (const ParmVarDecl *Param : FD->parameters())
    if (isVolatilePointer(Param->getType()))
      return true;
  return false;
}

class ImplicitWarpSyncDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    RegionChecker Check(Flow, Sink);
    for (const FunctionDecl *FD : mainFileFunctions(Context)) {
      // A 'warpReduce(volatile float *s, int tid)' helper is called from such a guard; the
      // guard is at the call site, the lock-step assumption in the whole body.
      if (takesVolatilePointer(FD)) {
        Check.check(FD->getBody(), "");
        continue;
      }
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *If = dyn_cast<IfStmt>(S); If && isFirstWarpGuard(If, Flow))
          Check.check(If->getThen(),
                      " inside 'if (" + spelling(If->getCond(), Flow.context()) + ")'");
      });
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createImplicitWarpSyncDetector() {
  return std::make_unique<ImplicitWarpSyncDetector>();
}

} // namespace cu2hip::warp
