// The real cu2hip binary on bad input: documented exit codes, messages naming the file or
// flag, and nothing written or modified when a run is refused.
#include "project/OutputWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

namespace {

struct RunResult {
  int Exit = -1;
  std::string Out, Err;
};

std::string slurp(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

struct Sandbox {
  llvm::SmallString<128> Dir;
  Sandbox() { REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-cli", Dir)); }
  ~Sandbox() { llvm::sys::fs::remove_directories(Dir); }

  std::string path(const std::string &Name) const { return std::string(Dir) + "/" + Name; }
  std::string write(const std::string &Name, const std::string &Content) const {
    REQUIRE(llvm::toString(cu2hip::writeFileAtomically(path(Name), Content)).empty());
    return path(Name);
  }
  RunResult run(std::vector<std::string> Args) const {
    std::vector<llvm::StringRef> Argv = {CU2HIP_BINARY};
    for (const std::string &A : Args)
      Argv.push_back(A);
    std::string Out = path("stdout.txt"), Err = path("stderr.txt");
    std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(Out),
                                                  llvm::StringRef(Err)};
    RunResult R;
    R.Exit = llvm::sys::ExecuteAndWait(CU2HIP_BINARY, Argv, std::nullopt, Redirects);
    R.Out = slurp(Out);
    R.Err = slurp(Err);
    return R;
  }
};

const char *GoodSource = "#include <cuda_runtime.h>\nvoid f(void *p) { cudaFree(p); }\n";

} // namespace

TEST_CASE("a missing input is a usage error naming the file", "[cli]") {
  Sandbox S;
  RunResult R = S.run({S.path("nope.cu")});
  CHECK(R.Exit == 2);
  CHECK_THAT(R.Err, Catch::Contains("nope.cu"));
}

TEST_CASE("a directory given as input is converted file by file", "[cli]") {
  Sandbox S;
  std::string Input = S.write("sub/a.cu", GoodSource);
  RunResult R = S.run({std::string(S.Dir) + "/sub"});
  CHECK(R.Exit == 0);
  CHECK_THAT(slurp(Input + ".hip"), Catch::Contains("hipFree"));
}

TEST_CASE("an unknown option and a bad --cuda-path name the flag", "[cli]") {
  Sandbox S;
  std::string Input = S.write("a.cu", GoodSource);
  RunResult Unknown = S.run({Input, "--colour"});
  CHECK(Unknown.Exit == 2);
  CHECK_THAT(Unknown.Err, Catch::Contains("--colour"));
  RunResult Cuda = S.run({Input, "--cuda-path", S.path("no-cuda")});
  CHECK(Cuda.Exit == 2);
  CHECK_THAT(Cuda.Err, Catch::Contains("--cuda-path"));
  CHECK_FALSE(llvm::sys::fs::exists(Input + ".hip"));
}

TEST_CASE("with --no-fallback a file that does not parse gets no output; --keep-going does "
          "the others",
          "[cli]") {
  Sandbox S;
  std::string Bad = S.write("bad.cu", "int f( { return 0; }\n");
  std::string Good = S.write("good.cu", GoodSource);
  RunResult Stop = S.run({"--no-fallback", Bad, Good});
  CHECK(Stop.Exit == 2);
  CHECK_THAT(Stop.Err, Catch::Contains("bad.cu"));
  CHECK_THAT(Stop.Err, Catch::Contains("not translated"));
  CHECK_FALSE(llvm::sys::fs::exists(Bad + ".hip"));
  CHECK_FALSE(llvm::sys::fs::exists(Good + ".hip"));

  RunResult Go = S.run({"--no-fallback", "--keep-going", Bad, Good});
  CHECK(Go.Exit == 2);
  CHECK_FALSE(llvm::sys::fs::exists(Bad + ".hip"));
  CHECK(slurp(Good + ".hip").find("hipFree(p)") != std::string::npos);
}

TEST_CASE("a file that does not parse is translated at token level, with the reason", "[cli]") {
  Sandbox S;
  // The missing header alone would be parsed past (W063): the syntax error is the file's own.
  std::string Bad = S.write("needs_mpi.cu", "#include <mpi.h>\n#include <cuda_runtime.h>\n"
                                            "void f(void *p) { cudaFree(p); }\n"
                                            "int broken = ;\n");
  RunResult R = S.run({"-I", S.path("inc"), Bad});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Err, Catch::Contains("translated at token level"));
  CHECK_THAT(R.Err, Catch::Contains("[CU2HIP-N008]"));
  CHECK_THAT(R.Err,
             Catch::Contains("headers not found: 'mpi.h' (1 file); add their folders with -I DIR"));
  // -v: Clang's errors and the folders searched, as the file is done, also when the parse
  // went on past the missing header and kept the AST.
  Sandbox Verbose;
  R = Verbose.run(
      {"-v", "-I", Verbose.path("inc"), Verbose.write("needs_mpi.cu", "#include <mpi.h>\n")});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Err, Catch::Contains("header 'mpi.h' was not found (searched: " +
                                    std::string(Verbose.Dir) + ", "));
  CHECK_THAT(R.Err, Catch::Contains(Verbose.path("inc")));
  CHECK_THAT(R.Err, Catch::Contains("error: 'mpi.h' file not found"));
  CHECK_THAT(R.Err, Catch::Contains("[CU2HIP-W063]"));
  CHECK(slurp(Bad + ".hip") == "#include <mpi.h>\n#include <hip/hip_runtime.h>\n"
                               "void f(void *p) { hipFree(p); }\nint broken = ;\n");
}

TEST_CASE("several files report progress as plain lines with -v when stderr is not a terminal",
          "[cli]") {
  Sandbox S;
  std::string A = S.write("a.cu", GoodSource), B = S.write("b.cu", GoodSource);
  RunResult R = S.run({A, B});
  CHECK(R.Exit == 0);
  CHECK(R.Err.find("[1/2]") == std::string::npos); // a log's first lines are for findings
  R = S.run({"-v", A, B});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Err, Catch::Contains("[1/2] " + A + "\n"));
  CHECK_THAT(R.Err, Catch::Contains("[2/2] " + B + "\n"));
  CHECK(R.Err.find('\r') == std::string::npos); // no bar outside a terminal
  // Fresh sandboxes: a run's stderr file is not truncated when the next run writes nothing.
  Sandbox QuietBox;
  RunResult Quiet =
      QuietBox.run({"-q", QuietBox.write("a.cu", GoodSource), QuietBox.write("b.cu", GoodSource)});
  CHECK(Quiet.Exit == 0);
  CHECK(Quiet.Err.find("[1/2]") == std::string::npos);
  Sandbox OneBox;
  RunResult One = OneBox.run({OneBox.write("a.cu", GoodSource)});
  CHECK(One.Err.find("[1/1]") == std::string::npos);
}

TEST_CASE("binary input is refused and nothing is written", "[cli]") {
  Sandbox S;
  std::string Binary = S.write("blob.cu", std::string("\x7f"
                                                      "ELF\0\0\x01",
                                                      7));
  RunResult R = S.run({Binary});
  CHECK(R.Exit == 2);
  CHECK_THAT(R.Err, Catch::Contains("binary content"));
  CHECK_FALSE(llvm::sys::fs::exists(Binary + ".hip"));
}

TEST_CASE("--suppress names must be catalogue IDs", "[cli]") {
  Sandbox S;
  std::string Input = S.write("a.cu", GoodSource);
  RunResult R = S.run({"--suppress=CU2HIP-W999", Input});
  CHECK(R.Exit == 2);
  CHECK_THAT(R.Err, Catch::Contains("'--suppress'"));
  CHECK_THAT(R.Err, Catch::Contains("CU2HIP-W999"));
}

TEST_CASE("--suppress of a retired ID names its successor", "[cli]") {
  Sandbox S;
  std::string Input = S.write("a.cu", GoodSource);
  RunResult R = S.run({"--suppress=W002", Input});
  CHECK(R.Exit == 2);
  CHECK_THAT(R.Err, Catch::Contains("retired diagnostic 'CU2HIP-W002'"));
  CHECK_THAT(R.Err, Catch::Contains("CU2HIP-N002"));
  CHECK_FALSE(llvm::sys::fs::exists(Input + ".hip"));
}

TEST_CASE("inputs are never modified and -o - writes to stdout", "[cli]") {
  Sandbox S;
  std::string Input = S.write("a.cu", GoodSource);
  RunResult R = S.run({"-o", "-", Input});
  CHECK(R.Exit == 0);
  CHECK(R.Out == "#include <hip/hip_runtime.h>\nvoid f(void *p) { hipFree(p); }\n");
  CHECK(slurp(Input) == GoodSource);
  CHECK_FALSE(llvm::sys::fs::exists(Input + ".hip"));
}

TEST_CASE("--print-stats reports converted and unconverted references", "[cli]") {
  Sandbox S;
  std::string Input =
      S.write("a.cu", "#include <cuda_runtime.h>\n"
                      "void f(void *p) { cudaFree(p); cudaCtxResetPersistingL2Cache(); }\n");
  RunResult R = S.run({"--print-stats", Input});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Err, Catch::Contains("a.cu:2:"));
  CHECK_THAT(R.Err, Catch::Contains("[CU2HIP-U001]"));
  CHECK_THAT(R.Err, Catch::Contains("2 converted, 1 unconverted (1 unsupported)"));
}

// The summary adds up: translated files are parsed + token level + cached, the files by
// mode (build scripts included) sum to the total, severities sum to the findings listed,
// and names HIP spells the same are counted apart from the converted ones.
TEST_CASE("the summary's numbers add up", "[cli]") {
  Sandbox S;
  // a.cu: cuda_runtime.h and cudaFree change spelling; __global__, threadIdx and sinf are
  // mapped to themselves. b.cu cannot be parsed (a syntax error of its own; its header is
  // missing too): token level, where cudaFree and __global__ are matched by spelling.
  S.write("in/a.cu", "#include <cuda_runtime.h>\n"
                     "__global__ void k(float *x) { x[threadIdx.x] = sinf(1.0f); }\n"
                     "void f(void *p) { cudaFree(p); }\n");
  S.write("in/b.cu", "#include \"not_there.h\"\n"
                     "int broken = ;\n"
                     "__global__ void g(int *x) { x[0] = 1; }\n"
                     "void h(void *p) { cudaFree(p); }\n");
  S.write("in/CMakeLists.txt", "cmake_minimum_required(VERSION 3.18)\n"
                               "project(p LANGUAGES CXX CUDA)\nadd_executable(p a.cu b.cu)\n");
  RunResult R = S.run({"--print-stats", "-j1", "--no-cache", "--out-root", S.path("out"),
                       "--report", S.path("r.json"), S.path("in")});
  REQUIRE(R.Exit == 0);
  CHECK_THAT(R.Err, Catch::Contains("2 files translated (1 parsed, 1 at token level, 0 cached), "
                                    "1 build script migrated"));
  CHECK_THAT(R.Err, Catch::Contains("files:            3 (1 from the AST, 1 at token level, "
                                    "0 failed, 1 build script)"));
  CHECK_THAT(R.Err, Catch::Contains(" 0 unconverted (0 unsupported), 100.0% converted; "
                                    "4 already portable"));

  auto Report = nlohmann::json::parse(slurp(S.path("r.json")));
  const auto &Summary = Report.at("summary");
  CHECK(Summary.at("files").get<unsigned>() ==
        Summary.at("files_ast").get<unsigned>() + Summary.at("files_fallback").get<unsigned>() +
            Summary.at("files_failed").get<unsigned>() +
            Summary.at("files_build_script").get<unsigned>());
  CHECK(Summary.at("files_build_script") == 1);
  CHECK(Summary.at("references_already_portable") == 4);
  unsigned Listed = 0, Converted = 0, Portable = 0;
  for (const auto &File : Report.at("files")) {
    Listed += File.at("findings").size();
    Converted += File.at("references_converted").get<unsigned>();
    Portable += File.at("references_already_portable").get<unsigned>();
    std::string Path = File.at("path");
    auto Counts = std::pair(File.at("references_converted").get<unsigned>(),
                            File.at("references_already_portable").get<unsigned>());
    if (Path.ends_with("a.cu"))
      CHECK(Counts == std::pair(2u, 3u));
    if (Path.ends_with("b.cu"))
      CHECK(Counts == std::pair(1u, 1u));
  }
  unsigned BySeverity = 0;
  for (const auto &[Severity, Count] : Summary.at("findings_by_severity").items())
    BySeverity += Count.get<unsigned>();
  CHECK(Listed > 0);
  CHECK(BySeverity == Listed);
  CHECK(Converted == Summary.at("references_converted").get<unsigned>());
  CHECK(Portable == 4);
}

TEST_CASE("query prints the mapping, versions and a before/after example", "[cli]") {
  Sandbox S;
  RunResult R = S.run({"query", "cudaMemcpyToSymbol"});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Out, Catch::Contains("HIP:     hipMemcpyToSymbol"));
  CHECK_THAT(R.Out, Catch::Contains("-> hipMemcpyToSymbol(HIP_SYMBOL(a0)"));
  RunResult Glob = S.run({"query", "cudaStreamCreate*"});
  CHECK(Glob.Exit == 0);
  CHECK_THAT(Glob.Out, Catch::Contains("cudaStreamCreateWithFlags"));
  RunResult None = S.run({"query", "cudaNoSuchThing"});
  CHECK(None.Exit == 1);
  CHECK_THAT(None.Err, Catch::Contains("no mapping entry matches 'cudaNoSuchThing'"));
}

TEST_CASE("a header reached from a .cu through another header is parsed as nvcc parses it",
          "[cli]") {
  // HeCBench ssim's gdt headers: '#if __CUDACC__' in a header whose includer is a header
  // failed to parse (Clang's CUDA headers leave __CUDACC__ empty; nvcc defines it as 1) and
  // the file fell back to token level (N008), losing the findings that need the AST.
  Sandbox S;
  S.write("src/main.cu", "#include <cuda_runtime.h>\n#include \"a.h\"\n"
                         "__global__ void k(float *v) { v[threadIdx.x] = twice(v[0]); }\n");
  S.write("src/a.h", "#pragma once\n#include \"b.h\"\n");
  S.write("src/b.h", "#pragma once\n#if __CUDACC__\n"
                     "__host__ __device__ inline float twice(float x) { return x + x; }\n"
                     "#else\ninline float twice(float x) { return 2.0f * x; }\n#endif\n");
  RunResult R =
      S.run({"--no-cache", "--out-root", S.path("out"), "--in-root", S.path("src"), S.path("src")});
  CHECK(R.Exit == 0);
  CHECK_THAT(R.Err, !Catch::Contains("CU2HIP-N008"));
  CHECK_THAT(slurp(S.path("out/b.h")), Catch::Contains("#if defined(__HIPCC__)"));
}
