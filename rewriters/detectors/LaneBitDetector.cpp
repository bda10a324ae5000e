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

class LaneBitDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    // Outside warp-collective code a 32-bit mask per 32-thread group is a software bitmap
    // that works on any wavefront width.
    CollectiveContext Collectives(Context);
    for (const FunctionDecl *FD : mainFileFunctions(Context)) {
      if (!Collectives.contains(FD))
        continue;
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        const auto *Shift = dyn_cast<BinaryOperator>(S);
        if (!Shift || Shift->getOpcode() != BO_Shl || Shift->getType()->isDependentType() ||
            Context.getTypeSize(Shift->getType()) > 32 ||
            literalValue(Shift->getLHS(), Context) != 1 ||
            Flow.roleOf(Shift->getRHS()) != WarpRole::Lane)
          return;
        Sink.report(DiagnosticKind::LaneBit32, Shift->getOperatorLoc(), {spelling(Shift, Context)});
      });
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaneBitDetector() { return std::make_unique<LaneBitDetector>(); }

} // namespace cu2hip::warp
