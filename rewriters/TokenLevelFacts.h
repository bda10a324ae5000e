// What can be known without an AST, for a file Clang could not parse: the facts the token
// rules need, recovered from the raw tokens.
#pragma once

#include "AstFacts.h"
#include "TokenStream.h"
#include "mappings/MappingTable.h"

namespace cu2hip {

// Adds the names the file itself defines as macros to Facts.UserDeclaredNames, so a
// program's own '#define cudaCheck(...)' is not renamed as if it were CUDA's. Facts may
// already hold what a failed parse recovered before it stopped; nothing is removed.
void addTokenLevelDeclarations(const TokenStream &Tokens, AstFacts &Facts);

// Adds the variables the file declares where no parse sees them (a local of an error-check
// macro's body, a declaration in an inactive '#if' branch) when they look like CUDA names
// no table knows: 'cudaError_t cudaStatus = call;' in a '#define' names the program's own
// variable, which is not an unknown CUDA API. A declaration here is a type (a table's type
// or a C++ type keyword, optionally const-qualified or a pointer) followed by the name and
// '=', ';', ',' or '(', or a further name after ',' in such a list.
void addUnparsedVariableDeclarations(const TokenStream &Tokens, const MappingTable &Table,
                                     AstFacts &Facts);

} // namespace cu2hip
