// CU2HIP-W041: a kernel launched from device code (CUDA dynamic parallelism): a <<<...>>>
// launch, or the device runtime's launch functions, inside a __global__ or __device__ body.
// HIP has no device-side launch. (Clang parses such launches only with -fgpu-rdc, as nvcc
// needs -rdc=true: without it the file does not parse and nothing is reported here.)
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace cu2hip {
namespace {

using namespace clang;

// Functions compiled only for the device; '__host__ __device__' bodies usually guard their
// launches with __CUDA_ARCH__ tests this detector cannot see through, so they are left out.
bool isDeviceOnly(const FunctionDecl *FD) {
  return FD->hasAttr<CUDAGlobalAttr>() ||
         (FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAHostAttr>());
}

// The device runtime's launch entry points (cuda_device_runtime_api.h).
bool isDeviceLaunchFunction(const FunctionDecl *Callee, const SourceManager &SM) {
  if (!Callee || !Callee->getDeclName().isIdentifier() ||
      SM.isWrittenInMainFile(SM.getExpansionLoc(Callee->getLocation())))
    return false;
  StringRef Name = Callee->getName();
  return Name == "cudaLaunchDevice" || Name == "cudaLaunchDevice_v2" ||
         Name == "cudaLaunchKernel" || Name == "cudaLaunchKernelEx" ||
         Name == "cudaLaunchCooperativeKernel";
}

std::string launchedKernel(const CUDAKernelCallExpr *Launch, const ASTContext &Context) {
  if (const FunctionDecl *Kernel = Launch->getDirectCallee())
    return Kernel->getNameAsString() + "<<<...>>>";
  return warp::spelling(Launch->getCallee(), Context) + "<<<...>>>";
}

class DynamicParallelismDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    const SourceManager &SM = Context.getSourceManager();
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context)) {
      if (!isDeviceOnly(FD))
        continue;
      // On the device side a <<<...>>> launch carries an implicit cudaLaunchDevice call
      // (its configuration): one launch, reported once.
      std::set<const Stmt *> LaunchConfigs;
      warp::forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *Launch = dyn_cast<CUDAKernelCallExpr>(S)) {
          LaunchConfigs.insert(Launch->getConfig());
          Sink.report(DiagnosticKind::DynamicParallelism, Launch->getBeginLoc(),
                      {launchedKernel(Launch, Context)});
        } else if (const auto *Call = dyn_cast<CallExpr>(S);
                   Call && !LaunchConfigs.count(Call) &&
                   isDeviceLaunchFunction(Call->getDirectCallee(), SM))
          Sink.report(DiagnosticKind::DynamicParallelism, Call->getBeginLoc(),
                      {Call->getDirectCallee()->getNameAsString()});
      });
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createDynamicParallelismDetector() {
  return std::make_unique<DynamicParallelismDetector>();
}

} // namespace cu2hip
