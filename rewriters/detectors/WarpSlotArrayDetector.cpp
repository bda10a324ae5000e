// CU2HIP-W016: '__shared__ T sums[32]' indexed by a warp index. The array is still large
// enough on AMD: a block has at most 1024 threads, which is 16 wave64 or 32 wave32
// wavefronts. What changes is how many slots get written, so the note points at the code
// that reads the slots back; nothing is rewritten.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/TypeLoc.h"

#include <set>

namespace cu2hip::warp {
namespace {

using namespace clang;

bool isSharedWarpSlotArray(const VarDecl *VD, const ASTContext &Context) {
  const auto *Array = Context.getAsConstantArrayType(VD->getType());
  return VD->hasAttr<CUDASharedAttr>() && Array && Array->getSize() == 32;
}

// Where the size is written ('[32]'), or the declaration when the type hides it.
SourceLocation sizeLocation(const VarDecl *VD) {
  if (const TypeSourceInfo *TSI = VD->getTypeSourceInfo())
    if (auto Array = TSI->getTypeLoc().getAs<ArrayTypeLoc>(); Array && Array.getSizeExpr())
      return Array.getSizeExpr()->getBeginLoc();
  return VD->getLocation();
}

class WarpSlotArrayDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    CollectiveContext Collectives(Context);
    for (const FunctionDecl *FD : mainFileFunctions(Context)) {
      if (!Collectives.contains(FD))
        continue;
      std::set<const VarDecl *> Reported;
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        const auto *Subscript = dyn_cast<ArraySubscriptExpr>(S);
        const auto *Base =
            Subscript ? dyn_cast<DeclRefExpr>(stripped(Subscript->getBase())) : nullptr;
        const auto *VD = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
        if (!VD || !isSharedWarpSlotArray(VD, Context) ||
            Flow.roleOf(Subscript->getIdx()) != WarpRole::WarpIndex || !Reported.insert(VD).second)
          return;
        Sink.report(DiagnosticKind::WarpSlotArray, sizeLocation(VD), {VD->getNameAsString()});
      });
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createWarpSlotArrayDetector() {
  return std::make_unique<WarpSlotArrayDetector>();
}

} // namespace cu2hip::warp
