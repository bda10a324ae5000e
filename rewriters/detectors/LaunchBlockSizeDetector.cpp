// CU2HIP-W023: a kernel that works on warp lanes, launched with a constant block size that
// is not a multiple of 64 ('k<<<g, 32>>>', 'dim3(16, 2)', cudaLaunchKernel(k, g, 96, ...)).
// An AMD CDNA block runs as 64-lane wavefronts, so the last wavefront of such a block has
// inactive lanes; a kernel that shuffles, votes or computes lane indices may read them or
// count them. Kernels that never touch lanes are left alone: for them the block size only
// costs occupancy, which a profiler measures better than a source scan.
// CU2HIP-W079: such a kernel that passes the full-warp mask to a *_sync vote, match or
// shuffle fails at run time on AMD with HIP 6.2 and later, not only reads idle lanes: the
// widened 64-lane mask names lanes the last wavefront does not have, and HIP checks the
// mask against the lanes that call (a device assertion; '__all_sync' is then false). The
// finding names the collective; FileTranslator keeps it only where the target HIP keeps
// the mask (older HIP drops it: see the mapping entries' older_hip forms).
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseSet.h"

#include <string>

namespace cu2hip::warp {
namespace {

using namespace clang;

constexpr int64_t WavefrontLanes = 64; // gfx90a / gfx94x

struct KernelLaunch {
  const FunctionDecl *Kernel = nullptr;
  const Expr *Block = nullptr;
};

const FunctionDecl *functionNamedBy(const Expr *E) {
  E = stripped(E);
  if (const auto *AddressOf = dyn_cast_or_null<UnaryOperator>(E);
      AddressOf && AddressOf->getOpcode() == UO_AddrOf)
    E = stripped(AddressOf->getSubExpr());
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(E);
  return Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
}

// 'k<<<grid, block>>>(...)', and the runtime calls that take the kernel and then grid and
// block dimensions as their first three arguments.
std::optional<KernelLaunch> launchAt(const Stmt *S) {
  if (const auto *Chevrons = dyn_cast<CUDAKernelCallExpr>(S)) {
    const CallExpr *Config = Chevrons->getConfig();
    if (!Config || Config->getNumArgs() < 2)
      return std::nullopt;
    return KernelLaunch{Chevrons->getDirectCallee(), Config->getArg(1)};
  }
  const auto *Call = dyn_cast<CallExpr>(S);
  llvm::StringRef Name = Call ? calleeName(Call) : "";
  if ((Name != "cudaLaunchKernel" && Name != "cudaLaunchCooperativeKernel") ||
      Call->getNumArgs() < 3)
    return std::nullopt;
  return KernelLaunch{functionNamedBy(Call->getArg(0)), Call->getArg(2)};
}

bool isDim3(QualType T) {
  const auto *Record = T->getAsCXXRecordDecl();
  return Record && Record->getDeclName().isIdentifier() && Record->getName() == "dim3";
}

// The number of threads a block expression asks for, when it is a compile-time constant:
// an integer constant, 'dim3(x, y, z)' of constants (missing ones are 1), or a dim3 local
// or constant initialized that way and never changed.
class BlockSizeEvaluator {
public:
  explicit BlockSizeEvaluator(WarpValueFlow &Flow) : Flow(Flow) {}

  std::optional<int64_t> threads(const Expr *E, unsigned Depth = 0) {
    E = E ? E->IgnoreImplicit()->IgnoreParens() : nullptr;
    if (!E || Depth > 4 || E->isValueDependent() || E->isTypeDependent())
      return std::nullopt;
    if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
      return threads(Cast->getSubExpr(), Depth + 1);
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
      return constructed(Construct, Depth);
    if (E->getType()->isIntegerType())
      return literalValue(E, Flow.context());
    if (!isDim3(E->getType()))
      return std::nullopt;
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (VD && (Flow.stableLocal(E) || VD->isConstexpr() ||
               (VD->getType().isConstQualified() && !VD->hasLocalStorage())))
      return threads(VD->getInit(), Depth + 1);
    return std::nullopt;
  }

private:
  std::optional<int64_t> constructed(const CXXConstructExpr *Construct, unsigned Depth) {
    if (!isDim3(Construct->getType()))
      return std::nullopt;
    if (Construct->getNumArgs() == 1 && isDim3(Construct->getArg(0)->getType()))
      return threads(Construct->getArg(0), Depth + 1); // a copy of another dim3
    int64_t Product = 1;
    for (const Expr *Dimension : Construct->arguments()) {
      std::optional<int64_t> Value = threads(Dimension, Depth + 1);
      if (!Value)
        return std::nullopt;
      Product *= *Value;
    }
    return Product;
  }

  WarpValueFlow &Flow;
};

class LaunchBlockSizeDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    CollectiveContext Collectives(Context);
    BlockSizeEvaluator Evaluate(Flow);
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      forEachStmt(FD->getBody(), [&](const Stmt *S) {
        std::optional<KernelLaunch> Launch = launchAt(S);
        const FunctionDecl *Kernel = Launch ? definition(Launch->Kernel) : nullptr;
        std::optional<int64_t> Threads = Kernel ? Evaluate.threads(Launch->Block) : std::nullopt;
        if (!Threads || *Threads <= 0 || *Threads % WavefrontLanes == 0 ||
            !worksOnLanes(Kernel, Flow, Collectives))
          return;
        std::string Missing = std::to_string(*Threads % WavefrontLanes);
        Sink.report(DiagnosticKind::BlockSizeNotWavefrontMultiple, Launch->Block->getBeginLoc(),
                    {Kernel->getNameAsString(), std::to_string(*Threads), Missing});
        llvm::DenseSet<const FunctionDecl *> Seen;
        if (const CallExpr *Checked = fullMaskCollective(Kernel, Context, Seen, 0))
          Sink.report(DiagnosticKind::PartialWavefrontFullMask, Launch->Block->getBeginLoc(),
                      {Kernel->getNameAsString(), calleeName(Checked).str(),
                       std::to_string(*Threads), Missing});
      });
  }

private:
  // The kernel's written definition (the pattern of a template), when this file has it.
  static const FunctionDecl *definition(const FunctionDecl *Kernel) {
    if (!Kernel)
      return nullptr;
    if (const FunctionDecl *Pattern = Kernel->getTemplateInstantiationPattern())
      Kernel = Pattern;
    const FunctionDecl *Def = Kernel->getDefinition();
    return Def && Def->doesThisDeclarationHaveABody() ? Def : nullptr;
  }

  // The first call in FD, or in a function it calls, of a collective whose HIP form checks
  // its mask against the calling lanes, given a mask with all 32 low bits set (the full
  // warp, which the translation widens to all 64 lanes).
  static const CallExpr *fullMaskCollective(const FunctionDecl *FD, ASTContext &Context,
                                            llvm::DenseSet<const FunctionDecl *> &Seen,
                                            unsigned Depth) {
    if (!FD || Depth > 4 || !Seen.insert(FD).second)
      return nullptr;
    const CallExpr *Found = nullptr;
    containsStmt(FD->getBody(), [&](const Stmt *S) {
      const auto *Call = dyn_cast<CallExpr>(S);
      if (!Call || !checksMaskAgainstActiveLanes(calleeName(Call)) || Call->getNumArgs() == 0)
        return false;
      if (!isFullWarpMask(Call->getArg(0), Context))
        return false;
      Found = Call;
      return true;
    });
    for (const FunctionDecl *Callee :
         Found ? std::vector<const FunctionDecl *>{} : calledDefinitions(FD))
      if ((Found = fullMaskCollective(Callee, Context, Seen, Depth + 1)))
        break;
    return Found;
  }

  // A warp collective (itself or in a function it calls), or a lane index computed from the
  // thread index ('threadIdx.x % 32', '& 31', '% warpSize', a one-line laneId() helper).
  static bool worksOnLanes(const FunctionDecl *Kernel, WarpValueFlow &Flow,
                           CollectiveContext &Collectives) {
    // Not CollectiveContext::contains: that also holds for functions called next to a
    // collective, and the host function launching a warp-level kernel calls every kernel.
    if (Collectives.usesCollective(Kernel->getBody()))
      return true;
    return containsStmt(Kernel->getBody(), [&](const Stmt *S) {
      return (isa<BinaryOperator>(S) || isa<CallExpr>(S)) &&
             Flow.roleOf(cast<Expr>(S)) == WarpRole::Lane;
    });
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaunchBlockSizeDetector() {
  return std::make_unique<LaunchBlockSizeDetector>();
}

} // namespace cu2hip::warp
