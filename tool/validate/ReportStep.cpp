// Reading a work directory and a results directory into verdicts (docs/validation.md).
#include "ReportStep.h"
#include "PrepareStep.h"
#include "RunFixture.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace cu2hip {
namespace {

std::string join(const std::string &A, const std::string &B) {
  llvm::SmallString<256> Path(A);
  llvm::sys::path::append(Path, B);
  return std::string(Path);
}

std::optional<std::string> readText(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

std::optional<long long> readInteger(const std::string &Path) {
  auto Text = readText(Path);
  long long Value = 0;
  if (!Text || llvm::StringRef(*Text).trim().getAsInteger(10, Value))
    return std::nullopt;
  return Value;
}

// `timeout` exits 124 when it stopped the program, 137 when it had to kill it.
bool isTimeoutStatus(long long Status) { return Status == 124 || Status == 137; }

// RESULTS/<name>/<side>.{build.exit,build.log,exit,stdout,wall_ms}, as run-gpu.sh writes them.
ProgramRun readRun(const std::string &Dir, const std::string &Side) {
  ProgramRun Run;
  auto Exit = readInteger(join(Dir, Side + ".exit"));
  if (!Exit)
    return Run;
  Run.Ran = true;
  Run.ExitCode = int(*Exit);
  Run.TimedOut = isTimeoutStatus(*Exit);
  Run.Stdout = readText(join(Dir, Side + ".stdout")).value_or("");
  Run.Stderr = readText(join(Dir, Side + ".stderr")).value_or("");
  if (auto Wall = readInteger(join(Dir, Side + ".wall_ms")))
    Run.WallMs = double(*Wall);
  return Run;
}

TierResult gpuBuild(const std::string &Dir, const std::string &Side) {
  TierResult T;
  T.Log = Side + ".build.log";
  auto Exit = readInteger(join(Dir, Side + ".build.exit"));
  T.Status = (Exit && *Exit == 0) ? TierStatus::Pass : TierStatus::Fail;
  if (T.Status == TierStatus::Fail) {
    auto Log = readText(join(Dir, T.Log)).value_or("(no build log)");
    llvm::SmallVector<llvm::StringRef, 16> Lines;
    llvm::StringRef(Log).split(Lines, '\n', -1, false);
    for (llvm::StringRef Line : Lines)
      if (T.ErrorLines.size() < 5 && (Line.contains("error") || Line.contains("undefined")))
        T.ErrorLines.push_back(Line.str());
  }
  return T;
}

ComparisonRules rulesOf(const RunFixture &F) {
  ComparisonRules Rules;
  Rules.ExpectedExitCode = F.ExpectedExitCode;
  Rules.ExpectedLines = F.ExpectedOutput;
  Rules.Tolerance = F.Tolerance;
  Rules.IgnoredNames = F.IgnoredOutput;
  Rules.AllLines = F.CompareAllLines;
  Rules.IgnoredLineWords = F.IgnoredLines;
  return Rules;
}

void readGpuResults(const std::string &ResultDir, const RunFixture &F, FixtureVerdict &V) {
  V.NvidiaBuild = gpuBuild(ResultDir, "hip");
  V.NvidiaBuildOnGpu = true;
  TierResult CudaBuild = gpuBuild(ResultDir, "cuda");
  V.CudaBuilt = CudaBuild.Status == TierStatus::Pass;
  V.CudaBuildErrors = CudaBuild.ErrorLines;
  V.Cuda = readRun(ResultDir, "cuda");
  V.Hip = readRun(ResultDir, "hip");
  V.Ran = V.Cuda.Ran || V.Hip.Ran;
  if (V.Cuda.Ran && V.Hip.Ran) {
    V.Comparison = compareRuns(V.Cuda, V.Hip, rulesOf(F));
    V.Ratio = runtimeRatio(V.Cuda, V.Hip);
  }
}

FixtureVerdict verdictFor(const std::string &WorkDir, const std::string &ResultsDir,
                          const std::string &Name) {
  FixtureVerdict V;
  V.Name = Name;
  std::string Dir = join(WorkDir, Name);
  auto Fixture = loadRunFixture(Dir); // the copy of fixture.json prepare made
  std::string PrepareJson = join(Dir, "prepare.json");
  auto Text = readText(PrepareJson);
  if (!Fixture || !Text) {
    V.Problem = Fixture ? "cannot read '" + PrepareJson + "'" : llvm::toString(Fixture.takeError());
    return V;
  }
  auto Prepared = preparationFromJson(*Text, PrepareJson);
  if (!Prepared) {
    V.Problem = llvm::toString(Prepared.takeError());
    return V;
  }
  V.Prepared = std::move(*Prepared);
  V.ExpectedExitCode = Fixture->ExpectedExitCode;
  V.NvidiaBuild = V.Prepared->NvidiaBuild;
  std::string ResultDir = join(ResultsDir, Name);
  if (!ResultsDir.empty() && llvm::sys::fs::is_directory(ResultDir))
    readGpuResults(ResultDir, *Fixture, V);
  return V;
}

std::vector<std::pair<std::string, std::string>> readRunInfo(const std::string &ResultsDir) {
  std::vector<std::pair<std::string, std::string>> Info;
  auto Text = readText(join(ResultsDir, "run-info.txt"));
  if (!Text)
    return Info;
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  llvm::StringRef(*Text).split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    auto [Key, Value] = Line.split(':');
    if (!Key.trim().empty())
      Info.emplace_back(Key.trim().str(), Value.trim().str());
  }
  return Info;
}

} // namespace

bool FixtureVerdict::runOk() const {
  return Ran && CudaBuilt && NvidiaBuild.Status == TierStatus::Pass && Comparison.exitCodesOk();
}

bool FixtureVerdict::outputOk() const { return runOk() && Comparison.outputMatches(); }

bool FixtureVerdict::passed() const {
  return Prepared && Prepared->passed() && NvidiaBuild.Status == TierStatus::Pass && outputOk();
}

bool ValidationReport::passed(const FixtureVerdict &V) const {
  return IncludesRuns ? V.passed() : (V.Prepared && V.Prepared->passed());
}

bool ValidationReport::passed() const {
  for (const FixtureVerdict &V : Fixtures)
    if (!passed(V))
      return false;
  return !Fixtures.empty();
}

llvm::Expected<ValidationReport> buildReport(const std::string &WorkDir,
                                             const std::string &ResultsDir) {
  auto Names = readManifest(WorkDir);
  if (!Names)
    return Names.takeError();
  if (!ResultsDir.empty() && !llvm::sys::fs::is_directory(ResultsDir))
    return llvm::createStringError("results directory '" + ResultsDir +
                                   "' does not exist (run tool/validate/run-gpu.sh first)");
  ValidationReport R;
  R.IncludesRuns = !ResultsDir.empty();
  R.RunInfo = ResultsDir.empty() ? decltype(R.RunInfo)() : readRunInfo(ResultsDir);
  for (const std::string &Name : *Names) {
    R.Fixtures.push_back(verdictFor(WorkDir, ResultsDir, Name));
    if (R.OffloadArchs.empty() && R.Fixtures.back().Prepared)
      for (const auto &[Arch, Tier] : R.Fixtures.back().Prepared->Amd)
        R.OffloadArchs.push_back(Arch);
  }
  return R;
}

} // namespace cu2hip
