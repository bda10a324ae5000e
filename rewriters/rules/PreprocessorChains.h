// What the #if chains of a file test, from the raw tokens: shared by the rules that judge a
// CUDA macro's test by whether the program already wrote a branch for HIP.
#pragma once

#include "rewriters/TokenStream.h"

namespace cu2hip {

// A macro only HIP's compilers define: __HIPCC__, __HIP__, __HIP_PLATFORM_*.
inline bool isHipCompilerMacro(const SourceToken &Token) {
  return Token.isIdentifier() && (Token.Text == "__HIPCC__" || Token.Text == "__HIP__" ||
                                  Token.Text.starts_with("__HIP_PLATFORM_"));
}

// Whether the directive whose '#' is at Hash names such a macro itself.
inline bool directiveTestsHip(const TokenStream &T, size_t Hash) {
  for (size_t J = Hash + 1; J < T.size() && T[J].DirectiveHash == int(Hash); ++J)
    if (isHipCompilerMacro(T[J]))
      return true;
  return false;
}

// Whether an #elif after the directive at Hash, in the same chain, names such a macro
// ('#elif __HIPCC__', '#elif defined(__HIP_PLATFORM_AMD__)').
inline bool laterBranchTestsHip(const TokenStream &T, size_t Hash) {
  int Depth = 0;
  for (size_t I = Hash + 1; I < T.size(); ++I) {
    if (T[I].DirectiveHash != int(I) || I + 1 >= T.size())
      continue;
    std::string_view Name = T[I + 1].Text;
    if (Name == "if" || Name == "ifdef" || Name == "ifndef")
      ++Depth;
    else if (Name == "endif" && Depth-- == 0)
      return false;
    else if (Name == "elif" && Depth == 0 && directiveTestsHip(T, I))
      return true;
  }
  return false;
}

} // namespace cu2hip
