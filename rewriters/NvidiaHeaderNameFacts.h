// The program's own names that HIP's NVIDIA headers use too (nvidia-header-names), and the
// CUDA functions its included headers call (hip-opt-in): facts the parse records for them.
#pragma once

#include "AstFacts.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip {

// A declaration of the program's own function named as a function-like macro of HIP's
// NVIDIA platform, or its own make_Complex(float, float) definition.
void recordNvidiaHeaderNameClash(const clang::FunctionDecl &D, const clang::SourceManager &SM,
                                 AstFacts &Facts);

// A reference to such a function of the program's.
void recordNvidiaMacroNamedReference(const clang::DeclRefExpr &E, const clang::SourceManager &SM,
                                     AstFacts &Facts);

// A call, from one of the program's headers that the main file includes, of a function
// declared outside the program.
void recordCalleeInIncludedHeader(const clang::CallExpr &E, const clang::FunctionDecl *Callee,
                                  const clang::SourceManager &SM, AstFacts &Facts);

} // namespace cu2hip
