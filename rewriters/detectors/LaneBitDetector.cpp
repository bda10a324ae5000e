// CU2HIP-W015: '1u << lane' / '1 << laneId' lane bits in 32 bits. With lanes 32-63 the shift
// count reaches the width of the type, which is undefined; the mask built from it cannot
// name the upper half of a 64-wide wavefront. Reported, not fixed: a 64-bit bit only helps
// if every mask it meets is 64 bits too, which the detector cannot prove.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Expr.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

// Whether the lane index is counted in warpSize units ('threadIdx.x % warpSize', directly
// or through stable locals): then a bitmap of lanes has warpSize bits, 64 on AMD.
bool countsInWarpSize(const Expr *E, WarpValueFlow &Flow, int Depth = 0) {
  if (!E || Depth > 8)
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (Ref->getDecl()->getName() == "warpSize")
      return true;
    if (const VarDecl *Local = Flow.stableLocal(E))
      return countsInWarpSize(Local->getInit(), Flow, Depth + 1);
    return false;
  }
  for (const Stmt *Child : E->children())
    if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child);
        ChildExpr && countsInWarpSize(ChildExpr, Flow, Depth + 1))
      return true;
  return false;
}

class LaneBitDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    // Outside warp-collective code a 32-bit mask per 32-thread group is a software bitmap
    // that works on any wavefront width, unless its lanes are counted in warpSize units:
    // then the group has 64 lanes on AMD (found running warp64_lane_bit with 64 lanes).
    CollectiveContext Collectives(Context);
    for (const FunctionDecl *FD : mainFileFunctions(Context)) {
      const bool InCollectiveCode = Collectives.contains(FD);
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        const auto *Shift = dyn_cast<BinaryOperator>(S);
        if (!Shift || Shift->getOpcode() != BO_Shl || Shift->getType()->isDependentType() ||
            Context.getTypeSize(Shift->getType()) > 32 ||
            literalValue(Shift->getLHS(), Context) != 1 ||
            Flow.roleOf(Shift->getRHS()) != WarpRole::Lane)
          return;
        if (!InCollectiveCode && !countsInWarpSize(Shift->getRHS(), Flow))
          return;
        Sink.report(DiagnosticKind::LaneBit32, Shift->getOperatorLoc(), {spelling(Shift, Context)});
      });
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaneBitDetector() { return std::make_unique<LaneBitDetector>(); }

} // namespace cu2hip::warp
