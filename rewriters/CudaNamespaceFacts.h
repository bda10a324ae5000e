// Records where the main file names the namespaces and namespace-scope declarations of
// CUDA's C++ headers (cub, thrust, cooperative_groups, nvcuda::wmma), for NamespaceRenameRule.
#pragma once

#include "AstFacts.h"

#include "clang/AST/ASTContext.h"

namespace cu2hip {

// Fills Facts.CudaNamespaceSpellings and Facts.CudaQualifiedReferences. A namespace or
// alias the program declares itself ('namespace cg = cooperative_groups;' makes 'cg' the
// program's) is never recorded: only its target, which is written CUDA text.
void collectCudaNamespaceFacts(clang::ASTContext &Context, AstFacts &Facts);

} // namespace cu2hip
