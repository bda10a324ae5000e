// The hazard detectors besides warp size, on small in-memory CUDA sources: the message each
// one prints, where it reports, and look-alikes it must leave alone.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace cu2hip;

namespace {

FileTranslation translate(const std::string &Body, std::vector<std::string> ExtraArgs = {},
                          std::vector<std::string> AmdTargets = {"gfx90a", "gfx942"}) {
  TranslationOptions Options;
  Options.Parse.ExtraArgs = std::move(ExtraArgs);
  Options.AmdTargets = std::move(AmdTargets);
  return testing::translateSnippet("/tmp/cu2hip-unit/hazard.cu",
                                   "#include <cuda_runtime.h>\n" + Body, Options);
}

std::vector<std::string> messages(const FileTranslation &T, DiagnosticKind Kind) {
  return testing::findingMessages(T, Kind);
}

using Lines = std::vector<std::string>;

} // namespace

TEST_CASE("wmma fragments: rocWMMA shapes are notes, NVIDIA-only shapes errors", "[hazards]") {
  auto T = translate("#include <mma.h>\nusing namespace nvcuda;\n"
                     "__global__ void k() {\n"
                     "  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;\n"
                     "  wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::col_major> b;\n"
                     "}\n");
  REQUIRE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::WmmaFragmentMapped) ==
        Lines{"5: 'wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major>' maps to a "
              "rocWMMA fragment of the same shape; which lane holds which element differs on "
              "AMD matrix cores"});
  CHECK(messages(T, DiagnosticKind::WmmaShapeUnsupported) ==
        Lines{"6: 'wmma::fragment<wmma::matrix_b, 8, 32, 16, half, wmma::col_major>' has no "
              "rocWMMA counterpart on gfx90a/gfx94x: NVIDIA's 8x32x16 shape; rocWMMA blocks "
              "are 16x16 (K >= 16) or 32x32 (K >= 8)"});
  CHECK(diagnosticInfo(DiagnosticKind::WmmaShapeUnsupported).Level == Severity::Error);
}

TEST_CASE("inline PTX names its instruction; a compiler barrier is not PTX", "[hazards]") {
  auto T = translate(
      "__device__ int f(int a) {\n"
      "  int r; asm(\"add.s32 %0, %1, 1;\" : \"=r\"(r) : \"r\"(a));\n"
      "  unsigned l; asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(l));\n"
      "  asm volatile(\"\" ::: \"memory\");\n"
      "  asm(\"ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\" : \"=r\"(r) : \"r\"(l));\n"
      "  return r + l;\n}\n");
  REQUIRE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::InlinePtx) ==
        Lines{"3: inline PTX 'add.s32' does not assemble for AMD GPUs"});
  CHECK(messages(T, DiagnosticKind::PtxSpecialRegister) ==
        Lines{"4: inline PTX reads the special register '%laneid', which AMD GPUs do not have; "
              "use __lane_id() (0-63 on a 64-wide wavefront)"});
  CHECK(messages(T, DiagnosticKind::TensorCorePtx) ==
        Lines{"6: inline PTX 'ldmatrix.sync.aligned.m8n8.x1.shared.b16' drives NVIDIA tensor "
              "cores and has no AMD counterpart"});
}

TEST_CASE("texture references are found at token level in a file that does not parse",
          "[hazards]") {
  auto T = translate("texture<float, 1, cudaReadModeElementType> texIn;\n"
                     "__global__ void k(float *o) { o[0] = tex1Dfetch(texIn, 0); }\n"
                     "void bind(float *d) { cudaBindTexture(0, texIn, d, 4); }\n");
  CHECK_FALSE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::TextureReference) ==
        Lines{"2: 'texIn' is a texture reference: texture and surface references were removed "
              "in CUDA 12 and are deprecated in HIP",
              "3: 'tex1Dfetch' uses the reference 'texIn': texture and surface "
              "references were removed in CUDA 12 and are deprecated in HIP",
              "4: 'cudaBindTexture' belongs to the texture reference API: texture and surface "
              "references were removed in CUDA 12 and are deprecated in HIP"});
}

TEST_CASE("texture objects and surfaces: a warning when an image-less target is the run's",
          "[hazards]") {
  const std::string Kernel = "__global__ void k(cudaTextureObject_t t, cudaSurfaceObject_t s) {\n"
                             "  surf2Dwrite(tex1Dfetch<float>(t, 0), s, 0, 0);\n}\n";
  auto T = translate(Kernel); // the default targets: gfx90a, gfx942
  REQUIRE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::ImageAccess) ==
        Lines{"3: 'surf2Dwrite' accesses a surface object, which HIP cannot compile for gfx942, "
              "among this run's AMD targets (MI300 and MI350 have no image instructions)",
              "3: 'tex1Dfetch' accesses a texture object, which HIP cannot compile for gfx942, "
              "among this run's AMD targets (MI300 and MI350 have no image instructions)"});
  CHECK(messages(T, DiagnosticKind::ImageAccessOutsideTargets).empty());

  auto Both = translate(Kernel, {}, {"gfx90a", "gfx942:xnack+", "gfx950", "gfx942"});
  CHECK(messages(Both, DiagnosticKind::ImageAccess).front().find("for gfx942, gfx950,") !=
        std::string::npos);

  auto Mi200 = translate(Kernel, {}, {"gfx90a"});
  CHECK(messages(Mi200, DiagnosticKind::ImageAccess).empty());
  CHECK(messages(Mi200, DiagnosticKind::ImageAccessOutsideTargets) ==
        Lines{"3: 'surf2Dwrite' accesses a surface object: fine for this run's AMD targets "
              "(gfx90a), but HIP cannot compile it for gfx940-gfx942 or gfx950 (no image "
              "instructions)",
              "3: 'tex1Dfetch' accesses a texture object: fine for this run's AMD targets "
              "(gfx90a), but HIP cannot compile it for gfx940-gfx942 or gfx950 (no image "
              "instructions)"});
}

TEST_CASE("device limits: properties, launch bounds, static shared memory", "[hazards]") {
  auto T = translate("struct Mine { int warpSize; };\n"
                     "int q(Mine m) { cudaDeviceProp p; return p.warpSize + m.warpSize; }\n"
                     "__global__ void __launch_bounds__(256, 2) a() {}\n"
                     "__global__ void __launch_bounds__(256) b() {}\n"
                     "__global__ void big() { __shared__ float t[17000]; t[0] = 0; }\n"
                     "__global__ void fits() { __shared__ float t[16384]; t[0] = 0; }\n");
  REQUIRE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::DevicePropDiffers) ==
        Lines{"3: 'cudaDeviceProp::warpSize' means something different on AMD: 64 on CDNA GPUs "
              "(gfx90a/gfx94x), so code sized for 32 lanes is wrong"});
  CHECK(messages(T, DiagnosticKind::LaunchBoundsMinBlocks) ==
        Lines{"4: second '__launch_bounds__' argument (2) is a minimum of blocks per "
              "multiprocessor in CUDA, but HIP reads it as a minimum of waves per execution unit"});
  CHECK(messages(T, DiagnosticKind::SharedMemoryOverLds) ==
        Lines{"6: kernel 'big' declares 68000 bytes of static __shared__ memory; gfx90a/gfx94x "
              "have 64 KiB (65536 bytes) of LDS per workgroup"});
}

TEST_CASE("dynamic parallelism, clusters, async copies, managed hints", "[hazards]") {
  auto T = translate("__global__ void child() {}\n"
                     "__global__ void parent() { child<<<1, 1>>>(); }\n"
                     "void host(float *p, cudaMemLocation l) {\n"
                     "  child<<<1, 1>>>();\n"
                     "  cudaMemPrefetchAsync(p, 4, l, 0, 0);\n}\n",
                     {"-fgpu-rdc"});
  REQUIRE(T.Parsed);
  CHECK(messages(T, DiagnosticKind::DynamicParallelism) ==
        Lines{"3: 'child<<<...>>>' launches a kernel from device code (dynamic parallelism), "
              "which HIP does not support"});
  CHECK(messages(T, DiagnosticKind::ManagedMemoryHint) ==
        Lines{"6: 'cudaMemPrefetchAsync' is a managed-memory hint: on AMD it only has an effect "
              "when the GPU can retry page faults (XNACK enabled, HSA_XNACK=1) or the system "
              "uses HMM"});
}
