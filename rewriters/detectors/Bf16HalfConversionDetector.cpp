// CU2HIP-W087: an explicit conversion between CUDA's bfloat16 and half types,
// 'static_cast<__half>(b)' with b a __nv_bfloat16, or the reverse. nvcc takes it through
// float (the bfloat16 type's operator float, then __half's constructor from float); HIP
// 6.x's __hip_bfloat16 and __half convert to many types each, and clang finds the
// conversion ambiguous on AMD (measured with HIP 6.3's headers for gfx90a and gfx942),
// while HIP's NVIDIA platform, which keeps CUDA's types, compiles it. Template code is
// checked in its instantiations (cvt<__half, __nv_bfloat16>), reported once at the pattern.
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <set>

namespace cu2hip {
namespace {

using namespace clang;

// "__nv_bfloat16" or "__half" for those record types (through typedefs such as 'half' and
// 'nv_bfloat16'), else empty.
llvm::StringRef lowPrecisionName(QualType Type) {
  const CXXRecordDecl *Record = Type.getCanonicalType()->getAsCXXRecordDecl();
  if (!Record || !Record->getIdentifier())
    return {};
  llvm::StringRef Name = Record->getName();
  return Name == "__nv_bfloat16" || Name == "__half" ? Name : llvm::StringRef();
}

class Bf16HalfConversionDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    std::set<SourceLocation> Reported;
    auto Check = [&](const Stmt *S) {
      const auto *Cast = dyn_cast<ExplicitCastExpr>(S);
      if (!Cast)
        return;
      llvm::StringRef To = lowPrecisionName(Cast->getType());
      llvm::StringRef From = lowPrecisionName(Cast->getSubExprAsWritten()->getType());
      if (To.empty() || From.empty() || To == From)
        return;
      SourceLocation Loc = Cast->getBeginLoc();
      if (Reported.insert(Loc).second)
        Sink.report(DiagnosticKind::Bf16HalfConversion, Loc,
                    {warp::spelling(Cast, Context), From.str(), To.str()});
    };
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context)) {
      warp::forEachStmt(FD->getBody(), Check);
      // A template's pattern has no types to read: its instantiations have.
      if (const FunctionTemplateDecl *Template = FD->getDescribedFunctionTemplate())
        for (const FunctionDecl *Instance : Template->specializations())
          if (Instance->hasBody())
            warp::forEachStmt(Instance->getBody(), Check);
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createBf16HalfConversionDetector() {
  return std::make_unique<Bf16HalfConversionDetector>();
}

} // namespace cu2hip
