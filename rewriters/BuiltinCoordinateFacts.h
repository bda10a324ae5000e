// Where the main file uses a component of CUDA's built-in index variables (threadIdx.x,
// blockDim.y, ...) in a place whose meaning depends on its type. In CUDA such a component
// is an unsigned int; in HIP on AMD it is an object that converts to one (the coordinate
// proxies of amd_hip_runtime.h). Wherever the type is deduced or chosen among several, the
// proxy changes the result:
//   min(n, blockDim.x)        ambiguous (no overload takes the proxy)
//   std::max(i, threadIdx.x)  a template argument deduced twice, differently
//   auto i = threadIdx.x; ++i the proxy cannot be incremented
//   printf("%u", threadIdx.x) an empty object passed through '...': garbage is printed
// Translation casts these uses to unsigned int, which is the type CUDA gives them (a
// no-op there and on HIP's NVIDIA platform).
#pragma once

#include "AstFacts.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip {

// The arguments of Call that are coordinates and go to a function template, to an overload
// chosen among several, to a call not resolved yet (a dependent call in a template) or to
// the variadic part of a function.
void recordCoordinateArguments(const clang::CallExpr &Call, const clang::SourceManager &SM,
                               AstFacts &Facts);

// 'auto v = threadIdx.x' (and 'auto v{...}', 'auto v(...)'): the variable would get the
// proxy type.
void recordCoordinateAutoInitializer(const clang::VarDecl &Var, const clang::SourceManager &SM,
                                     AstFacts &Facts);

} // namespace cu2hip
