// The main file as raw tokens (Clang's raw lexer: no macro expansion, no includes),
// with the preprocessor-directive structure the token-level rules need.
#pragma once

#include "clang/Basic/TokenKinds.h"

#include <map>
#include <string_view>
#include <vector>

namespace cu2hip {

struct SourceToken {
  clang::tok::TokenKind Kind = clang::tok::unknown; // raw_identifier for identifiers
  unsigned Offset = 0, Length = 0;
  std::string_view Text;
  bool StartsLine = false;
  // Index of the '#' token of the directive this token belongs to, or -1.
  int DirectiveHash = -1;

  unsigned end() const { return Offset + Length; }
  bool isIdentifier() const { return Kind == clang::tok::raw_identifier; }
  bool is(clang::tok::TokenKind K) const { return Kind == K; }
};

class TokenStream {
public:
  explicit TokenStream(std::string_view Source);

  const std::vector<SourceToken> &tokens() const { return Tokens; }
  size_t size() const { return Tokens.size(); }
  const SourceToken &operator[](size_t I) const { return Tokens[I]; }

  // The directive name ("include", "ifdef", ...) of token I, or "" outside directives.
  std::string_view directiveOf(size_t I) const;
  // Index of the '#' of the first '#define Name', or size() if there is none.
  size_t firstDefinition(std::string_view Name) const;
  // Index of the ')' that closes the '(' at index Open, or size() if unbalanced or closed
  // only after a directive boundary. Constant time: rules ask it of every '(' they pass.
  size_t matchingParen(size_t Open) const;

  // Byte ranges of the arguments of the call whose '(' is at index Open; empty
  // for '()'. Each range is [first token begin, last token end).
  struct ArgumentSpan {
    size_t FirstToken, LastToken; // inclusive token indices
    unsigned Begin, End;
  };
  // TemplateLists (offset of '<' -> offset of its '>', from the parse) keeps the commas of
  // 'f<A, B>' inside one argument; the tokens alone cannot tell them from 'a < b, c > d'.
  std::vector<ArgumentSpan>
  callArguments(size_t Open, const std::map<unsigned, unsigned> *TemplateLists = nullptr) const;

private:
  std::vector<SourceToken> Tokens;
  std::vector<size_t> ClosingParens; // per token: for a '(', matchingParen's answer
  std::map<std::string_view, size_t> FirstDefinitions; // macro name -> its first '#define' '#'
};

} // namespace cu2hip
