// What can be known without an AST, for a file Clang could not parse: the facts the token
// rules need, recovered from the raw tokens.
#pragma once

#include "AstFacts.h"
#include "TokenStream.h"

namespace cu2hip {

// Adds the names the file itself defines as macros to Facts.UserDeclaredNames, so a
// program's own '#define cudaCheck(...)' is not renamed as if it were CUDA's. Facts may
// already hold what a failed parse recovered before it stopped; nothing is removed.
void addTokenLevelDeclarations(const TokenStream &Tokens, AstFacts &Facts);

} // namespace cu2hip
