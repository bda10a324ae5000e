// CU2HIP-W023 (block sizes that are not a multiple of 64 for kernels that work on lanes) and
// CU2HIP-W024 (warp-synchronous code without a barrier) on small in-memory CUDA sources: the
// message each prints, where, in --inline-diagnostics output, and look-alikes left alone.
// Also the mask-widening note W004, which must not fire for a mask that is already 64 bits.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

FileTranslation translate(const std::string &Body, TranslationOptions Options = {}) {
  auto T = testing::translateSnippet("/tmp/cu2hip-unit/scheduling.cu",
                                     "#include <cuda_runtime.h>\n" + Body, Options);
  REQUIRE(T.Parsed);
  return T;
}

std::vector<std::string> messages(const FileTranslation &T, DiagnosticKind Kind) {
  return testing::findingMessages(T, Kind);
}

using Lines = std::vector<std::string>;

const std::string WarpKernel =
    "__global__ void warpSum(float *v) {\n"
    "  float x = v[threadIdx.x];\n"
    "  for (int o = warpSize / 2; o > 0; o /= 2) x += __shfl_down_sync(__activemask(), x, o);\n"
    "  v[threadIdx.x] = x;\n}\n"
    "__global__ void scale(float *v) { v[threadIdx.x] *= 2.0f; }\n";

const std::string LastWarpReduction = "__global__ void reduce(float *out) {\n"
                                      "  __shared__ float sdata[64];\n"
                                      "  int tid = threadIdx.x;\n"
                                      "  sdata[tid] = out[tid];\n"
                                      "  __syncthreads();\n"
                                      "  if (tid < 32) {\n"
                                      "    volatile float *s = sdata;\n"
                                      "    s[tid] += s[tid + 32];\n"
                                      "    s[tid] += s[tid + 16];\n"
                                      "  }\n"
                                      "  out[0] = sdata[0];\n}\n";

} // namespace

TEST_CASE("W023: constant blocks that are not a multiple of 64, for lane-level kernels only",
          "[hazards][warp-size]") {
  auto T = translate(WarpKernel + "void launch(float *d, int n) {\n"
                                  "  warpSum<<<1, dim3(16, 2)>>>(d);\n"
                                  "  warpSum<<<1, 96>>>(d);\n"
                                  "  warpSum<<<1, 128>>>(d);\n"
                                  "  warpSum<<<1, n>>>(d);\n"
                                  "  scale<<<1, 32>>>(d);\n}\n");
  CHECK(messages(T, DiagnosticKind::BlockSizeNotWavefrontMultiple) ==
        Lines{"9: 'warpSum' works on warp lanes and is launched with 32 threads per block, not "
              "a multiple of 64: lanes 32-63 of the last 64-lane wavefront of each block are "
              "inactive",
              "10: 'warpSum' works on warp lanes and is launched with 96 threads per block, not "
              "a multiple of 64: lanes 32-63 of the last 64-lane wavefront of each block are "
              "inactive"});
  CHECK(diagnosticInfo(DiagnosticKind::BlockSizeNotWavefrontMultiple).Level == Severity::Note);
  CHECK(std::string_view(diagnosticInfo(DiagnosticKind::BlockSizeNotWavefrontMultiple).Category) ==
        "warp-size");
}

TEST_CASE("W024: the unrolled last warp without __syncwarp", "[hazards][warp-size]") {
  auto T = translate(LastWarpReduction);
  CHECK(messages(T, DiagnosticKind::ImplicitWarpSynchronous) ==
        Lines{"9: 's[tid + 32]' reads a slot another thread wrote inside 'if (tid < 32)' with no "
              "__syncwarp() or __syncthreads() in between: warp-synchronous code that assumes "
              "32 threads run in lock-step"});
  CHECK(diagnosticInfo(DiagnosticKind::ImplicitWarpSynchronous).Level == Severity::Warning);
}

TEST_CASE("W024: a barrier in the branch, or only its own slot, is not lock-step code",
          "[hazards][warp-size]") {
  auto T = translate("__global__ void k(float *out) {\n"
                     "  __shared__ float s[64];\n"
                     "  int tid = threadIdx.x;\n"
                     "  if (tid < 32) { float o = s[tid + 16]; __syncwarp(); s[tid] += o; }\n"
                     "  if (tid < 32) { s[tid] = s[tid] * 2.0f; }\n"
                     "  out[tid] = s[tid];\n}\n");
  CHECK(messages(T, DiagnosticKind::ImplicitWarpSynchronous).empty());
}

TEST_CASE("W023 and W024 are written into the translation with --inline-diagnostics",
          "[hazards][inline]") {
  TranslationOptions Options;
  Options.InlineDiagnostics = true;
  auto T = translate(WarpKernel + LastWarpReduction +
                         "void launch(float *d) {\n  warpSum<<<1, 32>>>(d);\n}\n",
                     Options);
  CHECK(T.Output.find("  // CU2HIP-W024 warning: 's[tid + 32]' reads a slot another thread "
                      "wrote inside 'if (tid < 32)'") != std::string::npos);
  size_t Note = T.Output.find("  // CU2HIP-W023 note: 'warpSum' works on warp lanes and is "
                              "launched with 32 threads per block");
  REQUIRE(Note != std::string::npos);
  std::string Launch = "  warpSum<<<1, 32>>>(d);\n";
  CHECK(T.Output.compare(T.Output.find('\n', Note) + 1, Launch.size(), Launch) == 0);
}

TEST_CASE("W004: a mask variable that is already 64 bits is passed as it is",
          "[hazards][warp-size]") {
  auto T = translate("__global__ void k(int *o, int v) {\n"
                     "  unsigned long long active = __activemask();\n"
                     "  unsigned narrow = __activemask();\n"
                     "  o[0] = __shfl_sync(active, v, 0) + __shfl_sync(narrow, v, 0);\n}\n");
  CHECK(messages(T, DiagnosticKind::PartialMaskWidened) ==
        Lines{"5: 32-bit lane mask 'narrow' of '__shfl_sync' widened to 64 bits: on a 64-wide "
              "wavefront, lanes 32-63 are outside it"});
  CHECK(T.Output.find("__shfl_sync(active, v, 0)") != std::string::npos);
  CHECK(T.Output.find("__shfl_sync(static_cast<unsigned long long>(narrow), v, 0)") !=
        std::string::npos);
}
