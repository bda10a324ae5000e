// Raw lexing: directives, strings and comments, call arguments.
#include "rewriters/TokenStream.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("comments vanish and strings are single tokens", "[tokens]") {
  TokenStream T("f(\"cudaMalloc\"); // cudaFree\n/* cudaMemcpy */ g");
  std::vector<std::string_view> Identifiers;
  for (const SourceToken &Tok : T.tokens())
    if (Tok.isIdentifier())
      Identifiers.push_back(Tok.Text);
  CHECK(Identifiers == std::vector<std::string_view>{"f", "g"});
}

TEST_CASE("tokens know the directive they belong to", "[tokens]") {
  TokenStream T("#ifdef A\nx\n#define M(a) \\\n  cudaFree(a)\ny");
  auto indexOf = [&](std::string_view Text) {
    for (size_t I = 0; I < T.size(); ++I)
      if (T[I].Text == Text)
        return I;
    FAIL("token not found");
    return size_t(0);
  };
  CHECK(T.directiveOf(indexOf("A")) == "ifdef");
  CHECK(T.directiveOf(indexOf("x")).empty());
  CHECK(T.directiveOf(indexOf("cudaFree")) == "define");
  CHECK(T.directiveOf(indexOf("y")).empty());
}

TEST_CASE("CUDA launch chevrons are single tokens", "[tokens]") {
  TokenStream T("k<<<g, b>>>(x);");
  CHECK(T[1].is(clang::tok::lesslessless));
}

TEST_CASE("call arguments split at top-level commas only", "[tokens]") {
  std::string_view Source = "f(a, g(b, c), d[1, 2], {e, f})";
  TokenStream T(Source);
  auto Args = T.callArguments(1);
  REQUIRE(Args.size() == 4);
  CHECK(Source.substr(Args[1].Begin, Args[1].End - Args[1].Begin) == "g(b, c)");
  CHECK(Source.substr(Args[3].Begin, Args[3].End - Args[3].Begin) == "{e, f}");
  CHECK(TokenStream("f()").callArguments(1).empty());
}

TEST_CASE("a '(' is matched by the ')' that closes it, never across a directive", "[tokens]") {
  // The definition, scanned from each '(' (what matchingParen once did for every call).
  auto scanned = [](const TokenStream &T, size_t Open) {
    int Depth = 0;
    for (size_t I = Open; I < T.size(); ++I) {
      if (T[I].DirectiveHash != T[Open].DirectiveHash)
        return T.size();
      if (T[I].is(clang::tok::l_paren))
        ++Depth;
      else if (T[I].is(clang::tok::r_paren) && --Depth == 0)
        return I;
    }
    return T.size();
  };
  for (const char *Source : {"f(a, g(b), (c))", "f(a, g(b)", ") f(a)) (", "f(\n#if X\n)\n#endif\n)",
                             "#define M(a) g((a)\nf(M(1)))", "#if (A) && (B\nf(x)\n#endif"}) {
    TokenStream T(Source);
    for (size_t I = 0; I < T.size(); ++I)
      if (T[I].is(clang::tok::l_paren)) {
        INFO(Source << " at token " << I);
        CHECK(T.matchingParen(I) == scanned(T, I));
      }
  }
  TokenStream T("f(a) + g");
  CHECK(T.matchingParen(0) == T.size()); // not a '('
  CHECK(T.matchingParen(1) == 3);
}
