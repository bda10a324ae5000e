// Keeps one entry per (category, call site) with its count and first occurrence, and
// prints them when the program exits, so a run with findings cannot pass unnoticed.
#include "Findings.h"

#include <cstdio>
#include <map>
#include <string>
#include <tuple>

namespace wave64 {
namespace {

const char *categoryName(FindingCategory category) {
  switch (category) {
  case FindingCategory::InactiveLaneRead:
    return "inactive-lane-read";
  case FindingCategory::MaskMismatch:
    return "mask-mismatch";
  case FindingCategory::PartialWavefront:
    return "partial-wavefront";
  case FindingCategory::LaunchConfiguration:
    return "launch-configuration";
  }
  return "unknown";
}

struct Entry {
  unsigned long long count = 0;
  std::string firstDetail;
};

struct FindingLog {
  std::map<std::tuple<int, std::string, unsigned, unsigned>, Entry> entries;
  ~FindingLog() {
    for (const auto &[key, entry] : entries) {
      const auto &[category, file, line, column] = key;
      std::fprintf(stderr, "wave64: %s at %s:%u:%u: %s (%llu time%s)\n",
                   categoryName(static_cast<FindingCategory>(category)), file.c_str(), line, column,
                   entry.firstDetail.c_str(), entry.count, entry.count == 1 ? "" : "s");
    }
  }
};

FindingLog &findingLog() {
  static FindingLog log;
  return log;
}

} // namespace

void recordFinding(FindingCategory category, const CallSite &site, const std::string &detail) {
  Entry &entry =
      findingLog().entries[{static_cast<int>(category), site.file, site.line, site.column}];
  if (entry.count++ == 0)
    entry.firstDetail = detail;
}

} // namespace wave64
