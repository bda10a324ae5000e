// Running the compilers validation needs: logged child processes and a bounded worker pool.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace cu2hip {

struct ProcessResult {
  int ExitCode = -1;     // the program's status when it ran to the end
  bool Started = false;  // false: it could not be executed (see Error)
  bool Finished = false; // false: crashed, killed or timed out
  std::string Error;     // why it did not start or finish
  double Seconds = 0;

  bool succeeded() const { return Started && Finished && ExitCode == 0; }
};

// Runs Argv (Argv[0] is the program's path) with stdout and stderr both written to LogPath,
// whose first line is the command itself. TimeoutSeconds 0 means no limit.
ProcessResult runLogged(const std::vector<std::string> &Argv, const std::string &LogPath,
                        unsigned TimeoutSeconds = 0);

// Runs Argv with this process's stdout and stderr (its progress shows as it goes).
ProcessResult runInherited(const std::vector<std::string> &Argv);

// Runs Argv and returns its stdout in Output (stderr is discarded); for probing tools.
ProcessResult runCaptured(const std::vector<std::string> &Argv, std::string &Output,
                          unsigned TimeoutSeconds = 60);

// The first lines of a log that mention an error (at most MaxLines), or its last lines
// when none does: what a report shows of a failed build.
std::vector<std::string> errorLines(const std::string &LogPath, size_t MaxLines = 5);

// Runs Task(0) ... Task(Count - 1) on at most Jobs threads at once; returns when all ended.
void runInParallel(size_t Count, unsigned Jobs, const std::function<void(size_t)> &Task);

// The absolute path of a program: Override when it is set (it must exist), else a PATH
// search for Name, then the Fallbacks. Empty when none is found.
std::string findTool(const std::string &Name, const std::string &Override,
                     const std::vector<std::string> &Fallbacks = {});

} // namespace cu2hip
