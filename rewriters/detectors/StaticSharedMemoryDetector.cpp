// CU2HIP-W046: a kernel whose static __shared__ memory adds up to more than the 64 KiB of
// LDS a workgroup has on gfx90a/gfx94x. Counted: __shared__ variables of constant size
// declared in the kernel, and file-scope ones it names. Not counted (unknown here): shared
// memory of the device functions it calls, sizes that depend on template parameters, and
// dynamic (extern) shared memory.
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"

#include <set>

namespace cu2hip {
namespace {

using namespace clang;

constexpr uint64_t LdsBytesPerWorkgroup = 64 * 1024;

// The size of a __shared__ variable, or 0 when it is not static shared memory of known size.
uint64_t staticSharedBytes(const VarDecl *Var, const ASTContext &Context) {
  if (!Var || !Var->hasAttr<CUDASharedAttr>() || Var->hasExternalStorage())
    return 0;
  QualType Type = Var->getType();
  if (Type->isDependentType() || Type->isIncompleteType())
    return 0;
  return Context.getTypeSizeInChars(Type).getQuantity();
}

class StaticSharedMemoryDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context)) {
      if (!FD->hasAttr<CUDAGlobalAttr>())
        continue;
      std::set<const VarDecl *> Counted;
      uint64_t Bytes = 0;
      auto Count = [&](const VarDecl *Var) {
        uint64_t Size = staticSharedBytes(Var, Context);
        if (Size && Counted.insert(Var).second)
          Bytes += Size;
      };
      warp::forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *Decls = dyn_cast<DeclStmt>(S))
          for (const Decl *D : Decls->decls())
            Count(dyn_cast<VarDecl>(D));
        else if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
          Count(dyn_cast<VarDecl>(Ref->getDecl()));
      });
      if (Bytes > LdsBytesPerWorkgroup)
        Sink.report(DiagnosticKind::SharedMemoryOverLds, FD->getLocation(),
                    {FD->getNameAsString(), std::to_string(Bytes)});
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createStaticSharedMemoryDetector() {
  return std::make_unique<StaticSharedMemoryDetector>();
}

} // namespace cu2hip
