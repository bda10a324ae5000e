// CU2HIP-W020: 'cg::tiled_partition<32>(block)'. In CUDA a 32-thread tile is exactly the
// warp, so code often uses it as one; on AMD CDNA the wavefront is 64 lanes and the tile is
// half of it. The tile's own shuffles stay within 32 threads and are correct, so this is a
// note for review, not a fix.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace cu2hip::warp {
namespace {

using namespace clang;

// The explicit template arguments of a reference to cooperative_groups::tiled_partition.
llvm::ArrayRef<TemplateArgumentLoc> tiledPartitionArguments(const Stmt *S) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    const NamedDecl *D = Ref->getDecl();
    if (D->getDeclName().isIdentifier() && D->getName() == "tiled_partition" &&
        D->getQualifiedNameAsString().find("cooperative_groups") != std::string::npos)
      return Ref->template_arguments();
  }
  if (const auto *Lookup = dyn_cast<OverloadExpr>(S))
    if (Lookup->getName().getAsString() == "tiled_partition")
      return Lookup->template_arguments();
  return {};
}

bool isThirtyTwo(const TemplateArgumentLoc &Arg, const ASTContext &Context) {
  const TemplateArgument &A = Arg.getArgument();
  if (A.getKind() == TemplateArgument::Integral)
    return A.getAsIntegral() == 32;
  return A.getKind() == TemplateArgument::Expression &&
         literalValue(Arg.getSourceExpression(), Context) == 32;
}

class TilePartitionDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        llvm::ArrayRef<TemplateArgumentLoc> Args = tiledPartitionArguments(S);
        if (!Args.empty() && isThirtyTwo(Args.front(), Context))
          Sink.report(DiagnosticKind::TilePartition32, Args.front().getLocation());
        // The run-time form, 'tiled_partition(block, 32)'.
        const auto *Call = dyn_cast<CallExpr>(S);
        if (Call && calleeName(Call) == "tiled_partition" && Call->getNumArgs() == 2 &&
            literalValue(Call->getArg(1), Context) == 32)
          Sink.report(DiagnosticKind::TilePartition32, Call->getArg(1)->getBeginLoc());
      });
  }
};

// CU2HIP-W080: 'tiled_partition<8>(tile32)'. HIP's AMD groups define the templated
// partition for a thread_block parent only (5.2 and 6.3), so any other parent fails the AMD
// build; CUDA's header on HIP's NVIDIA platform takes it.
class TilePartitionParentDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        const auto *Call = dyn_cast<CallExpr>(S);
        if (!Call || Call->getNumArgs() != 1 || calleeName(Call) != "tiled_partition")
          return;
        llvm::ArrayRef<TemplateArgumentLoc> Args =
            tiledPartitionArguments(Call->getCallee()->IgnoreImplicit());
        QualType Parent = Call->getArg(0)->getType();
        if (Args.empty() || Parent.isNull() || Parent->isDependentType())
          return;
        const CXXRecordDecl *Record = Parent.getNonReferenceType()->getAsCXXRecordDecl();
        if (!Record || !Record->getDeclName().isIdentifier() || Record->getName() == "thread_block")
          return;
        std::string Size = "N";
        const TemplateArgument &First = Args.front().getArgument();
        if (First.getKind() == TemplateArgument::Integral)
          Size = llvm::toString(First.getAsIntegral(), 10);
        else if (First.getKind() == TemplateArgument::Expression)
          if (auto Value = literalValue(Args.front().getSourceExpression(), Context))
            Size = std::to_string(*Value);
        Sink.report(DiagnosticKind::TilePartitionOfGroup, Call->getBeginLoc(),
                    {Size, Record->getName().str()});
      });
  }
};

} // namespace

std::unique_ptr<AstDetector> createTilePartitionDetector() {
  return std::make_unique<TilePartitionDetector>();
}

std::unique_ptr<AstDetector> createTilePartitionParentDetector() {
  return std::make_unique<TilePartitionParentDetector>();
}

} // namespace cu2hip::warp
