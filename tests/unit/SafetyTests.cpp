// Unit tests of the safety pieces of issue 33: shell-inert words, cu2hip's own code found in
// a file translated again, reserved bytes in an edit set, temporary names.
#include "ShellWords.h"
#include "project/OutputWriter.h"
#include "rewriters/EarlierTranslation.h"
#include "rewriters/EditSet.h"

#include "llvm/Support/FileSystem.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("shell-inert words: plain paths pass, anything a shell reads is caught", "[safety]") {
  CHECK(isShellInert("/work/build/validate/work/atomics_widths/hip/main.cu"));
  CHECK(isShellInert("-std=c++17"));
  CHECK(isShellInert("--offload-arch=gfx90a,gfx942"));
  CHECK(isShellInert("caf\xc3\xa9/donn\xc3\xa9"
                     "es.cu")); // UTF-8 names are inert
  for (const char *Active :
       {"a b",  "$(touch x)", "`touch x`", "a;b",  "a&b",   "a|b",   "a>b", "a<b", "\"q",  "'q",
        "a\\b", "*.cu",       "a?",        "[ab]", "{a,b}", "~user", "#x",  "!x",  "a\nb", "a\tb"})
    CHECK_FALSE(isShellInert(Active));
  CHECK_FALSE(isShellInert(llvm::StringRef("a\0b", 3)));
  CHECK(firstShellActiveArgument({"hipcc", "-o", "/w/a.o", "/w/x;y.cu"}) == "/w/x;y.cu");
  CHECK(firstShellActiveArgument({"hipcc", "-o", "/w/a.o"}).empty());
}

TEST_CASE("an inert alias reaches the folder it stands for", "[safety]") {
  llvm::SmallString<128> Root;
  REQUIRE(!llvm::sys::fs::createUniqueDirectory("cu2hip-alias-test", Root));
  std::string Evil = std::string(Root) + "/w $(touch x);q";
  std::string Alias;
  {
    InertFolderAliases Aliases;
    auto Made = Aliases.aliasFor(Evil);
    REQUIRE(bool(Made));
    Alias = *Made;
    CHECK(isShellInert(Alias));
    REQUIRE(!writeFileAtomically(Alias + "/f.txt", "through the alias"));
    CHECK(llvm::sys::fs::exists(Evil + "/f.txt"));
    auto Plain = Aliases.aliasFor(std::string(Root));
    REQUIRE(bool(Plain));
    CHECK(*Plain == std::string(Root)); // an inert path needs no alias
  }
  CHECK_FALSE(llvm::sys::fs::exists(Alias)); // removed with its owner
  CHECK(llvm::sys::fs::exists(Evil + "/f.txt"));
  llvm::sys::fs::remove_directories(Root);
}

TEST_CASE("the platform-defines block of an earlier translation is found whole", "[safety]") {
  std::string Before = "#include <hip/hip_runtime.h>\n";
  std::string Block = "// cu2hip: what one HIP platform needs that HIP 5.2 lacks there\n"
                      "#if defined(__HIP_PLATFORM_NVIDIA__) && HIP_VERSION_MAJOR == 5\n"
                      "#define hipX cudaX\n"
                      "#endif\n"
                      "#if defined(__HIP_PLATFORM_AMD__) && HIP_VERSION < 60200000\n"
                      "#define __any_sync(mask, ...) __any(__VA_ARGS__)\n"
                      "#endif\n";
  std::string After = "#if defined(__HIP_PLATFORM_AMD__)\nint own;\n#endif\n";
  std::string Source = Before + Block + After;
  auto Found = earlierPlatformDefinesBlock(Source);
  REQUIRE(Found);
  CHECK(Found->Begin == Before.size());
  CHECK(Found->End == Before.size() + Block.size());           // the program's own '#if' stays out
  CHECK_FALSE(earlierPlatformDefinesBlock("int x; " + Block)); // not at a line start
  std::string Marker = "// cu2hip: what one HIP platform needs that HIP 5.2 lacks there\n";
  auto Unclosed =
      earlierPlatformDefinesBlock(Marker + "#if defined(__HIP_PLATFORM_AMD__)\n#define a b\n");
  REQUIRE(Unclosed); // a group without '#endif' is not cu2hip's: the block ends before it
  CHECK(Unclosed->End == Marker.size());
}

TEST_CASE("the line before a definition is compared with a guard", "[safety]") {
  std::string Source = "int a;\r\n#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: CU2HIP-W057\r\n"
                       "void operator+=(float4 &, float4);\r\n";
  unsigned Definition = unsigned(Source.find("void"));
  CHECK(lineBeforeIs(Source, Definition,
                     "#if !defined(__HIP_PLATFORM_AMD__) // cu2hip: CU2HIP-W057"));
  CHECK_FALSE(lineBeforeIs(Source, Definition, "#if !defined(__CUDACC__)"));
  CHECK_FALSE(lineBeforeIs(Source, 0, ""));
}

TEST_CASE("reserved bytes take edits from their owner only", "[safety]") {
  EditSet Edits;
  Edits.reserve(10, 20, "platform-defines");
  CHECK_FALSE(Edits.add({12, 3, "x", "api-mapping", Evidence::Token}));
  CHECK(Edits.add({5, 3, "x", "api-mapping", Evidence::Token}));
  CHECK(Edits.add({10, 0, "before", "api-mapping", Evidence::Token})); // at its start: outside
  CHECK(Edits.add({10, 10, "block", "platform-defines", Evidence::Token}));
}

TEST_CASE("temporary names do not grow with the output's name", "[safety]") {
  CHECK(isOwnTemporary(".cu2hip-a1B2c3.tmp"));
  CHECK_FALSE(isOwnTemporary("kernel.cu.cu2hip-a1B2c3.tmp"));
  CHECK_FALSE(isOwnTemporary(".cu2hip-a1B2c3.tmp.cu"));
  llvm::SmallString<128> Root;
  REQUIRE(!llvm::sys::fs::createUniqueDirectory("cu2hip-long-name", Root));
  std::string Long = std::string(Root) + "/" + std::string(255, 'n'); // NAME_MAX itself
  CHECK(!writeFileAtomically(Long, "fits"));
  CHECK(llvm::sys::fs::exists(Long));
  llvm::sys::fs::remove_directories(Root);
}
