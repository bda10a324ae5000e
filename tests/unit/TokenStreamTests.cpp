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
