// CU2HIP-W013 / W014: lane masks squeezed into 32 bits. On AMD, __ballot, __ballot_sync and
// __activemask return 'unsigned long long' (64 lanes on CDNA); kept in an 'unsigned int',
// lanes 32-63 vanish, and __popc / __ffs / __clz read only the low 32 bits of the mask.
// A ballot whose constant mask names only lanes below 32 loses nothing and is not reported.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/TypeLoc.h"

#include <map>
#include <set>

namespace cu2hip::warp {
namespace {

using namespace clang;

// Whether the ballot can set a bit for lanes 32-63: no mask argument, or a mask that is
// not a constant, or the full mask (which the translation widens or drops).
bool reachesUpperLanes(const CallExpr *Source, const ASTContext &Context) {
  if (!hasMaskParameter(calleeName(Source)) || Source->getNumArgs() == 0)
    return true;
  std::optional<int64_t> Mask = literalValue(Source->getArg(0), Context);
  return !Mask || (static_cast<uint64_t>(*Mask) & 0xffffffffull) == 0xffffffffull;
}

bool isNarrowInteger(QualType T, const ASTContext &Context) {
  return !T.isNull() && !T->isDependentType() && T->isIntegerType() && !T->isBooleanType() &&
         Context.getTypeSize(T) <= 32;
}

class Checker {
public:
  Checker(ASTContext &Context, DetectorSink &Sink)
      : Context(Context), Sink(Sink), Flow(Sink.shared<WarpValueFlow>(Context)) {}

  void check(const FunctionDecl *FD) {
    // Which DeclStmt declares each local: a shared 'unsigned a = ..., b;' is not widened.
    std::map<const VarDecl *, const DeclStmt *> Declarations;
    forEachStmt(FD->getBody(), [&](const Stmt *S) {
      if (const auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(D))
            Declarations[VD] = DS;
    });
    forEachStmt(FD->getBody(), [&](const Stmt *S) { checkStmt(S, FD, Declarations); });
  }

private:
  void checkStmt(const Stmt *S, const FunctionDecl *FD,
                 const std::map<const VarDecl *, const DeclStmt *> &Declarations) {
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D); VD && VD->getInit())
          checkVariable(VD, VD->getInit(), VD->getLocation(), DS->isSingleDecl());
    } else if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign) {
      checkAssignment(B, Declarations);
    } else if (const auto *Return = dyn_cast<ReturnStmt>(S); Return && Return->getRetValue()) {
      checkStore(Return->getRetValue(), FD->getReturnType(), Return->getRetValue()->getBeginLoc(),
                 "return value of '" + FD->getNameAsString() + "'", {});
    } else if (const auto *Sub = dyn_cast<BinaryOperator>(S)) {
      checkHighestLane(Sub);
    }
    if (const auto *Call = dyn_cast<CallExpr>(S); Call && !HandledCalls.count(Call))
      checkBitCount(Call, nullptr);
  }

  void checkAssignment(const BinaryOperator *B,
                       const std::map<const VarDecl *, const DeclStmt *> &Declarations) {
    const auto *Ref = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
    const auto *VD = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    auto Declared = VD ? Declarations.find(VD) : Declarations.end();
    if (Declared != Declarations.end()) {
      checkVariable(VD, B->getRHS(), B->getOperatorLoc(), Declared->second->isSingleDecl());
      return;
    }
    checkStore(B->getRHS(), B->getLHS()->getType(), B->getOperatorLoc(),
               "'" + spelling(B->getLHS(), Context) + "'", {});
  }

  void checkVariable(const VarDecl *VD, const Expr *Value, SourceLocation Where, bool Alone) {
    // 'auto' takes HIP's 64-bit type after translation: nothing is lost.
    if (VD->getType()->getContainedAutoType())
      return;
    std::vector<FixIt> Fixes;
    bool Cast = isa<ExplicitCastExpr>(Value->IgnoreParenImpCasts());
    if (Alone && !Cast && VD->hasLocalStorage() && !isa<ParmVarDecl>(VD))
      if (auto Fix = widenType(VD))
        Fixes.push_back(*Fix);
    checkStore(Value, VD->getType(), Where, "variable '" + VD->getNameAsString() + "'",
               std::move(Fixes));
  }

  void checkStore(const Expr *Value, QualType Stored, SourceLocation Where, std::string Target,
                  std::vector<FixIt> Fixes) {
    const CallExpr *Source = Flow.laneMaskSource(Value);
    if (!Source || !isNarrowInteger(Stored, Context) || !reachesUpperLanes(Source, Context))
      return;
    Sink.report(DiagnosticKind::LaneMaskTruncated, Where,
                {calleeName(Source).str(), std::move(Target)}, std::move(Fixes));
  }

  // 'const unsigned int m' -> 'const unsigned long long m': the written type only, so
  // qualifiers stay; a type spelled through a macro is left alone.
  std::optional<FixIt> widenType(const VarDecl *VD) {
    const TypeSourceInfo *TSI = VD->getTypeSourceInfo();
    if (!TSI)
      return std::nullopt;
    TypeLoc TL = TSI->getTypeLoc();
    if (auto Qualified = TL.getAs<QualifiedTypeLoc>())
      TL = Qualified.getUnqualifiedLoc();
    if (!TL.getAs<BuiltinTypeLoc>() && !TL.getAs<TypedefTypeLoc>() && !TL.getAs<UsingTypeLoc>())
      return std::nullopt;
    return Sink.replaceTokens(TL.getSourceRange(), "unsigned long long", Context.getLangOpts());
  }

  // '31 - __clz(mask)': the highest set lane. With a 64-bit mask it is '63 - __clzll(mask)'.
  void checkHighestLane(const BinaryOperator *Sub) {
    if (Sub->getOpcode() != BO_Sub || literalValue(Sub->getLHS(), Context) != 31)
      return;
    const auto *Call = dyn_cast<CallExpr>(stripped(Sub->getRHS()));
    if (!Call || calleeName(Call) != "__clz")
      return;
    HandledCalls.insert(Call);
    checkBitCount(Call, Sub->getLHS());
  }

  void checkBitCount(const CallExpr *Call, const Expr *HighestLane) {
    llvm::StringRef Name = calleeName(Call);
    if ((Name != "__popc" && Name != "__ffs" && Name != "__clz") || Call->getNumArgs() != 1)
      return;
    const Expr *Mask = Call->getArg(0);
    const CallExpr *Source = Flow.laneMaskSource(Mask);
    if (!Source || !reachesUpperLanes(Source, Context) || keepsLowLanes(Mask))
      return;
    // __popcll and __ffsll give the same result on a 32-bit value, so they are always safe;
    // __clzll counts from bit 63, which only the '31 - __clz' idiom accounts for (31 -> 63).
    std::vector<FixIt> Fixes;
    const auto *Callee = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreImpCasts());
    if (Callee && (Name != "__clz" || HighestLane)) {
      auto Rename = Sink.replaceTokens(Callee->getNameInfo().getSourceRange(), Name.str() + "ll",
                                       Context.getLangOpts());
      auto Bound = HighestLane ? Sink.replaceTokens(HighestLane->getSourceRange(), "63",
                                                    Context.getLangOpts())
                               : std::nullopt;
      if (Rename && (Bound || !HighestLane))
        Fixes.push_back(*Rename);
      if (Rename && Bound)
        Fixes.push_back(*Bound);
    }
    std::string Detail = Name == "__clz" && !HighestLane
                             ? "; __clzll counts from bit 63, so the arithmetic on the count "
                               "changes too (not fixed)"
                             : "";
    Sink.report(DiagnosticKind::LaneMaskBitCount32, Call->getBeginLoc(), {Name.str(), Detail},
                std::move(Fixes));
  }

  // 'mask & 0xffff': the code counts only lanes below 32 on purpose.
  bool keepsLowLanes(const Expr *Mask) {
    const auto *And = dyn_cast<BinaryOperator>(stripped(Mask));
    if (!And || And->getOpcode() != BO_And)
      return false;
    for (const Expr *Side : {And->getLHS(), And->getRHS()})
      if (std::optional<int64_t> Bits = literalValue(Side, Context);
          Bits && static_cast<uint64_t>(*Bits) <= 0xffffffffull)
        return true;
    return false;
  }

  ASTContext &Context;
  DetectorSink &Sink;
  WarpValueFlow &Flow;
  std::set<const CallExpr *> HandledCalls;
};

class LaneMaskWidthDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    Checker Check(Context, Sink);
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      Check.check(FD);
  }
};

} // namespace

std::unique_ptr<AstDetector> createLaneMaskWidthDetector() {
  return std::make_unique<LaneMaskWidthDetector>();
}

} // namespace cu2hip::warp
