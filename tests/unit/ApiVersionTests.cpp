// MAJOR.MINOR parsing and ordering.
#include "mappings/ApiVersion.h"

#include <catch2/catch.hpp>

using cu2hip::ApiVersion;

TEST_CASE("versions parse and compare numerically", "[version]") {
  REQUIRE(ApiVersion::parse("5.2") == ApiVersion{5, 2});
  REQUIRE(ApiVersion::parse("6.10") > ApiVersion::parse("6.9"));
  REQUIRE(ApiVersion::parse("12.0")->str() == "12.0");
}

TEST_CASE("malformed versions are rejected", "[version]") {
  for (const char *Bad : {"", "5", "5.", ".2", "5.2.1", "v5.2", "5.x", "12345.0"})
    CHECK_FALSE(ApiVersion::parse(Bad).has_value());
}
