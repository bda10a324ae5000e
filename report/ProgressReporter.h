// Progress of a multi-file run on stderr: a one-line bar with counts and ETA on a terminal,
// '[3/10] path' lines otherwise (logs, CI) with -v, nothing with --quiet or for a single file.
#pragma once

#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <functional>
#include <mutex>
#include <string>

namespace cu2hip {

class ProgressReporter {
public:
  enum class Style { Bar, Lines, Silent };
  using Clock = std::function<double()>; // seconds since some fixed point

  // What a run should use: nothing when quiet or for one file, the bar only on a terminal;
  // elsewhere (logs, CI) one line per file only when Verbose, so that a log's first
  // screen holds findings rather than file names.
  static Style styleFor(bool Quiet, bool IsTerminal, size_t FileCount, bool Verbose);

  ProgressReporter(size_t FileCount, Style S, llvm::raw_ostream &OS, Clock Now = steadyClock);
  ~ProgressReporter() { finish(); }

  // Thread-safe: worker threads (-j) may call it in any order.
  void fileDone(const std::string &Path);
  // Clears the bar so the next output starts on a clean line; idempotent.
  void finish();

  static double steadyClock();

private:
  std::string barLine(const std::string &Path) const;

  std::mutex Lock;
  size_t Total, Done = 0;
  Style Mode;
  llvm::raw_ostream &OS;
  Clock Now;
  double Start;
  bool BarShown = false;
};

} // namespace cu2hip
