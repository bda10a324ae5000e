// CU2HIP-W011: shuffle trees sized for 32 lanes. 'for (int off = 16; off > 0; off /= 2)'
// around '__shfl_down_sync(..., off)' reduces lanes 0-31 only; on a 64-wide wavefront lane 0
// never sees lanes 32-63. Starting at warpSize / 2 is the same tree on 32 lanes and the
// whole wavefront on 64, so the fix is exact. Ascending loops ('d < 32', scans and
// butterflies) are the same hazard; an unrolled tree ('..., 16)') is reported, not fixed.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

enum class Step { None, Halves, Doubles };

bool isVariable(const Expr *E, const VarDecl *VD) {
  const auto *Ref = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return Ref && Ref->getDecl() == VD;
}

// 'off /= 2', 'off >>= 1', 'off = off / 2', 'off = off >> 1' and the doubling forms.
Step stepOf(const Expr *Inc, const VarDecl *VD, const ASTContext &Context) {
  const auto *B = dyn_cast_or_null<BinaryOperator>(Inc ? Inc->IgnoreParenImpCasts() : nullptr);
  if (!B || !isVariable(B->getLHS(), VD))
    return Step::None;
  BinaryOperatorKind Op;
  const Expr *Amount;
  if (B->getOpcode() == BO_Assign) {
    const auto *Rhs = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
    if (!Rhs || !isVariable(Rhs->getLHS(), VD))
      return Step::None;
    Op = Rhs->getOpcode();
    Amount = Rhs->getRHS();
  } else if (B->isCompoundAssignmentOp()) {
    Op = BinaryOperator::getOpForCompoundAssignment(B->getOpcode());
    Amount = B->getRHS();
  } else {
    return Step::None;
  }
  std::optional<int64_t> N = literalValue(Amount, Context);
  if ((Op == BO_Div && N == 2) || (Op == BO_Shr && N == 1))
    return Step::Halves;
  if ((Op == BO_Mul && N == 2) || (Op == BO_Shl && N == 1))
    return Step::Doubles;
  return Step::None;
}

// A whole-warp shuffle (no explicit sub-warp width) whose lane argument uses VD.
bool shufflesBy(const Stmt *Body, const VarDecl *VD) {
  return containsStmt(Body, [VD](const Stmt *S) {
    const auto *Call = dyn_cast<CallExpr>(S);
    if (!Call || !isShuffle(calleeName(Call)))
      return false;
    const Expr *Width = shuffleWidth(Call);
    if (Width && !isWarpSize(Width))
      return false;
    return containsStmt(shuffleLaneArgument(Call), [VD](const Stmt *N) {
      return isa<Expr>(N) && isVariable(cast<Expr>(N), VD);
    });
  });
}

class ShuffleTreeDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *For = dyn_cast<ForStmt>(S))
          checkLoop(For, Context, Sink);
        else if (const auto *Call = dyn_cast<CallExpr>(S))
          checkUnrolledStep(Call, Context, Sink);
      });
  }

private:
  // The loop variable and its first value: 'int off = 16' or 'off = 16'.
  static std::pair<const VarDecl *, const Expr *> loopStart(const ForStmt *For) {
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit()); DS && DS->isSingleDecl())
      if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()); VD && VD->getInit())
        return {VD, VD->getInit()};
    const auto *Assign = dyn_cast_or_null<BinaryOperator>(For->getInit());
    if (Assign && Assign->getOpcode() == BO_Assign)
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(Ref->getDecl()))
          return {VD, Assign->getRHS()};
    return {nullptr, nullptr};
  }

  static void checkLoop(const ForStmt *For, ASTContext &Context, DetectorSink &Sink) {
    auto [VD, Start] = loopStart(For);
    if (!VD || !shufflesBy(For->getBody(), VD))
      return;
    Step Direction = stepOf(For->getInc(), VD, Context);
    std::optional<int64_t> First = literalValue(Start, Context);
    if (Direction == Step::Halves && First == 16) {
      report(Sink, Context, Start, "warpSize / 2", "reduction loop starting at offset 16");
      return;
    }
    if (Direction != Step::Doubles || First != 1)
      return;
    // Ascending: 'd < 32' or 'd <= 16'.
    const auto *Cond = dyn_cast_or_null<BinaryOperator>(stripped(For->getCond()));
    if (!Cond || !isVariable(Cond->getLHS(), VD))
      return;
    std::optional<int64_t> Bound = literalValue(Cond->getRHS(), Context);
    if (Cond->getOpcode() == BO_LT && Bound == 32)
      report(Sink, Context, Cond->getRHS(), "warpSize",
             "loop bounded by '" + spelling(Cond, Context) + "'");
    else if (Cond->getOpcode() == BO_LE && Bound == 16)
      report(Sink, Context, Cond->getRHS(), "warpSize / 2",
             "loop bounded by '" + spelling(Cond, Context) + "'");
  }

  static void report(DetectorSink &Sink, ASTContext &Context, const Expr *Constant,
                     std::string Replacement, std::string What) {
    std::vector<FixIt> Fixes;
    if (auto Fix = Sink.replaceTokens(Constant->getSourceRange(), std::move(Replacement),
                                      Context.getLangOpts()))
      Fixes.push_back(*Fix);
    Sink.report(DiagnosticKind::ShuffleTreeOf32, Constant->getBeginLoc(), {std::move(What)},
                std::move(Fixes));
  }

  // '__shfl_down_sync(mask, v, 16)': the first step of a hand-unrolled 32-lane tree. The
  // missing step for offset 32 cannot be written in safely, so this is reported only.
  static void checkUnrolledStep(const CallExpr *Call, ASTContext &Context, DetectorSink &Sink) {
    llvm::StringRef Name = calleeName(Call);
    // A plain '__shfl(v, 16)' reads lane 16: a broadcast, not a tree step.
    if (!isShuffle(Name) || Name == "__shfl_sync" || Name == "__shfl" || shuffleWidth(Call) ||
        literalValue(shuffleLaneArgument(Call), Context) != 16)
      return;
    const Expr *Offset = shuffleLaneArgument(Call);
    Sink.report(
        DiagnosticKind::ShuffleTreeOf32, Offset->getBeginLoc(),
        {"step '" + Name.str() + "(..., " + spelling(Offset, Context) + ")' (an unrolled tree)"});
  }
};

} // namespace

std::unique_ptr<AstDetector> createShuffleTreeDetector() {
  return std::make_unique<ShuffleTreeDetector>();
}

} // namespace cu2hip::warp
