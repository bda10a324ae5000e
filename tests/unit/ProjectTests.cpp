// Project conversion pieces: the ordered worker pool, nvcc flags from a compilation
// database, shard membership, file classification and the directory walk.
#include "project/CompileCommands.h"
#include "project/IncludedHeaders.h"
#include "project/OrderedWorkPool.h"
#include "project/OutputWriter.h"
#include "project/ProjectInputs.h"
#include "project/Sharding.h"
#include "project/TranslationCache.h"

#include "llvm/Support/FileSystem.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>
#include <unistd.h>

using namespace cu2hip;

TEST_CASE("the work pool hands results over in index order whatever finishes first", "[project]") {
  for (unsigned Jobs : {1u, 2u, 4u}) {
    std::vector<size_t> Seen;
    runOrdered<size_t>(
        40, Jobs, 8,
        [](size_t I) {
          // Early items are slow: a pool that handed results over as they finish
          // would deliver them out of order.
          std::this_thread::sleep_for(std::chrono::milliseconds(I % 5 == 0 ? 6 : 0));
          return I * 10;
        },
        [&](size_t I, size_t &&R) {
          CHECK(R == I * 10);
          Seen.push_back(I);
          return true;
        });
    std::vector<size_t> Expected(40);
    for (size_t I = 0; I < 40; ++I)
      Expected[I] = I;
    CHECK(Seen == Expected);
  }
}

TEST_CASE("the work pool never runs ahead of the consumer by more than its window", "[project]") {
  std::atomic<size_t> Started{0};
  size_t MaxAhead = 0;
  runOrdered<int>(
      60, 4, 6,
      [&](size_t) {
        ++Started;
        return 0;
      },
      [&](size_t I, int &&) {
        MaxAhead = std::max(MaxAhead, Started.load() - I);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        return true;
      });
  CHECK(Started == 60);
  CHECK(MaxAhead <= 6 + 1); // the window, plus the item being consumed
  CHECK(MaxAhead >= 2);     // and it did run ahead: the workers are parallel
}

TEST_CASE("the work pool stops starting work once the consumer says stop", "[project]") {
  std::atomic<size_t> Started{0};
  size_t Consumed = 0;
  runOrdered<int>(
      1000, 2, 4,
      [&](size_t) {
        ++Started;
        return 0;
      },
      [&](size_t I, int &&) {
        ++Consumed;
        return I < 2;
      });
  CHECK(Consumed == 3);
  CHECK(Started < 10);
}

TEST_CASE("nvcc command lines keep what changes the parse, in clang's spelling", "[project]") {
  std::vector<std::string> Command = {"/usr/local/cuda/bin/nvcc",
                                      "-DUSE_FAST=1",
                                      "-D",
                                      "TWO",
                                      "--define-macro=THREE",
                                      "-I",
                                      "include",
                                      "-Ithird_party",
                                      "--include-path=/abs/inc",
                                      "-isystem",
                                      "sys",
                                      "-gencode",
                                      "arch=compute_70,code=sm_70",
                                      "-arch=sm_80",
                                      "--expt-relaxed-constexpr",
                                      "--expt-extended-lambda",
                                      "-Xcompiler",
                                      "-fopenmp,-DFROM_HOST,-Wall",
                                      "-rdc=true",
                                      "-lineinfo",
                                      "--use_fast_math",
                                      "-ccbin",
                                      "/usr/bin/g++-12",
                                      "-x",
                                      "cu",
                                      "-std=c++17",
                                      "-c",
                                      "src/a.cu",
                                      "-o",
                                      "a.o",
                                      "-UOLD",
                                      "--std",
                                      "c++20",
                                      "-Xptxas",
                                      "-v"};
  std::vector<std::string> Expected = {
      "-DUSE_FAST=1",         "-DTWO",      "-DTHREE",  "-I/build/include",
      "-I/build/third_party", "-I/abs/inc", "-isystem", "/build/sys",
      "-DFROM_HOST",          "-std=c++17", "-UOLD",    "-std=c++20"};
  CHECK(clangFlagsFromCommand(Command, "/build") == Expected);
}

TEST_CASE("shards partition the files: each file in exactly one, stable by path", "[project]") {
  unsigned Counts[3] = {0, 0, 0};
  for (int I = 0; I < 300; ++I) {
    std::string Path = "src/m" + std::to_string(I) + ".cu";
    unsigned Owners = 0;
    for (unsigned K = 1; K <= 3; ++K)
      if (inShard(Path, K, 3)) {
        ++Owners;
        ++Counts[K - 1];
      }
    CHECK(Owners == 1);
  }
  for (unsigned Count : Counts) // a hash that put everything in one shard would fail this
    CHECK(Count > 60);
  CHECK(stableHash("src/a.cu") == 0xd1a7a9149cbd8725ull); // FNV-1a (computed with Python)
  CHECK(inShard("anything", 1, 1));
}

TEST_CASE("files are classified by name, other names by their includes", "[project]") {
  CHECK(classifyFile("/p/a.cu", "") == FileKind::Source);
  CHECK(classifyFile("/p/a.cc", "") == FileKind::Source);
  CHECK(classifyFile("/p/a.cuh", "") == FileKind::Header);
  CHECK(classifyFile("/p/a.inl", "") == FileKind::Header);
  CHECK(classifyFile("/p/notes.txt", "hello") == FileKind::Other);
  CHECK(classifyFile("/p/gen.ipp", "#include <vector>\n  #  include <cuda_runtime.h>\n") ==
        FileKind::Source);
  CHECK(classifyFile("/p/gen.ipp", "#include \"lib/kernels.cuh\"\n") == FileKind::Source);
  CHECK(classifyFile("/p/gen.ipp", "// #include <cuda_runtime.h> is in a comment\n") ==
        FileKind::Other);
  CHECK(classifyFile("/p/a.cu.orig", "#include <cuda_runtime.h>\n") == FileKind::Other);
}

TEST_CASE("C-family code under other names is CUDA when it calls CUDA", "[project]") {
  // A .c file nvcc compiles with '-x cu', its CUDA header reached through its own headers.
  CHECK(classifyFile("/p/detect.c", "#include \"gpu.h\"\nvoid f(float *p) { cudaFree (p); }\n") ==
        FileKind::Source);
  CHECK(classifyFile("/p/k.inc", "__global__ void k() {}\n") == FileKind::Source);
  CHECK(classifyFile("/p/launch.hh", "k<<<1, 1>>>();\n") == FileKind::Source);
  CHECK(classifyFile("/p/blas.c", "void f() { cublasCreate(&h); }\n") == FileKind::Source);
  // Names alone, or names inside longer words, are not calls.
  CHECK(classifyFile("/p/plain.c", "/* cudaFree is not used */ int f(void);\n") == FileKind::Other);
  CHECK(classifyFile("/p/plain.c", "int mycudaFree(int); int x = mycudaFree(1);\n") ==
        FileKind::Other);
  CHECK(classifyFile("/p/plain.c", "int cudaish(int);\n") == FileKind::Other);
  // Only code: a README or a build file that shows a call stays as it is.
  CHECK(classifyFile("/p/README", "call cudaMalloc(&p, n) first\n") == FileKind::Other);
  CHECK(classifyFile("/p/notes.txt", "__global__ kernels\n") == FileKind::Other);
  CHECK(isOtherCodeName("/p/a.c"));
  CHECK_FALSE(isOtherCodeName("/p/a.def"));
}

TEST_CASE("a directory walk is sorted, skips loops and reports dangling links", "[project]") {
  llvm::SmallString<128> Root;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-walk", Root));
  std::string R(Root);
  for (const char *Name :
       {"b.cu", "a.cuh", "sub/c.cpp", "sub/data.bin", "build/CMakeCache.txt", "build/gen.cu"})
    REQUIRE(llvm::toString(writeFileAtomically(R + "/" + Name, "x\n")).empty());
  REQUIRE(::symlink(R.c_str(), (R + "/sub/loop").c_str()) == 0);
  REQUIRE(::symlink((R + "/missing.cu").c_str(), (R + "/dangling.cu").c_str()) == 0);
  auto Inputs = collectProjectInputs({R});
  REQUIRE(bool(Inputs));
  std::vector<std::string> Paths;
  for (const ProjectFile &F : Inputs->Files)
    Paths.push_back(F.Path.substr(R.size() + 1));
  CHECK(Paths == std::vector<std::string>{"a.cuh", "b.cu", "sub/c.cpp", "sub/data.bin"});
  CHECK(Inputs->Files[3].Kind == FileKind::Other);
  std::string Warnings;
  for (const std::string &W : Inputs->Warnings)
    Warnings += W + "\n";
  CHECK_THAT(Warnings, Catch::Contains("dangling.cu"));
  CHECK_THAT(Warnings, Catch::Contains("loop"));
  CHECK_THAT(Warnings, Catch::Contains("build folder"));
  llvm::sys::fs::remove_directories(R);
}

TEST_CASE("the cache lives outside the output tree, one folder per output root", "[project]") {
  std::string A = cacheFolderFor("/work/out-a", "/tmp/c"),
              B = cacheFolderFor("/work/out-b", "/tmp/c");
  CHECK(llvm::StringRef(A).starts_with("/tmp/c/trees/"));
  CHECK(A != B);
  CHECK(A == cacheFolderFor("/work/out-a", "/tmp/c"));
  CHECK_FALSE(llvm::StringRef(A).starts_with("/work/out-a"));
  // Without --cache-dir: the user's cache folder (XDG_CACHE_HOME first, as LLVM reads it).
  std::string Default = cacheFolderFor("/work/out-a", "");
  CHECK_FALSE(llvm::StringRef(Default).starts_with("/work/out-a"));
  CHECK_THAT(Default, Catch::Contains("/cu2hip/trees/"));
}

TEST_CASE("the cache gives back what was stored, only under the same key", "[project]") {
  llvm::SmallString<128> Root;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-cache", Root));
  TranslationCache Cache(std::string(Root), "run-key");
  FileTranslation T;
  T.Path = "/p/a.cu";
  T.Input = "cudaFree(p);\n";
  T.Output = "hipFree(p);\n";
  T.Mode = TranslationMode::Ast;
  T.Parsed = true;
  T.SuppressedFindings = 2;
  T.ConvertedReferences = {"cudaFree"};
  T.Edits.push_back({0, 8, "hipFree", "api-mapping", Evidence::Ast});
  Finding F;
  F.Kind = allDiagnosticKinds().front();
  F.Offset = 3;
  F.Line = 1;
  F.Column = 4;
  F.Args = {"x"};
  F.Rule = "r";
  F.Fixes.push_back({1, 2, "y"});
  T.Findings.push_back(F);
  std::string Key = Cache.keyFor("a.cu", {"-DX"}, T.Input);
  CHECK(Key != Cache.keyFor("a.cu", {"-DY"}, T.Input));
  CHECK(Key != Cache.keyFor("a.cu", {"-DX"}, "cudaMalloc(p);\n"));
  CHECK(Key != TranslationCache(std::string(Root), "other-run").keyFor("a.cu", {"-DX"}, T.Input));
  CHECK_FALSE(Cache.load("a.cu", Key, T.Path, T.Input)); // nothing stored yet
  Cache.store("a.cu", Key, T);
  auto Loaded = Cache.load("a.cu", Key, T.Path, T.Input);
  REQUIRE(Loaded);
  CHECK(Loaded->Output == T.Output);
  CHECK(Loaded->Input == T.Input);
  CHECK(Loaded->Mode == TranslationMode::Ast);
  CHECK(Loaded->SuppressedFindings == 2);
  CHECK(Loaded->ConvertedReferences == T.ConvertedReferences);
  REQUIRE(Loaded->Edits.size() == 1);
  CHECK(Loaded->Edits[0].Replacement == "hipFree");
  CHECK(Loaded->Edits[0].Source == Evidence::Ast);
  REQUIRE(Loaded->Findings.size() == 1);
  CHECK(Loaded->Findings[0].Kind == F.Kind);
  CHECK(Loaded->Findings[0].message() == F.message());
  CHECK(Loaded->Findings[0].Fixes[0].Replacement == "y");
  CHECK_FALSE(Cache.load("a.cu", Cache.keyFor("a.cu", {"-DY"}, T.Input), T.Path, T.Input));
  // A damaged output is a miss, not a wrong answer.
  REQUIRE(llvm::toString(writeFileAtomically(std::string(Root) + "/" +
                                                 sha256Hex("a.cu").substr(0, 32) + ".out",
                                             "tampered"))
              .empty());
  CHECK_FALSE(Cache.load("a.cu", Key, T.Path, T.Input));
  llvm::sys::fs::remove_directories(Root);
}

TEST_CASE("an includer's prefix stops at the include and closes what it left open", "[project]") {
  std::string Text = "#ifndef A_H\n#define A_H\n#if defined(X)\nint x;\n#endif\n"
                     "  #  ifdef Y\n#include \"b.h\"\nint after;\n#endif\n#endif\n";
  size_t Include = Text.find("#include");
  CHECK(includerPrefix(Text, Include) ==
        "#ifndef A_H\n#define A_H\n#if defined(X)\nint x;\n#endif\n  #  ifdef Y\n"
        "#endif\n#endif\n");
  CHECK(includerPrefix("#include <x.h>\n", 0).empty());
  CHECK(includerPrefix("int a;", 6) == "int a;\n");
}
