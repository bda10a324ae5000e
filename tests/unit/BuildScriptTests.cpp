// The CMake lexer and the nvcc flag splitter the build-script rules stand on; the rules
// themselves are tested by the golden fixtures in fixtures/buildscripts/.
#include "rewriters/buildscripts/BuildScriptMigration.h"
#include "rewriters/buildscripts/CMakeLexer.h"
#include "rewriters/buildscripts/NvccFlags.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("the CMake lexer tells arguments, strings, brackets and comments apart",
          "[buildscripts]") {
  std::string Text = "# CUDA::cudart in a comment\n"
                     "Target_Link_Libraries(app \"a b\" [=[x.cu]=] #[[inline]] c # end\n"
                     "  $<$<COMPILE_LANGUAGE:CUDA>:-G>)\n"
                     "if((A) AND B)\n";
  CMakeScript Script = lexCMake(Text);
  REQUIRE(Script.Error.empty());
  REQUIRE(Script.Commands.size() == 2);
  const CMakeCommand &C = Script.Commands[0];
  CHECK(C.Name == "target_link_libraries");
  REQUIRE(C.Args.size() == 5);
  CHECK(C.Args[0].is("app"));
  CHECK(C.Args[1].Kind == CMakeArgument::Form::Quoted);
  CHECK(C.Args[1].Content == "a b");
  CHECK(C.Args[2].Kind == CMakeArgument::Form::Bracket);
  CHECK(C.Args[2].Content == "x.cu");
  CHECK_FALSE(C.Args[2].editable());
  CHECK(C.Args[3].is("c"));
  CHECK(C.Args[4].Content == "$<$<COMPILE_LANGUAGE:CUDA>:-G>");
  CHECK(C.Comments.size() == 2);
  // Nested parentheses are skipped, not arguments.
  CHECK(Script.Commands[1].Args.size() == 3);
}

TEST_CASE("the CMake lexer names the line of an unterminated construct", "[buildscripts]") {
  CMakeScript Script = lexCMake("project(x)\nset(A \"open\n");
  CHECK_FALSE(Script.Error.empty());
  CHECK(Script.ErrorOffset == 17); // the opening quote
  CHECK_FALSE(lexCMake("add_library(x a.cu\n").Error.empty());
  CHECK_FALSE(lexCMake("set(A [==[text]=])\n").Error.empty());
}

TEST_CASE("flag words come out of generator expressions and make calls", "[buildscripts]") {
  std::string Text = "$<$<COMPILE_LANGUAGE:CUDA>:-lineinfo> -O3;-arch=sm_80 code=sm_$(sm)))";
  auto Words = splitFlagWords(Text, 0, static_cast<unsigned>(Text.size()));
  REQUIRE(Words.size() == 4);
  CHECK(Words[0].Text == "-lineinfo");
  CHECK(Words[0].Wrapped);
  CHECK(Words[1].Text == "-O3");
  CHECK_FALSE(Words[1].Embedded);
  CHECK(Words[2].Text == "-arch=sm_80");
  CHECK(Words[3].Text == "code=sm_$(sm)");
}

TEST_CASE("build scripts are recognised by name", "[buildscripts]") {
  CHECK(buildScriptKind("a/b/CMakeLists.txt") == BuildScriptKind::CMake);
  CHECK(buildScriptKind("cmake/FindThing.cmake") == BuildScriptKind::CMake);
  CHECK(buildScriptKind("GNUmakefile") == BuildScriptKind::Makefile);
  CHECK(buildScriptKind("rules.mk") == BuildScriptKind::Makefile);
  CHECK(buildScriptKind("main.cu") == BuildScriptKind::None);
  CHECK(buildScriptKind("CMakeLists.txt.orig") == BuildScriptKind::None);
}

TEST_CASE("a project's packages come from its CUDA:: targets and FindCUDA variables",
          "[buildscripts]") {
  auto Packages = hipPackagesUsedBy("target_link_libraries(a CUDA::cublas CUDA::cudart)\n"
                                    "target_link_libraries(b ${CUDA_curand_LIBRARY})\n"
                                    "# CUDA::cufft only in a comment\n");
  CHECK(Packages == std::vector<std::string>{"hip", "hipblas", "hiprand"});
}
