// The translator on small in-memory CUDA sources, parsed against the installed CUDA headers.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

FileTranslation translate(const std::string &Source, TranslationOptions Options = {}) {
  return testing::translateSnippet("/tmp/cu2hip-unit/snippet.cu", Source, Options);
}

bool reported(const FileTranslation &T, DiagnosticKind Kind) {
  for (const Finding &F : T.Findings)
    if (F.Kind == Kind)
      return true;
  return false;
}

} // namespace

TEST_CASE("runtime calls, types and headers are renamed; strings and comments are not",
          "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "// cudaMalloc in a comment\n"
                     "const char *s = \"cudaMalloc\";\n"
                     "void f(float **p) { cudaError_t e = cudaMalloc(p, 4); (void)e; }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output == "#include <hip/hip_runtime.h>\n"
                    "// cudaMalloc in a comment\n"
                    "const char *s = \"cudaMalloc\";\n"
                    "void f(float **p) { hipError_t e = hipMalloc(p, 4); (void)e; }\n");
}

TEST_CASE("the program's own cuda-named declarations are left alone", "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "static int cudaHelper(int x) { return x; }\n"
                     "int g() { return cudaHelper(1); }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("cudaHelper(int x)") != std::string::npos);
  CHECK(T.Output.find("return cudaHelper(1)") != std::string::npos);
  CHECK(T.Findings.empty());
}

TEST_CASE("symbol arguments are wrapped in HIP_SYMBOL", "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__constant__ float c[4];\n"
                     "void f(const float *h) { cudaMemcpyToSymbol(c, h, sizeof(c)); }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("hipMemcpyToSymbol(HIP_SYMBOL(c), h, sizeof(c))") != std::string::npos);
}

TEST_CASE("sync shuffles lose a full mask for HIP 5.2; a partial one stays for NVIDIA, with "
          "the mask-less form defined for AMD and a warning",
          "[translate]") {
  TranslationOptions Options;
  Options.TargetHip = {5, 2};
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__global__ void k(int *o, int v) {\n"
                     "  v += __shfl_down_sync(0xffffffff, v, 1);\n"
                     "  o[0] = __ballot_sync(0x0000ffff, v > 0);\n"
                     "}\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("v += __shfl_down(v, 1);") != std::string::npos);
  CHECK(T.Output.find("o[0] = __ballot_sync(0x0000ffff, v > 0);") != std::string::npos);
  CHECK(T.Output.find("#if defined(__HIP_PLATFORM_AMD__) && HIP_VERSION < 60200000\n"
                      "#define __ballot_sync(mask, ...) __ballot(__VA_ARGS__)\n#endif\n") !=
        std::string::npos);
  CHECK(T.Output.find("#define __shfl_down_sync") == std::string::npos);
  REQUIRE(reported(T, DiagnosticKind::PartialMaskDropped));
  unsigned Warnings = 0;
  for (const Finding &F : T.Findings)
    Warnings += F.Kind == DiagnosticKind::PartialMaskDropped;
  CHECK(Warnings == 1);
}

TEST_CASE("inactive branches are translated at token level and reported", "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "#if 0\n"
                     "void f(void *p) { cudaFree(p); }\n"
                     "#endif\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("hipFree(p)") != std::string::npos);
  CHECK(reported(T, DiagnosticKind::InactiveBranchTranslated));
}

TEST_CASE(
    "__CUDA_ARCH__ definedness tests become __HIP_DEVICE_COMPILE__, comparisons read sm_70 on AMD",
    "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__host__ __device__ int f() {\n"
                     "#if defined(__CUDA_ARCH__)\n  return 1;\n#else\n  return 0;\n#endif\n}\n"
                     "#if __CUDA_ARCH__ >= 700\nint g;\n#endif\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("#if defined(__HIP_DEVICE_COMPILE__)") != std::string::npos);
  // A comparison reads the analysed architecture (sm_70) in AMD device code only.
  CHECK(T.Output.find("#if (defined(__HIP_PLATFORM_AMD__) && defined(__HIP_DEVICE_COMPILE__) ? "
                      "700 : __CUDA_ARCH__) >= 700") != std::string::npos);
  CHECK(reported(T, DiagnosticKind::CudaArchComparisonPinned));
  CHECK_FALSE(reported(T, DiagnosticKind::CudaArchValue));
  // Translating the translation again changes nothing.
  auto Again = translate(T.Output);
  CHECK(Again.Output == T.Output);
  CHECK_FALSE(reported(Again, DiagnosticKind::CudaArchComparisonPinned));
}

TEST_CASE("launches become hipLaunchKernelGGL on request", "[translate]") {
  TranslationOptions Options;
  Options.Launch = LaunchSyntax::HipLaunchKernelGGL;
  auto T = translate("#include <cuda_runtime.h>\n"
                     "template <typename T> __global__ void k(T *p, int n) {}\n"
                     "__global__ void z() {}\n"
                     "void f(float *p, cudaStream_t s) {\n"
                     "  k<float><<<2, 64, 0, s>>>(p, 4);\n"
                     "  z<<<1, 1>>>();\n"
                     "}\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("hipLaunchKernelGGL((k<float>), 2, 64, 0, s, p, 4);") != std::string::npos);
  CHECK(T.Output.find("hipLaunchKernelGGL(z, 1, 1, 0, 0);") != std::string::npos);
}

TEST_CASE("code that does not parse yields errors and, in strict mode, no output", "[translate]") {
  TranslationOptions Strict;
  Strict.AllowFallback = false;
  auto T = translate("int f( { return 0; }\n", Strict);
  CHECK_FALSE(T.Parsed);
  CHECK_FALSE(T.Errors.empty());
  CHECK(T.Output.empty());
}

TEST_CASE("__syncwarp becomes __threadfence_block before HIP 7.0, with a note", "[translate]") {
  TranslationOptions Options;
  Options.TargetHip = {5, 2};
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__global__ void k(int *o) { o[0] = 1; __syncwarp(); o[1] = 2; }\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("o[0] = 1; __threadfence_block(); o[1] = 2;") != std::string::npos);
  CHECK(reported(T, DiagnosticKind::OlderHipSubstitute));
  CHECK_FALSE(reported(T, DiagnosticKind::PartialMaskDropped));
}

TEST_CASE("APIs newer than the target are left unchanged and reported", "[translate]") {
  TranslationOptions Options;
  Options.TargetHip = {5, 2};
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__global__ void k(unsigned *o) { o[0] = __activemask(); }\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("o[0] = __activemask();") != std::string::npos);
  CHECK(reported(T, DiagnosticKind::NewerThanTarget));
}

TEST_CASE("for HIP >= 6.2 the sync intrinsics keep the mask, widened to 64 bits", "[translate]") {
  TranslationOptions Options;
  Options.TargetHip = {7, 0};
  auto T = translate("#include <cuda_runtime.h>\n"
                     "__global__ void k(int *o, int v, unsigned m) {\n"
                     "  v += __shfl_xor_sync(0xffffffff, v, 1);\n"
                     "  o[0] = __any_sync(m, v > 0);\n"
                     "}\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("__shfl_xor_sync(0xffffffffffffffffull, v, 1)") != std::string::npos);
  CHECK(T.Output.find("__any_sync(static_cast<unsigned long long>(m), v > 0)") !=
        std::string::npos);
  CHECK(reported(T, DiagnosticKind::PartialMaskWidened));
}

TEST_CASE("an included .cu source is named by its output name when outputs are renamed",
          "[translate]") {
  std::string Source = "#include \"kernels.cu\"\n#include <kernels.cu>\n#include \"util.cuh\"\n";
  TranslationOptions Renamed;
  Renamed.CuSourcesRenamed = true;
  auto T = translate(Source, Renamed);
  // The quoted include follows kernels.cu to kernels.hip; an angled one is a system path.
  CHECK(T.Output.find("#include \"kernels.hip\"\n#include <kernels.cu>\n#include \"util.cuh\"\n") !=
        std::string::npos);
  auto Kept = translate(Source); // FILE.hip beside each input: kernels.cu keeps its name
  CHECK(Kept.Output.find("#include \"kernels.cu\"\n") != std::string::npos);
}

TEST_CASE("only a header that provides the runtime counts as the runtime include", "[translate]") {
  // A user header whose name ends in 'cuda.h' is not <cuda.h>: the runtime is still added.
  auto T = translate("#include <stdio.h>\n#include \"helper_cuda.h\"\n__global__ void k() {}\n");
  CHECK(T.Output.rfind("#include <hip/hip_runtime.h>\n#include <stdio.h>\n", 0) == 0);
  CHECK(reported(T, DiagnosticKind::ImplicitRuntimeInclude));
  auto Driver = translate("#include <cuda.h>\n__global__ void k() {}\n");
  CHECK(Driver.Output == "#include <hip/hip_runtime.h>\n__global__ void k() {}\n");
  CHECK_FALSE(reported(Driver, DiagnosticKind::ImplicitRuntimeInclude));
}

TEST_CASE("a cast argument keeps the commas of a template argument list whole", "[translate]") {
  auto T = translate("#include <cuda_runtime.h>\n"
                     "template <typename A, int B> __global__ void k(A *p) { p[0] = B; }\n"
                     "void f(cudaFuncAttributes *a) { cudaFuncGetAttributes(a, k<float, 4>); }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("hipFuncGetAttributes(a, (const void*)(k<float, 4>));") != std::string::npos);
}

TEST_CASE("a definition under '#if 0' collides with no overload", "[translate]") {
  // Found by the CI fuzzer: a definition already in '#if 0' (a second translation of one
  // cu2hip disabled, or the program's own) was wrapped in another '#if 0' and reported.
  auto T = translate("#include <cuda.h>\n#include <cuda_runtime.h>\n"
                     "static int code(cudaError_t e) { return (int)e; }\n"
                     "#if 0\n"
                     "static int code(CUresult e) { return (int)e; }\n"
                     "#endif\n");
  CHECK_FALSE(reported(T, DiagnosticKind::OverloadsCollapse));
  CHECK(T.Output.find("CU2HIP-W048") == std::string::npos);
  auto Again = translate(T.Output);
  CHECK(Again.Output == T.Output);
}

TEST_CASE("a brace on a directive line never closes a disabled overload", "[translate]") {
  // Found by the fuzzer: '#endif' was placed inside the damaged include line, and the second
  // translation of the output differed from the first.
  auto T = translate("#include <cuda.h>\n"
                     "static const char *text(cudaError_t e) { return cudaGetErrorString(e); }\n"
                     "static const char *text(CUresult e) {\n"
                     "#include <cuda_runtime.hx}} cudaGraphExec_t *plain)\n");
  CHECK(T.Output.find("}}\n#endif") == std::string::npos);
  auto Again = translate(T.Output);
  CHECK(Again.Output == T.Output);
}
