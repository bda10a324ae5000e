// CU2HIP-W019: 'warpSize' where C++ needs a constant: template arguments, array bounds,
// static_assert, constexpr initializers, case labels, enumerators, 'if constexpr'. Clang's
// CUDA headers declare warpSize as 'const int = 32', and HIP before ROCm 7.0 as constexpr,
// so this compiles today; since ROCm 7.0 HIP's warpSize is a run-time value (64 on CDNA, 32
// on RDNA) and every such use is a compile error. There is no one-token fix.
#include "MainFileWalk.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace cu2hip::warp {
namespace {

using namespace clang;

class ConstantContextVisitor : public RecursiveASTVisitor<ConstantContextVisitor> {
public:
  explicit ConstantContextVisitor(DetectorSink &Sink) : Sink(Sink) {}

  bool VisitVarDecl(VarDecl *VD) {
    if (VD->isConstexpr())
      reportIn(VD->getInit(), "constexpr initializer");
    return true;
  }
  bool VisitStaticAssertDecl(StaticAssertDecl *D) {
    reportIn(D->getAssertExpr(), "static_assert");
    return true;
  }
  bool VisitArrayTypeLoc(ArrayTypeLoc TL) {
    reportIn(TL.getSizeExpr(), "array bound");
    return true;
  }
  bool VisitCaseStmt(CaseStmt *S) {
    reportIn(S->getLHS(), "case label");
    return true;
  }
  bool VisitEnumConstantDecl(EnumConstantDecl *D) {
    reportIn(D->getInitExpr(), "enumerator");
    return true;
  }
  bool VisitIfStmt(IfStmt *S) {
    if (S->isConstexpr())
      reportIn(S->getCond(), "if constexpr");
    return true;
  }
  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &Arg) {
    if (Arg.getArgument().getKind() == TemplateArgument::Expression)
      reportIn(Arg.getSourceExpression(), "template argument");
    return RecursiveASTVisitor::TraverseTemplateArgumentLoc(Arg);
  }

private:
  void reportIn(const Expr *E, const char *Context) {
    forEachStmt(E, [&](const Stmt *S) {
      const auto *Ref = dyn_cast<DeclRefExpr>(S);
      // One finding per use even when two contexts hold it ('T a[W]' in a constexpr).
      if (Ref && isWarpSize(Ref) && Reported.insert(Ref->getLocation()).second)
        Sink.report(DiagnosticKind::WarpSizeAsConstant, Ref->getLocation(), {Context});
    });
  }

  DetectorSink &Sink;
  std::set<SourceLocation> Reported;
};

class ConstexprWarpSizeDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    const SourceManager &SM = Context.getSourceManager();
    ConstantContextVisitor Visitor(Sink);
    for (Decl *D : Context.getTranslationUnitDecl()->decls())
      if (SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())))
        Visitor.TraverseDecl(D);
  }
};

} // namespace

std::unique_ptr<AstDetector> createConstexprWarpSizeDetector() {
  return std::make_unique<ConstexprWarpSizeDetector>();
}

} // namespace cu2hip::warp
