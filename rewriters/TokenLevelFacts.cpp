#include "TokenLevelFacts.h"

#include "CudaNameHeuristics.h"

#include <set>

namespace cu2hip {
namespace {

bool isTypeToken(const SourceToken &Token, const MappingTable &Table) {
  static const std::set<std::string_view> Keywords = {"int",      "long",   "short", "char",
                                                      "unsigned", "signed", "float", "double",
                                                      "bool",     "auto",   "size_t"};
  if (!Token.isIdentifier())
    return false;
  if (Keywords.count(Token.Text))
    return true;
  const MappingEntry *E = Table.lookupSymbol(std::string(Token.Text));
  return E && E->Kind == SymbolKind::Type;
}

bool endsDeclarator(const SourceToken &Token) {
  return Token.is(clang::tok::equal) || Token.is(clang::tok::semi) || Token.is(clang::tok::comma) ||
         Token.is(clang::tok::l_paren);
}

// Whether the statement holding the ',' at Comma starts with a type: 'cudaError_t a = f(x),
// b' declares b. The statement starts after the last ';', '{' or '}' outside parentheses, or
// at the start of the directive line or code lines that hold the comma.
bool declaratorListBefore(const TokenStream &Tokens, size_t Comma, const MappingTable &Table) {
  int Depth = 0;
  size_t I = Comma;
  while (I > 0) {
    const SourceToken &Prev = Tokens[I - 1];
    if (Prev.DirectiveHash != Tokens[Comma].DirectiveHash)
      break; // a directive line begins or ends here: it is no part of the statement
    if (Prev.is(clang::tok::r_paren))
      ++Depth;
    else if (Prev.is(clang::tok::l_paren) && --Depth < 0)
      return false; // the comma separates arguments
    else if (Depth == 0 && (Prev.is(clang::tok::semi) || Prev.is(clang::tok::l_brace) ||
                            Prev.is(clang::tok::r_brace)))
      break;
    --I;
  }
  while (I < Comma && (Tokens[I].Text == "const" || Tokens[I].Text == "static"))
    ++I;
  return I < Comma && isTypeToken(Tokens[I], Table);
}

} // namespace

void addTokenLevelDeclarations(const TokenStream &Tokens, AstFacts &Facts) {
  for (size_t I = 0; I + 2 < Tokens.size(); ++I) {
    const SourceToken &Hash = Tokens[I];
    if (!Hash.is(clang::tok::hash) || Hash.DirectiveHash != static_cast<int>(I))
      continue;
    if (Tokens[I + 1].Text == "define" && Tokens[I + 2].isIdentifier())
      Facts.UserDeclaredNames.insert(std::string(Tokens[I + 2].Text));
  }
}

void addUnparsedVariableDeclarations(const TokenStream &Tokens, const MappingTable &Table,
                                     AstFacts &Facts) {
  for (size_t I = 1; I + 1 < Tokens.size(); ++I) {
    const SourceToken &Name = Tokens[I];
    if (!Name.isIdentifier() || !endsDeclarator(Tokens[I + 1]) ||
        !looksLikeCudaApiName(Name.Text) || Table.lookupSymbol(std::string(Name.Text)))
      continue;
    size_t Type = I - 1;
    while (Type > 0 && (Tokens[Type].is(clang::tok::star) || Tokens[Type].is(clang::tok::amp) ||
                        Tokens[Type].Text == "const"))
      --Type;
    bool Declared =
        isTypeToken(Tokens[Type], Table) ||
        (Tokens[I - 1].is(clang::tok::comma) && declaratorListBefore(Tokens, I - 1, Table));
    if (Declared)
      Facts.UserDeclaredNames.insert(std::string(Name.Text));
  }
}

} // namespace cu2hip
