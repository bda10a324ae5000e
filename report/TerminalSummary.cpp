// Formats the run statistics as a compact table for people.
#include "TerminalSummary.h"

#include "llvm/Support/Format.h"

#include <algorithm>

namespace cu2hip {

static void printTopNames(const std::map<std::string, unsigned> &Counts, const char *Title,
                          llvm::raw_ostream &OS) {
  if (Counts.empty())
    return;
  std::vector<std::pair<std::string, unsigned>> Sorted(Counts.begin(), Counts.end());
  std::stable_sort(Sorted.begin(), Sorted.end(),
                   [](const auto &A, const auto &B) { return A.second > B.second; });
  OS << Title << ":";
  for (size_t I = 0; I < Sorted.size() && I < 10; ++I)
    OS << " " << Sorted[I].first << " (" << Sorted[I].second << ")";
  OS << "\n";
}

void printTerminalSummary(const RunStatistics &Run, llvm::raw_ostream &OS) {
  FileStatistics Total = Run.totals();
  unsigned References = Total.Converted + Total.Unconverted;
  double Percent = References ? 100.0 * Total.Converted / References : 100.0;
  OS << "cu2hip statistics\n";
  // The parts add up to the total: migrated build scripts are files of the run too.
  unsigned Scripts = Run.filesInMode(FileMode::BuildScript);
  OS << llvm::format("  files:            %u (%u from the AST, %u at token level, %u failed",
                     unsigned(Run.Files.size()), Run.filesInMode(FileMode::Ast),
                     Run.filesInMode(FileMode::Fallback), Run.filesInMode(FileMode::Failed));
  if (Scripts)
    OS << ", " << Scripts << (Scripts == 1 ? " build script" : " build scripts");
  if (unsigned Unreached = Run.filesInMode(FileMode::NotReached))
    OS << ", " << Unreached << " not reached";
  OS << ")\n";
  if (unsigned Unwritten = Run.outputsIn(OutputState::Failed))
    OS << "  outputs:          " << Unwritten << " not written\n";
  OS << llvm::format("  lines:            %u total, %u changed\n", Total.LinesTotal,
                     Total.LinesChanged);
  OS << llvm::format("  CUDA references:  %u converted, %u unconverted (%u unsupported), "
                     "%.1f%% converted; %u already portable\n",
                     Total.Converted, Total.Unconverted, Total.Unsupported, Percent,
                     Total.AlreadyPortable);
  OS << llvm::format("  time:             %.2f s parsing, %.3f s rewriting\n", Total.ParseSeconds,
                     Total.RewriteSeconds);
  printTopNames(Total.UnconvertedByName, "  unconverted", OS);
  printTopNames(Total.FindingsById, "  findings", OS);
}

} // namespace cu2hip
