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

namespace {

// Recurses Depth times with 4 KB of stack per call (what a parser does on deeply nested
// code) and returns Depth; the frame is read after the call, so it cannot be optimized away.
unsigned recurse(unsigned Depth) {
  volatile char Frame[4096];
  Frame[Depth % sizeof(Frame)] = 1;
  return Depth == 0 ? 0 : recurse(Depth - 1) + Frame[Depth % sizeof(Frame)];
}

} // namespace

TEST_CASE("a parse stage has room for recursion deeper than a thread's usual 8 MB",
          "[crash-guard]") {
  // 16 MB of recursion: past the end of a default thread stack, where a parse of an
  // expression nested a few thousand levels once overflowed and ended the whole run.
  unsigned Result = 0;
  CHECK_FALSE(runGuardedParse([&] { Result = recurse(4096); }).has_value());
  CHECK(Result == 4096);
}

// A crash (a signal) cannot be tested here: Catch2 handles signals itself. The hardening test
// makes Clang trap on a real input ("#pragma clang __debug crash") and checks the recovery.
