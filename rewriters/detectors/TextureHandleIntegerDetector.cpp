// CU2HIP-W062: a texture or surface object used as the integer CUDA makes it. In CUDA,
// cudaTextureObject_t and cudaSurfaceObject_t are 'unsigned long long'; in HIP on AMD they
// are pointers (struct __hip_texture *), so bit operations, arithmetic and casts from other
// integers do not compile there (packing a handle into a uint2, reading it back from a
// texture). Comparisons, assignment and a literal 0 are fine with a pointer and are not
// reported. One finding per line: packing a handle takes several operations.
#include "HazardDetectors.h"
#include "MainFileWalk.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

#include <set>

namespace cu2hip {
namespace {

using namespace clang;

// "cudaTextureObject_t" or "cudaSurfaceObject_t" when T is spelled with that typedef.
llvm::StringRef handleTypedef(QualType T) {
  while (const auto *Typedef = T->getAs<TypedefType>()) {
    llvm::StringRef Name = Typedef->getDecl()->getName();
    if (Name == "cudaTextureObject_t" || Name == "cudaSurfaceObject_t")
      return Name;
    T = Typedef->getDecl()->getUnderlyingType();
  }
  return {};
}

// The handle typedef of E's operand as written, looking through implicit conversions.
llvm::StringRef handleOperand(const Expr *E) {
  return handleTypedef(E->IgnoreParenImpCasts()->getType());
}

bool isIntegerOperator(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_And:
  case BO_Or:
  case BO_Xor:
  case BO_Shl:
  case BO_Shr:
  case BO_Add:
  case BO_Sub:
  case BO_Mul:
  case BO_Div:
  case BO_Rem:
  case BO_AndAssign:
  case BO_OrAssign:
  case BO_XorAssign:
  case BO_ShlAssign:
  case BO_ShrAssign:
  case BO_AddAssign:
  case BO_SubAssign:
    return true;
  default:
    return false;
  }
}

class TextureHandleIntegerDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    const SourceManager &SM = Context.getSourceManager();
    std::set<unsigned> Lines; // already reported
    auto Report = [&](SourceLocation Loc, llvm::StringRef Handle, std::string How) {
      if (Lines.insert(SM.getExpansionLineNumber(Loc)).second)
        Sink.report(DiagnosticKind::TextureHandleAsInteger, Loc, {Handle.str(), std::move(How)});
    };
    for (const FunctionDecl *FD : warp::mainFileFunctions(Context))
      warp::forEachStmt(FD->getBody(), [&](const Stmt *S) {
        if (const auto *Op = dyn_cast<BinaryOperator>(S)) {
          if (!isIntegerOperator(Op->getOpcode()))
            return;
          llvm::StringRef Handle = handleOperand(Op->getLHS());
          if (Handle.empty())
            Handle = handleOperand(Op->getRHS());
          if (!Handle.empty())
            Report(Op->getOperatorLoc(), Handle, Op->getOpcodeStr().str());
        } else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S)) {
          if (auto [Handle, How] = integerCast(Cast, Context); !Handle.empty())
            Report(Cast->getBeginLoc(), Handle, How);
        }
      });
  }

private:
  // '(cudaTextureObject_t)word' from a non-constant integer, and '(unsigned)handle': a
  // pointer does not fit in fewer than 64 bits. The handle type and how, or empty.
  static std::pair<llvm::StringRef, std::string> integerCast(const ExplicitCastExpr *Cast,
                                                             ASTContext &Context) {
    const Expr *Operand = Cast->getSubExprAsWritten();
    QualType Target = Cast->getTypeAsWritten();
    llvm::StringRef To = handleTypedef(Target), From = handleOperand(Operand);
    if (!To.empty() && From.empty() && Operand->getType()->isIntegerType() &&
        !Operand->isValueDependent() && !Operand->isIntegerConstantExpr(Context))
      return {To, "a cast from an integer"};
    if (To.empty() && !From.empty() && Target->isIntegerType() && !Target->isDependentType() &&
        Context.getTypeSize(Target) < 64)
      return {From, "a cast to a narrower integer"};
    return {};
  }
};

} // namespace

std::unique_ptr<AstDetector> createTextureHandleIntegerDetector() {
  return std::make_unique<TextureHandleIntegerDetector>();
}

} // namespace cu2hip
