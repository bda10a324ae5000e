// What an expression is in warp terms (a thread index, a lane, a warp index, a lane mask),
// found by following CUDA's thread-index builtins through arithmetic, through local
// variables whose value is their initializer and through one-line helper functions:
// simple data flow, no text matching.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace cu2hip {
class DetectorSink;
}

namespace cu2hip::warp {

enum class WarpRole {
  None,
  ThreadIndex,   // threadIdx.x, or a linear id: threadIdx.y * blockDim.x + threadIdx.x
  ThreadCount,   // blockDim.x, blockDim.x * blockDim.y
  BlockIndex,    // blockIdx / gridDim components
  BlockMultiple, // a multiple of the block size: blockIdx.x * blockDim.x
  Lane,          // a thread index modulo the warp width
  WarpIndex,     // a thread index divided by the warp width
  LaneMask,      // a ballot / activemask / match result, or bits of one
  WarpValue,     // a shuffle or warp-reduce result: a value that depends on the warp width
  WarpSize,      // warpSize itself
};

class WarpValueFlow {
public:
  // Sink: whose time budget the walks check (DetectorSink::shared builds one per file).
  WarpValueFlow(clang::ASTContext &Context, DetectorSink &Sink) : Context(Context), Sink(Sink) {}

  WarpRole roleOf(const clang::Expr *E);
  // The variable a plain read refers to, when it is a local whose value never changes
  // after its initializer (const, or never written, its address never taken).
  const clang::VarDecl *stableLocal(const clang::Expr *E);
  // The ballot-like call a lane mask comes from, through bit operations and locals
  // (a local written only with bit operations on itself stays a lane mask).
  const clang::CallExpr *laneMaskSource(const clang::Expr *E);

  clang::ASTContext &context() { return Context; }

private:
  WarpRole roleOfBinary(const clang::BinaryOperator *B);
  WarpRole roleOfVariable(const clang::VarDecl *VD);
  WarpRole roleOfHelper(const clang::FunctionDecl *FD);
  bool keepsLaneMask(const clang::VarDecl *VD);
  const clang::CallExpr *assignedLaneMask(const clang::VarDecl *VD);
  bool changesLaneMask(const clang::Stmt *S, const clang::VarDecl *VD);
  bool isMutated(const clang::VarDecl *VD);

  // How a function body uses its locals, from one walk: asking per variable would walk the
  // body once per variable, quadratic in a long kernel.
  struct LocalWrites {
    // Per variable, in walk order: assignments to it, ++/-- of it, and taking its address.
    llvm::DenseMap<const clang::VarDecl *, llvm::SmallVector<const clang::Stmt *, 2>> Writes;
    // Variables used other than as a plain read or the target of an assignment or ++/--
    // (bound to a reference, captured, passed by pointer): ExprMutationAnalyzer decides.
    llvm::DenseSet<const clang::VarDecl *> UnclearUses;
  };
  const LocalWrites *localWrites(const clang::VarDecl *VD);

  clang::ASTContext &Context;
  DetectorSink &Sink;
  llvm::DenseMap<const clang::VarDecl *, WarpRole> VariableRoles;
  llvm::DenseMap<const clang::FunctionDecl *, WarpRole> HelperRoles;
  llvm::DenseMap<const clang::VarDecl *, bool> LaneMaskVariables;
  llvm::DenseMap<const clang::VarDecl *, const clang::CallExpr *> AssignedLaneMasks;
  llvm::DenseMap<const clang::VarDecl *, const clang::CallExpr *> VariableMaskSources;
  llvm::DenseMap<const clang::Stmt *, std::unique_ptr<clang::ExprMutationAnalyzer>> Analyzers;
  llvm::DenseMap<const clang::Stmt *, std::unique_ptr<LocalWrites>> BodyWrites;
};

// Expression helpers shared by the warp-size detectors.

// The integer value of E when it is a constant written without warpSize (clang's CUDA
// headers define warpSize as a const int 32, so 'warpSize / 2' would otherwise fold to 16).
std::optional<int64_t> literalValue(const clang::Expr *E, const clang::ASTContext &Context);
// Whether E is the literal 32 as an integer or floating constant ('32', '32u', '32.0f').
bool isLiteral32(const clang::Expr *E, const clang::ASTContext &Context);
bool mentionsWarpSize(const clang::Expr *E);
bool isWarpSize(const clang::Expr *E);
// The CUDA builtin (threadIdx, blockIdx, blockDim, gridDim) E reads a component of, or "".
llvm::StringRef builtinVariable(const clang::Expr *E);
// E without parentheses and casts, implicit or written.
const clang::Expr *stripped(const clang::Expr *E);

} // namespace cu2hip::warp
