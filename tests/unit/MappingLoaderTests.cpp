// The loader accepts well-formed tables and rejects each kind of malformed one, naming
// the file and the entry.
#include "mappings/MappingLoader.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

std::string table(const std::string &Entries) {
  return R"({"schema_version": 1, "family": "runtime", "description": "test",
             "sources": ["unit test"], "entries": [)" +
         Entries + "]}";
}

std::string errorOf(const std::string &Json) {
  auto File = parseMappingFile("t.json", Json);
  REQUIRE_FALSE(bool(File));
  return llvm::toString(File.takeError());
}

} // namespace

TEST_CASE("a well-formed table loads with every field", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "cudaMemcpyToSymbol", "kind": "function", "hip": "hipMemcpyToSymbol",
     "hip_since": "1.5", "cuda_deprecated": "12.0", "note": "n",
     "args": [{"index": 0, "action": "wrap", "with": "HIP_SYMBOL"}]},
    {"cuda": "__shfl_sync", "kind": "function", "hip": "__shfl_sync", "hip_since": "6.2",
     "family": "device", "older_hip": {"hip": "__shfl", "drop_args": [0]}},
    {"cuda": "cudaGone", "kind": "function", "status": "unsupported"},
    {"cuda": "cuda_runtime.h", "kind": "header", "hip": "hip/hip_runtime.h"})"));
  REQUIRE(bool(File));
  REQUIRE(File->Entries.size() == 4);
  const MappingEntry &Symbol = File->Entries[0];
  CHECK(Symbol.Hip == "hipMemcpyToSymbol");
  CHECK(Symbol.Family == "runtime");
  CHECK(Symbol.HipSince == ApiVersion{1, 5});
  REQUIRE(Symbol.Args.size() == 1);
  CHECK(Symbol.Args[0].Text == "HIP_SYMBOL");
  CHECK(File->Entries[1].Family == "device");
  REQUIRE(File->Entries[1].OlderHip);
  CHECK(File->Entries[1].OlderHip->DroppedArgs == std::vector<unsigned>{0});
  CHECK(File->Entries[2].Status == SupportStatus::Unsupported);
  CHECK(File->Entries[3].Kind == SymbolKind::Header);
}

TEST_CASE("malformed tables fail with the file and entry named", "[mappings]") {
  CHECK_THAT(errorOf("{not json"), Catch::Contains("t.json: malformed JSON"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "hipX", "hipp": 1})")),
             Catch::Contains("t.json: entry 0 (cudaX): unknown field 'hipp'"));
  CHECK_THAT(errorOf(table(R"({"kind": "function", "hip": "hipX"})")),
             Catch::Contains("missing required field 'cuda'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "func", "hip": "hipX"})")),
             Catch::Contains("unknown kind 'func'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function"})")),
             Catch::Contains("entry 0 (cudaX): a supported entry needs a 'hip' spelling"));
  CHECK_THAT(
      errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "h", "hip_since": "5"})")),
      Catch::Contains("'hip_since' must be a \"MAJOR.MINOR\" version"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "h"},
                              {"cuda": "cudaX", "kind": "function", "hip": "h2"})")),
             Catch::Contains("entry 1 (cudaX): duplicate CUDA spelling"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "type", "hip": "h",
                               "args": [{"index": 0, "action": "wrap", "with": "W"}]})")),
             Catch::Contains("'args' applies to functions only"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "h",
                               "args": [{"index": 0, "action": "paint"}]})")),
             Catch::Contains("unknown action 'paint'"));
  CHECK_THAT(errorOf(R"({"schema_version": 2, "family": "f", "description": "d",
                        "sources": [], "entries": []})"),
             Catch::Contains("'schema_version' must be 1"));
  CHECK_THAT(errorOf(R"({"schema_version": 1, "family": "f", "description": "d",
                        "sources": [], "entries": [], "extra": 0})"),
             Catch::Contains("t.json: unknown field 'extra'"));
}

TEST_CASE("a number no type can hold is an error naming the file, not an exception", "[mappings]") {
  // Found by the fuzzer: nlohmann reports it as out_of_range, not as a parse error.
  CHECK_THAT(errorOf(R"({"schema_version": 5555555555555555555555555555E55555555556})"),
             Catch::Contains("t.json: unreadable JSON"));
}

TEST_CASE("cuda_serves_on_nvidia needs the versions and a kind it can define", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "cudaMemPoolAttrUsedMemHigh", "kind": "enum_constant", "hip": "hipMemPoolAttrUsedMemHigh",
     "hip_nvidia_absent": ["5.2"], "cuda_serves_on_nvidia": true})"));
  REQUIRE(bool(File));
  CHECK(File->Entries[0].CudaServesOnNvidia);
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "enum_constant", "hip": "hipX",
                               "cuda_serves_on_nvidia": true})")),
             Catch::Contains("entry 0 (cudaX): 'cuda_serves_on_nvidia' needs 'hip_nvidia_absent'"));
  auto Function = parseMappingFile("t.json", table(R"(
    {"cuda": "cuMemCreate", "kind": "function", "hip": "hipMemCreate",
     "hip_nvidia_absent": ["5.2"], "cuda_serves_on_nvidia": true})"));
  REQUIRE(bool(Function));
  CHECK(Function->Entries[0].CudaServesOnNvidia);
  auto Differs = parseMappingFile("t.json", table(R"(
    {"cuda": "CUarray", "kind": "type", "hip": "hipArray_t", "cuda_serves_on_nvidia": true,
     "hip_nvidia_type_differs": {"versions": ["5.2"], "why": "w"}})"));
  REQUIRE(bool(Differs));
  CHECK(Differs->Entries[0].CudaServesOnNvidia);
  CHECK_THAT(errorOf(table(R"({"cuda": "cub", "kind": "namespace", "hip": "hipcub",
                               "hip_nvidia_absent": ["5.2"], "cuda_serves_on_nvidia": true})")),
             Catch::Contains("applies to types, enum constants, macros and functions only"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "type", "hip": "hipX",
                               "hip_nvidia_absent": ["5.2"], "cuda_serves_on_nvidia": "yes"})")),
             Catch::Contains("must be true or false"));
}

TEST_CASE("hip_nvidia_present lists versions older than hip_since", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "cudaDeviceSetLimit", "kind": "function", "hip": "hipDeviceSetLimit",
     "hip_since": "5.3", "hip_nvidia_present": ["5.2"]})"));
  REQUIRE(bool(File));
  CHECK(File->Entries[0].HipNvidiaPresent == std::vector<ApiVersion>{{5, 2}});
  CHECK_THAT(
      errorOf(table(R"({"cuda": "cudaF", "kind": "function", "hip": "hipF",
                               "hip_since": "5.3", "hip_nvidia_present": ["5.3"]})")),
      Catch::Contains("'hip_nvidia_present' lists HIP 5.3, which is not older than 'hip_since'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaF", "kind": "function", "hip": "hipF",
                               "hip_nvidia_present": ["5.2"]})")),
             Catch::Contains("not older than 'hip_since'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaF", "kind": "function", "hip": "hipF",
                               "hip_since": "5.3", "hip_nvidia_present": ["5.2"],
                               "older_hip": {"hip": "hipG"}})")),
             Catch::Contains("'older_hip' and 'hip_nvidia_present'"));
}

TEST_CASE("hip_nvidia_type_differs names versions and the reason", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "CUarray", "kind": "type", "hip": "hipArray_t",
     "hip_nvidia_type_differs": {"versions": ["5.2"], "why": "w"}})"));
  REQUIRE(bool(File));
  CHECK(File->Entries[0].HipNvidiaTypeDiffers.Versions == std::vector<ApiVersion>{{5, 2}});
  CHECK(File->Entries[0].HipNvidiaTypeDiffers.Why == "w");
  CHECK_THAT(
      errorOf(table(R"({"cuda": "CUarray", "kind": "type", "hip": "h",
                               "hip_nvidia_type_differs": ["5.2"]})")),
      Catch::Contains("entry 0 (CUarray): field 'hip_nvidia_type_differs' must be an object"));
  CHECK_THAT(errorOf(table(R"({"cuda": "CUarray", "kind": "type", "hip": "h",
                               "hip_nvidia_type_differs": {"versions": ["5.2"]}})")),
             Catch::Contains("missing required field 'why'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "CUarray", "kind": "type", "hip": "h",
                               "hip_nvidia_type_differs": {"versions": [], "why": "w"}})")),
             Catch::Contains("needs at least one version"));
}

TEST_CASE("supply_default takes a value and no argument count", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "cudaX", "kind": "function", "hip": "hipX",
     "args": [{"index": 2, "action": "supply_default", "value": "0"}]})"));
  REQUIRE(bool(File));
  REQUIRE(File->Entries[0].Args.size() == 1);
  CHECK(File->Entries[0].Args[0].What == ArgumentTransform::Action::SupplyDefault);
  CHECK(File->Entries[0].Args[0].Text == "0");
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "hipX",
                              "args": [{"index": 2, "action": "supply_default"}]})")),
             Catch::Contains("missing required field 'value'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "hipX",
                              "args": [{"index": 2, "action": "supply_default", "value": "0",
                                        "when_arguments": 2}]})")),
             Catch::Contains("unknown field 'when_arguments'"));
}

TEST_CASE("cuda_template_default: a type's index, value and why", "[mappings]") {
  auto File = parseMappingFile("t.json", table(R"(
    {"cuda": "cub::WarpReduce", "kind": "type", "hip": "hipcub::WarpReduce",
     "cuda_template_default": {"index": 1, "value": "32", "why": "w"}})"));
  REQUIRE(bool(File));
  REQUIRE(File->Entries[0].CudaTemplateDefault);
  CHECK(File->Entries[0].CudaTemplateDefault->Index == 1);
  CHECK(File->Entries[0].CudaTemplateDefault->Value == "32");
  CHECK(File->Entries[0].CudaTemplateDefault->Why == "w");
  CHECK_THAT(errorOf(table(R"({"cuda": "cub::F", "kind": "function", "hip": "hipcub::F",
                              "cuda_template_default": {"index": 1, "value": "32", "why": "w"}})")),
             Catch::Contains("applies to (class template) types only"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cub::T", "kind": "type", "hip": "hipcub::T",
                              "cuda_template_default": {"index": 1, "value": "32"}})")),
             Catch::Contains("missing required field 'why'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cub::T", "kind": "type", "hip": "hipcub::T",
                              "cuda_template_default": {"value": "32", "why": "w"}})")),
             Catch::Contains("must be an object with 'index'"));
}

TEST_CASE("erase applies to supported macros without a HIP spelling", "[mappings]") {
  auto File =
      parseMappingFile("t.json", table(R"({"cuda": "CUDA_CB", "kind": "macro", "erase": true})"));
  REQUIRE(bool(File));
  CHECK(File->Entries[0].Erase);
  CHECK(File->Entries[0].Hip.empty());
  for (const char *Bad :
       {R"({"cuda": "cudaX", "kind": "function", "erase": true})",
        R"({"cuda": "CUDA_CB", "kind": "macro", "hip": "HIP_CB", "erase": true})",
        R"({"cuda": "CUDA_CB", "kind": "macro", "status": "unsupported", "erase": true})"})
    CHECK_THAT(errorOf(table(Bad)),
               Catch::Contains("'erase' applies to supported macros without a 'hip' spelling"));
  CHECK_THAT(errorOf(table(R"({"cuda": "CUDA_CB", "kind": "macro", "erase": 1})")),
             Catch::Contains("field 'erase' must be true or false"));
}

TEST_CASE("software texture fields: a gap, the arrays-only qualifier, and result_differs",
          "[mappings]") {
  auto File = parseMappingFile(
      "t.json", table(R"({"cuda": "cuMemcpyAtoA", "kind": "function", "hip": "hipMemcpyAtoA",
                "software_texture_gap": "copies between arrays"},
               {"cuda": "cuMemcpy2D", "kind": "function", "hip": "hipMemcpyParam2D",
                "software_texture": "cu2hip_soft::memcpyParam2D",
                "software_texture_with_arrays_only": true},
               {"cuda": "cudaDevAttrGpuOverlap", "kind": "enum_constant",
                "hip": "hipDeviceAttributeAsyncEngineCount", "result_differs": "a count"})"));
  REQUIRE(bool(File));
  CHECK(File->Entries[0].SoftwareTextureGap == "copies between arrays");
  CHECK_FALSE(File->Entries[0].SoftwareTextureWithArraysOnly);
  CHECK(File->Entries[1].SoftwareTextureWithArraysOnly);
  CHECK(File->Entries[2].ResultDiffers == "a count");
  for (const char *Bad :
       {R"({"cuda": "cudaX", "kind": "type", "hip": "hipX", "software_texture_gap": "why"})",
        R"({"cuda": "cudaX", "kind": "function", "status": "unsupported",
            "software_texture_gap": "why"})",
        R"({"cuda": "cudaX", "kind": "function", "hip": "hipX",
            "software_texture": "cu2hip_soft::x", "software_texture_gap": "why"})"})
    CHECK_THAT(errorOf(table(Bad)), Catch::Contains("'software_texture_gap' says why"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "hipX",
                               "software_texture_with_arrays_only": true})")),
             Catch::Contains("qualifies 'software_texture' or 'software_texture_gap'"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "hip": "hipX",
                               "software_texture_gap": "why",
                               "software_texture_with_arrays_only": "yes"})")),
             Catch::Contains("must be true or false"));
  CHECK_THAT(errorOf(table(R"({"cuda": "cudaX", "kind": "function", "status": "unsupported",
                               "result_differs": "how"})")),
             Catch::Contains("'result_differs' says how"));
}
