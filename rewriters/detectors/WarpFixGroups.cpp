// warp-fix-groups: decides which of the warp-size detectors' fix-its may be applied. The
// fixes are all-or-nothing per group of functions joined by calls: when one 32-lane
// assumption of the group cannot be rewritten (it comes from a macro, a lane is also a tile
// column, a tree is unrolled, a 'threadIdx.x < 32' guard), rewriting only the others would
// mix 32-lane and warpSize-lane units in one algorithm. Code consistent in 32-lane units
// often still works on a 64-wide wavefront (two half-warps side by side); mixed code does
// not: a lane index from a macro next to a shuffle tree from warpSize / 2 counts both halves
// twice. Such a group keeps its findings, loses its fix-its, and gets one CU2HIP-W022 note
// at the assumption that blocks it.
#include "MainFileWalk.h"
#include "WarpIntrinsics.h"
#include "WarpSizeDetectors.h"

#include "clang/Basic/SourceManager.h"

#include <map>
#include <numeric>

namespace cu2hip {
namespace {

using namespace clang;
using warp::calledDefinitions;
using warp::mainFileFunctions;

// Findings that decide what a warp is in the code (lane and warp indices, tree extents,
// guards, warp counts): unfixed, they block their group.
bool definesWarpUnit(DiagnosticKind Kind) {
  return Kind == DiagnosticKind::HardCodedWarpWidth || Kind == DiagnosticKind::ShuffleTreeOf32 ||
         Kind == DiagnosticKind::LaneGuard32 || Kind == DiagnosticKind::WarpsPerBlock32;
}

// Findings whose fixes change the warp unit of the code around them.
bool coupled(DiagnosticKind Kind) {
  return definesWarpUnit(Kind) || Kind == DiagnosticKind::LaneMaskTruncated ||
         Kind == DiagnosticKind::LaneMaskBitCount32;
}

// The main file's functions, grouped by calls (union-find), and located by body range.
class FunctionGroups {
public:
  explicit FunctionGroups(ASTContext &Context) : SM(Context.getSourceManager()) {
    Functions = mainFileFunctions(Context);
    Parent.resize(Functions.size());
    std::iota(Parent.begin(), Parent.end(), 0);
    for (unsigned I = 0; I < Functions.size(); ++I)
      Index[Functions[I]] = I;
    for (unsigned I = 0; I < Functions.size(); ++I)
      for (const FunctionDecl *Callee : calledDefinitions(Functions[I]))
        if (auto It = Index.find(Callee); It != Index.end())
          Parent[root(I)] = root(It->second);
  }

  // The innermost function whose body holds Loc, or -1 outside functions.
  int functionAt(SourceLocation Loc) const {
    if (Loc.isInvalid() || !SM.isWrittenInMainFile(SM.getExpansionLoc(Loc)))
      return -1;
    unsigned Offset = offset(Loc), BestSize = ~0u;
    int Best = -1;
    for (unsigned I = 0; I < Functions.size(); ++I) {
      const Stmt *Body = Functions[I]->getBody();
      unsigned Begin = offset(Body->getBeginLoc()), End = offset(Body->getEndLoc());
      if (Begin <= Offset && Offset <= End && End - Begin < BestSize)
        Best = static_cast<int>(I), BestSize = End - Begin;
    }
    return Best;
  }

  int group(int Function) { return Function < 0 ? -1 : static_cast<int>(root(Function)); }
  const FunctionDecl *function(int I) const { return Functions[I]; }
  unsigned offset(SourceLocation Loc) const { return SM.getFileOffset(SM.getExpansionLoc(Loc)); }

private:
  unsigned root(unsigned I) {
    while (Parent[I] != I)
      I = Parent[I] = Parent[Parent[I]];
    return I;
  }

  const SourceManager &SM;
  std::vector<const FunctionDecl *> Functions;
  std::vector<unsigned> Parent;
  std::map<const FunctionDecl *, unsigned> Index;
};

class WarpFixGroups : public AstDetector {
public:
  // Runs after the warp-size detectors (the registry's order): the sink holds their findings.
  void run(ASTContext &Context, DetectorSink &Sink) override {
    std::vector<PendingFinding> &Findings = Sink.Pending;
    FunctionGroups Groups(Context);
    // The first unfixable warp-unit finding of each group, by position, and its function.
    std::map<int, std::pair<size_t, int>> Blockers;
    std::vector<int> GroupOf;
    for (size_t I = 0; I < Findings.size(); ++I) {
      const PendingFinding &F = Findings[I];
      int Function = Groups.functionAt(F.Loc);
      GroupOf.push_back(Groups.group(Function));
      if (Function < 0 || !definesWarpUnit(F.Kind) || !F.Fixes.empty())
        continue;
      auto [First, New] = Blockers.try_emplace(GroupOf.back(), I, Function);
      if (!New && Groups.offset(F.Loc) < Groups.offset(Findings[First->second.first].Loc))
        First->second = {I, Function};
    }
    for (size_t I = 0; I < GroupOf.size(); ++I)
      if (coupled(Findings[I].Kind) && Blockers.count(GroupOf[I]))
        Findings[I].Fixes.clear();
    for (const auto &[Group, Blocker] : Blockers) {
      SourceLocation Loc = Findings[Blocker.first].Loc;
      Sink.report(DiagnosticKind::WarpFixesWithheld, Loc,
                  {Groups.function(Blocker.second)->getNameAsString()});
    }
  }
};

} // namespace

std::unique_ptr<AstDetector> createWarpFixGroups() { return std::make_unique<WarpFixGroups>(); }

} // namespace cu2hip
