// Which public Thrust header declares each Thrust algorithm the file calls
// (thrust-algorithm-header): a fact the parse records for that rule.
#pragma once

#include "AstFacts.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

namespace cu2hip {

// A use at Use, written in the main file, of Referenced (a function, a function template
// or a using-declaration of one) declared in a top-level Thrust header ('thrust/sequence.h').
void recordThrustAlgorithmUse(const clang::NamedDecl *Referenced, clang::SourceLocation Use,
                              const clang::SourceManager &SM, AstFacts &Facts);

} // namespace cu2hip
