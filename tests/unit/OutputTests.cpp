// Output planning refuses unsafe runs before writing; writes are atomic.
#include "project/OutputPlan.h"
#include "project/OutputWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

void requireWrite(const std::string &Path, const std::string &Content) {
  std::string Error = llvm::toString(writeFileAtomically(Path, Content));
  REQUIRE(Error.empty());
}

struct TempDir {
  llvm::SmallString<128> Path;
  TempDir() { REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-test", Path)); }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(const std::string &Name, const std::string &Content) const {
    llvm::SmallString<128> P(Path);
    llvm::sys::path::append(P, Name);
    requireWrite(std::string(P), Content);
    return std::string(P);
  }
};

std::string errorOf(const RunOptions &O) {
  auto Plan = planOutputs(O);
  REQUIRE_FALSE(bool(Plan));
  return llvm::toString(Plan.takeError());
}

} // namespace

TEST_CASE("atomic writes leave the whole content and no temporary", "[output]") {
  TempDir Dir;
  std::string Path = Dir.file("out.hip", "first");
  requireWrite(Path, "second");
  CHECK((*llvm::MemoryBuffer::getFile(Path))->getBuffer() == "second");
  std::error_code EC;
  unsigned Entries = 0;
  for (llvm::sys::fs::directory_iterator It(Dir.Path, EC), End; It != End && !EC; It.increment(EC))
    ++Entries;
  CHECK(Entries == 1);
}

TEST_CASE("default output is FILE.hip beside the input", "[output]") {
  TempDir Dir;
  RunOptions O;
  O.Inputs = {Dir.file("a.cu", "")};
  auto Plan = planOutputs(O);
  REQUIRE(bool(Plan));
  CHECK((*Plan)[0].Output == O.Inputs[0] + ".hip");
}

TEST_CASE("unsafe plans are refused with the file named", "[output]") {
  TempDir Dir;
  std::string A = Dir.file("a.cu", ""), H = Dir.file("a.cu.hip", "");
  RunOptions Missing;
  Missing.Inputs = {A + ".nope"};
  CHECK_THAT(errorOf(Missing), Catch::Contains("a.cu.nope"));

  // A directory is walked: its a.cu would be written onto a.cu.hip, a file of the tree.
  RunOptions Directory;
  Directory.Inputs = {std::string(Dir.Path)};
  CHECK_THAT(errorOf(Directory), Catch::Contains("inputs are never overwritten"));

  RunOptions OntoInput;
  OntoInput.Inputs = {A};
  OntoInput.OutputFile = A;
  CHECK_THAT(errorOf(OntoInput), Catch::Contains("inputs are never overwritten"));

  RunOptions OntoOtherInput; // a.cu.hip is both an input and a.cu's default output
  OntoOtherInput.Inputs = {A, H};
  CHECK_THAT(errorOf(OntoOtherInput), Catch::Contains("inputs are never overwritten"));

  llvm::SmallString<128> Sub(Dir.Path);
  llvm::sys::path::append(Sub, "sub");
  llvm::sys::fs::create_directory(Sub);
  std::string B = Dir.file("sub/a.cu", "");
  RunOptions SameName;
  SameName.Inputs = {A, B};
  SameName.OutputDir = std::string(Dir.Path) + "/out";
  llvm::sys::fs::create_directory(SameName.OutputDir);
  CHECK_THAT(errorOf(SameName), Catch::Contains("would both be written"));
}

TEST_CASE("--out-root mirrors the input tree and refuses a root inside it", "[output]") {
  TempDir Dir;
  llvm::SmallString<128> Src(Dir.Path);
  llvm::sys::path::append(Src, "proj", "src");
  llvm::sys::fs::create_directories(Src);
  std::string K = Dir.file("proj/src/k.cu", ""), H = Dir.file("proj/src/h.cuh", "");
  std::string M = Dir.file("proj/main.cu", "");
  RunOptions O;
  O.Inputs = {K, H, M};
  O.OutputRoot = std::string(Dir.Path) + "/out";
  auto Plan = planOutputs(O);
  REQUIRE(bool(Plan));
  CHECK((*Plan)[0].Output == std::string(Dir.Path) + "/out/src/k.hip");
  CHECK((*Plan)[1].Output == std::string(Dir.Path) + "/out/src/h.cuh");
  CHECK((*Plan)[2].Output == std::string(Dir.Path) + "/out/main.hip");

  RunOptions Inside = O;
  Inside.OutputRoot = std::string(Dir.Path) + "/proj/hip";
  CHECK_THAT(errorOf(Inside), Catch::Contains("is inside the input tree"));
}
