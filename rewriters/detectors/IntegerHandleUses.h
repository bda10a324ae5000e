// Uses of a CUDA handle type that CUDA defines as a 64-bit integer and HIP on AMD as a
// pointer (cudaTextureObject_t, CUdeviceptr, ...): bit operations, arithmetic, casts from
// other integers and conversions to narrower or other integers, none of which compiles on
// AMD. Comparisons, assignment and a literal 0 are fine with a pointer and are not reported.
#pragma once

#include "clang/AST/ASTContext.h"

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>

namespace cu2hip {

// Calls Found(location, handle typedef, how it is used) for every such use in the main file's
// function bodies, one per line.
void forEachIntegerHandleUse(
    clang::ASTContext &Context, std::initializer_list<std::string_view> HandleTypedefs,
    const std::function<void(clang::SourceLocation, llvm::StringRef, std::string)> &Found);

} // namespace cu2hip
