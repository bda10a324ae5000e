// CU2HIP-W012: '0xffffffff' given to a *_sync intrinsic. The translator already makes the
// call itself right (the widen_mask transform for HIP >= 6.2, the older_hip form without a
// mask before), so this is a note pointing at the 32-lane thinking around it: the token is
// the rename rule's, and this detector offers no fix-it that could fight over it.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/ExprCXX.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

class FullWarpMaskDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *Call = dyn_cast<CallExpr>(S))
          check(Call, Context, Sink);
      });
  }

private:
  static void check(const CallExpr *Call, ASTContext &Context, DetectorSink &Sink) {
    llvm::StringRef Name = calleeName(Call);
    if (!hasMaskParameter(Name) || Call->getNumArgs() == 0)
      return;
    const Expr *Mask = Call->getArg(0);
    if (isa<CXXDefaultArgExpr>(Mask))
      return; // '__syncwarp()': no mask written
    if (!isFullWarpMask(Mask, Context))
      return;
    Sink.report(DiagnosticKind::FullWarpMaskLiteral, Mask->getBeginLoc(),
                {Name.str(), spelling(Mask, Context)});
  }
};

} // namespace

std::unique_ptr<AstDetector> createFullWarpMaskDetector() {
  return std::make_unique<FullWarpMaskDetector>();
}

} // namespace cu2hip::warp
