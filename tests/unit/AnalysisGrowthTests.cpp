// Analysis time grows linearly with the size of a function (issue 15: "analysis never
// dominates"). One kernel is generated at two sizes, n and 8n statements, and the CPU time of
// its translation compared: linear work costs at most 8 times as much (less, with the fixed
// cost of a parse), quadratic work about 64 times. The bound of 20 leaves room for noise and
// still fails a quadratic walk: before the value flow indexed a function's writes once, the
// 'locals' kernel took 35 s at n = 500 and 300 s at n = 4000.
//
// CPU time of this process, not wall time, so other tests running beside it do not count
// (the parse runs on a thread of its own: runGuardedParse).
#include "TranslateSnippet.h"

#include "rewriters/PreambleCache.h"

#include <ctime>
#include <sstream>

using namespace cu2hip;
using namespace cu2hip::testing;

namespace {

// Locals initialised from each other and lane masks built from them.
std::string manyLocals(unsigned N) {
  std::ostringstream S;
  S << "  int v0 = in[tid];\n";
  for (unsigned I = 1; I < N; ++I)
    S << "  int v" << I << " = v" << I - 1 << " + lane + in[tid + " << I << "];\n"
      << "  unsigned m" << I << " = mask & (1u << (v" << I << " & 31));\n";
  S << "  out[tid] = v" << N - 1 << " + __popc(m" << N - 1 << ");\n";
  return S.str();
}

// A few locals written over and over, with shuffles of them.
std::string manyStores(unsigned N) {
  std::ostringstream S;
  S << "  int a = 0, b = 1; unsigned m = mask;\n";
  for (unsigned I = 0; I < N; ++I)
    S << "  a += in[tid + " << I << "] * b; b = a ^ lane; m &= m - 1;\n"
      << "  out[tid * 8 + " << I << "] = a + __shfl_down_sync(mask, b, 1) + __popc(m);\n";
  return S.str();
}

// A long chain of branches over one local.
std::string manyBranches(unsigned N) {
  std::ostringstream S;
  S << "  int a = in[tid];\n";
  for (unsigned I = 0; I < N; ++I)
    S << "  if (a > " << I << ") { a -= lane; } else if (a < -" << I
      << ") { a += __shfl_xor_sync(mask, a, 1); } else { a ^= " << I << "; }\n";
  S << "  out[tid] = a;\n";
  return S.str();
}

std::string kernel(const std::string &Body) {
  return "#include <cuda_runtime.h>\n"
         "__global__ void k(int *out, const int *in) {\n"
         "  int tid = threadIdx.x + blockIdx.x * blockDim.x;\n"
         "  int lane = threadIdx.x % 32;\n"
         "  unsigned mask = __ballot_sync(0xffffffffu, in[tid] > 0);\n" +
         Body + "}\n";
}

double threadCpuSeconds() {
  timespec T{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &T);
  return T.tv_sec + T.tv_nsec * 1e-9;
}

// The least of a few runs: the cost of the work, without the noise of a busy machine.
double translationCpuSeconds(FileTranslator &Translator, const std::string &Source, int Runs,
                             TranslationMode Mode = TranslationMode::Ast) {
  double Best = 1e9;
  for (int I = 0; I < Runs; ++I) {
    double Start = threadCpuSeconds();
    FileTranslation T = Translator.translate("/growth/k.cu", Source);
    double Spent = threadCpuSeconds() - Start;
    REQUIRE(T.Mode == Mode); // an AST detector's analysis is skipped in a fallback
    INFO("stopped in: " << T.OutOfTimeIn);
    REQUIRE(T.OutOfTimeIn.empty());
    Best = std::min(Best, Spent);
  }
  return Best;
}

} // namespace

TEST_CASE("analysis time grows linearly with the statements of a function", "[growth]") {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  TranslationOptions Options;
  Options.Parse.CudaPath = Cuda.Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  Options.FileTimeoutSeconds = 0; // a slow analysis must show as slow, not as stopped
  PreambleCache Preambles;        // the CUDA headers once, as in a real run
  FileTranslator Translator(builtInTable(), Options, &Preambles);
  translationCpuSeconds(Translator, kernel(""), 1); // builds the precompiled headers

  constexpr unsigned N = 250;
  auto [Name, Generate] = GENERATE(table<std::string, std::string (*)(unsigned)>(
      {{"locals", manyLocals}, {"stores", manyStores}, {"branches", manyBranches}}));
  double Small = translationCpuSeconds(Translator, kernel(Generate(N)), 3);
  double Large = translationCpuSeconds(Translator, kernel(Generate(8 * N)), 2);
  INFO(Name << ": " << Small << " s CPU at " << N << " statements, " << Large << " s at " << 8 * N);
  CHECK(Large < 20 * Small);
}

TEST_CASE("token-level rules take time linear in the nesting of calls", "[growth]") {
  // The rules meet every '(' of the file: finding each one's ')' by a scan made this
  // quadratic. A syntax error sends the file to token level, where nothing but the rules
  // runs.
  auto nestedCalls = [](unsigned N) {
    std::string Calls;
    for (unsigned I = 0; I < N; ++I)
      Calls += "f(";
    return "int broken = ;\nint f(int);\nint g() { return " + Calls + "1" + std::string(N, ')') +
           "; }\n";
  };
  TranslationOptions Options;
  Options.FileTimeoutSeconds = 0;
  Options.Parse.CudaPath = findCudaInstallation("").Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  FileTranslator Translator(builtInTable(), Options);
  constexpr unsigned N = 1000;
  double Small = translationCpuSeconds(Translator, nestedCalls(N), 3, TranslationMode::Fallback);
  double Large =
      translationCpuSeconds(Translator, nestedCalls(8 * N), 2, TranslationMode::Fallback);
  INFO(Small << " s CPU at " << N << " nested calls, " << Large << " s at " << 8 * N);
  CHECK(Large < 20 * Small);
}
