// Which CUDA intrinsics act on a whole warp, and which functions run in a warp-collective
// context: the only code where a hard-coded 32-lane warp changes results on a 64-wide
// wavefront (elsewhere a group of 32 threads is only a software grouping).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace cu2hip::warp {

// The name of the function a call names: its declaration, or for a call with
// dependent arguments in a template, the name looked up. Empty for indirect calls.
llvm::StringRef calleeName(const clang::CallExpr *Call);

bool isShuffle(llvm::StringRef Name);        // __shfl, __shfl_down_sync, ...
bool isLaneMaskSource(llvm::StringRef Name); // __ballot_sync, __activemask, __match_any_sync, ...
bool isWarpReduce(llvm::StringRef Name);     // __reduce_add_sync, ...
bool isWarpCollective(llvm::StringRef Name); // any of the above, votes and __syncwarp
bool hasMaskParameter(llvm::StringRef Name); // *_sync and __syncwarp: argument 0 is a lane mask
// The *_sync functions whose HIP (6.2 on) form checks on AMD that the mask equals the lanes
// that call it: an assertion, and '__all_sync' compares the ballot with the mask.
bool checksMaskAgainstActiveLanes(llvm::StringRef Name);
// Whether a mask argument is the full 32-lane mask: a constant with all 32 low bits set
// ('0xffffffff', '-1', '~0u' as passed to the 32-bit parameter).
bool isFullWarpMask(const clang::Expr *Mask, const clang::ASTContext &Context);

// The explicit width argument of a shuffle (sub-warp shuffle), or nullptr when the call
// leaves it to its default, the whole warp.
const clang::Expr *shuffleWidth(const clang::CallExpr *Shuffle);
// The argument holding the lane offset / source lane / xor mask of a shuffle.
const clang::Expr *shuffleLaneArgument(const clang::CallExpr *Shuffle);

// The definitions of the functions FD's body calls (template patterns for specializations).
std::vector<const clang::FunctionDecl *> calledDefinitions(const clang::FunctionDecl *FD);

// Whether a function uses a warp collective that spans the hardware warp: itself, through a
// function it calls, or because a function that does calls it (a lane-id helper called next
// to a shuffle). Shuffles with an explicit sub-warp width do not count.
class CollectiveContext {
public:
  explicit CollectiveContext(clang::ASTContext &Context);
  bool contains(const clang::FunctionDecl *FD);
  // Whether S, or a function it calls, uses a warp collective.
  bool usesCollective(const clang::Stmt *S);

private:
  bool callsCollective(const clang::FunctionDecl *FD, unsigned Depth);
  static const clang::FunctionDecl *definition(const clang::FunctionDecl *FD);

  llvm::DenseMap<const clang::FunctionDecl *, bool> Calls;
  llvm::DenseSet<const clang::FunctionDecl *> InContext;
};

} // namespace cu2hip::warp
