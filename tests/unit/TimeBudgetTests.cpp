// --file-timeout: a stage that runs out of time stops, the file is still translated, and a
// W059 finding names the stage. Budgets spent at chosen stages make this deterministic.
#include "TranslateSnippet.h"

#include "rewriters/TimeBudget.h"

#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::testing;

namespace {

// W010 comes from the first detector (warp-width-arithmetic, which asks the shared value flow
// about the expressions of functions with warp collectives); the device-side launch from a
// later one (dynamic-parallelism).
const char *const Kernels = R"(#include <cuda_runtime.h>
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
  int lane = threadIdx.x % 32;
  p[lane] = __shfl_down_sync(0xffffffffu, lane, 1);
  child<<<1, 32>>>(p);
}
int main() {
  int *p;
  cudaMalloc(&p, 64 * sizeof(int));
  parent<<<1, 64>>>(p);
  return cudaDeviceSynchronize() != cudaSuccess;
}
)";

FileTranslation translateWithin(TimeBudget Budget, const std::string &Source = Kernels) {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  TranslationOptions Options;
  Options.Parse.CudaPath = Cuda.Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  return FileTranslator(builtInTable(), Options).translate("/budget/k.cu", Source, Budget);
}

bool has(const FileTranslation &T, DiagnosticKind Kind) {
  return std::any_of(T.Findings.begin(), T.Findings.end(),
                     [Kind](const Finding &F) { return F.Kind == Kind; });
}

} // namespace

TEST_CASE("a budget refuses the stage it is spent at and every later one", "[time-budget]") {
  TimeBudget Unlimited = TimeBudget::fromNow(0);
  CHECK(Unlimited.allows("parse (host side)"));
  CHECK_FALSE(Unlimited.spent());

  TimeBudget Budget = TimeBudget::spentAt("hazard analysis", 1);
  CHECK(Budget.allows("parse (host side)"));
  CHECK(Budget.allows("hazard analysis (rule 'a')")); // the one allowed question
  CHECK_FALSE(Budget.allows("hazard analysis (rule 'a')"));
  CHECK(Budget.stoppedIn() == "hazard analysis (rule 'a')");
  CHECK_FALSE(Budget.allows("parse (device side)"));
  CHECK(Budget.stoppedIn() == "hazard analysis (rule 'a')"); // the first refusal is kept

  TimeBudget Short = TimeBudget::fromNow(1e-9);
  while (Short.allows("parse (host side)")) {
  }
  CHECK(Short.stoppedIn() == "parse (host side)");
  CHECK(Short.limitSeconds() == 1e-9);
}

TEST_CASE("without a limit every detector reports and nothing says time ran out", "[time-budget]") {
  FileTranslation T = translateWithin(TimeBudget::fromNow(0));
  CHECK(T.Mode == TranslationMode::Ast);
  CHECK(T.OutOfTimeIn.empty());
  CHECK(has(T, DiagnosticKind::HardCodedWarpWidth));
  CHECK(has(T, DiagnosticKind::DynamicParallelism));
  CHECK_FALSE(has(T, DiagnosticKind::FileTimeBudgetSpent));
}

TEST_CASE("a parse that runs out of time leaves a token-level translation and W059",
          "[time-budget]") {
  FileTranslation T = translateWithin(TimeBudget::spentAt("parse (host side)"));
  CHECK(T.Mode == TranslationMode::Fallback);
  CHECK(T.OutOfTimeIn == "parse (host side)");
  CHECK(T.Output.find("hipMalloc(&p") != std::string::npos);
  CHECK(T.Output.find("hipDeviceSynchronize()") != std::string::npos);
  CHECK(findingMessages(T, DiagnosticKind::FileTimeBudgetSpent) ==
        std::vector<std::string>{"1: the --file-timeout of (test) ran out during the parse (host "
                                 "side); the file was translated at token level"});
  REQUIRE(has(T, DiagnosticKind::TokenLevelTranslation));
}

TEST_CASE("an analysis that runs out of time keeps the translation and earlier findings",
          "[time-budget]") {
  FileTranslation Whole = translateWithin(TimeBudget::fromNow(0));

  SECTION("stopped before a detector starts") {
    FileTranslation T =
        translateWithin(TimeBudget::spentAt("hazard analysis (rule 'dynamic-parallelism')"));
    CHECK(T.Mode == TranslationMode::Ast);
    CHECK(T.Output == Whole.Output);
    CHECK(has(T, DiagnosticKind::HardCodedWarpWidth));
    CHECK_FALSE(has(T, DiagnosticKind::DynamicParallelism));
    CHECK(findingMessages(T, DiagnosticKind::FileTimeBudgetSpent) ==
          std::vector<std::string>{
              "1: the --file-timeout of (test) ran out during the hazard analysis (rule "
              "'dynamic-parallelism'); the findings of that detector and of those after it are "
              "missing"});
  }
  SECTION("stopped inside a detector's walk of the shared value flow") {
    // The driver's question before the detector is allowed; the value flow's first is not.
    FileTranslation T =
        translateWithin(TimeBudget::spentAt("hazard analysis (rule 'warp-width-arithmetic')", 1));
    CHECK(T.Mode == TranslationMode::Ast);
    CHECK(T.InternalErrors.empty()); // running out of time is not a crash
    CHECK(T.Output == Whole.Output);
    CHECK(T.OutOfTimeIn == "hazard analysis (rule 'warp-width-arithmetic')");
    CHECK_FALSE(has(T, DiagnosticKind::HardCodedWarpWidth));
    CHECK_FALSE(has(T, DiagnosticKind::DynamicParallelism));
    CHECK(has(T, DiagnosticKind::FileTimeBudgetSpent));
  }
}

TEST_CASE("a device-side parse that runs out of time falls back to token level", "[time-budget]") {
  std::string Source = std::string(Kernels) + "#ifdef __CUDA_ARCH__\n#endif\n";
  FileTranslation T = translateWithin(TimeBudget::spentAt("parse (device side)"), Source);
  CHECK(T.Mode == TranslationMode::Fallback);
  CHECK(T.OutOfTimeIn == "parse (device side)");
  CHECK(has(T, DiagnosticKind::FileTimeBudgetSpent));
}
