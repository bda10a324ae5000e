// The warp-size detectors on small in-memory CUDA sources: what they report, and what
// --fix-warp-size (TranslationOptions::FixWarpSize) rewrites and refuses to rewrite.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace cu2hip;

namespace {

FileTranslation translate(const std::string &Body, bool Fix = true) {
  TranslationOptions Options;
  Options.TargetHip = {5, 2};
  Options.FixWarpSize = Fix;
  auto T = testing::translateSnippet("/tmp/cu2hip-unit/warp.cu",
                                     "#include <cuda_runtime.h>\n" + Body, Options);
  REQUIRE(T.Parsed);
  return T;
}

unsigned count(const FileTranslation &T, DiagnosticKind Kind) {
  return std::count_if(T.Findings.begin(), T.Findings.end(),
                       [&](const Finding &F) { return F.Kind == Kind; });
}

bool contains(const FileTranslation &T, const std::string &Text) {
  return T.Output.find(Text) != std::string::npos;
}

// A kernel body with a shuffle, so that the code around it is warp-collective.
std::string kernel(const std::string &Statements) {
  return "__global__ void k(int *o, int v) {\n" + Statements +
         "\n  o[0] = __shfl_sync(0xffffffff, v, 0);\n}\n";
}

} // namespace

TEST_CASE("lane arithmetic is reported always and rewritten only on request", "[warp-size]") {
  std::string Source =
      kernel("  int lane = threadIdx.x % 32; int w = threadIdx.x >> 5; o[1] = lane + w;");
  auto Plain = translate(Source, /*Fix=*/false);
  CHECK(count(Plain, DiagnosticKind::HardCodedWarpWidth) == 2);
  CHECK(contains(Plain, "threadIdx.x % 32"));
  auto Fixed = translate(Source);
  CHECK(contains(Fixed, "int lane = threadIdx.x % warpSize; int w = threadIdx.x / warpSize;"));
}

TEST_CASE("a shift of a sum becomes a division of the parenthesised sum", "[warp-size]") {
  auto T = translate(kernel("  o[1] = threadIdx.y * blockDim.x + threadIdx.x >> 5;"));
  CHECK(contains(T, "o[1] = (threadIdx.y * blockDim.x + threadIdx.x) / warpSize;"));
}

TEST_CASE("a warp width from a macro is reported but not rewritten", "[warp-size]") {
  auto T = translate("#define WARP 32\n#define LANE (threadIdx.x & 31)\n" +
                     kernel("  o[1] = threadIdx.x % WARP + LANE;"));
  CHECK(count(T, DiagnosticKind::HardCodedWarpWidth) == 2);
  CHECK(contains(T, "o[1] = threadIdx.x % WARP + LANE;"));
  CHECK(contains(T, "#define LANE (threadIdx.x & 31)"));
}

TEST_CASE("32 that is not a warp width is left alone", "[warp-size]") {
  auto T = translate(kernel("  __shared__ float tile[32][33];\n"
                            "  int n = o[2] / 32, d = o[3] % 32;\n"
                            "  for (int s = 16; s > 0; s /= 2) o[4] += s;\n"
                            "  tile[threadIdx.y][threadIdx.x % 32] = n + d;\n"
                            "  o[5] = (int)tile[0][0];"));
  for (const Finding &F : T.Findings)
    CHECK(F.Kind == DiagnosticKind::FullWarpMaskLiteral);
  CHECK(count(T, DiagnosticKind::FullWarpMaskLiteral) == 1);
}

TEST_CASE("a shuffle tree from 16 starts at warpSize / 2", "[warp-size]") {
  auto T = translate("__device__ float sum(float v) {\n"
                     "  for (int off = 16; off > 0; off /= 2)\n"
                     "    v += __shfl_down_sync(0xffffffff, v, off);\n"
                     "  return v;\n}\n");
  CHECK(count(T, DiagnosticKind::ShuffleTreeOf32) == 1);
  CHECK(contains(T,
                 "for (int off = warpSize / 2; off > 0; off /= 2)\n    v += __shfl_down(v, off);"));
}

TEST_CASE("a 32-bit ballot local is widened and its bit counts take 64 bits", "[warp-size]") {
  auto T = translate(kernel("  const unsigned int b = __ballot_sync(0xffffffff, v > 0);\n"
                            "  o[1] = __popc(b) + __ffs(b) + (31 - __clz(b)) + __clz(b);"));
  // HIP 5.2: the vote keeps its '_sync' form for NVIDIA (ptxas rejects mask-less votes
  // there); AMD's mask-less __ballot comes from the file's platform definitions.
  CHECK(contains(T, "const unsigned long long b = __ballot_sync(0xffffffff, v > 0);"));
  CHECK(contains(T, "o[1] = __popcll(b) + __ffsll(b) + (63 - __clzll(b)) + __clz(b);"));
  CHECK(count(T, DiagnosticKind::LaneMaskTruncated) == 1);
  CHECK(count(T, DiagnosticKind::LaneMaskBitCount32) == 4);
}

TEST_CASE("a ballot under a partial constant mask keeps its 32-bit variable", "[warp-size]") {
  auto T = translate(kernel("  unsigned low = __ballot_sync(0x0000ffff, v > 0);\n"
                            "  o[1] = __popc(low);"));
  CHECK(count(T, DiagnosticKind::LaneMaskTruncated) == 0);
  CHECK(count(T, DiagnosticKind::LaneMaskBitCount32) == 0);
}

TEST_CASE("warpSize as a template argument is an error-level finding", "[warp-size]") {
  auto T = translate("template <int W> __device__ int f() { return W; }\n"
                     "__global__ void k(int *o) { o[0] = f<warpSize>() + warpSize; }\n");
  REQUIRE(count(T, DiagnosticKind::WarpSizeAsConstant) == 1);
  CHECK(diagnosticInfo(DiagnosticKind::WarpSizeAsConstant).Level == Severity::Error);
}

TEST_CASE("an assumption that cannot be rewritten withholds the fixes around it", "[warp-size]") {
  auto T = translate(
      "#define WARP 32\n"
      "__device__ int sum(int v) {\n"
      "  for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0xffffffff, v, off);\n"
      "  return v;\n}\n"
      "__global__ void k(int *o, int v) {\n"
      "  int s = sum(v);\n"
      "  if (threadIdx.x % WARP == 0) o[threadIdx.x / 32] = s;\n}\n"
      "__global__ void other(int *o) { o[0] = __shfl_sync(0xffffffff, threadIdx.x % 32, 0); }\n");
  // 'sum' and 'k' are one group: the macro blocks both; 'other' is fixed on its own.
  CHECK(count(T, DiagnosticKind::WarpFixesWithheld) == 1);
  CHECK(count(T, DiagnosticKind::ShuffleTreeOf32) == 1);
  CHECK(contains(T, "for (int off = 16; off > 0; off /= 2)"));
  CHECK(contains(T, "o[threadIdx.x / 32] = s;"));
  CHECK(contains(T, "o[0] = __shfl(threadIdx.x % warpSize, 0);"));
}
