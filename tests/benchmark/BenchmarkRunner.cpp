// Converts the generated benchmark tree with several configurations of cu2hip and prints
// files/s, seconds, peak RSS and the speed-ups; checks that every configuration wrote the
// same bytes. Not a test: timings depend on the machine (see docs/usage.md, "Benchmark").
//   cu2hip_benchmark CU2HIP TREE WORK_DIR
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Measurement {
  double Seconds = 0;
  double CpuSeconds = 0; // user + system: what the run cost when other work shares the CPUs
  long PeakRssKb = 0;
  int Exit = -1;
};

// fork/exec/wait4: the child's own peak RSS, with no shell or /usr/bin/time needed.
Measurement runCommand(const std::vector<std::string> &Args) {
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  auto Start = std::chrono::steady_clock::now();
  pid_t Child = fork();
  if (Child == 0) {
    execv(Argv[0], Argv.data());
    _exit(127);
  }
  int Status = 0;
  rusage Usage{};
  wait4(Child, &Status, 0, &Usage);
  Measurement M;
  M.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  M.PeakRssKb = Usage.ru_maxrss;
  M.CpuSeconds = Usage.ru_utime.tv_sec + Usage.ru_utime.tv_usec / 1e6 + Usage.ru_stime.tv_sec +
                 Usage.ru_stime.tv_usec / 1e6;
  M.Exit = WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
  return M;
}

std::map<std::string, std::string> readTree(const fs::path &Root) {
  std::map<std::string, std::string> Files;
  for (const auto &Entry : fs::recursive_directory_iterator(Root)) {
    if (!Entry.is_regular_file())
      continue;
    std::string Relative = fs::relative(Entry.path(), Root).string();
    std::ifstream In(Entry.path(), std::ios::binary);
    std::stringstream Content;
    Content << In.rdbuf();
    Files[Relative] = Content.str();
  }
  return Files;
}

unsigned countTranslatable(const fs::path &Root) {
  unsigned Count = 0;
  for (const auto &Entry : fs::recursive_directory_iterator(Root)) {
    std::string Ext = Entry.path().extension().string();
    Count += Entry.is_regular_file() && (Ext == ".cu" || Ext == ".cuh" || Ext == ".h");
  }
  return Count;
}

struct Config {
  std::string Name;
  std::vector<std::string> Flags;
  bool KeepCache = false; // run twice into the same out-root: the second run is timed
};

} // namespace

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s CU2HIP TREE WORK_DIR\n", argv[0]);
    return 2;
  }
  std::string Cu2hip = fs::absolute(argv[1]).string();
  fs::path Tree = fs::absolute(argv[2]), Work = fs::absolute(argv[3]);
  unsigned Files = countTranslatable(Tree);
  const std::vector<Config> Configs = {
      {"-j1 --no-pch", {"-j1", "--no-pch", "--no-cache"}},
      {"-j2 --no-pch", {"-j2", "--no-pch", "--no-cache"}},
      {"-j1", {"-j1", "--no-cache"}},
      {"-j2", {"-j2", "--no-cache"}},
      {"-j2, second run (cache)", {"-j2"}, true},
  };
  std::printf("cu2hip benchmark: %u CUDA files in %s\n\n", Files, Tree.c_str());
  std::printf("%-26s %9s %9s %9s %9s %10s\n", "configuration", "seconds", "files/s",
              "speed-up", "CPU s", "peak MB");
  double Baseline = 0;
  std::map<std::string, std::string> Reference;
  bool AllIdentical = true;
  for (const Config &C : Configs) {
    fs::path Out = Work / ("out" + std::to_string(&C - Configs.data()));
    fs::path Cache = Work / ("cache" + std::to_string(&C - Configs.data()));
    fs::remove_all(Out);
    fs::remove_all(Cache); // the cached configuration fills it first, then is timed
    std::vector<std::string> Args = {Cu2hip,        "-q",          "--out-root", Out.string(),
                                     "--cache-dir", Cache.string(), "--in-root",  Tree.string()};
    Args.insert(Args.end(), C.Flags.begin(), C.Flags.end());
    Args.push_back(Tree.string());
    if (C.KeepCache)
      runCommand(Args); // fills the cache
    Measurement M = runCommand(Args);
    if (M.Exit != 0) {
      std::fprintf(stderr, "cu2hip failed (exit %d) for '%s'\n", M.Exit, C.Name.c_str());
      return 1;
    }
    if (Baseline == 0)
      Baseline = M.Seconds;
    auto Written = readTree(Out);
    bool Identical = Reference.empty() || Written == Reference;
    if (Reference.empty())
      Reference = std::move(Written);
    AllIdentical = AllIdentical && Identical;
    std::printf("%-26s %9.2f %9.1f %8.2fx %9.2f %10.1f%s\n", C.Name.c_str(), M.Seconds,
                Files / M.Seconds, Baseline / M.Seconds, M.CpuSeconds, M.PeakRssKb / 1024.0,
                Identical ? "" : "  OUTPUT DIFFERS");
  }
  std::printf("\nspeed-up: wall-clock time of -j1 --no-pch divided by this configuration's;\n"
              "CPU s: user + system time of cu2hip (on a loaded machine wall time is longer)\n"
              "outputs byte-identical across configurations: %s\n",
              AllIdentical ? "yes" : "NO");
  return AllIdentical ? 0 : 1;
}
