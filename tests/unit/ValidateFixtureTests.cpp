// fixture.json reading, the validate command line, and the build.env handed to run-gpu.sh.
#include "tool/validate/FixtureBuilds.h"
#include "tool/validate/RunFixture.h"
#include "tool/validate/ValidateOptions.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

const char *Minimal = R"({"description": "d", "sources": ["main.cu"], "expected_exit_code": 0,
                          "expected_output": ["RESULT: PASS"])";

std::string withField(const std::string &Field) {
  return std::string(Minimal) + ", " + Field + "}";
}

std::string parseError(const std::string &Json) {
  auto F = parseRunFixture(Json, "case", "/fixtures/case");
  REQUIRE_FALSE(bool(F));
  return llvm::toString(F.takeError());
}

std::optional<ValidateOptions> parse(std::vector<std::string> Args, std::string &Error) {
  return parseValidateCommandLine(Args, Error);
}

} // namespace

TEST_CASE("a minimal fixture.json gets the documented defaults", "[validate]") {
  auto F = parseRunFixture(std::string(Minimal) + "}", "case", "/fixtures/case");
  REQUIRE(bool(F));
  CHECK(F->Name == "case");
  CHECK(F->Sources == std::vector<std::string>{"main.cu"});
  CHECK_FALSE(F->Tolerance);
  CHECK(F->NeedsGpu);
  CHECK(F->AmdUnsupported.empty());
}

TEST_CASE("fixture.json reads compare, ignored names and unsupported targets", "[validate]") {
  auto F = parseRunFixture(withField(R"("compare": {"tolerance": 1e-5},
      "ignored_output": ["pitch"], "amd_unsupported": {"gfx940": "no image instructions"},
      "libraries": ["curand"])"),
                           "case", "/fixtures/case");
  REQUIRE(bool(F));
  CHECK(*F->Tolerance == Approx(1e-5));
  CHECK(F->IgnoredOutput == std::vector<std::string>{"pitch"});
  CHECK(F->AmdUnsupported.at("gfx940") == "no image instructions");
}

TEST_CASE("fixture.json mistakes are errors naming the file and field", "[validate]") {
  CHECK(parseError(withField(R"("expected_outptu": [])")) ==
        "/fixtures/case/fixture.json: unknown field 'expected_outptu'");
  CHECK(parseError(R"({"description": "d"})").find("missing required field 'sources'") !=
        std::string::npos);
  CHECK(parseError(withField(R"("compare": "approximately")")).find("'compare'") !=
        std::string::npos);
  CHECK(parseError(withField(R"("libraries": ["cudnn"])")).find("library 'cudnn'") !=
        std::string::npos);
  CHECK(parseError("{").find("not valid JSON") != std::string::npos);
}

TEST_CASE("library routes name the AMD library and the NVIDIA shim", "[validate]") {
  const LibraryRoute *Rand = findLibraryRoute("curand");
  REQUIRE(Rand);
  CHECK(std::string(Rand->AmdLibrary) == "hiprand");
  CHECK(std::string(Rand->NvidiaShim) == "hiprand_on_cuda.cu");
  CHECK_FALSE(findLibraryRoute("cudnn"));
}

TEST_CASE("build.env quotes every word for bash", "[validate]") {
  auto F = parseRunFixture(withField(R"("nvcc_flags": ["-std=c++17", "-DNAME='x y'"],
                                        "libraries": ["cusparse"])"),
                           "case", "/fixtures/case");
  REQUIRE(bool(F));
  std::string Env = buildEnvScript(*F, Toolchain{});
  CHECK(Env.find("SOURCES=('main.cu')\n") != std::string::npos);
  CHECK(Env.find("CUDA_FLAGS=('-std=c++17' '-DNAME='\\''x y'\\''')\n") != std::string::npos);
  CHECK(Env.find("HIP_SHIMS=('shims/hipsparse_on_cuda.cu')\n") != std::string::npos);
  CHECK(Env.find("HIP_LIBS=('-lcusparse' '-lcuda')\n") != std::string::npos);
  CHECK(shellQuote("it's") == "'it'\\''s'");
}

TEST_CASE("a description kept apart from its program names the program's folder and "
          "arguments",
          "[validate]") {
  auto F =
      parseRunFixture(withField(R"("source_dir": "../../src/stencil-cuda",
                                        "run_arguments": ["1024", "100", "x y"])"),
                      "stencil", "/work/descriptions/hec", "/work/descriptions/hec/stencil.json");
  REQUIRE(bool(F));
  CHECK(F->SourceDir == "/work/src/stencil-cuda");
  CHECK(F->DescriptionFile == "/work/descriptions/hec/stencil.json");
  CHECK(F->RunArguments == std::vector<std::string>{"1024", "100", "x y"});
  CHECK(buildEnvScript(*F, Toolchain{}).find("RUN_ARGS=('1024' '100' 'x y')\n") !=
        std::string::npos);

  auto Absolute = parseRunFixture(withField(R"("source_dir": "/src/a/./b")"), "a", "/d");
  REQUIRE(bool(Absolute));
  CHECK(Absolute->SourceDir == "/src/a/b");
  auto InPlace = parseRunFixture(std::string(Minimal) + "}", "case", "/fixtures/case");
  REQUIRE(bool(InPlace));
  CHECK(InPlace->SourceDir == "/fixtures/case");
  CHECK(InPlace->DescriptionFile == "/fixtures/case/fixture.json");
  CHECK(buildEnvScript(*InPlace, Toolchain{}).find("RUN_ARGS=()\n") != std::string::npos);

  auto Lines = parseRunFixture(withField(R"("compare_all_lines": true, "ignored_lines": ["time"])"),
                               "a", "/d");
  REQUIRE(bool(Lines));
  CHECK(Lines->CompareAllLines);
  CHECK(Lines->IgnoredLines == std::vector<std::string>{"time"});
  CHECK(parseError(withField(R"("ignored_lines": ["time"])")).find("compare_all_lines") !=
        std::string::npos);

  auto Wrong = parseRunFixture(withField(R"("run_arguments": "1024")"), "a", "/d", "/d/a.json");
  REQUIRE_FALSE(bool(Wrong));
  CHECK(llvm::toString(Wrong.takeError()) ==
        "/d/a.json: field 'run_arguments' must be a list of strings");
}

TEST_CASE("hipcc gets the portable nvcc flags and the AMD library", "[validate]") {
  auto F = parseRunFixture(withField(R"("nvcc_flags": ["-std=c++17", "-rdc=true", "-DX=1"],
                                        "hipcc_flags": ["-fgpu-rdc"], "libraries": ["curand"])"),
                           "case", "/fixtures/case");
  REQUIRE(bool(F));
  Toolchain Tools;
  Tools.Hipcc = "/usr/bin/hipcc";
  std::vector<std::string> Cmd = hipccCommand(*F, "/w/hip", {"gfx90a"}, "/w/out", Tools);
  std::vector<std::string> Expected = {
      "/usr/bin/hipcc", "-std=c++17", "-DX=1",  "-fgpu-rdc", "--offload-arch=gfx90a", "-x", "hip",
      "/w/hip/main.cu", "-o",         "/w/out", "-lhiprand"};
  CHECK(Cmd == Expected);
}

TEST_CASE("validate verbs and their flags", "[validate]") {
  std::string Error;
  auto Prepare = parse({"prepare", "fixtures/run/vector_add", "--work", "w", "-j4",
                        "--offload-arch=gfx90a", "--no-amd"},
                       Error);
  REQUIRE(Prepare);
  CHECK(Prepare->Verb == ValidateVerb::Prepare);
  CHECK(Prepare->FixtureDirs == std::vector<std::string>{"fixtures/run/vector_add"});
  CHECK(Prepare->Jobs == 4);
  CHECK(Prepare->OffloadArchs == std::vector<std::string>{"gfx90a"});
  CHECK_FALSE(Prepare->Amd);

  auto Report = parse({"report", "work", "results", "--json", "r.json"}, Error);
  REQUIRE(Report);
  CHECK(Report->WorkDir == "work");
  CHECK(Report->ResultsDir == "results");
  CHECK(Report->JsonFile == "r.json");

  auto All = parse({"--platform", "nvidia"}, Error);
  REQUIRE(All);
  CHECK(All->Verb == ValidateVerb::All);
  CHECK(All->Platform == RunPlatform::Nvidia);
}

TEST_CASE("validate usage errors name the flag", "[validate]") {
  std::string Error;
  CHECK_FALSE(parse({"prepare"}, Error));
  CHECK(Error == "'cu2hip validate prepare' needs --work DIR");
  CHECK_FALSE(parse({"report", "work"}, Error));
  CHECK(Error == "'cu2hip validate report' takes WORK_DIR RESULTS_DIR");
  CHECK_FALSE(parse({"--platform", "intel"}, Error));
  CHECK(Error == "option '--platform' takes amd, nvidia or auto, not 'intel'");
  CHECK_FALSE(parse({"-j0"}, Error));
  CHECK(Error.find("option '-j'") == 0);
  CHECK_FALSE(parse({"--frobnicate"}, Error));
  CHECK(Error.find("unknown option '--frobnicate'") == 0);
  CHECK_FALSE(parse({"prepare", "--work", "w", "--json", "x"}, Error));
}
