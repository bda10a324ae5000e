// CU2HIP-W010 / W017 / W018: the warp width written as a constant (32, 31, 5) in thread-index
// arithmetic: 'threadIdx.x % 32', '& 31', '>> 5', '/ 32', 'warp * 32', lane-strided loops
// ('for (j = lane; ...; j += 32)'), 'lane < 32', 'blockDim.x / 32', 'kThreads / 32' where
// kThreads is the block size written as a constant.
// Only functions that use a warp collective are looked at: elsewhere a group of 32 threads
// is a software grouping that computes the same on any wavefront width.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"
#include "WarpValueFlow.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <set>

namespace cu2hip::warp {
namespace {

using namespace clang;

constexpr const char *ComputesLane = "computes a lane index from a thread index";
constexpr const char *ComputesWarp = "computes a warp index from a thread index";
constexpr const char *ComputesTileLane =
    "computes a lane index that also indexes a tile narrower than 64 (not fixed: warpSize "
    "would index past it)";

// One use of a width constant: 'Index <op> Width', where Width should equal Expected.
struct WidthUse {
  const Expr *Index = nullptr, *Width = nullptr;
  int64_t Expected = 0;
  const char *Computes = "";
};

std::optional<WidthUse> widthUse(const BinaryOperator *B, const ASTContext &Context) {
  WidthUse Use{B->getLHS(), B->getRHS()};
  switch (B->getOpcode()) {
  case BO_Rem:
    Use.Expected = 32, Use.Computes = ComputesLane;
    break;
  case BO_Div:
    Use.Expected = 32, Use.Computes = ComputesWarp;
    break;
  case BO_Shr:
    Use.Expected = 5, Use.Computes = ComputesWarp;
    break;
  case BO_And:
    Use.Expected = 31, Use.Computes = ComputesLane;
    if (literalValue(B->getLHS(), Context) == 31)
      std::swap(Use.Index, Use.Width);
    break;
  default:
    return std::nullopt;
  }
  if (literalValue(Use.Width, Context) != Use.Expected)
    return std::nullopt;
  return Use;
}

// '(blockDim.x + 31)': the rounding-up half of a warp count; returns the 31.
const Expr *roundingUpConstant(const Expr *Index, WarpValueFlow &Flow) {
  const auto *Add = dyn_cast<BinaryOperator>(stripped(Index));
  if (!Add || Add->getOpcode() != BO_Add)
    return nullptr;
  if (Flow.roleOf(Add->getLHS()) == WarpRole::ThreadCount &&
      literalValue(Add->getRHS(), Flow.context()) == 31)
    return Add->getRHS();
  return nullptr;
}

class Checker {
public:
  Checker(ASTContext &Context, DetectorSink &Sink, WarpValueFlow &Flow,
          CollectiveContext &Collectives)
      : Context(Context), Sink(Sink), Flow(Flow), Collectives(Collectives) {}

  // A '% 32' indexing a dimension of fewer than 64 elements ('tile[ty][threadIdx.x % 32]'
  // of a float[32][33]) is a tile coordinate: '% warpSize' there would index past the array.
  // The same holds for a lane variable that indexes a padded ([33]) or inner tile dimension;
  // it is still reported (the kernel mixes lanes and tile columns) but not rewritten. A 1-D
  // [32] array indexed by lane is a per-warp slot array, read under a warp-count guard.
  // (A warp index, '/ 32', only gets smaller with warpSize and stays fixable.)
  void collectTileCoordinates(const FunctionDecl *FD) {
    TileCoordinates.clear();
    TileVariables.clear();
    forEachStmt(FD->getBody(), [&](const Stmt *S) {
      const auto *Subscript = dyn_cast<ArraySubscriptExpr>(S);
      const Expr *Base = Subscript ? Subscript->getBase()->IgnoreParenImpCasts() : nullptr;
      const auto *Array = Base ? Context.getAsConstantArrayType(Base->getType()) : nullptr;
      if (!Array || !Array->getSize().ult(64))
        return;
      const Expr *Index = stripped(Subscript->getIdx());
      TileCoordinates.insert(Index);
      bool InnerOrPadded = isa<ArraySubscriptExpr>(Base) || Array->getSize() != 32;
      if (const VarDecl *VD = InnerOrPadded ? Flow.stableLocal(Index) : nullptr)
        TileVariables.insert(stripped(VD->getInit()));
    });
  }

  // A constant that names the block size: the bound of '__launch_bounds__(kThreads)' or the
  // step of a block-stride loop 'for (i = threadIdx.x; ...; i += kThreads)'. Dividing it by
  // 32 counts warps as blockDim.x / 32 does.
  void collectBlockSizeConstants(const FunctionDecl *FD) {
    BlockSizeConstants.clear();
    if (const auto *Bounds = FD->getAttr<CUDALaunchBoundsAttr>())
      addBlockSizeConstant(Bounds->getMaxThreads());
    forEachStmt(FD->getBody(), [&](const Stmt *S) {
      const auto *For = dyn_cast<ForStmt>(S);
      const auto *Step = For ? dyn_cast_or_null<CompoundAssignOperator>(For->getInc()) : nullptr;
      const auto *Init = For ? dyn_cast_or_null<DeclStmt>(For->getInit()) : nullptr;
      const auto *VD =
          Init && Init->isSingleDecl() ? dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
      if (Step && Step->getOpcode() == BO_AddAssign && VD && VD->getInit() &&
          Flow.roleOf(VD->getInit()) == WarpRole::ThreadIndex)
        addBlockSizeConstant(Step->getRHS());
    });
  }

  void check(const Stmt *S) {
    if (const auto *B = dyn_cast<BinaryOperator>(S)) {
      checkArithmetic(B);
      checkWarpBase(B);
      checkLaneGuard(B);
    } else if (const auto *If = dyn_cast<IfStmt>(S)) {
      checkFirstWarpGuard(If);
    } else if (const auto *For = dyn_cast<ForStmt>(S)) {
      checkLaneStride(For);
    }
  }

private:
  void checkArithmetic(const BinaryOperator *B) {
    std::optional<WidthUse> Use = widthUse(B, Context);
    bool LaneLike = B->getOpcode() == BO_Rem || B->getOpcode() == BO_And;
    if (!Use || (LaneLike && TileCoordinates.count(B)))
      return;
    WarpRole Role = Flow.roleOf(Use->Index);
    std::string Operator = B->getOpcodeStr().str() + " " + spelling(Use->Width, Context);
    if (Role == WarpRole::ThreadIndex && LaneLike && TileVariables.count(B)) {
      Sink.report(DiagnosticKind::HardCodedWarpWidth, Use->Width->getBeginLoc(),
                  {Operator, ComputesTileLane});
      return;
    }
    if (Role == WarpRole::ThreadIndex) {
      Sink.report(DiagnosticKind::HardCodedWarpWidth, Use->Width->getBeginLoc(),
                  {Operator, Use->Computes}, fixWidth(B, *Use));
      return;
    }
    if (LaneLike && hasLaneTerm(Use->Index)) {
      // '(lane + 1) % 32': a neighbour lane, wrapped around a 32-lane warp.
      Sink.report(DiagnosticKind::HardCodedWarpWidth, Use->Width->getBeginLoc(),
                  {Operator, "wraps a lane index around the warp"}, fixWidth(B, *Use));
      return;
    }
    if (B->getOpcode() != BO_Div && B->getOpcode() != BO_Shr)
      return;
    const Expr *RoundUp = roundingUpConstant(Use->Index, Flow);
    if (Role != WarpRole::ThreadCount && !RoundUp && !isBlockSizeConstant(Use->Index))
      return;
    std::vector<FixIt> Fixes = fixWidth(B, *Use);
    if (RoundUp) {
      auto Fix = Sink.replaceTokens(RoundUp->getSourceRange(), "warpSize - 1", LO());
      Fixes =
          Fix && !Fixes.empty() ? std::vector<FixIt>{*Fix, Fixes.front()} : std::vector<FixIt>{};
    }
    Sink.report(DiagnosticKind::WarpsPerBlock32, Use->Width->getBeginLoc(), {spelling(B, Context)},
                std::move(Fixes));
  }

  std::vector<FixIt> fixWidth(const BinaryOperator *B, const WidthUse &Use) {
    std::optional<FixIt> Fix;
    switch (B->getOpcode()) {
    case BO_Rem:
    case BO_Div:
      Fix = Sink.replaceTokens(Use.Width->getSourceRange(), "warpSize", LO());
      break;
    case BO_And:
      Fix = Sink.replaceTokens(Use.Width->getSourceRange(), "(warpSize - 1)", LO());
      break;
    case BO_Shr:
      Fix = fixShift(B);
      break;
    default:
      break;
    }
    return Fix ? std::vector<FixIt>{*Fix} : std::vector<FixIt>{};
  }

  // 'x >> 5' becomes 'x / warpSize'. '/' binds tighter than '>>', so an additive or shift
  // left operand ('a + b >> 5') is parenthesised.
  std::optional<FixIt> fixShift(const BinaryOperator *B) {
    const Expr *Left = B->getLHS()->IgnoreImpCasts();
    const auto *Inner = dyn_cast<BinaryOperator>(Left);
    bool NeedsParens = (Inner && Inner->getOpcode() > BO_Rem) || isa<ConditionalOperator>(Left);
    if (!NeedsParens)
      return Sink.replaceTokens({B->getOperatorLoc(), B->getRHS()->getEndLoc()}, "/ warpSize",
                                LO());
    return Sink.replaceTokens(B->getSourceRange(), "(" + spelling(Left, Context) + ") / warpSize",
                              LO());
  }

  // 'warp * 32': the first thread of a warp.
  void checkWarpBase(const BinaryOperator *B) {
    if (B->getOpcode() != BO_Mul)
      return;
    for (auto [Warp, Width] :
         {std::pair(B->getLHS(), B->getRHS()), std::pair(B->getRHS(), B->getLHS())})
      if (literalValue(Width, Context) == 32 && Flow.roleOf(Warp) == WarpRole::WarpIndex) {
        reportWidth(Width, "* " + spelling(Width, Context),
                    "turns a warp index into its first thread index", "warpSize");
        return;
      }
  }

  // 'for (int j = base + lane; j < end; j += 32)': each lane takes every 32nd element,
  // which on a 64-wide wavefront makes lanes h and h + 32 take the same ones.
  void checkLaneStride(const ForStmt *For) {
    const auto *Step = dyn_cast_or_null<CompoundAssignOperator>(For->getInc());
    const auto *Init = dyn_cast_or_null<DeclStmt>(For->getInit());
    const auto *VD =
        Init && Init->isSingleDecl() ? dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
    const auto *Ref = Step ? dyn_cast<DeclRefExpr>(Step->getLHS()->IgnoreParenImpCasts()) : nullptr;
    if (!VD || !VD->getInit() || !Ref || Ref->getDecl() != VD ||
        Step->getOpcode() != BO_AddAssign || literalValue(Step->getRHS(), Context) != 32 ||
        !hasLaneTerm(VD->getInit()))
      return;
    reportWidth(Step->getRHS(), "+= " + spelling(Step->getRHS(), Context),
                "steps a lane-indexed loop", "warpSize");
  }

  bool hasLaneTerm(const Expr *E) {
    if (Flow.roleOf(E) == WarpRole::Lane)
      return true;
    const auto *Add = dyn_cast<BinaryOperator>(stripped(E));
    return Add && Add->getOpcode() == BO_Add &&
           (hasLaneTerm(Add->getLHS()) || hasLaneTerm(Add->getRHS()));
  }

  void reportWidth(const Expr *Width, std::string Written, const char *Does, const char *Fix) {
    std::vector<FixIt> Fixes;
    if (auto Edit = Sink.replaceTokens(Width->getSourceRange(), Fix, LO()))
      Fixes.push_back(*Edit);
    Sink.report(DiagnosticKind::HardCodedWarpWidth, Width->getBeginLoc(),
                {std::move(Written), Does}, std::move(Fixes));
  }

  // 'lane < 32' (or '32 > lane'), where lane is a thread index modulo the warp width.
  void checkLaneGuard(const BinaryOperator *B) {
    const Expr *Lane = nullptr, *Bound = nullptr;
    if (B->getOpcode() == BO_LT)
      Lane = B->getLHS(), Bound = B->getRHS();
    else if (B->getOpcode() == BO_GT)
      Lane = B->getRHS(), Bound = B->getLHS();
    if (!Lane || literalValue(Bound, Context) != 32 || Flow.roleOf(Lane) != WarpRole::Lane)
      return;
    std::vector<FixIt> Fixes;
    if (auto Fix = Sink.replaceTokens(Bound->getSourceRange(), "warpSize", LO()))
      Fixes.push_back(*Fix);
    Sink.report(DiagnosticKind::LaneGuard32, Bound->getBeginLoc(),
                {spelling(B, Context), "fail it"}, std::move(Fixes));
  }

  // 'if (threadIdx.x < 32) { ... shuffle ... }': the first 32 threads as "the first warp".
  // Not fixed: widening the guard lets threads 32-63 into code written for 32.
  void checkFirstWarpGuard(const IfStmt *If) {
    const auto *Cond = dyn_cast_or_null<BinaryOperator>(stripped(If->getCond()));
    if (!Cond || Cond->getOpcode() != BO_LT || literalValue(Cond->getRHS(), Context) != 32 ||
        Flow.roleOf(Cond->getLHS()) != WarpRole::ThreadIndex ||
        !Collectives.usesCollective(If->getThen()))
      return;
    Sink.report(DiagnosticKind::LaneGuard32, Cond->getRHS()->getBeginLoc(),
                {spelling(Cond, Context), "are left out of the collective it guards"});
  }

  // Template parameters and constants only: a variable could hold anything by the time it
  // is divided.
  void addBlockSizeConstant(const Expr *E) {
    const auto *Ref = E ? dyn_cast<DeclRefExpr>(stripped(E)) : nullptr;
    const ValueDecl *D = Ref ? Ref->getDecl() : nullptr;
    const auto *VD = dyn_cast_or_null<VarDecl>(D);
    if (isa_and_nonnull<NonTypeTemplateParmDecl>(D) ||
        (VD && (VD->isConstexpr() || VD->getType().isConstQualified())))
      BlockSizeConstants.insert(D);
  }

  bool isBlockSizeConstant(const Expr *E) const {
    const auto *Ref = dyn_cast_or_null<DeclRefExpr>(stripped(E));
    return Ref && BlockSizeConstants.count(Ref->getDecl());
  }

  const LangOptions &LO() const { return Context.getLangOpts(); }

  ASTContext &Context;
  DetectorSink &Sink;
  WarpValueFlow &Flow;
  CollectiveContext &Collectives;
  std::set<const Expr *> TileCoordinates;
  std::set<const Expr *> TileVariables; // initializers of lane variables used as tile indices
  std::set<const ValueDecl *> BlockSizeConstants;
};

class WarpWidthArithmeticDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    WarpValueFlow &Flow = Sink.shared<WarpValueFlow>(Context);
    CollectiveContext Collectives(Context);
    Checker Check(Context, Sink, Flow, Collectives);
    for (const FunctionDecl *FD : mainFileFunctions(Context))
      if (Collectives.contains(FD)) {
        Check.collectTileCoordinates(FD);
        Check.collectBlockSizeConstants(FD);
        forEachStmt(FD->getBody(), [&](const Stmt *S) { Check.check(S); });
      }
  }
};

} // namespace

std::unique_ptr<AstDetector> createWarpWidthArithmeticDetector() {
  return std::make_unique<WarpWidthArithmeticDetector>();
}

} // namespace cu2hip::warp
