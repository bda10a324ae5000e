// CU2HIP-W075: a driver-API device address used as the integer CUDA makes it. CUdeviceptr is
// an unsigned long long in CUDA and becomes hipDeviceptr_t, which is 'void *' in HIP on AMD
// (and CUDA's integer on HIP's NVIDIA platform): 'base + offset', bit masks and conversions to
// other integers compile on NVIDIA and not on AMD. IntegerHandleUses.h says which uses.
#include "HazardDetectors.h"
#include "IntegerHandleUses.h"

namespace cu2hip {
namespace {

class DevicePointerIntegerDetector : public AstDetector {
public:
  void run(clang::ASTContext &Context, DetectorSink &Sink) override {
    forEachIntegerHandleUse(
        Context, {"CUdeviceptr", "CUdeviceptr_v2"},
        [&](clang::SourceLocation Loc, llvm::StringRef Handle, std::string How) {
          Sink.report(DiagnosticKind::DevicePointerAsInteger, Loc, {Handle.str(), std::move(How)});
        });
  }
};

} // namespace

std::unique_ptr<AstDetector> createDevicePointerIntegerDetector() {
  return std::make_unique<DevicePointerIntegerDetector>();
}

} // namespace cu2hip
