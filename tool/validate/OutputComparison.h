// Comparing a CUDA program's run with the run of its HIP translation: exit codes, expected
// lines, `name: value` lines (as text, or numerically within a tolerance), runtime ratio.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// One run of a built program, as run-gpu.sh recorded it.
struct ProgramRun {
  bool Ran = false; // built and started; false: nothing below is meaningful
  int ExitCode = 0;
  bool TimedOut = false;
  std::string Stdout;
  std::string Stderr; // shown in reports of failed runs, never compared
  std::optional<double> WallMs;
};

struct ComparisonRules {
  int ExpectedExitCode = 0;
  std::vector<std::string> ExpectedLines;
  std::optional<double> Tolerance;       // nullopt: values must be equal as text
  std::vector<std::string> IgnoredNames; // besides time_ms; "prefix*" matches a prefix
  // Compare every non-empty line, the n-th kept line of one run with the n-th of the
  // other, instead of only `name: value` lines; a line holding one of IgnoredLineWords
  // (case-insensitive) or an ignored name is not kept.
  bool AllLines = false;
  std::vector<std::string> IgnoredLineWords;
};

// A `name: value` line. The n-th repetition of a name is compared with the n-th.
struct NamedValue {
  std::string Name;
  unsigned Occurrence = 0; // 0 for the first line with this name
  std::string Value;
  std::string label() const; // "name", or "name (#2)" for a repetition
};

struct ValueDifference {
  std::string Label;
  std::optional<std::string> Cuda, Hip; // nullopt: the line is missing from that run
};

struct RunComparison {
  bool CudaExitOk = false, HipExitOk = false;
  std::vector<std::string> MissingInHip;  // expected lines absent from the HIP run
  std::vector<std::string> MissingInCuda; // ...from the CUDA run (a fixture or GPU problem)
  std::vector<ValueDifference> Differences;
  unsigned ComparedValues = 0;

  bool exitCodesOk() const { return CudaExitOk && HipExitOk; }
  bool outputMatches() const {
    return MissingInHip.empty() && MissingInCuda.empty() && Differences.empty();
  }
};

// The lines compareRuns compares with AllLines: non-empty, without an ignored word or name.
std::vector<std::string> comparedLines(std::string_view Output, const ComparisonRules &Rules);

// Lines of the form `name: value` (name without spaces); others are not compared.
std::vector<NamedValue> namedValues(std::string_view Output);

// Values are compared token by token (split at white space); with a tolerance, two tokens
// that both parse as numbers match when |a - b| <= tolerance * max(1, |a|, |b|).
bool valuesMatch(std::string_view Cuda, std::string_view Hip, std::optional<double> Tolerance);

bool isIgnoredName(std::string_view Name, const std::vector<std::string> &IgnoredNames);

RunComparison compareRuns(const ProgramRun &Cuda, const ProgramRun &Hip,
                          const ComparisonRules &Rules);

struct RuntimeRatio {
  std::optional<double> Ratio; // HIP / CUDA; nullopt when either side has no time
  std::string Basis;           // "time_ms" or "wall"
  double CudaMs = 0, HipMs = 0;
};

// From the sums of the first number on each time_ms line when both runs print them,
// else from the wall times.
RuntimeRatio runtimeRatio(const ProgramRun &Cuda, const ProgramRun &Hip);

} // namespace cu2hip
