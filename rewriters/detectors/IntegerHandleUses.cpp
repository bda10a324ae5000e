#include "IntegerHandleUses.h"
#include "MainFileWalk.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <set>

namespace cu2hip {
namespace {

using namespace clang;

using Names = std::initializer_list<std::string_view>;

// The handle typedef T is spelled with, looking through typedefs of typedefs; or empty.
// A type may be null where the parse recovered from an error (cuda-samples' NPP helpers
// with npp.h missing): no handle there.
llvm::StringRef handleTypedef(QualType T, Names Handles) {
  if (T.isNull())
    return {};
  while (const auto *Typedef = T->getAs<TypedefType>()) {
    llvm::StringRef Name = Typedef->getDecl()->getName();
    if (std::find(Handles.begin(), Handles.end(), std::string_view(Name)) != Handles.end())
      return Name;
    T = Typedef->getDecl()->getUnderlyingType();
  }
  return {};
}

// The handle typedef of E's operand as written, looking through implicit conversions.
llvm::StringRef handleOperand(const Expr *E, Names Handles) {
  if (!E)
    return {};
  return handleTypedef(E->IgnoreParenImpCasts()->getType(), Handles);
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

// '(cudaTextureObject_t)word' from a non-constant integer, and '(unsigned)handle': a
// pointer does not fit in fewer than 64 bits. The handle type and how, or empty.
std::pair<llvm::StringRef, std::string> integerCast(const ExplicitCastExpr *Cast,
                                                    ASTContext &Context, Names Handles) {
  const Expr *Operand = Cast->getSubExprAsWritten();
  QualType Target = Cast->getTypeAsWritten();
  if (!Operand || Operand->getType().isNull() || Target.isNull())
    return {};
  llvm::StringRef To = handleTypedef(Target, Handles), From = handleOperand(Operand, Handles);
  if (!To.empty() && From.empty() && Operand->getType()->isIntegerType() &&
      !Operand->isValueDependent() && !Operand->isIntegerConstantExpr(Context))
    return {To, "a cast from an integer"};
  if (To.empty() && !From.empty() && Target->isIntegerType() && !Target->isDependentType() &&
      Context.getTypeSize(Target) < 64)
    return {From, "a cast to a narrower integer"};
  return {};
}

// 'unsigned long long address = handle;': an integer variable (not of the handle type)
// given a handle. The handle type, or empty.
llvm::StringRef integerStore(QualType Target, const Expr *Value, Names Handles) {
  if (Target.isNull() || !Target->isIntegerType() || Target->isDependentType() ||
      !handleTypedef(Target, Handles).empty())
    return {};
  return handleOperand(Value, Handles);
}

} // namespace

void forEachIntegerHandleUse(
    ASTContext &Context, Names Handles,
    const std::function<void(SourceLocation, llvm::StringRef, std::string)> &Found) {
  const SourceManager &SM = Context.getSourceManager();
  std::set<unsigned> Lines; // already reported: packing a handle takes several operations
  auto Report = [&](SourceLocation Loc, llvm::StringRef Handle, std::string How) {
    if (Lines.insert(SM.getExpansionLineNumber(Loc)).second)
      Found(Loc, Handle, std::move(How));
  };
  for (const FunctionDecl *FD : warp::mainFileFunctions(Context))
    warp::forEachStmt(FD->getBody(), [&](const Stmt *S) {
      if (const auto *Op = dyn_cast<BinaryOperator>(S)) {
        if (Op->getOpcode() == BO_Assign) {
          if (auto Handle = integerStore(Op->getLHS()->getType(), Op->getRHS(), Handles);
              !Handle.empty())
            Report(Op->getOperatorLoc(), Handle, "stored in an integer");
          return;
        }
        if (!isIntegerOperator(Op->getOpcode()))
          return;
        llvm::StringRef Handle = handleOperand(Op->getLHS(), Handles);
        if (Handle.empty())
          Handle = handleOperand(Op->getRHS(), Handles);
        if (!Handle.empty())
          Report(Op->getOperatorLoc(), Handle, Op->getOpcodeStr().str());
      } else if (const auto *Declaration = dyn_cast<DeclStmt>(S)) {
        for (const Decl *D : Declaration->decls())
          if (const auto *Var = dyn_cast<VarDecl>(D); Var && Var->getInit())
            if (auto Handle = integerStore(Var->getType(), Var->getInit(), Handles);
                !Handle.empty())
              Report(Var->getLocation(), Handle, "stored in an integer");
      } else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S)) {
        if (auto [Handle, How] = integerCast(Cast, Context, Handles); !Handle.empty())
          Report(Cast->getBeginLoc(), Handle, How);
      } else if (const auto *Implicit = dyn_cast<ImplicitCastExpr>(S)) {
        // 'size_t offset = handle;', 'f(handle)' with an int parameter: a pointer does not
        // convert to an integer implicitly.
        if (Implicit->getCastKind() != CK_IntegralCast &&
            Implicit->getCastKind() != CK_IntegralToFloating)
          return;
        llvm::StringRef Handle = handleOperand(Implicit->getSubExpr(), Handles);
        if (!Handle.empty() && handleTypedef(Implicit->getType(), Handles).empty())
          Report(Implicit->getBeginLoc(), Handle,
                 "a conversion to '" + Implicit->getType().getAsString() + "'");
      }
    });
}

} // namespace cu2hip
