// Preprocessor branches that only a compiler targeting NVIDIA GPUs compiles: those guarded
// by __CUDA_ARCH__, which nvcc and HIP-Clang on HIP's NVIDIA platform define for device
// code and which is undefined on AMD ('#if __CUDA_ARCH__ >= 700' is false there).
#pragma once

#include "rewriters/TokenStream.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct NvidiaOnlyBranch {
  unsigned Begin = 0, End = 0; // byte range of the branch's body
  std::string Condition;       // the directive as written, e.g. '#if __CUDA_ARCH__ >= 700'
  bool HasAlternative = false; // an '#else'/'#elif' gives AMD something in its place
  size_t Directive = 0;        // token index of the '#' that opens the body
  size_t ChainStart = 0;       // token index of the '#' of the chain's '#if'/'#ifdef'/'#ifndef'
};

// Recognised: '#ifdef __CUDA_ARCH__', '#if' / '#elif' conditions whose '&&'-conjuncts
// include 'defined(__CUDA_ARCH__)', '__CUDA_ARCH__' alone or '__CUDA_ARCH__ >=/>/== N'
// that is false at 0, or '!defined(__HIP_PLATFORM_AMD__)' (what cu2hip writes to keep
// AMD out of a branch), and the '#else' of '#ifndef __CUDA_ARCH__', of '#if
// !defined(__CUDA_ARCH__)', of the negation of a recognised condition, and of a '||'
// condition one of whose terms is 'defined(__HIP_PLATFORM_AMD__)'. Other conditions with
// '||' are not judged. Source order.
std::vector<NvidiaOnlyBranch> nvidiaOnlyBranches(const TokenStream &Tokens,
                                                 std::string_view Source);

// The innermost branch holding Offset, or null.
const NvidiaOnlyBranch *enclosingBranch(const std::vector<NvidiaOnlyBranch> &Branches,
                                        unsigned Offset);

} // namespace cu2hip
