// The precompiled CUDA headers: shared by parses whose include folders cannot change them,
// built again for a folder that holds a header they include; kept between runs until a
// file they were built from changes.
#include "TranslateSnippet.h"

#include "project/CudaInstallation.h"
#include "rewriters/CudaParser.h"
#include "rewriters/PreambleCache.h"
#include "rewriters/PreambleStore.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

using namespace cu2hip;

TEST_CASE("one PCH serves parses whose -I folders hold none of its headers", "[preamble]") {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-pch-test", Dir));
  std::string Plain = std::string(Dir) + "/plain", Shadowing = std::string(Dir) + "/shadowing";
  REQUIRE_FALSE(llvm::sys::fs::create_directories(Plain));
  REQUIRE_FALSE(llvm::sys::fs::create_directories(Shadowing));
  { // a project header named like one the CUDA wrapper includes
    std::error_code EC;
    llvm::raw_fd_ostream Out(Shadowing + "/cuda_runtime.h", EC);
    REQUIRE_FALSE(EC);
    Out << "#include_next <cuda_runtime.h>\n";
  }
  ParseOptions Options;
  Options.CudaPath = Cuda.Path;
  Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  PreambleCache Cache;
  ParseOptions A = Options, B = Options, C = Options, D = Options;
  A.ExtraArgs = {"-I" + std::string(Dir)};
  B.ExtraArgs = {"-I", Plain};
  C.ExtraArgs = {"-I" + Shadowing};
  D.ExtraArgs = {"-I" + Plain, "-DSOMETHING=1"};
  std::string PchA = Cache.get(ParseSide::Host, A).Path;
  REQUIRE_FALSE(PchA.empty());
  CHECK(Cache.get(ParseSide::Host, B).Path == PchA);
  CHECK(Cache.get(ParseSide::Host, C).Path != PchA); // its cuda_runtime.h would be the one included
  CHECK(Cache.get(ParseSide::Host, D).Path != PchA); // a macro can change what the headers declare
  CHECK(Cache.get(ParseSide::Device, B).Path != PchA);
  llvm::sys::fs::remove_directories(Dir);
}

TEST_CASE("a PCH first asked for by a header of a .cu's unit is built, and serves every file",
          "[preamble]") {
  // A header reached from a .cu is parsed with nvcc's dialect (ParseOptions::NvccDialectUnit),
  // whose declarations live in the parser's memory, not on disk: a PCH build that read them
  // failed, and every later file of the run parsed without a PCH (5x the CPU over HeCBench).
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  ParseOptions Header;
  Header.CudaPath = Cuda.Path;
  Header.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  Header.NvccDialectUnit = true;
  ParseOptions Plain = Header;
  Plain.NvccDialectUnit = false;
  PreambleCache Cache;
  for (ParseSide Side : {ParseSide::Host, ParseSide::Device}) {
    std::string Pch = Cache.get(Side, Header).Path;
    CHECK_FALSE(Pch.empty());
    CHECK(Cache.get(Side, Plain).Path == Pch);
  }
}

namespace {

void writeText(const std::string &Path, const std::string &Text) {
  std::error_code EC;
  llvm::raw_fd_ostream Out(Path, EC);
  REQUIRE_FALSE(EC);
  Out << Text;
}

// Publishes PCHs "a", "b" and "c" (in that order, each holding PchText), and checks that
// the store let the least recently used one go and kept the other two.
void publishAbcAndCheckAIsGone(PreambleStore &Store, const std::string &PchText) {
  std::vector<std::string> Pchs;
  for (const char *Key : {"a", "b", "c"}) {
    StoredPreamble P;
    REQUIRE(Store.reserve(P.Pch, P.Source));
    writeText(P.Pch, PchText);
    Store.publish(Key, P, {});
    Pchs.push_back(P.Pch);
    std::this_thread::sleep_for(std::chrono::milliseconds(20)); // distinct time stamps
  }
  CHECK_FALSE(llvm::sys::fs::exists(Pchs[0]));
  CHECK(Store.lookup("a").empty());
  CHECK(Store.lookup("b").size() == 1);
  CHECK(Store.lookup("c").size() == 1);
}

} // namespace

TEST_CASE("a stored PCH is found by its key until a file it was built from changes", "[preamble]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-store-test", Dir));
  std::string Header = std::string(Dir) + "/header.h";
  writeText(Header, "int x;\n");
  PreambleStore Store(std::string(Dir) + "/pch", /*Keep=*/2);
  StoredPreamble P;
  REQUIRE(Store.reserve(P.Pch, P.Source));
  writeText(P.Pch, "pch");
  P.IncludedNames = {"header.h"};
  P.ShadowingFolders = {"/some/folder"};
  Store.publish(std::string("key\0one", 7), P, {Header});

  auto Found = Store.lookup(std::string("key\0one", 7));
  REQUIRE(Found.size() == 1);
  CHECK(Found[0].Pch == P.Pch);
  CHECK(Found[0].IncludedNames == P.IncludedNames);
  CHECK(Found[0].ShadowingFolders == P.ShadowingFolders);
  CHECK(Store.lookup(std::string("key\0two", 7)).empty());

  writeText(Header, "int x, y;\n"); // another size: the PCH no longer stands for it
  CHECK(Store.lookup(std::string("key\0one", 7)).empty());
  llvm::sys::fs::remove_directories(Dir);
}

TEST_CASE("the store keeps only the most recently used PCHs", "[preamble]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-store-test", Dir));
  PreambleStore Store(std::string(Dir) + "/pch", /*Keep=*/2);
  publishAbcAndCheckAIsGone(Store, "pch");
  llvm::sys::fs::remove_directories(Dir);
}

TEST_CASE("the store keeps only as many recent PCHs as fit in its size", "[preamble]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-store-test", Dir));
  // Room for two of these PCHs with their records, not for three.
  const std::string Text(1000, 'p');
  PreambleStore Store(std::string(Dir) + "/pch", /*Keep=*/12, /*KeepBytes=*/2500);
  publishAbcAndCheckAIsGone(Store, Text);
  // One larger than the whole size is still kept: it is the one just built.
  PreambleStore Small(std::string(Dir) + "/pch", /*Keep=*/12, /*KeepBytes=*/10);
  StoredPreamble Big;
  REQUIRE(Small.reserve(Big.Pch, Big.Source));
  writeText(Big.Pch, Text);
  Small.publish("d", Big, {});
  CHECK(Small.lookup("d").size() == 1);
  CHECK(Small.lookup("c").empty());
  llvm::sys::fs::remove_directories(Dir);
}

TEST_CASE("a PCH without a record is removed once it is a day old", "[preamble]") {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-store-test", Dir));
  PreambleStore Store(std::string(Dir) + "/pch");
  // What killed builds left: one two days ago, one a minute ago (maybe still running).
  StoredPreamble Old, Young, Published;
  for (StoredPreamble *P : {&Old, &Young, &Published}) {
    REQUIRE(Store.reserve(P->Pch, P->Source));
    writeText(P->Pch, "pch");
  }
  auto Age = [](const std::string &Path, std::chrono::hours Hours) {
    int FD;
    REQUIRE_FALSE(llvm::sys::fs::openFileForWrite(Path, FD, llvm::sys::fs::CD_OpenExisting,
                                                  llvm::sys::fs::OF_Append));
    llvm::sys::fs::setLastAccessAndModificationTime(FD, std::chrono::system_clock::now() - Hours);
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  };
  for (const std::string &Path : {Old.Pch, Old.Source})
    Age(Path, std::chrono::hours(48));
  Store.publish("key", Published, {});
  CHECK_FALSE(llvm::sys::fs::exists(Old.Pch));
  CHECK_FALSE(llvm::sys::fs::exists(Old.Source));
  CHECK(llvm::sys::fs::exists(Young.Pch));
  CHECK(llvm::sys::fs::exists(Young.Source));
  CHECK(Store.lookup("key").size() == 1);
  llvm::sys::fs::remove_directories(Dir);
}

namespace {

// Runs that share a cache folder evict each other's PCHs beyond the store's bounds. A run
// that found a PCH there, or built one into it, must go on parsing with it: a PCH gone
// from under a parse used to fail the parse, and the file ended at token level.
// Build says whether the building run makes a library preamble or only the CUDA headers'.
void checkRunsOutliveEviction(PreambleCache::LibraryBuild Build) {
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-evict-test", Dir));
  std::string StoreFolder = std::string(Dir) + "/pch";
  TranslationOptions Options;
  Options.Parse.CudaPath = findCudaInstallation("").Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  const std::string Source = "#include <vector>\n"
                             "__global__ void k(int *p) { p[threadIdx.x] = 1; }\n"
                             "int main() { std::vector<int> v(1); int *d;\n"
                             "  cudaMalloc(&d, 4); k<<<1, 1>>>(d); return v[0]; }\n";
  PreambleCache Builder(StoreFolder, "test", Build);
  FileTranslator BuildingRun(testing::builtInTable(), Options, &Builder);
  FileTranslation Expected = BuildingRun.translate("/evict/a.cu", Source);
  REQUIRE(Expected.Mode == TranslationMode::Ast);
  // A run that builds no library preamble: it uses what the store holds.
  PreambleCache Finder(StoreFolder, "test", PreambleCache::LibraryBuild::Never);
  FileTranslator FindingRun(testing::builtInTable(), Options, &Finder);
  REQUIRE(FindingRun.translate("/evict/b.cu", Source).Output == Expected.Output);
  bool WithLibraries = Build != PreambleCache::LibraryBuild::Never;
  REQUIRE(Finder.libraryUse().Kept == (WithLibraries ? 1 : 0));

  REQUIRE_FALSE(llvm::sys::fs::remove_directories(StoreFolder)); // the other run's eviction
  for (FileTranslator *Run : {&BuildingRun, &FindingRun}) {
    FileTranslation After = Run->translate("/evict/c.cu", Source);
    CHECK(After.Mode == TranslationMode::Ast);
    CHECK(After.Output == Expected.Output);
  }
  if (WithLibraries) { // still kept: not parsed again without it
    CHECK(Builder.libraryUse().Kept == 2);
    CHECK(Finder.libraryUse().Kept == 2);
  }
  CHECK_FALSE(llvm::sys::fs::exists(StoreFolder)); // nothing was built again
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace

TEST_CASE("a run keeps its stored PCHs after another run evicted them", "[preamble]") {
  SECTION("the CUDA headers' PCH") { checkRunsOutliveEviction(PreambleCache::LibraryBuild::Never); }
  SECTION("the library preamble") {
    checkRunsOutliveEviction(PreambleCache::LibraryBuild::FirstRequest);
  }
}

TEST_CASE("a small run builds a PCH only once the parses that went without it paid for it",
          "[preamble]") {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  llvm::SmallString<128> Dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-pch-demand", Dir));
  std::string StoreFolder = std::string(Dir) + "/store";
  ParseOptions Options;
  Options.CudaPath = Cuda.Path;
  Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  using Build = PreambleCache::LibraryBuild;
  { // a first run on a new machine: nothing to build yet, whatever it asks
    PreambleCache FirstRun(StoreFolder, "test", Build::WhenPaidFor);
    CHECK(FirstRun.get(ParseSide::Host, Options).Path.empty());
    CHECK(FirstRun.getWithLibraries(ParseSide::Host, Options).Pch.Path.empty());
    FirstRun.noteParseWithout(/*WithLibraries=*/false, ParseSide::Host, Options, 250);
    FirstRun.noteParseWithout(/*WithLibraries=*/true, ParseSide::Host, Options, 250);
    CHECK(FirstRun.get(ParseSide::Host, Options).Path.empty());
  }
  { // the time counted so far is kept in the store: a later run reaches the CUDA headers'
    // price, not yet the library preamble's; the device side counted nothing
    PreambleCache SecondRun(StoreFolder, "test", Build::WhenPaidFor);
    SecondRun.noteParseWithout(/*WithLibraries=*/false, ParseSide::Host, Options, 250);
    CHECK(SecondRun.getWithLibraries(ParseSide::Host, Options).Pch.Path.empty());
    CHECK_FALSE(SecondRun.get(ParseSide::Host, Options).Path.empty());
    CHECK(SecondRun.get(ParseSide::Device, Options).Path.empty());
  }
  { // the next run finds the stored one
    PreambleCache ThirdRun(StoreFolder, "test", Build::WhenPaidFor);
    CHECK_FALSE(ThirdRun.get(ParseSide::Host, Options).Path.empty());
  }
  { // without a store (--no-cache), within the run
    PreambleCache NoStore("", "", Build::WhenPaidFor);
    CHECK(NoStore.get(ParseSide::Host, Options).Path.empty());
    NoStore.noteParseWithout(/*WithLibraries=*/false, ParseSide::Host, Options, 500);
    CHECK_FALSE(NoStore.get(ParseSide::Host, Options).Path.empty());
  }
  llvm::sys::fs::remove_directories(Dir);
}
