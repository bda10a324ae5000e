// The command line: flags into the options value, usage errors naming the flag.
#include "tool/CommandLine.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {
std::optional<RunOptions> parse(std::vector<std::string> Args, std::string &Error) {
  return parseCommandLine(Args, Error);
}
} // namespace

TEST_CASE("flags and clang arguments are separated", "[cli]") {
  std::string Error;
  auto O = parse({"a.cu", "-I", "inc", "-DN=4", "--hip-version=5.2", "--launch-syntax", "hip",
                  "--print-stats", "--", "-fno-exceptions"},
                 Error);
  REQUIRE(O);
  CHECK(O->Inputs == std::vector<std::string>{"a.cu"});
  CHECK(O->ClangArgs == std::vector<std::string>{"-Iinc", "-DN=4", "-fno-exceptions"});
  CHECK(O->HipVersion == ApiVersion{5, 2});
  CHECK(O->Launch == LaunchSyntax::HipLaunchKernelGGL);
  CHECK(O->PrintStats);
}

TEST_CASE("usage errors name the offending flag", "[cli]") {
  std::string Error;
  CHECK_FALSE(parse({"a.cu", "--hip-version", "five"}, Error));
  CHECK_THAT(Error, Catch::Contains("--hip-version"));
  Error.clear();
  CHECK_FALSE(parse({"a.cu", "--frobnicate"}, Error));
  CHECK_THAT(Error, Catch::Contains("--frobnicate"));
  Error.clear();
  CHECK_FALSE(parse({"a.cu", "b.cu", "-o", "x.hip"}, Error));
  CHECK_THAT(Error, Catch::Contains("-o"));
  Error.clear();
  CHECK_FALSE(parse({"a.cu", "--out-dir"}, Error));
  CHECK_THAT(Error, Catch::Contains("--out-dir"));
  Error.clear();
  CHECK_FALSE(parse({}, Error));
  CHECK_THAT(Error, Catch::Contains("no input files"));
}
