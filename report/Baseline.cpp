// Finding keys that ignore line numbers, and matching a run against a baseline report.
#include "Baseline.h"

#include <set>

namespace cu2hip {

static std::string collapseWhitespace(const std::string &Text) {
  std::string Out;
  bool PendingSpace = false;
  for (char Ch : Text) {
    if (Ch == ' ' || Ch == '\t' || Ch == '\r' || Ch == '\n' || Ch == '\f' || Ch == '\v') {
      PendingSpace = !Out.empty();
      continue;
    }
    if (PendingSpace)
      Out += ' ';
    PendingSpace = false;
    Out += Ch;
  }
  return Out;
}

std::vector<std::string> findingKeys(const FileStatistics &File) {
  std::vector<std::string> Keys;
  std::map<std::string, unsigned> Seen; // identical findings are told apart by their rank
  for (const FileFinding &F : File.Findings) {
    // \x1f (unit separator) cannot occur in a path, an ID or a source line we report.
    std::string Key = File.Path + '\x1f' + F.Id + '\x1f' + collapseWhitespace(F.Snippet);
    Keys.push_back(Key + '\x1f' + std::to_string(Seen[Key]++));
  }
  return Keys;
}

void applyBaseline(RunStatistics &Run, const RunStatistics &Baseline) {
  std::set<std::string> Known;
  for (const FileStatistics &File : Baseline.Files)
    for (std::string &Key : findingKeys(File))
      Known.insert(std::move(Key));
  for (FileStatistics &File : Run.Files) {
    std::vector<std::string> Keys = findingKeys(File);
    for (size_t I = 0; I < File.Findings.size(); ++I)
      File.Findings[I].Baseline = Known.count(Keys[I]) ? "unchanged" : "new";
  }
}

bool isNewFinding(const FileFinding &Finding) { return Finding.Baseline != "unchanged"; }

std::map<std::string, unsigned> newFindingsById(const RunStatistics &Run) {
  std::map<std::string, unsigned> Counts;
  for (const FileStatistics &File : Run.Files)
    for (const FileFinding &F : File.Findings)
      Counts[F.Id] += isNewFinding(F);
  return Counts;
}

unsigned newFindingCount(const RunStatistics &Run) {
  unsigned Count = 0;
  for (const auto &[Id, N] : newFindingsById(Run))
    Count += N;
  return Count;
}

} // namespace cu2hip
