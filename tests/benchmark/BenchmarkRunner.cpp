// Converts the generated benchmark tree with several configurations of cu2hip and prints
// files/s, seconds, peak RSS and the speed-ups; checks that every configuration wrote the
// same bytes. Not a test: timings depend on the machine (see docs/usage.md, "Benchmark").
//   cu2hip_benchmark CU2HIP TREE WORK_DIR
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Measurement {
  double Seconds = 0;
  double CpuSeconds = 0; // user + system: what the run cost when other work shares the CPUs
  long PeakRssKb = 0;
  int Exit = -1;
};

// fork/exec/wait4: the child's own peak RSS, with no shell or /usr/bin/time needed. With
// ErrorFile, the child's stderr goes there (--print-stats lines).
Measurement runCommand(const std::vector<std::string> &Args, const std::string &ErrorFile = "") {
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  auto Start = std::chrono::steady_clock::now();
  pid_t Child = fork();
  if (Child == 0) {
    if (!ErrorFile.empty())
      if (FILE *Err = std::fopen(ErrorFile.c_str(), "w"))
        dup2(fileno(Err), 2);
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

// The class of a generated file, from its name (generate_tree.cmake).
std::string fileClass(const std::string &Path) {
  static const std::pair<const char *, const char *> Classes[] = {
      {"_thrust.cu", "Thrust + CUB"},
      {"_groups.cu", "cooperative groups"},
      {"_setup.cu", "one long host function"},
      {"_kernels.cu", "kernels (some __CUDA_ARCH__)"},
      {"_host.cu", "host code + cuBLAS/cuRAND/cuFFT"},
      {".cuh", "device helper headers"},
  };
  for (const auto &[Suffix, Class] : Classes)
    if (Path.ends_with(Suffix))
      return Class;
  return "host headers (shared + per module)";
}

std::string readFile(const fs::path &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::stringstream Content;
  Content << In.rdbuf();
  return Content.str();
}

// "(25 parsed, 3 cached)" of a --print-stats line: how many files came from the cache.
unsigned cachedFiles(const std::string &Stats) {
  size_t Parsed = Stats.find(" parsed, ");
  return Parsed == std::string::npos ? 0 : std::stoul(Stats.substr(Parsed + 9));
}

// Per-file CPU of one run (the report's times.cpu_seconds): percentiles and the slowest files,
// which say where a tree's time goes better than a total does.
void printCpuPercentiles(std::vector<std::pair<double, std::string>> Files) {
  if (Files.empty())
    return;
  std::sort(Files.begin(), Files.end());
  auto At = [&](double Fraction) {
    size_t I = std::min(Files.size() - 1, size_t(Fraction * double(Files.size() - 1) + 0.5));
    return Files[I].first;
  };
  std::printf("\nper-file CPU seconds over %zu files: p50 %.3f  p90 %.3f  p99 %.3f  max %.3f\n",
              Files.size(), At(0.5), At(0.9), At(0.99), Files.back().first);
  for (size_t I = 0; I < 5 && I < Files.size(); ++I)
    std::printf("  %8.3f  %s\n", Files[Files.size() - 1 - I].first,
                Files[Files.size() - 1 - I].second.c_str());
}

// Per file class: the seconds each file's parse and rewrite took in one -j1 run (at -j1, its
// CPU time), from the JSON report; then what the caches save.
int printRealCodeFigures(const std::string &Cu2hip, const fs::path &Tree, const fs::path &Work,
                         unsigned Files) {
  fs::path Report = Work / "classes.json", Out = Work / "classes-out";
  fs::path Cache = Work / "classes-cache", WarmPch = Work / "classes-warm-pch";
  fs::remove_all(Out);
  fs::remove_all(Cache);
  fs::remove_all(WarmPch);
  auto Args = [&](const fs::path &CacheDir) {
    return std::vector<std::string>{Cu2hip,       "-q",          "--print-stats", "-j1",
                                    "--out-root", Out.string(),  "--cache-dir",   CacheDir.string(),
                                    "--in-root",  Tree.string(), "--report",      Report.string(),
                                    Tree.string()};
  };
  Measurement Cold = runCommand(Args(Cache), (Work / "cold.err").string());
  if (Cold.Exit != 0) {
    std::fprintf(stderr, "cu2hip failed (exit %d) for the per-class run\n", Cold.Exit);
    return 1;
  }
  std::map<std::string, std::pair<unsigned, double>> Classes; // files, seconds
  std::map<std::string, unsigned> TokenLevel;
  std::vector<std::pair<double, std::string>> CpuPerFile; // the translating thread's CPU
  nlohmann::json J = nlohmann::json::parse(readFile(Report));
  for (const nlohmann::json &File : J.at("files")) {
    std::string Class = fileClass(File.at("path").get<std::string>());
    const nlohmann::json &T = File.at("times");
    Classes[Class].first += 1;
    Classes[Class].second +=
        T.at("parse_seconds").get<double>() + T.at("rewrite_seconds").get<double>();
    TokenLevel[Class] += File.at("mode").get<std::string>() != "ast";
    CpuPerFile.emplace_back(T.value("cpu_seconds", 0.0), File.at("path").get<std::string>());
  }
  printCpuPercentiles(CpuPerFile);
  std::printf("\nper file class, one cold -j1 run (precompiled CUDA headers built once, no cache):"
              "\n%-36s %6s %10s %10s %12s\n",
              "class", "files", "seconds", "s/file", "token level");
  for (const auto &[Class, Figures] : Classes)
    std::printf("%-36s %6u %10.2f %10.3f %12u\n", Class.c_str(), Figures.first, Figures.second,
                Figures.second / Figures.first, TokenLevel[Class]);

  // Everything warm: the same run again; then one file edited, the rest cached.
  Measurement Warm = runCommand(Args(Cache), (Work / "warm.err").string());
  std::string Touched;
  for (const auto &Entry : fs::recursive_directory_iterator(Tree))
    if (Entry.path().extension() == ".cu" && Touched.empty())
      Touched = Entry.path().string();
  {
    std::ofstream(Touched, std::ios::app) << "\n// edited\n";
  }
  Measurement OneEdit = runCommand(Args(Cache), (Work / "edit.err").string());
  // The PCH store warm, the translations not: a new cache folder holding only the PCHs.
  fs::create_directories(WarmPch);
  fs::copy(Cache / "pch", WarmPch / "pch", fs::copy_options::recursive);
  fs::remove_all(Out);
  Measurement Pch = runCommand(Args(WarmPch), (Work / "pch.err").string());
  std::printf("\n%-52s %9s %9s %12s\n", "-j1 run", "CPU s", "seconds", "cache hits");
  auto Row = [&](const char *Name, const Measurement &M, const fs::path &Err) {
    std::printf("%-52s %9.2f %9.2f %8u/%u\n", Name, M.CpuSeconds, M.Seconds,
                cachedFiles(readFile(Err)), Files);
  };
  Row("cold: no cache, PCHs built", Cold, Work / "cold.err");
  Row("PCH store warm, translations not cached", Pch, Work / "pch.err");
  Row("everything cached", Warm, Work / "warm.err");
  Row("one .cu edited, the rest cached", OneEdit, Work / "edit.err");
  return Pch.Exit == 0 && Warm.Exit == 0 && OneEdit.Exit == 0 ? 0 : 1;
}

// What a first run on a new machine costs (issue 39): the tree's smallest .cu alone with an
// empty cache folder, beside --no-cache, then the same file again on the cache it left.
void printFirstRun(const std::string &Cu2hip, const fs::path &Tree, const fs::path &Work) {
  fs::path Small;
  for (const auto &Entry : fs::recursive_directory_iterator(Tree))
    if (Entry.is_regular_file() && Entry.path().extension() == ".cu" &&
        (Small.empty() || Entry.file_size() < fs::file_size(Small) ||
         (Entry.file_size() == fs::file_size(Small) && Entry.path() < Small)))
      Small = Entry.path();
  if (Small.empty())
    return;
  fs::path Cache = Work / "first-run-cache";
  fs::remove_all(Cache);
  auto Run = [&](std::vector<std::string> Extra) {
    std::vector<std::string> Args = {Cu2hip, "-q", "-o", (Work / "first-run.hip").string()};
    Args.insert(Args.end(), Extra.begin(), Extra.end());
    Args.push_back(Small.string());
    return runCommand(Args);
  };
  Measurement NoCache = Run({"--no-cache"});
  Measurement Empty = Run({"--cache-dir", Cache.string()});
  Measurement Second = Run({"--cache-dir", Cache.string()});
  std::printf("\nfirst run: %s alone (%ju bytes)\n%-52s %9s %9s\n", Small.c_str(),
              std::uintmax_t(fs::file_size(Small)), "configuration", "CPU s", "seconds");
  std::printf("%-52s %9.2f %9.2f\n", "empty cache folder (a new machine)", Empty.CpuSeconds,
              Empty.Seconds);
  std::printf("%-52s %9.2f %9.2f\n", "--no-cache", NoCache.CpuSeconds, NoCache.Seconds);
  std::printf("%-52s %9.2f %9.2f\n", "second run on that cache", Second.CpuSeconds, Second.Seconds);
}

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
  std::printf("%-26s %9s %9s %9s %9s %10s\n", "configuration", "seconds", "files/s", "speed-up",
              "CPU s", "peak MB");
  double Baseline = 0;
  std::map<std::string, std::string> Reference;
  bool AllIdentical = true;
  for (const Config &C : Configs) {
    fs::path Out = Work / ("out" + std::to_string(&C - Configs.data()));
    fs::path Cache = Work / ("cache" + std::to_string(&C - Configs.data()));
    fs::remove_all(Out);
    fs::remove_all(Cache); // the cached configuration fills it first, then is timed
    std::vector<std::string> Args = {Cu2hip,        "-q",           "--out-root", Out.string(),
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
  printFirstRun(Cu2hip, Tree, Work);
  int Classes = printRealCodeFigures(Cu2hip, Tree, Work, Files);
  return AllIdentical && Classes == 0 ? 0 : 1;
}
