// CU2HIP-W021: 32 used as the number of lanes next to a warp-wide result, as in
// 'warpTotal / 32' (a warp mean) or '32.0f * v - warpTotal' (v against the warp total).
// After a shuffle tree covers the whole wavefront, the total is over 64 lanes on CDNA and
// the 32 is stale. Whether 32 means the lane count is not provable, so nothing is rewritten.
#include "MainFileWalk.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Expr.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

// The literal 32 of 'x * 32', '32 * x' or 'x / 32', or nullptr.
const Expr *scalingBy32(const Expr *E, const ASTContext &Context) {
  const auto *B = dyn_cast_or_null<BinaryOperator>(stripped(E));
  if (!B)
    return nullptr;
  if (B->getOpcode() == BO_Mul && isLiteral32(B->getLHS(), Context))
    return B->getLHS();
  if ((B->getOpcode() == BO_Mul || B->getOpcode() == BO_Div) && isLiteral32(B->getRHS(), Context))
    return B->getRHS();
  return nullptr;
}

class LaneCountLiteralDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *B = dyn_cast<BinaryOperator>(S))
          check(B, Flow, Sink);
      });
  }

private:
  static void check(const BinaryOperator *B, WarpValueFlow &Flow, DetectorSink &Sink) {
    const ASTContext &Context = Flow.context();
    auto IsWarpWide = [&](const Expr *E) { return Flow.roleOf(E) == WarpRole::WarpValue; };
    // 'warpTotal / 32'
    if (B->getOpcode() == BO_Div && isLiteral32(B->getRHS(), Context) && IsWarpWide(B->getLHS())) {
      Sink.report(DiagnosticKind::LaneCountLiteral, B->getRHS()->getBeginLoc(),
                  {spelling(B, Context)});
      return;
    }
    // '32.0f * v - warpTotal'
    if (!B->isAdditiveOp())
      return;
    for (auto [Scaled, Other] :
         {std::pair(B->getLHS(), B->getRHS()), std::pair(B->getRHS(), B->getLHS())})
      if (const Expr *ThirtyTwo = scalingBy32(Scaled, Context); ThirtyTwo && IsWarpWide(Other)) {
        Sink.report(DiagnosticKind::LaneCountLiteral, ThirtyTwo->getBeginLoc(),
                    {spelling(stripped(Scaled), Context)});
        return;
      }
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaneCountLiteralDetector() {
  return std::make_unique<LaneCountLiteralDetector>();
}

} // namespace cu2hip::warp
