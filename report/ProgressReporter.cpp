// Drawing the progress bar and its ETA; the plain-line form is for non-terminals.
#include "ProgressReporter.h"

#include "llvm/Support/Format.h"

#include <algorithm>

namespace cu2hip {

namespace {
constexpr unsigned BarWidth = 24;
constexpr size_t LineWidth = 79; // one terminal line: wrapping would defeat the '\r'

std::string clockText(double Seconds) {
  unsigned S = unsigned(std::max(0.0, Seconds) + 0.5);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::format("%u:%02u", S / 60, S % 60);
  return Text;
}
} // namespace

ProgressReporter::Style ProgressReporter::styleFor(bool Quiet, bool IsTerminal, size_t FileCount,
                                                   bool Verbose) {
  if (Quiet || FileCount < 2)
    return Style::Silent;
  if (IsTerminal)
    return Style::Bar;
  return Verbose ? Style::Lines : Style::Silent;
}

double ProgressReporter::steadyClock() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

ProgressReporter::ProgressReporter(size_t FileCount, Style S, llvm::raw_ostream &OS, Clock Now)
    : Total(FileCount), Mode(S), OS(OS), Now(std::move(Now)), Start(this->Now()) {}

std::string ProgressReporter::barLine(const std::string &Path) const {
  unsigned Filled = Total ? unsigned(BarWidth * Done / Total) : BarWidth;
  std::string Bar(Filled, '=');
  if (Filled < BarWidth)
    Bar += '>' + std::string(BarWidth - Filled - 1, ' ');
  double Elapsed = Now() - Start;
  // The average so far predicts the rest: files differ, but a project's mix repeats.
  double Remaining = Done ? Elapsed / double(Done) * double(Total - Done) : 0;
  std::string Line;
  llvm::raw_string_ostream LS(Line);
  LS << "[" << Bar << "] " << Done << "/" << Total << " files  ETA "
     << (Done ? clockText(Remaining) : "?:??") << "  ";
  // Keep the end of the path, where the file name is.
  size_t Room = LineWidth > Line.size() ? LineWidth - Line.size() : 0;
  if (Path.size() <= Room)
    Line += Path;
  else if (Room > 3)
    Line += "..." + Path.substr(Path.size() - (Room - 3));
  return Line + std::string(LineWidth - std::min(LineWidth, Line.size()), ' ');
}

void ProgressReporter::fileDone(const std::string &Path) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (Mode == Style::Silent || Done >= Total)
    return;
  ++Done;
  if (Mode == Style::Lines) {
    OS << "[" << Done << "/" << Total << "] " << Path << "\n";
  } else {
    OS << "\r" << barLine(Path);
    BarShown = true;
  }
  OS.flush();
}

void ProgressReporter::finish() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!BarShown)
    return;
  OS << "\r" << std::string(LineWidth, ' ') << "\r";
  OS.flush();
  BarShown = false;
}

} // namespace cu2hip
