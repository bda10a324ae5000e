// runGuarded: a stage that throws is reported with its message, and the process goes on.
#include "rewriters/CrashGuard.h"

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace cu2hip;

TEST_CASE("a stage that completes reports nothing", "[crash-guard]") {
  int Runs = 0;
  CHECK_FALSE(runGuarded([&] { ++Runs; }).has_value());
  CHECK(Runs == 1);
}

TEST_CASE("an exception in a stage is reported with its message", "[crash-guard]") {
  auto Failure = runGuarded([] { throw std::runtime_error("table entry without a name"); });
  REQUIRE(Failure.has_value());
  CHECK(*Failure == "exception: table entry without a name");
}

// A crash (a signal) cannot be tested here: Catch2 handles signals itself. The hardening test
// makes Clang trap on a real input ("#pragma clang __debug crash") and checks the recovery.
