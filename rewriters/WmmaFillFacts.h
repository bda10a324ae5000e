// The value argument of nvcuda::wmma::fill_fragment when its type is not the fragment's
// element type ('wmma::fill_fragment(acc, 0.0f)' on an int accumulator). CUDA declares the
// value as 'const fill_argument_type &', so the call converts it; rocWMMA declares
// 'fill_fragment(fragment<..., DataT, ...> &, DataT)' and deduces DataT from both arguments,
// so the translated call matches nothing and does not compile. Translation casts the value
// to CUDA's parameter type, the conversion CUDA made implicitly.
#pragma once

#include "AstFacts.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip {

void recordWmmaFillValue(const clang::CallExpr &Call, const clang::SourceManager &SM,
                         const clang::LangOptions &LangOpts, AstFacts &Facts);

} // namespace cu2hip
