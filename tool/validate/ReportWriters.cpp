// The validation report as a terminal table, JSON (fixed key order) and Markdown.
#include "ReportStep.h"

#include "llvm/Support/FormatVariadic.h"

#include <nlohmann/json.hpp>

namespace cu2hip {
namespace {

using Json = nlohmann::ordered_json;

std::string translatedCell(const FixtureVerdict &V) {
  if (!V.Prepared)
    return "ERROR";
  if (!V.Prepared->Translated)
    return "FAIL";
  if (unsigned N = V.Prepared->unconverted())
    return "FAIL (" + std::to_string(N) + " unconverted)";
  return "ok";
}

std::string tierCell(const TierResult &T) {
  switch (T.Status) {
  case TierStatus::Pass:
    return "pass";
  case TierStatus::Fail:
    return "FAIL";
  case TierStatus::Skipped:
    return "skipped";
  case TierStatus::Unsupported:
    return "n/a (unsupported)";
  case TierStatus::UnexpectedPass:
    return "FAIL (builds; declared unsupported)";
  }
  return "?";
}

std::string exitProblem(const char *Side, const ProgramRun &Run, int Expected) {
  if (!Run.Ran)
    return std::string("FAIL (") + Side + " not run)";
  if (Run.TimedOut)
    return std::string("FAIL (") + Side + " timeout)";
  return llvm::formatv("FAIL ({0} exit {1}, expected {2})", Side, Run.ExitCode, Expected).str();
}

std::string runCell(const FixtureVerdict &V) {
  int Expected = V.ExpectedExitCode;
  if (!V.Ran && !V.NvidiaBuildOnGpu)
    return "not run";
  if (!V.CudaBuilt)
    return "FAIL (CUDA build)";
  if (V.NvidiaBuild.Status != TierStatus::Pass)
    return "FAIL (HIP build)";
  // From the runs themselves: there is no comparison when one side did not run.
  auto ExitOk = [Expected](const ProgramRun &Run) {
    return Run.Ran && !Run.TimedOut && Run.ExitCode == Expected;
  };
  if (!ExitOk(V.Cuda))
    return exitProblem("CUDA", V.Cuda, Expected);
  if (!ExitOk(V.Hip))
    return exitProblem("HIP", V.Hip, Expected);
  return "pass";
}

std::string outputCell(const FixtureVerdict &V) {
  if (!V.Cuda.Ran || !V.Hip.Ran)
    return "-";
  const RunComparison &C = V.Comparison;
  if (C.outputMatches())
    return "match (" + std::to_string(C.ComparedValues) + " values)";
  std::string Cell = "FAIL (";
  if (!C.Differences.empty())
    Cell += std::to_string(C.Differences.size()) + " differ";
  if (!C.MissingInHip.empty())
    Cell += (Cell.size() > 6 ? ", " : "") + std::to_string(C.MissingInHip.size()) +
            " expected missing in HIP";
  if (!C.MissingInCuda.empty())
    Cell += (Cell.size() > 6 ? ", " : "") + std::to_string(C.MissingInCuda.size()) +
            " expected missing in CUDA";
  return Cell + ")";
}

std::string ratioCell(const RuntimeRatio &R) {
  if (!R.Ratio)
    return "-";
  return llvm::formatv("{0:F2} ({1})", *R.Ratio, R.Basis).str();
}

std::vector<std::string> firstLines(const std::string &Text, size_t MaxLines) {
  std::vector<std::string> Lines;
  size_t Begin = 0;
  while (Lines.size() < MaxLines && Begin < Text.size()) {
    size_t End = std::min(Text.find('\n', Begin), Text.size());
    Lines.push_back(Text.substr(Begin, End - Begin));
    Begin = End + 1;
  }
  return Lines;
}

Json tierJson(const TierResult &T) {
  Json J;
  J["status"] = tierStatusName(T.Status);
  J["detail"] = T.Detail;
  J["error_lines"] = T.ErrorLines;
  J["log"] = T.Log;
  return J;
}

Json runJson(const ProgramRun &Run) {
  Json J;
  J["ran"] = Run.Ran;
  J["exit_code"] = Run.Ran ? Json(Run.ExitCode) : Json();
  J["timed_out"] = Run.TimedOut;
  J["wall_ms"] = Run.WallMs ? Json(*Run.WallMs) : Json();
  J["stderr_head"] = firstLines(Run.Stderr, 5);
  return J;
}

Json comparisonJson(const FixtureVerdict &V) {
  Json J;
  J["exit_codes_ok"] = V.Comparison.exitCodesOk();
  J["compared_values"] = V.Comparison.ComparedValues;
  J["missing_in_hip"] = V.Comparison.MissingInHip;
  J["missing_in_cuda"] = V.Comparison.MissingInCuda;
  J["differences"] = Json::array();
  for (const ValueDifference &D : V.Comparison.Differences)
    J["differences"].push_back({{"name", D.Label},
                                {"cuda", D.Cuda ? Json(*D.Cuda) : Json()},
                                {"hip", D.Hip ? Json(*D.Hip) : Json()}});
  return J;
}

Json verdictJson(const FixtureVerdict &V, const ValidationReport &R) {
  Json J;
  J["name"] = V.Name;
  J["passed"] = R.passed(V);
  J["problem"] = V.Problem;
  std::vector<std::string> Titles = columnTitles(R), Cells = verdictCells(V, R);
  J["columns"] = Json::object();
  for (size_t I = 1; I < Titles.size(); ++I)
    J["columns"][Titles[I]] = Cells[I];
  if (V.Prepared) {
    J["translation"] = {{"complete", V.Prepared->translationComplete()},
                        {"unconverted", V.Prepared->unconverted()}};
    J["amd"] = Json::object();
    for (const auto &[Arch, Tier] : V.Prepared->Amd)
      J["amd"][Arch] = tierJson(Tier);
  }
  J["nvidia_build"] = tierJson(V.NvidiaBuild);
  J["nvidia_build"]["where"] = V.NvidiaBuildOnGpu ? "gpu" : "prepare";
  J["run"] = {{"cuda_built", V.CudaBuilt}, {"cuda", runJson(V.Cuda)}, {"hip", runJson(V.Hip)}};
  J["comparison"] = comparisonJson(V);
  J["runtime"] = {{"ratio", V.Ratio.Ratio ? Json(*V.Ratio.Ratio) : Json()},
                  {"basis", V.Ratio.Basis},
                  {"cuda_ms", V.Ratio.CudaMs},
                  {"hip_ms", V.Ratio.HipMs}};
  return J;
}

std::string markdownEscape(const std::string &Text) {
  std::string Out;
  for (char C : Text)
    Out += (C == '|') ? std::string("\\|") : std::string(1, C);
  return Out;
}

// The first MaxLines lines of Text as an indented Markdown code block.
std::string codeBlock(const std::string &Text, size_t MaxLines) {
  std::string Block = "  ```\n";
  for (const std::string &Line : firstLines(Text, MaxLines))
    Block += "  " + Line + "\n";
  return Block + "  ```\n";
}

void markdownDetails(const FixtureVerdict &V, std::string &Out) {
  Out += "\n### " + V.Name + "\n\n";
  if (!V.Problem.empty())
    Out += "- " + markdownEscape(V.Problem) + "\n";
  auto Tier = [&](const std::string &What, const TierResult &T) {
    if (!tierStatusIsFailure(T.Status))
      return;
    Out += "- " + What + " (" + T.Log + "):\n";
    for (const std::string &Line : T.ErrorLines)
      Out += "  - `" + Line + "`\n";
  };
  if (V.Prepared) {
    for (const TranslatedFile &F : V.Prepared->Files) {
      if (F.Parsed && !F.Unconverted)
        continue;
      Out += "- translation of " + F.File + ": " +
             (F.Parsed ? std::to_string(F.Unconverted) + " CUDA references unconverted"
                       : std::string("failed")) +
             "\n";
      for (const std::string &Line : F.Parsed ? F.Findings : F.Errors)
        if (!F.Parsed || Line.find("[CU2HIP-U") != std::string::npos)
          Out += "  - `" + Line + "`\n";
    }
    for (const auto &[Arch, T] : V.Prepared->Amd)
      Tier("AMD " + Arch + " build", T);
  }
  Tier("NVIDIA build", V.NvidiaBuild);
  if (!V.CudaBuilt && V.NvidiaBuildOnGpu) {
    Out += "- CUDA original build (cuda.build.log):\n";
    for (const std::string &Line : V.CudaBuildErrors)
      Out += "  - `" + Line + "`\n";
  }
  if (!V.Ran && !V.NvidiaBuildOnGpu)
    Out += "- not run on the GPU (no results for this fixture)\n";
  for (const auto &[Side, Run] :
       {std::pair<const char *, const ProgramRun *>{"CUDA", &V.Cuda}, {"HIP", &V.Hip}})
    if (Run->Ran && (Run->TimedOut || Run->ExitCode != V.ExpectedExitCode))
      Out +=
          "- " + std::string(Side) + " run " +
          (Run->TimedOut ? std::string("timed out") : "exited " + std::to_string(Run->ExitCode)) +
          "; stderr starts:\n" + codeBlock(Run->Stderr, 5);
  for (const std::string &Line : V.Comparison.MissingInHip)
    Out += "- expected line missing in the HIP run: `" + Line + "`\n";
  for (const std::string &Line : V.Comparison.MissingInCuda)
    Out += "- expected line missing in the CUDA run: `" + Line + "`\n";
  for (const ValueDifference &D : V.Comparison.Differences)
    Out += "- `" + D.Label + "`: CUDA `" + D.Cuda.value_or("(missing)") + "`, HIP `" +
           D.Hip.value_or("(missing)") + "`\n";
}

} // namespace

std::vector<std::string> columnTitles(const ValidationReport &R) {
  std::vector<std::string> Titles = {"fixture", "translated"};
  for (const std::string &Arch : R.OffloadArchs)
    Titles.push_back("AMD " + Arch);
  Titles.push_back("NVIDIA build");
  if (R.IncludesRuns)
    for (const char *T : {"NVIDIA run", "output match", "ratio HIP/CUDA"})
      Titles.push_back(T);
  return Titles;
}

std::vector<std::string> verdictCells(const FixtureVerdict &V, const ValidationReport &R) {
  std::vector<std::string> Cells = {V.Name, translatedCell(V)};
  for (const std::string &Arch : R.OffloadArchs) {
    std::string Cell = "-";
    if (V.Prepared)
      for (const auto &[A, Tier] : V.Prepared->Amd)
        if (A == Arch)
          Cell = tierCell(Tier);
    Cells.push_back(Cell);
  }
  Cells.push_back(tierCell(V.NvidiaBuild));
  if (!R.IncludesRuns)
    return Cells;
  Cells.push_back(runCell(V));
  Cells.push_back(outputCell(V));
  Cells.push_back(ratioCell(V.Ratio));
  return Cells;
}

void printReportTable(const ValidationReport &R, llvm::raw_ostream &OS) {
  std::vector<std::vector<std::string>> Rows = {columnTitles(R)};
  for (const FixtureVerdict &V : R.Fixtures)
    Rows.push_back(verdictCells(V, R));
  std::vector<size_t> Width(Rows[0].size(), 0);
  for (const auto &Row : Rows)
    for (size_t I = 0; I < Row.size(); ++I)
      Width[I] = std::max(Width[I], Row[I].size());
  for (size_t RowIndex = 0; RowIndex < Rows.size(); ++RowIndex) {
    for (size_t I = 0; I < Rows[RowIndex].size(); ++I)
      OS << (I ? " | " : "") << llvm::left_justify(Rows[RowIndex][I], Width[I]);
    OS << "\n";
    if (RowIndex == 0) {
      for (size_t I = 0; I < Width.size(); ++I)
        OS << (I ? "-+-" : "") << std::string(Width[I], '-');
      OS << "\n";
    }
  }
  unsigned Passed = 0;
  for (const FixtureVerdict &V : R.Fixtures)
    Passed += R.passed(V);
  OS << Passed << " of " << R.Fixtures.size() << " fixtures passed every column\n";
}

std::string reportToJson(const ValidationReport &R) {
  Json J;
  J["format"] = 1;
  J["passed"] = R.passed();
  J["includes_runs"] = R.IncludesRuns;
  J["offload_archs"] = R.OffloadArchs;
  J["run_info"] = Json::object();
  for (const auto &[Key, Value] : R.RunInfo)
    J["run_info"][Key] = Value;
  J["fixtures"] = Json::array();
  for (const FixtureVerdict &V : R.Fixtures)
    J["fixtures"].push_back(verdictJson(V, R));
  return J.dump(2) + "\n";
}

std::string reportToMarkdown(const ValidationReport &R) {
  std::string Out = "# cu2hip validation report\n\n";
  for (const auto &[Key, Value] : R.RunInfo)
    Out += "- " + Key + ": " + markdownEscape(Value) + "\n";
  std::vector<std::string> Titles = columnTitles(R);
  Out += "\n|";
  for (const std::string &T : Titles)
    Out += " " + T + " |";
  Out += "\n|";
  for (size_t I = 0; I < Titles.size(); ++I)
    Out += " --- |";
  Out += "\n";
  for (const FixtureVerdict &V : R.Fixtures) {
    Out += "|";
    for (const std::string &Cell : verdictCells(V, R))
      Out += " " + markdownEscape(Cell) + " |";
    Out += "\n";
  }
  bool AnyFailed = false;
  for (const FixtureVerdict &V : R.Fixtures)
    if (!R.passed(V)) {
      if (!AnyFailed)
        Out += "\n## Failures\n";
      AnyFailed = true;
      markdownDetails(V, Out);
    }
  return Out;
}

} // namespace cu2hip
