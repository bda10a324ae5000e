// Child processes through llvm::sys::ExecuteAndWait; threads for the worker pool.
#include "ProcessRunner.h"

#include "ShellWords.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

namespace cu2hip {
namespace {

std::string quoted(const std::vector<std::string> &Argv) {
  std::string Line;
  for (const std::string &Arg : Argv) {
    if (!Line.empty())
      Line += ' ';
    bool Plain = !Arg.empty() && Arg.find_first_of(" \t\"'$\\") == std::string::npos;
    Line += Plain ? Arg : "'" + Arg + "'";
  }
  return Line;
}

ProcessResult execute(const std::vector<std::string> &Argv,
                      llvm::ArrayRef<std::optional<llvm::StringRef>> Redirects,
                      unsigned TimeoutSeconds) {
  ProcessResult Result;
  // hipcc and nvcc hand their commands to a shell: an argument it would interpret never
  // reaches one (user folders come as inert aliases; see ShellWords.h).
  if (std::string Active = firstShellActiveArgument(Argv); !Active.empty()) {
    Result.Error = "not started: the argument '" + Active +
                   "' holds characters a shell would interpret, and " + Argv.front() +
                   " may run its commands through one; rename the file or folder";
    return Result;
  }
  std::vector<llvm::StringRef> Args(Argv.begin(), Argv.end());
  bool ExecutionFailed = false;
  auto Start = std::chrono::steady_clock::now();
  int Status = llvm::sys::ExecuteAndWait(Argv.front(), Args, std::nullopt, Redirects,
                                         TimeoutSeconds, 0, &Result.Error, &ExecutionFailed);
  Result.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  Result.Started = !ExecutionFailed;
  Result.Finished = Result.Started && Status >= 0;
  Result.ExitCode = Status;
  if (Result.Started && !Result.Finished && Result.Error.empty())
    Result.Error = "crashed or timed out";
  return Result;
}

} // namespace

ProcessResult runLogged(const std::vector<std::string> &Argv, const std::string &LogPath,
                        unsigned TimeoutSeconds) {
  // The command goes into a file of its own first, then the child appends its output;
  // ExecuteAndWait truncates redirect targets, so the header is joined in afterwards.
  std::string OutputPath = LogPath + ".out";
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(OutputPath),
                                                llvm::StringRef(OutputPath)};
  ProcessResult Result = execute(Argv, Redirects, TimeoutSeconds);
  std::error_code EC;
  llvm::raw_fd_ostream Log(LogPath, EC);
  if (EC)
    return Result;
  Log << "$ " << quoted(Argv) << "\n";
  if (auto Output = llvm::MemoryBuffer::getFile(OutputPath, /*IsText=*/true))
    Log << (*Output)->getBuffer();
  if (!Result.Started || !Result.Finished)
    Log << "cu2hip validate: " << Result.Error << "\n";
  else
    Log << "exit status " << Result.ExitCode << "\n";
  llvm::sys::fs::remove(OutputPath);
  return Result;
}

ProcessResult runInherited(const std::vector<std::string> &Argv) {
  llvm::outs().flush();
  llvm::errs().flush();
  return execute(Argv, {}, 0);
}

ProcessResult runCaptured(const std::vector<std::string> &Argv, std::string &Output,
                          unsigned TimeoutSeconds) {
  llvm::SmallString<128> Temp;
  if (llvm::sys::fs::createTemporaryFile("cu2hip-probe", "txt", Temp)) {
    ProcessResult Failed;
    Failed.Error = "cannot create a temporary file";
    return Failed;
  }
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(Temp),
                                                llvm::StringRef("")};
  ProcessResult Result = execute(Argv, Redirects, TimeoutSeconds);
  if (auto Buffer = llvm::MemoryBuffer::getFile(Temp, /*IsText=*/true))
    Output = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(Temp);
  return Result;
}

std::vector<std::string> errorLines(const std::string &LogPath, size_t MaxLines) {
  std::vector<std::string> All, Errors;
  auto Buffer = llvm::MemoryBuffer::getFile(LogPath, /*IsText=*/true);
  if (!Buffer)
    return {};
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Line : Lines) {
    if (Line.starts_with("$ "))
      continue; // the command itself
    All.push_back(Line.rtrim().str());
    if (Line.contains_insensitive("error") || Line.contains("undefined reference"))
      if (Errors.size() < MaxLines)
        Errors.push_back(Line.rtrim().str());
  }
  if (!Errors.empty())
    return Errors;
  size_t Keep = std::min(All.size(), MaxLines);
  return {All.end() - Keep, All.end()};
}

void runInParallel(size_t Count, unsigned Jobs, const std::function<void(size_t)> &Task) {
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (size_t I = Next++; I < Count; I = Next++)
      Task(I);
  };
  unsigned Threads = std::max(1u, std::min<unsigned>(Jobs, unsigned(Count)));
  std::vector<std::thread> Pool;
  for (unsigned T = 1; T < Threads; ++T)
    Pool.emplace_back(Worker);
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

std::string findTool(const std::string &Name, const std::string &Override,
                     const std::vector<std::string> &Fallbacks) {
  if (!Override.empty())
    return llvm::sys::fs::can_execute(Override) ? Override : std::string();
  if (auto Found = llvm::sys::findProgramByName(Name))
    return *Found;
  for (const std::string &Path : Fallbacks)
    if (llvm::sys::fs::can_execute(Path))
      return Path;
  return {};
}

} // namespace cu2hip
