#include "TokenLevelFacts.h"

namespace cu2hip {

void addTokenLevelDeclarations(const TokenStream &Tokens, AstFacts &Facts) {
  for (size_t I = 0; I + 2 < Tokens.size(); ++I) {
    const SourceToken &Hash = Tokens[I];
    if (!Hash.is(clang::tok::hash) || Hash.DirectiveHash != static_cast<int>(I))
      continue;
    if (Tokens[I + 1].Text == "define" && Tokens[I + 2].isIdentifier())
      Facts.UserDeclaredNames.insert(std::string(Tokens[I + 2].Text));
  }
}

} // namespace cu2hip
