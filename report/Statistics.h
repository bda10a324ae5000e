// The statistics model: one record per file and the run's totals. Every report
// format and the terminal summary read this model; none of them counts on its own.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace cu2hip {

struct FileTranslation;

struct FileStatistics {
  std::string Path;
  std::string Mode; // "ast" (parsed and translated) or "failed" (not translated)
  unsigned LinesTotal = 0, LinesChanged = 0;
  size_t BytesTotal = 0;
  unsigned Converted = 0;   // CUDA references translated
  unsigned Unconverted = 0; // CUDA references left as they were (all reasons)
  unsigned Unsupported = 0; // ...of which have no HIP equivalent for the target
  std::map<std::string, unsigned> ConvertedByName, UnconvertedByName, FindingsById;
  double ParseSeconds = 0, RewriteSeconds = 0;

  void add(const FileStatistics &Other); // accumulates counts (not Path/Mode)
};

struct RunStatistics {
  std::vector<FileStatistics> Files;
  FileStatistics totals() const;
  unsigned filesInMode(const std::string &Mode) const;
};

FileStatistics collectFileStatistics(const FileTranslation &Translation);

} // namespace cu2hip
