// How findings reach the user beyond stderr: suppression comments and --suppress remove
// them, --inline-diagnostics writes them into the translation, and a file Clang cannot
// parse is still translated at token level with a finding that says so.
#include "TranslateSnippet.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace cu2hip;

namespace {

const char *LaneKernel = "#include <cuda_runtime.h>\n"
                         "__global__ void k(int *o, int v) {\n"
                         "  int lane = threadIdx.x % 32;%s\n"
                         "  o[lane] = __shfl_sync(0xffffffff, v, 0);\n"
                         "}\n";

std::string laneKernel(const std::string &AfterLaneLine, const std::string &BeforeLaneLine = "") {
  std::string Text = LaneKernel;
  Text.replace(Text.find("%s"), 2, AfterLaneLine);
  if (!BeforeLaneLine.empty())
    Text.insert(Text.find("  int lane"), BeforeLaneLine + "\n");
  return Text;
}

FileTranslation translate(const std::string &Source, TranslationOptions Options = {}) {
  return testing::translateSnippet("/tmp/cu2hip-unit/present.cu", Source, Options);
}

unsigned count(const FileTranslation &T, const std::string &Id) {
  return std::count_if(T.Findings.begin(), T.Findings.end(),
                       [&](const Finding &F) { return Id == diagnosticInfo(F.Kind).Id; });
}

} // namespace

TEST_CASE("an ignore comment on the line suppresses that ID there only", "[suppress]") {
  FileTranslation Plain = translate(laneKernel(""));
  REQUIRE(Plain.Parsed);
  REQUIRE(count(Plain, "CU2HIP-W010") == 1);
  CHECK(Plain.SuppressedFindings == 0);

  FileTranslation Ignored = translate(laneKernel(" // cu2hip: ignore(CU2HIP-W010)"));
  CHECK(count(Ignored, "CU2HIP-W010") == 0);
  CHECK(Ignored.SuppressedFindings == 1);
  // The full-mask note on the next line is a different line and a different ID.
  CHECK(count(Ignored, "CU2HIP-W012") == count(Plain, "CU2HIP-W012"));

  FileTranslation OtherId = translate(laneKernel(" // cu2hip: ignore(W012)"));
  CHECK(count(OtherId, "CU2HIP-W010") == 1);
}

TEST_CASE("an ignore comment alone on a line covers the next line", "[suppress]") {
  FileTranslation Above = translate(laneKernel("", "  // cu2hip: ignore(CU2HIP-W010)"));
  CHECK(count(Above, "CU2HIP-W010") == 0);
  FileTranslation All = translate(laneKernel("", "  /* cu2hip: ignore(all) */"));
  CHECK(count(All, "CU2HIP-W010") == 0);
  // A marker outside a comment is code, not a suppression.
  FileTranslation InString =
      translate(laneKernel(" const char *s = \"cu2hip: ignore(CU2HIP-W010)\";"));
  CHECK(count(InString, "CU2HIP-W010") == 1);
}

TEST_CASE("--suppress removes an ID everywhere", "[suppress]") {
  TranslationOptions Options;
  Options.SuppressedIds = {"CU2HIP-W010", "CU2HIP-W012"};
  FileTranslation T = translate(laneKernel(""), Options);
  CHECK(count(T, "CU2HIP-W010") == 0);
  CHECK(count(T, "CU2HIP-W012") == 0);
  CHECK(T.SuppressedFindings >= 2);
}

TEST_CASE("--inline-diagnostics writes each finding above its line, indented", "[inline]") {
  TranslationOptions Options;
  Options.InlineDiagnostics = true;
  FileTranslation T = translate(laneKernel(""), Options);
  REQUIRE(count(T, "CU2HIP-W010") == 1);
  std::string Expected = "  // CU2HIP-W010 warning: '% 32' ";
  size_t Comment = T.Output.find(Expected);
  REQUIRE(Comment != std::string::npos);
  size_t NextLine = T.Output.find('\n', Comment) + 1;
  CHECK(T.Output.compare(NextLine, 30, "  int lane = threadIdx.x % 32;") == 0);
  // Without the option the translation has no such comments.
  CHECK(translate(laneKernel("")).Output.find("// CU2HIP-") == std::string::npos);
}

TEST_CASE("inline diagnostics inside a multi-line macro keep the macro intact", "[inline]") {
  TranslationOptions Options;
  Options.InlineDiagnostics = true;
  // The unsupported call is reported at its own token, on the macro's second line.
  FileTranslation T = translate("#include <cuda_runtime.h>\n"
                                "#define NOTIFY(d, cb, h) \\\n"
                                "  cudaDeviceRegisterAsyncNotification(d, cb, 0, h)\n"
                                "void f() {}\n",
                                Options);
  REQUIRE(T.Parsed);
  REQUIRE(count(T, "CU2HIP-U001") == 1);
  CHECK(T.Output.find("#define NOTIFY(d, cb, h) \\\n  /* CU2HIP-U001 warning: "
                      "'cudaDeviceRegisterAsyncNotification' has no HIP equivalent") !=
        std::string::npos);
  CHECK(T.Output.find(" */ \\\n  cudaDeviceRegisterAsyncNotification(d, cb, 0, h)\n") !=
        std::string::npos);
}

TEST_CASE("a file that does not parse is translated at token level", "[fallback]") {
  // Texture references are gone from CUDA 13's headers, so Clang rejects this file.
  std::string Source = "#include <cuda_runtime.h>\n"
                       "#define CHECK(x) x\n"
                       "texture<float, 1, cudaReadModeElementType> tex;\n"
                       "__global__ void k(float *o) { o[threadIdx.x] = tex1Dfetch(tex, 0); }\n"
                       "void run(float *d) {\n"
                       "  cudaStream_t s; CHECK(cudaStreamCreate(&s));\n"
                       "  // cudaMalloc in a comment stays\n"
                       "  const char *msg = \"cudaMalloc in a string stays\";\n"
                       "  cudaMemcpyAsync(d, d, 4, cudaMemcpyDeviceToDevice, s);\n"
                       "}\n";
  FileTranslation T = translate(Source);
  CHECK_FALSE(T.Parsed);
  CHECK(T.Mode == TranslationMode::Fallback);
  CHECK(count(T, "CU2HIP-N008") == 1);
  CHECK(T.Output.find("#include <hip/hip_runtime.h>") != std::string::npos);
  CHECK(T.Output.find("hipStream_t s; CHECK(hipStreamCreate(&s));") != std::string::npos);
  CHECK(T.Output.find("hipMemcpyAsync(d, d, 4, hipMemcpyDeviceToDevice, s);") != std::string::npos);
  CHECK(T.Output.find("// cudaMalloc in a comment stays") != std::string::npos);
  CHECK(T.Output.find("\"cudaMalloc in a string stays\"") != std::string::npos);

  TranslationOptions Strict;
  Strict.AllowFallback = false;
  FileTranslation Refused = translate(Source, Strict);
  CHECK(Refused.Mode == TranslationMode::Failed);
  CHECK(Refused.Output.empty());
  CHECK_FALSE(Refused.Errors.empty());
}

TEST_CASE("CRLF line endings survive a translation", "[fallback]") {
  FileTranslation T = translate("#include <cuda_runtime.h>\r\nvoid f(void *p) {\r\n"
                                "  cudaFree(p);\r\n}\r\n");
  REQUIRE(T.Mode == TranslationMode::Ast);
  CHECK(T.Output == "#include <hip/hip_runtime.h>\r\nvoid f(void *p) {\r\n  hipFree(p);\r\n}\r\n");
}

TEST_CASE("the implicit runtime include never lands inside a continued line", "[fallback]") {
  // The fuzzer found a file whose first token sat on a line continued from a '//' comment
  // ending in a backslash (with a NUL byte: only the token path sees such input); the
  // include went into the continuation and was added again on a second run. The include
  // goes after the leading comment, at the start of a logical line.
  std::string Comment = "// a note that ends in a backslash \\\n"
                        "   and continues here\n";
  std::string Code = "__global__ void k(int *p) { p[0] = 1; }\n";
  FileTranslation T = translate(Comment + Code);
  CHECK(T.Output == Comment + "#include <hip/hip_runtime.h>\n" + Code);
  FileTranslation Again = translate(T.Output);
  CHECK(Again.Output == T.Output);
}
