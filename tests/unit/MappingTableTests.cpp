// Building the lookup: duplicates across built-in files fail, overrides replace.
#include "mappings/MappingLoading.h"
#include "mappings/MappingTable.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

MappingFile fileWith(const std::string &Name, const std::string &Cuda, const std::string &Hip) {
  std::string Json = R"({"schema_version": 1, "family": "runtime", "description": "d",
      "sources": [], "entries": [{"cuda": ")" +
                     Cuda + R"(", "kind": "function", "hip": ")" + Hip + R"("}]})";
  auto File = parseMappingFile(Name, Json);
  REQUIRE(bool(File));
  return std::move(*File);
}

} // namespace

TEST_CASE("the same CUDA name in two built-in files is an error naming both", "[mappings]") {
  auto Table = MappingTable::build(
      {fileWith("a.json", "cudaX", "hipX"), fileWith("b.json", "cudaX", "hipY")}, {});
  REQUIRE_FALSE(bool(Table));
  std::string Message = llvm::toString(Table.takeError());
  CHECK_THAT(Message, Catch::Contains("b.json#cudaX"));
  CHECK_THAT(Message, Catch::Contains("a.json#cudaX"));
}

TEST_CASE("an override file replaces a built-in entry", "[mappings]") {
  auto Table = MappingTable::build({fileWith("a.json", "cudaX", "hipX")},
                                   {fileWith("user.json", "cudaX", "myHipX")});
  REQUIRE(bool(Table));
  REQUIRE(Table->lookupSymbol("cudaX"));
  CHECK(Table->lookupSymbol("cudaX")->Hip == "myHipX");
  CHECK(Table->lookupSymbol("cudaY") == nullptr);
}

TEST_CASE("the built-in tables load and cover the runtime basics", "[mappings]") {
  auto Table = loadMappingTable({});
  REQUIRE(bool(Table));
  for (const char *Name : {"cudaMalloc", "cudaMemcpy", "cudaFree", "cudaError_t", "cudaSuccess",
                           "cudaMemcpyHostToDevice", "cudaStream_t", "__syncthreads", "atomicAdd",
                           "__shfl_down_sync"}) {
    INFO(Name);
    CHECK(Table->lookupSymbol(Name) != nullptr);
  }
  REQUIRE(Table->lookupHeader("cuda_runtime.h"));
  CHECK(Table->lookupHeader("cuda_runtime.h")->Hip == "hip/hip_runtime.h");
  CHECK(Table->newestHipVersion() >= ApiVersion{5, 2});
}
