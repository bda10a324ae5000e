// CU2HIP-W045: '__launch_bounds__(maxThreads, minBlocks)'. CUDA's second value is a minimum
// of resident blocks per multiprocessor; HIP keeps the syntax but reads the value as a minimum
// of waves per execution unit, so the same number asks for something else.
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/Attr.h"

namespace cu2hip {
namespace {

using namespace clang;

class LaunchBoundsDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context)) {
      const auto *Bounds = FD->getAttr<CUDALaunchBoundsAttr>();
      if (Bounds && Bounds->getMinBlocks())
        Sink.report(DiagnosticKind::LaunchBoundsMinBlocks, Bounds->getLocation(),
                    {warp::spelling(Bounds->getMinBlocks(), Context)});
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaunchBoundsDetector() {
  return std::make_unique<LaunchBoundsDetector>();
}

} // namespace cu2hip
