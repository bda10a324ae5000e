// Edits apply in order, insertions precede a replacement at the same offset, overlaps are refused.
#include "rewriters/EditSet.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("replacements and insertions apply in one pass", "[edits]") {
  EditSet Edits;
  REQUIRE(Edits.add({0, 5, "hipX", "r"}));
  REQUIRE(Edits.add({11, 0, ")", "r"}));
  REQUIRE(Edits.add({6, 0, "W(", "r"}));
  CHECK(Edits.apply("cudaX(a, bcd);") == "hipX(W(a, bc)d);");
}

TEST_CASE("an insertion at the start of a replaced token goes before it", "[edits]") {
  EditSet Edits;
  REQUIRE(Edits.add({2, 3, "NEW", "rename"}));
  REQUIRE(Edits.add({2, 0, "W(", "wrap"}));
  CHECK(Edits.apply("f(sym)") == "f(W(NEW)");
}

TEST_CASE("overlapping edits are refused", "[edits]") {
  EditSet Edits;
  REQUIRE(Edits.add({4, 6, "x", "a"}));
  CHECK_FALSE(Edits.add({6, 2, "y", "b"}));
  CHECK_FALSE(Edits.add({5, 0, "z", "b"}));
  CHECK(Edits.add({10, 0, "end", "b"}));
  CHECK(Edits.edits().size() == 2);
}
