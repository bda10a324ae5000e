// `cu2hip validate report`: joins prepare.json with what run-gpu.sh recorded into one verdict
// per fixture. The printers (terminal, JSON, Markdown) read this model; none decides alone.
#pragma once

#include "OutputComparison.h"
#include "PreparationRecord.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

struct FixtureVerdict {
  std::string Name;
  std::optional<FixturePreparation> Prepared; // nullopt: prepare.json unreadable (Problem)
  std::string Problem;
  int ExpectedExitCode = 0;
  TierResult NvidiaBuild; // the GPU machine's build when it ran, else prepare's check
  bool NvidiaBuildOnGpu = false;
  bool Ran = false;       // RESULTS/<name> holds runs
  bool CudaBuilt = false; // the CUDA original built on the GPU machine
  std::vector<std::string> CudaBuildErrors;
  ProgramRun Cuda, Hip;
  RunComparison Comparison;
  RuntimeRatio Ratio;

  bool runOk() const;    // both built, both exited as expected
  bool outputOk() const; // runOk and the outputs match
  bool passed() const;   // every column passed
};

struct ValidationReport {
  bool IncludesRuns = true; // false: a report of the prepare step (no run columns)
  std::vector<std::string> OffloadArchs;
  std::vector<std::pair<std::string, std::string>> RunInfo; // RESULTS/run-info.txt
  std::vector<FixtureVerdict> Fixtures;
  bool passed(const FixtureVerdict &V) const; // every column this report has passed
  bool passed() const;
};

// ResultsDir empty: a report of the prepare step alone.
llvm::Expected<ValidationReport> buildReport(const std::string &WorkDir,
                                             const std::string &ResultsDir);

// Table cells in column order (see columnTitles).
std::vector<std::string> columnTitles(const ValidationReport &R);
std::vector<std::string> verdictCells(const FixtureVerdict &V, const ValidationReport &R);

void printReportTable(const ValidationReport &R, llvm::raw_ostream &OS);
std::string reportToJson(const ValidationReport &R);
std::string reportToMarkdown(const ValidationReport &R);

} // namespace cu2hip
