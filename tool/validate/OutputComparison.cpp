// The comparison rules of docs/validation.md ("Output match"), as plain functions.
#include "OutputComparison.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <map>

namespace cu2hip {
namespace {

constexpr std::string_view TimeName = "time_ms";

std::string_view trim(std::string_view S) {
  const char *Space = " \t\r\n";
  size_t Begin = S.find_first_not_of(Space);
  if (Begin == std::string_view::npos)
    return {};
  return S.substr(Begin, S.find_last_not_of(Space) - Begin + 1);
}

std::vector<std::string_view> lines(std::string_view Text) {
  std::vector<std::string_view> Result;
  while (!Text.empty()) {
    size_t End = Text.find('\n');
    Result.push_back(trim(Text.substr(0, End)));
    if (End == std::string_view::npos)
      break;
    Text.remove_prefix(End + 1);
  }
  return Result;
}

std::vector<std::string_view> tokens(std::string_view Text) {
  std::vector<std::string_view> Result;
  size_t I = 0;
  while (I < Text.size()) {
    size_t Begin = Text.find_first_not_of(" \t", I);
    if (Begin == std::string_view::npos)
      break;
    size_t End = std::min(Text.find_first_of(" \t", Begin), Text.size());
    Result.push_back(Text.substr(Begin, End - Begin));
    I = End;
  }
  return Result;
}

// The whole token as a number (decimal, exponent, hex, inf/nan as strtod reads them).
std::optional<double> number(std::string_view Token) {
  if (Token.empty())
    return std::nullopt;
  std::string Copy(Token);
  char *End = nullptr;
  errno = 0;
  double Value = std::strtod(Copy.c_str(), &End);
  if (End != Copy.c_str() + Copy.size() || errno == ERANGE)
    return std::nullopt;
  return Value;
}

// A unit of time or of a rate: what follows a number that measures the run rather than
// computes its result ("0.71 s", "takes 690811 us", "12.5 (ms)", "350 GB/s", "2.1 GFLOPS").
// Brackets and trailing punctuation ("0.58 s, 3.9 %") are ignored; the comparison is
// case-insensitive.
bool isMeasurementUnit(std::string_view Token) {
  while (!Token.empty() && std::string_view("([").find(Token.front()) != std::string_view::npos)
    Token.remove_prefix(1);
  while (!Token.empty() &&
         std::string_view(")],;.:|,").find(Token.back()) != std::string_view::npos)
    Token.remove_suffix(1);
  std::string Unit(Token);
  std::transform(Unit.begin(), Unit.end(), Unit.begin(),
                 [](unsigned char C) { return std::tolower(C); });
  static const char *const TimeUnits[] = {
      "s",     "sec",        "secs",        "second",       "seconds", "ms",
      "msec",  "msecs",      "millisecond", "milliseconds", "us",      "usec",
      "usecs", "\xc2\xb5s",  "microsecond", "microseconds", "ns",      "nsec",
      "nsecs", "nanosecond", "nanoseconds", "cycles",       "clocks"};
  for (const char *Name : TimeUnits)
    if (Unit == Name)
      return true;
  // Rates: GB/s, MB/sec, Gop/s, elements/ms; and GFLOPS, TFlop/s.
  for (std::string_view Per : {"/s", "/sec", "/ms", "/us"})
    if (Unit.size() > Per.size() && std::string_view(Unit).ends_with(Per))
      return true;
  return Unit.find("flop") != std::string::npos;
}

// Token I is a number with a unit of time or rate after it (or in it, "12.5ms").
bool isMeasurement(const std::vector<std::string_view> &Tokens, size_t I) {
  std::string_view Token = Tokens[I];
  if (number(Token))
    return I + 1 < Tokens.size() && isMeasurementUnit(Tokens[I + 1]);
  // "12.5ms", "3.1s": the number and its unit in one token.
  size_t UnitBegin = Token.find_first_not_of("0123456789.+-eE");
  return UnitBegin != 0 && UnitBegin != std::string_view::npos &&
         number(Token.substr(0, UnitBegin)) && isMeasurementUnit(Token.substr(UnitBegin));
}

bool tokensMatch(std::string_view A, std::string_view B, std::optional<double> Tolerance) {
  if (A == B)
    return true;
  if (!Tolerance)
    return false;
  auto X = number(A), Y = number(B);
  if (!X || !Y || std::isnan(*X) || std::isnan(*Y))
    return false;
  double Scale = std::max({1.0, std::fabs(*X), std::fabs(*Y)});
  return std::fabs(*X - *Y) <= *Tolerance * Scale;
}

std::vector<std::string> missingLines(const std::vector<std::string> &Expected,
                                      std::string_view Output) {
  std::vector<std::string_view> Present = lines(Output);
  std::vector<std::string> Missing;
  for (const std::string &Line : Expected)
    if (std::find(Present.begin(), Present.end(), trim(Line)) == Present.end())
      Missing.push_back(Line);
  return Missing;
}

using ValueMap = std::map<std::pair<std::string, unsigned>, NamedValue>;

ValueMap comparableValues(std::string_view Output, const ComparisonRules &Rules) {
  ValueMap Result;
  for (NamedValue &V : namedValues(Output))
    if (!isIgnoredName(V.Name, Rules.IgnoredNames))
      Result.emplace(std::make_pair(V.Name, V.Occurrence), std::move(V));
  return Result;
}

void compareValues(const ProgramRun &Cuda, const ProgramRun &Hip, const ComparisonRules &Rules,
                   RunComparison &Result) {
  ValueMap CudaValues = comparableValues(Cuda.Stdout, Rules);
  ValueMap HipValues = comparableValues(Hip.Stdout, Rules);
  for (const auto &[Key, C] : CudaValues) {
    auto It = HipValues.find(Key);
    if (It == HipValues.end()) {
      Result.Differences.push_back({C.label(), C.Value, std::nullopt});
      continue;
    }
    ++Result.ComparedValues;
    if (!valuesMatch(C.Value, It->second.Value, Rules.Tolerance))
      Result.Differences.push_back({C.label(), C.Value, It->second.Value});
  }
  for (const auto &[Key, H] : HipValues)
    if (!CudaValues.count(Key))
      Result.Differences.push_back({H.label(), std::nullopt, H.Value});
}

bool holdsWord(std::string_view Line, const std::vector<std::string> &Words) {
  std::string Lower(Line);
  std::transform(Lower.begin(), Lower.end(), Lower.begin(),
                 [](unsigned char C) { return std::tolower(C); });
  for (std::string Word : Words) {
    std::transform(Word.begin(), Word.end(), Word.begin(),
                   [](unsigned char C) { return std::tolower(C); });
    if (Lower.find(Word) != std::string::npos)
      return true;
  }
  return false;
}

// Line k of one run against line k of the other; a run with more lines has the rest as
// differences with nothing on the other side.
void compareAllLines(const ProgramRun &Cuda, const ProgramRun &Hip, const ComparisonRules &Rules,
                     RunComparison &Result) {
  std::vector<std::string> A = comparedLines(Cuda.Stdout, Rules);
  std::vector<std::string> B = comparedLines(Hip.Stdout, Rules);
  for (size_t I = 0; I < std::max(A.size(), B.size()); ++I) {
    std::string Label = "line " + std::to_string(I + 1);
    if (I >= A.size()) {
      Result.Differences.push_back({Label, std::nullopt, B[I]});
    } else if (I >= B.size()) {
      Result.Differences.push_back({Label, A[I], std::nullopt});
    } else {
      ++Result.ComparedValues;
      if (!valuesMatch(A[I], B[I], Rules.Tolerance))
        Result.Differences.push_back({Label, A[I], B[I]});
    }
  }
}

// Sum of the first number on each time_ms line; nullopt when there is none.
std::optional<double> timeMsSum(std::string_view Output) {
  std::optional<double> Sum;
  for (const NamedValue &V : namedValues(Output)) {
    if (V.Name != TimeName)
      continue;
    std::vector<std::string_view> Tokens = tokens(V.Value);
    if (auto X = Tokens.empty() ? std::nullopt : number(Tokens.front()))
      Sum = Sum.value_or(0.0) + *X;
  }
  return Sum;
}

} // namespace

std::string NamedValue::label() const {
  return Occurrence == 0 ? Name : Name + " (#" + std::to_string(Occurrence + 1) + ")";
}

std::vector<std::string> comparedLines(std::string_view Output, const ComparisonRules &Rules) {
  std::vector<std::string> Kept;
  for (std::string_view Line : lines(Output)) {
    if (Line.empty() || holdsWord(Line, Rules.IgnoredLineWords))
      continue;
    std::vector<NamedValue> Named = namedValues(Line);
    if (!Named.empty() && isIgnoredName(Named.front().Name, Rules.IgnoredNames))
      continue;
    Kept.emplace_back(Line);
  }
  return Kept;
}

std::vector<NamedValue> namedValues(std::string_view Output) {
  std::vector<NamedValue> Result;
  std::map<std::string, unsigned> Seen;
  for (std::string_view Line : lines(Output)) {
    size_t Colon = Line.find(':');
    if (Colon == 0 || Colon == std::string_view::npos)
      continue;
    std::string_view Name = Line.substr(0, Colon);
    if (Name.find_first_of(" \t") != std::string_view::npos)
      continue;
    // "name: value" or "name:" at the end; "a::b" and "x:y" are not such lines.
    if (Colon + 1 < Line.size() && Line[Colon + 1] != ' ' && Line[Colon + 1] != '\t')
      continue;
    std::string Key(Name);
    Result.push_back({Key, Seen[Key]++, std::string(trim(Line.substr(Colon + 1)))});
  }
  return Result;
}

bool valuesMatch(std::string_view Cuda, std::string_view Hip, std::optional<double> Tolerance) {
  std::vector<std::string_view> A = tokens(Cuda), B = tokens(Hip);
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (!tokensMatch(A[I], B[I], Tolerance) && !(isMeasurement(A, I) && isMeasurement(B, I)))
      return false;
  return true;
}

bool isIgnoredName(std::string_view Name, const std::vector<std::string> &IgnoredNames) {
  if (Name == TimeName)
    return true;
  for (std::string_view Pattern : IgnoredNames) {
    if (!Pattern.empty() && Pattern.back() == '*') {
      if (Name.substr(0, Pattern.size() - 1) == Pattern.substr(0, Pattern.size() - 1))
        return true;
    } else if (Name == Pattern) {
      return true;
    }
  }
  return false;
}

RunComparison compareRuns(const ProgramRun &Cuda, const ProgramRun &Hip,
                          const ComparisonRules &Rules) {
  RunComparison Result;
  Result.CudaExitOk = Cuda.Ran && !Cuda.TimedOut && Cuda.ExitCode == Rules.ExpectedExitCode;
  Result.HipExitOk = Hip.Ran && !Hip.TimedOut && Hip.ExitCode == Rules.ExpectedExitCode;
  Result.MissingInHip = missingLines(Rules.ExpectedLines, Hip.Stdout);
  Result.MissingInCuda = missingLines(Rules.ExpectedLines, Cuda.Stdout);
  if (Rules.AllLines)
    compareAllLines(Cuda, Hip, Rules, Result);
  else
    compareValues(Cuda, Hip, Rules, Result);
  return Result;
}

RuntimeRatio runtimeRatio(const ProgramRun &Cuda, const ProgramRun &Hip) {
  RuntimeRatio Result;
  std::optional<double> C = timeMsSum(Cuda.Stdout), H = timeMsSum(Hip.Stdout);
  if (C && H && *C > 0 && *H > 0) {
    Result.Basis = std::string(TimeName);
  } else if (Cuda.WallMs && Hip.WallMs && *Cuda.WallMs > 0 && *Hip.WallMs > 0) {
    Result.Basis = "wall";
    C = Cuda.WallMs;
    H = Hip.WallMs;
  } else {
    return Result;
  }
  Result.CudaMs = *C;
  Result.HipMs = *H;
  Result.Ratio = *H / *C;
  return Result;
}

} // namespace cu2hip
