#include "FindingDigest.h"

#include <algorithm>
#include <set>
#include <vector>

namespace cu2hip {
namespace {

struct Group {
  const FileStatistics *FirstFile = nullptr;
  const FileFinding *First = nullptr;
  unsigned Count = 0;
  std::set<std::string> Files;
  size_t Order = 0; // first appearance in the run, for a stable order between equals
};

// Errors first, then warnings, then notes.
int severityRank(Severity Level) {
  return Level == Severity::Error ? 0 : Level == Severity::Warning ? 1 : 2;
}

std::string plural(unsigned N, const char *One, const char *Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many);
}

void printFirst(const Group &G, llvm::raw_ostream &OS) {
  const FileFinding &F = *G.First;
  OS << G.FirstFile->Path << ":" << F.Line << ":" << F.Column << ": " << severityName(F.Level)
     << ": " << F.Message << (F.LowConfidence ? " (token-level match)" : "") << " [" << F.Id
     << "]\n";
  if (G.Count > 1)
    OS << "  ... and " << G.Count - 1 << " more [" << F.Id << "]: " << G.Count << " in "
       << plural(unsigned(G.Files.size()), "file", "files") << "\n";
}

} // namespace

void printFindingDigest(const RunStatistics &Run, const DigestExtras &Extras,
                        llvm::raw_ostream &OS) {
  std::map<std::string, Group> Groups;
  std::map<Severity, unsigned> BySeverity;
  std::set<std::string> FilesWithFindings;
  for (const FileStatistics &File : Run.Files)
    for (const FileFinding &F : File.Findings) {
      Group &G = Groups[F.Id];
      if (!G.First) {
        G.FirstFile = &File;
        G.First = &F;
        G.Order = Groups.size();
      }
      ++G.Count;
      G.Files.insert(File.Path);
      ++BySeverity[F.Level];
      FilesWithFindings.insert(File.Path);
    }
  if (!Groups.empty()) {
    unsigned Errors = BySeverity[Severity::Error], Warnings = BySeverity[Severity::Warning],
             Notes = BySeverity[Severity::Note];
    OS << "cu2hip: " << plural(Errors, "error", "errors") << ", "
       << plural(Warnings, "warning", "warnings") << " and " << plural(Notes, "note", "notes")
       << " in " << plural(unsigned(FilesWithFindings.size()), "file", "files")
       << (Errors + Warnings ? "; each kind once below, most important first" : "")
       << " (every finding: -v or --report FILE)\n";
  }
  std::vector<const Group *> Shown;
  for (const auto &[Id, G] : Groups)
    if (severityRank(G.First->Level) < 2)
      Shown.push_back(&G);
  std::stable_sort(Shown.begin(), Shown.end(), [](const Group *A, const Group *B) {
    int RA = severityRank(A->First->Level), RB = severityRank(B->First->Level);
    if (RA != RB)
      return RA < RB;
    if (A->Count != B->Count)
      return A->Count > B->Count;
    return A->Order < B->Order;
  });
  for (const Group *G : Shown)
    printFirst(*G, OS);
  if (Extras.MissingHeaders.empty())
    return;
  std::vector<std::pair<std::string, unsigned>> Missing(Extras.MissingHeaders.begin(),
                                                        Extras.MissingHeaders.end());
  std::stable_sort(Missing.begin(), Missing.end(),
                   [](const auto &A, const auto &B) { return A.second > B.second; });
  OS << "cu2hip: headers not found:";
  for (size_t I = 0; I < Missing.size() && I < 8; ++I)
    OS << (I ? ", '" : " '") << Missing[I].first << "' ("
       << plural(Missing[I].second, "file", "files") << ")";
  if (Missing.size() > 8)
    OS << " and " << Missing.size() - 8 << " more";
  OS << "; add their folders with -I DIR or use the build's compile database (-p BUILD_DIR)\n";
}

} // namespace cu2hip
