// CU2HIP-W044: reads of cudaDeviceProp fields whose value means something else on AMD
// (warp size 64, 64 KiB of LDS per workgroup, registers per 64-lane wavefront). The AST
// tells the CUDA struct from a program's own struct with a field of the same name.
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <array>

namespace cu2hip {
namespace {

using namespace clang;

struct FieldDifference {
  std::string_view Field, OnAmd;
};

constexpr std::array<FieldDifference, 7> Differences = {{
    {"warpSize", "64 on CDNA GPUs (gfx90a/gfx94x), so code sized for 32 lanes is wrong"},
    {"sharedMemPerBlock", "the 64 KiB of LDS a workgroup can use on gfx90a/gfx94x"},
    {"sharedMemPerBlockOptin", "AMD has no opt-in beyond the 64 KiB of LDS per workgroup"},
    {"sharedMemPerMultiprocessor", "the LDS of one compute unit, not an SM's shared/L1 split"},
    {"maxThreadsPerBlock", "1024 threads are 16 wavefronts of 64 lanes, not 32 warps"},
    {"regsPerBlock", "registers are allocated per 64-lane wavefront from each SIMD's file, so "
                     "NVIDIA-style occupancy arithmetic does not hold"},
    {"regsPerMultiprocessor", "registers are allocated per 64-lane wavefront from each SIMD's "
                              "file, so NVIDIA-style occupancy arithmetic does not hold"},
}};

// cudaDeviceProp as the CUDA headers declare it (a program's own copy does not count).
bool isCudaDeviceProp(QualType Type, const SourceManager &SM) {
  const RecordDecl *Record = Type->getAsRecordDecl();
  return Record && Record->getName() == "cudaDeviceProp" &&
         !SM.isWrittenInMainFile(SM.getExpansionLoc(Record->getLocation())) &&
         SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation()));
}

class DevicePropFieldDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    const SourceManager &SM = Context.getSourceManager();
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context))
      warp::forEachStmt(FD->getBody(), [&](const Stmt *S) {
        const auto *Member = dyn_cast<MemberExpr>(S);
        if (!Member || !Member->getMemberDecl()->getDeclName().isIdentifier())
          return;
        QualType Base = Member->getBase()->getType();
        if (Member->isArrow() && Base->isPointerType())
          Base = Base->getPointeeType();
        if (!isCudaDeviceProp(Base, SM))
          return;
        StringRef Field = Member->getMemberDecl()->getName();
        for (const FieldDifference &D : Differences)
          if (Field == llvm::StringRef(D.Field.data(), D.Field.size()))
            Sink.report(DiagnosticKind::DevicePropDiffers, Member->getMemberLoc(),
                        {Field.str(), std::string(D.OnAmd)});
      });
  }
};

} // namespace

std::unique_ptr<AstDetector> createDevicePropFieldDetector() {
  return std::make_unique<DevicePropFieldDetector>();
}

} // namespace cu2hip
