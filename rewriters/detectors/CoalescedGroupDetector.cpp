// CU2HIP-W078: 'cg::coalesced_threads()'. The group is the set of threads active together
// in the hardware unit, a 32-lane warp in CUDA and a 64-lane wavefront on AMD, so the same
// branch gives a group that spans what CUDA splits into two warps. Reported at the call;
// there is no rewrite that keeps the meaning without knowing what the group stands for.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

bool isCoalescedThreadsCall(const CallExpr *Call) {
  if (calleeName(Call) != "coalesced_threads")
    return false;
  const FunctionDecl *Callee = Call->getDirectCallee();
  return !Callee ||
         Callee->getQualifiedNameAsString().find("cooperative_groups") != std::string::npos;
}

class CoalescedGroupDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *Call = dyn_cast<CallExpr>(S); Call && isCoalescedThreadsCall(Call))
          Sink.report(DiagnosticKind::CoalescedGroupWidth, Call->getBeginLoc());
      });
  }
};

} // namespace

std::unique_ptr<AstDetector> createCoalescedGroupDetector() {
  return std::make_unique<CoalescedGroupDetector>();
}

} // namespace cu2hip::warp
