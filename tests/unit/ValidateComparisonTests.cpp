// The comparison of a CUDA run with its HIP translation's run (tool/validate/OutputComparison).
#include "tool/validate/OutputComparison.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

ProgramRun run(const std::string &Stdout, int ExitCode = 0, std::optional<double> WallMs = {}) {
  ProgramRun R;
  R.Ran = true;
  R.ExitCode = ExitCode;
  R.Stdout = Stdout;
  R.WallMs = WallMs;
  return R;
}

ComparisonRules rules(std::vector<std::string> Expected = {"RESULT: PASS"},
                      std::optional<double> Tolerance = {}) {
  ComparisonRules R;
  R.ExpectedLines = std::move(Expected);
  R.Tolerance = Tolerance;
  return R;
}

} // namespace

TEST_CASE("identical runs match", "[validate]") {
  std::string Out = "mismatches: 0\nchecksum: 12345\nRESULT: PASS\n";
  RunComparison C = compareRuns(run(Out), run(Out), rules());
  CHECK(C.exitCodesOk());
  CHECK(C.outputMatches());
  CHECK(C.ComparedValues == 3);
}

TEST_CASE("exact comparison reports a differing value with both sides", "[validate]") {
  RunComparison C =
      compareRuns(run("sum: 1.0\nRESULT: PASS\n"), run("sum: 1.0000001\nRESULT: PASS\n"), rules());
  REQUIRE(C.Differences.size() == 1);
  CHECK(C.Differences[0].Label == "sum");
  CHECK(*C.Differences[0].Cuda == "1.0");
  CHECK(*C.Differences[0].Hip == "1.0000001");
  CHECK_FALSE(C.outputMatches());
}

TEST_CASE("a tolerance accepts close numbers and rejects far ones", "[validate]") {
  CHECK(valuesMatch("1.0", "1.0000001", 1e-6));
  CHECK_FALSE(valuesMatch("1.0", "1.001", 1e-6));
  // Relative above 1, absolute below: 1e6 vs 1e6+0.5 is within 1e-6 of the magnitude.
  CHECK(valuesMatch("1000000", "1000000.5", 1e-6));
  CHECK(valuesMatch("0.0", "1e-7", 1e-6));
  CHECK_FALSE(valuesMatch("0.0", "1e-5", 1e-6));
  // Token by token: words must be equal, numbers may differ within the tolerance.
  CHECK(valuesMatch("2.5 total", "2.5000001 total", 1e-6));
  CHECK_FALSE(valuesMatch("2.5 total", "2.5 partial", 1e-6));
  CHECK_FALSE(valuesMatch("1 2", "1", 1e-6));
  CHECK(valuesMatch("nan", "nan", 1e-6)); // equal text
  CHECK_FALSE(valuesMatch("nan", "1.0", 1e-6));
  CHECK_FALSE(valuesMatch("1.0", "1.0000001", std::nullopt));
}

TEST_CASE("the fixture's tolerance applies to every named value", "[validate]") {
  RunComparison C = compareRuns(run("max_abs_diff: 3.2e-6\nRESULT: PASS\n"),
                                run("max_abs_diff: 3.9e-6\nRESULT: PASS\n"), rules({}, 1e-5));
  CHECK(C.outputMatches());
}

TEST_CASE("expected lines missing from either run are reported", "[validate]") {
  RunComparison C =
      compareRuns(run("mismatches: 0\nRESULT: PASS\n"), run("mismatches: 0\nRESULT: FAIL\n"),
                  rules({"mismatches: 0", "RESULT: PASS"}));
  CHECK(C.MissingInHip == std::vector<std::string>{"RESULT: PASS"});
  CHECK(C.MissingInCuda.empty());
  CHECK_FALSE(C.outputMatches());

  RunComparison Both = compareRuns(run("x: 1\n"), run("x: 1\n"), rules({"RESULT: PASS"}));
  CHECK(Both.MissingInCuda.size() == 1);
  CHECK(Both.MissingInHip.size() == 1);
}

TEST_CASE("expected lines match whole lines, ignoring trailing white space", "[validate]") {
  RunComparison C =
      compareRuns(run("RESULT: PASS \r\n"), run("RESULT: PASSED\n"), rules({"RESULT: PASS"}));
  CHECK(C.MissingInCuda.empty());
  CHECK(C.MissingInHip.size() == 1);
}

TEST_CASE("names only one run prints are differences", "[validate]") {
  RunComparison C = compareRuns(run("a: 1\nb: 2\n"), run("a: 1\nc: 3\n"), rules({}));
  REQUIRE(C.Differences.size() == 2);
  CHECK(C.Differences[0].Label == "b");
  CHECK_FALSE(C.Differences[0].Hip.has_value());
  CHECK(C.Differences[1].Label == "c");
  CHECK_FALSE(C.Differences[1].Cuda.has_value());
}

TEST_CASE("time_ms lines and ignored names are not compared", "[validate]") {
  ComparisonRules R = rules({});
  R.IgnoredNames = {"pitch", "device_*"};
  RunComparison C =
      compareRuns(run("time_ms: 1.5\npitch: 512\ndevice_name: H200\nmismatches: 0\n"),
                  run("time_ms: 9.75 total\npitch: 256\ndevice_name: MI250\nmismatches: 0\n"), R);
  CHECK(C.outputMatches());
  CHECK(C.ComparedValues == 1);
  CHECK(isIgnoredName("time_ms", {}));
  CHECK_FALSE(isIgnoredName("time_ms_total", {}));
}

TEST_CASE("repeated names are compared occurrence by occurrence", "[validate]") {
  RunComparison C = compareRuns(run("v: 1\nv: 2\n"), run("v: 1\nv: 3\n"), rules({}));
  REQUIRE(C.Differences.size() == 1);
  CHECK(C.Differences[0].Label == "v (#2)");
}

TEST_CASE("only `name: value` lines are named values", "[validate]") {
  std::vector<NamedValue> V = namedValues("a: 1\nCUDA error 'x' at main.cu:12\nstd::vector\n"
                                          "b:\n  c: 3  \nno colon\n");
  REQUIRE(V.size() == 3);
  CHECK(V[0].Name == "a");
  CHECK(V[1].Name == "b");
  CHECK(V[1].Value.empty());
  CHECK(V[2].Name == "c");
  CHECK(V[2].Value == "3");
}

TEST_CASE("exit codes must both equal the expected one", "[validate]") {
  RunComparison C = compareRuns(run("RESULT: PASS\n", 0), run("RESULT: PASS\n", 1), rules());
  CHECK(C.CudaExitOk);
  CHECK_FALSE(C.HipExitOk);
  CHECK_FALSE(C.exitCodesOk());

  ComparisonRules ExpectFailure = rules({});
  ExpectFailure.ExpectedExitCode = 1;
  RunComparison D = compareRuns(run("", 1), run("", 1), ExpectFailure);
  CHECK(D.exitCodesOk());

  ProgramRun TimedOut = run("", 124);
  TimedOut.TimedOut = true;
  CHECK_FALSE(compareRuns(run(""), TimedOut, rules({})).HipExitOk);
  CHECK_FALSE(compareRuns(run(""), ProgramRun{}, rules({})).HipExitOk); // never ran
}

TEST_CASE("the runtime ratio prefers time_ms sums over wall time", "[validate]") {
  RuntimeRatio R = runtimeRatio(run("time_ms: 2.0\ntime_ms: 2.0 phase\n", 0, 900.0),
                                run("time_ms: 3.0\ntime_ms: 3.0 phase\n", 0, 100.0));
  REQUIRE(R.Ratio);
  CHECK(R.Basis == "time_ms");
  CHECK(*R.Ratio == Approx(1.5));

  RuntimeRatio Wall = runtimeRatio(run("x: 1\n", 0, 200.0), run("x: 1\n", 0, 300.0));
  REQUIRE(Wall.Ratio);
  CHECK(Wall.Basis == "wall");
  CHECK(*Wall.Ratio == Approx(1.5));

  CHECK_FALSE(runtimeRatio(run(""), run("")).Ratio);
}

TEST_CASE("all-lines comparison pairs every kept line, words and numbers", "[validate]") {
  ComparisonRules R = rules({}, 1e-4);
  R.AllLines = true;
  R.IgnoredLineWords = {"execution time", "GB/s"};
  std::string Cuda = "Average Execution Time of kernel: 12.5 (us)\nchecksum 1.000000\n\nPASS\n";
  std::string Hip = "Average execution time of kernel: 15.0 (us)\nchecksum 1.000001\n\nPASS\n";
  CHECK(comparedLines(Cuda, R) == std::vector<std::string>{"checksum 1.000000", "PASS"});
  RunComparison Same = compareRuns(run(Cuda), run(Hip), R);
  CHECK(Same.outputMatches());
  CHECK(Same.ComparedValues == 2);

  RunComparison Failed = compareRuns(run(Cuda), run("checksum 1.0\nFAIL\n"), R);
  REQUIRE(Failed.Differences.size() == 1);
  CHECK(Failed.Differences[0].Label == "line 2");
  CHECK(*Failed.Differences[0].Cuda == "PASS");
  CHECK(*Failed.Differences[0].Hip == "FAIL");

  RunComparison Shorter = compareRuns(run(Cuda), run("checksum 1.0\n"), R);
  REQUIRE(Shorter.Differences.size() == 1);
  CHECK_FALSE(Shorter.Differences[0].Hip);
}

TEST_CASE("all-lines comparison leaves out time_ms and ignored names", "[validate]") {
  ComparisonRules R = rules({});
  R.AllLines = true;
  R.IgnoredNames = {"device*"};
  std::string Out = "time_ms: 3.2\ndevice name: H200\ndevice_count: 1\nresult: 7\n";
  CHECK(comparedLines(Out, R) == std::vector<std::string>{"device name: H200", "result: 7"});
}

TEST_CASE("numbers with a unit of time or rate are measurements, not results", "[validate]") {
  ComparisonRules R = rules({}, 1e-4);
  R.AllLines = true;
  // HeCBench's outputs: lavaMD, mallocFree, ddbp, mr's table, a bandwidth and a rate.
  std::string Cuda = "0.715304970741 s\ncudaFree(64) takes 47.303 us\n"
                     "Total kernel execution 7.673410 (s)\n1 base  |   132 ns |    83 ns |\n"
                     "copy: 812.5 GB/s, 3.5ms\nsum 10.5 s\n";
  std::string Hip = "0.500120997429 s\ncudaFree(64) takes 40.067 us\n"
                    "Total kernel execution 5.062859 (s)\n1 base  |   144 ns |    92 ns |\n"
                    "copy: 790.0 GB/s, 4.25ms\nsum 10.5 s\n";
  RunComparison Same = compareRuns(run(Cuda), run(Hip), R);
  CHECK(Same.Differences.empty());
  CHECK(Same.ComparedValues == 6);

  // A number without a unit is still a result, on a line that also holds a timing; and
  // only a number counts as measured, not a word that happens to precede a unit.
  RunComparison Changed = compareRuns(run("checksum 42 in 0.5 s\nfound 3 s\n"),
                                      run("checksum 43 in 0.7 s\nfound 3 ms\n"), R);
  REQUIRE(Changed.Differences.size() == 2);
  CHECK(Changed.Differences[0].Label == "line 1");
  CHECK(Changed.Differences[1].Label == "line 2");
  // A number measured on one side only (a unit on one side, none on the other) differs.
  CHECK_FALSE(valuesMatch("took 5 ms", "took 6 items", 1e-4));
  // A unit followed by a comma (HeCBench myocyte: "0.5766 s, 3.92 % : ALLOCATE") is still a
  // unit; the share after it is a number without one, and is compared.
  CHECK(valuesMatch("0.5766 s, 3.92 %", "0.2771 s, 3.92 %", 1e-4));
  CHECK_FALSE(valuesMatch("0.5766 s, 3.92 %", "0.2771 s, 1.54 %", 1e-4));
}
