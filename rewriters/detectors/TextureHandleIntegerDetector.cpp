// CU2HIP-W062: a texture or surface object used as the integer CUDA makes it. In CUDA,
// cudaTextureObject_t and cudaSurfaceObject_t are 'unsigned long long'; in HIP on AMD they
// are pointers (struct __hip_texture *), so bit operations, arithmetic and casts from other
// integers do not compile there (packing a handle into a uint2, reading it back from a
// texture). IntegerHandleUses.h says which uses.
#include "HazardDetectors.h"
#include "IntegerHandleUses.h"

namespace cu2hip {
namespace {

class TextureHandleIntegerDetector : public AstDetector {
public:
  void run(clang::ASTContext &Context, DetectorSink &Sink) override {
    forEachIntegerHandleUse(
        Context, {"cudaTextureObject_t", "cudaSurfaceObject_t"},
        [&](clang::SourceLocation Loc, llvm::StringRef Handle, std::string How) {
          Sink.report(DiagnosticKind::TextureHandleAsInteger, Loc, {Handle.str(), std::move(How)});
        });
  }
};

} // namespace

std::unique_ptr<AstDetector> createTextureHandleIntegerDetector() {
  return std::make_unique<TextureHandleIntegerDetector>();
}

} // namespace cu2hip
