// api-mapping for namespaces: nvcuda::wmma, cub, thrust::cuda, cooperative_groups
// on small sources parsed against the installed CUDA headers, with the built-in tables.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

FileTranslation translate(const std::string &Source, TranslationOptions Options = {}) {
  return testing::translateSnippet("/tmp/cu2hip-unit/namespaces.cu", Source, Options);
}

std::vector<std::string> reported(const FileTranslation &T, DiagnosticKind Kind) {
  std::vector<std::string> Names;
  for (const Finding &F : T.Findings)
    if (F.Kind == Kind && !F.Args.empty())
      Names.push_back(F.Args.front());
  return Names;
}

} // namespace

TEST_CASE("nvcuda::wmma becomes rocwmma whichever way it is written", "[api-mapping]") {
  auto T = translate("#include <mma.h>\n"
                     "__global__ void a(float *c) {\n"
                     "  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> f;\n"
                     "  ::nvcuda::wmma::fill_fragment(f, 0.0f);\n"
                     "  nvcuda::wmma::store_matrix_sync(c, f, 16, nvcuda::wmma::mem_row_major);\n"
                     "}\n"
                     "using namespace nvcuda;\n"
                     "__global__ void b(float *c) {\n"
                     "  wmma::fragment<wmma::accumulator, 16, 16, 16, float> f;\n"
                     "  wmma::fill_fragment(f, 1.0f);\n"
                     "}\n"
                     "namespace inner { using namespace nvcuda::wmma; }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output == "#include <hip/hip_runtime.h>\n" // nvcc's implicit include, made explicit
                    "#include <rocwmma/rocwmma.hpp>\n"
                    "__global__ void a(float *c) {\n"
                    "  rocwmma::fragment<rocwmma::accumulator, 16, 16, 16, float> f;\n"
                    "  ::rocwmma::fill_fragment(f, 0.0f);\n"
                    "  rocwmma::store_matrix_sync(c, f, 16, rocwmma::mem_row_major);\n"
                    "}\n"
                    "using namespace rocwmma;\n"
                    "__global__ void b(float *c) {\n"
                    "  rocwmma::fragment<rocwmma::accumulator, 16, 16, 16, float> f;\n"
                    "  rocwmma::fill_fragment(f, 1.0f);\n"
                    "}\n"
                    "namespace inner { using namespace rocwmma; }\n");
}

TEST_CASE("the program's own namespace named like a CUDA one is left alone", "[api-mapping]") {
  auto T = translate("namespace cub { int Sum(int a, int b) { return a + b; } }\n"
                     "int f() { return cub::Sum(1, 2); }\n"
                     "namespace wmma { int fragment; }\n"
                     "int g() { return wmma::fragment; }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("hipcub") == std::string::npos);
  CHECK(T.Output.find("rocwmma") == std::string::npos);
  for (const Finding &F : T.Findings) // only the explicit hip_runtime.h include is noted
    CHECK(F.Kind == DiagnosticKind::ImplicitRuntimeInclude);
}

TEST_CASE("a namespace alias keeps its name; its CUDA target is translated", "[api-mapping]") {
  auto T = translate("#include <cub/cub.cuh>\n"
                     "#include <thrust/execution_policy.h>\n"
                     "#include <thrust/system/cuda/execution_policy.h>\n"
                     "namespace lib = cub;\n"
                     "namespace tc = thrust::cuda;\n"
                     "using Reduce = lib::BlockReduce<int, 128>;\n"
                     "auto policy() { return tc::par; }\n"
                     "auto direct() { return thrust::cuda::par; }\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("namespace lib = hipcub;") != std::string::npos);
  CHECK(T.Output.find("namespace tc = thrust::hip;") != std::string::npos);
  CHECK(T.Output.find("using Reduce = lib::BlockReduce<int, 128>;") != std::string::npos);
  CHECK(T.Output.find("return thrust::hip::par;") != std::string::npos);
  CHECK(T.Output.find("#include <thrust/system/hip/execution_policy.h>") != std::string::npos);
}

TEST_CASE("cooperative_groups stays; members HIP lacks are reported, not renamed",
          "[api-mapping]") {
  auto T = translate("#include <cooperative_groups.h>\n"
                     "#include <cooperative_groups/reduce.h>\n"
                     "#include <cooperative_groups/scan.h>\n"
                     "namespace cg = cooperative_groups;\n"
                     "__global__ void k(int *out) {\n"
                     "  auto tile = cg::tiled_partition<32>(cg::this_thread_block());\n"
                     "  out[0] = cg::reduce(tile, 1, cg::plus<int>());\n"
                     "  out[1] = cg::inclusive_scan(tile, 1);\n"
                     "}\n");
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("#include <hip/hip_cooperative_groups.h>") != std::string::npos);
  CHECK(T.Output.find("namespace cg = cooperative_groups;") != std::string::npos);
  CHECK(T.Output.find("cg::reduce(tile, 1, cg::plus<int>())") != std::string::npos);
  CHECK(T.Output.find("cg::inclusive_scan(tile, 1)") != std::string::npos);
  auto Unsupported = reported(T, DiagnosticKind::UnsupportedApi);
  CHECK(std::count(Unsupported.begin(), Unsupported.end(), "cooperative_groups::inclusive_scan") ==
        1);
  CHECK(std::count(Unsupported.begin(), Unsupported.end(),
                   "cooperative_groups::this_thread_block") == 0);
  // reduce.h's names are defined by the translation of its include (cooperative-groups-reduce).
  CHECK(std::count(Unsupported.begin(), Unsupported.end(), "cooperative_groups::reduce") == 0);
  CHECK(std::count(Unsupported.begin(), Unsupported.end(), "cooperative_groups::plus") == 0);
  CHECK(T.Output.find("template <class Group, class T, class Op>") != std::string::npos);
}

TEST_CASE("an unsupported namespace is reported once per qualifier and not edited",
          "[api-mapping]") {
  TranslationOptions Options;
  Options.Parse.GpuArch = "sm_80"; // precision::tf32 is declared for sm_80 and newer
  auto T = translate("#include <mma.h>\n"
                     "__global__ void k() {\n"
                     "  nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 8,\n"
                     "      nvcuda::wmma::precision::tf32, nvcuda::wmma::row_major> f;\n"
                     "}\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("nvcuda::wmma::precision::tf32") != std::string::npos);
  CHECK(T.Output.find("rocwmma::fragment<rocwmma::matrix_a") != std::string::npos);
  auto Unsupported = reported(T, DiagnosticKind::UnsupportedApi);
  CHECK(Unsupported == std::vector<std::string>{"nvcuda::wmma::precision"});
}

TEST_CASE("a namespace newer than the target HIP is reported and left unchanged", "[api-mapping]") {
  TranslationOptions Options;
  Options.TargetHip = {5, 1};
  auto T = translate("#include <mma.h>\n"
                     "__global__ void k() { nvcuda::wmma::fragment<nvcuda::wmma::accumulator, "
                     "16, 16, 16, float> f; }\n",
                     Options);
  REQUIRE(T.Parsed);
  CHECK(T.Output.find("nvcuda::wmma::fragment") != std::string::npos);
  CHECK_FALSE(reported(T, DiagnosticKind::NewerThanTarget).empty());
}
