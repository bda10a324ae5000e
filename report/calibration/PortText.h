// A source file as the calibration compares it: its statements and directives as lines of
// tokens, with what needs no human decision when porting taken out
// (docs/effort-calibration.md, "The normalizer").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// A directive (its logical line), or code up to and including a ';' outside parentheses,
// a '{' or a '}': where a port breaks its lines or aligns its comments is no porting work.
struct PortLine {
  unsigned Line = 0;               // 1-based line of the file where the unit's first token is
  std::vector<std::string> Tokens; // never empty
};

// Comments and whitespace dropped (tokens joined by one space compare equal however they
// were laid out), `#include <X>` and `#include "X"` made one spelling, includes of the HIP
// runtime headers dropped (where a translation adds them is no decision),
// `hipLaunchKernelGGL(K, G, B, S, Q, ARGS)` written as `K<<<G, B, S, Q>>>(ARGS)`,
// `HIP_KERNEL_NAME(K)` as K, old HIP's `HIP_DYNAMIC_SHARED(T, N)` as
// `extern __shared__ T N[]`, and a launch configuration's `dim3(X)` wrappers and trailing
// zero shared-memory size and stream dropped, the mask argument of the warp _sync
// intrinsics dropped (`__shfl_xor_sync(M, V, L)` is `__shfl_xor(V, L)`), and every token
// in its canonicalPortSpelling.
std::vector<PortLine> normalizedPortLines(std::string_view Text);

// A name or string literal as a port spells it whoever renamed it: lower case, "cuda" as
// "hip" and a word-initial "cu" as "hip" (CHECK_CUDA / CHECK_HIP, cusparseCheck /
// hipsparseCheck, "CUDA error" / "HIP error"). Both sides get the same, so names that
// differ otherwise stay apart. Other tokens are returned as they are.
std::string canonicalPortSpelling(const std::string &Token);

// The line's tokens joined by single spaces.
std::string joinedTokens(const PortLine &L);

} // namespace cu2hip
