// The calibration corpus: for each benchmark of a set with a CUDA original and a hand
// port, cu2hip's statistics of the original (the model's features) and the residual lines
// a person changed after cu2hip (what the model predicts), per benchmark and per file.
#pragma once

#include "PortResidual.h"
#include "report/EffortFeatures.h"
#include "report/Statistics.h"

#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace cu2hip {

struct CorpusFile {
  std::string Path;      // relative to the original's folder
  std::string Reference; // "hand-port", or "original" where the hand port uses it unchanged
  unsigned Residual = 0, RenameOnly = 0;
  EffortFeatures Features;
};

struct CorpusBenchmark {
  std::string Name;
  std::string Split; // "fit" or "check"
  unsigned Residual = 0, RenameOnly = 0;
  EffortFeatures Features;
  std::vector<CorpusFile> Files;
  std::vector<std::string> HandPortOnly; // sources of the hand port with no original: not counted
  std::set<std::string> Libraries;       // library families the original references
};

struct Corpus {
  nlohmann::ordered_json Provenance; // what was measured, how, when, with which cu2hip
  std::vector<CorpusBenchmark> Benchmarks;
};

struct BenchmarkFolders {
  std::string Original, HandPort, Translation; // Translation mirrors Original's tree
};

// Report: cu2hip's statistics of the translation run, paths relative to Folders.Original.
llvm::Expected<CorpusBenchmark> measureBenchmark(const std::string &Name,
                                                 const BenchmarkFolders &Folders,
                                                 const RunStatistics &Report,
                                                 const std::set<std::string> &LibraryFamilies,
                                                 const ApiNamePredicate &IsApiName);

nlohmann::ordered_json corpusJson(const Corpus &C);
llvm::Expected<Corpus> parseCorpus(const std::string &Text, const std::string &Name);

} // namespace cu2hip
