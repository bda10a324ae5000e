// The code a detector looks at: function bodies written in the main file, walked statement
// by statement without instantiating a RecursiveASTVisitor per detector.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <vector>

namespace cu2hip::warp {

// Functions with a body written in the main file (expansion location), template patterns
// included and instantiations left out: an instantiation would report the pattern's line
// once per type it was instantiated with.
std::vector<const clang::FunctionDecl *> mainFileFunctions(clang::ASTContext &Context);

// Calls Visit on S and every statement below it, parents before children; lambda bodies
// are part of the function that writes them. The semantic half of a pseudo-object
// expression (threadIdx.x's hidden getter call) is not visited: it is header code.
void forEachStmt(const clang::Stmt *S, llvm::function_ref<void(const clang::Stmt *)> Visit);

// Whether S contains a statement for which Match is true.
bool containsStmt(const clang::Stmt *S, llvm::function_ref<bool(const clang::Stmt *)> Match);

// The source text of E as written (a macro use shows as the macro's name).
std::string spelling(const clang::Expr *E, const clang::ASTContext &Context);

} // namespace cu2hip::warp
