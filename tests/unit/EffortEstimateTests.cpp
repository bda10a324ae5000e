// The effort model's loader and the estimate's arithmetic, on a small model written here
// so every expected number can be checked by hand.
#include "report/Diagnostics.h"
#include "report/EffortEstimate.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

const char *const TinyModel = R"json({
  "schema_version": 1,
  "assumptions": ["test"],
  "project_setup": {"low": 1, "high": 2, "why": "w"},
  "rename": {"low": 0.1, "high": 0.2, "why": "w"},
  "finding_categories": {
    "default": {"low": 1, "high": 2, "why": "w"},
    "warp-size": {"low": 0.5, "high": 3, "why": "w"}
  },
  "parse_failure": {"file": {"low": 2, "high": 4, "why": "w"}, "line": {"low": 0.1, "high": 0.2, "why": "w"}},
  "fallback": {"file": {"low": 1, "high": 1, "why": "w"}, "line": {"low": 0, "high": 0, "why": "w"}},
  "libraries": {
    "cublas": {"replacement": "hipBLAS", "swap": {"low": 3, "high": 5}, "reference": {"low": 0.5, "high": 1},
               "unconverted": {"low": 2, "high": 3}, "deep": false, "why": "w"},
    "cudnn": {"replacement": "MIOpen", "swap": {"low": 10, "high": 20}, "reference": {"low": 1, "high": 1},
              "unconverted": {"low": 4, "high": 6}, "deep": true, "why": "w"}
  },
  "name_prefixes": {"why": "w", "prefixes": {"cudnn": "cudnn", "cuda": "runtime"}},
  "classes": [
    {"name": "deep", "label": "d", "scale": "weeks", "library_families": ["cudnn"], "why": "w"},
    {"name": "warp", "label": "k", "scale": "days", "finding_categories": ["warp-size"],
     "name_prefixes": ["__shfl"], "why": "w"},
    {"name": "runtime", "label": "r", "scale": "hours", "why": "w"}
  ]
})json";

EffortModel tinyModel() {
  auto M = parseEffortModel("tiny", TinyModel);
  REQUIRE(static_cast<bool>(M));
  return std::move(*M);
}

// Hours come from the catalogue by ID (report/DiagnosticCatalog.def); the tests below
// name the catalogue's value next to each ID they use.
FileFinding finding(const char *Id, const char *Category, const char *Api = "") {
  FileFinding F;
  F.Id = Id;
  F.Category = Category;
  F.Unconverted = *Api != 0;
  F.Api = Api;
  return F;
}

std::string tableFamily(const std::string &Name) {
  if (Name == "cublasSgemm")
    return "cublas";
  return Name.rfind("cuda", 0) == 0 ? "runtime" : "";
}

} // namespace

TEST_CASE("the estimate charges every reference and finding once, by hand arithmetic") {
  REQUIRE(diagnosticDetails(DiagnosticKind::HardCodedWarpWidth).EffortHours == 0.5); // W010
  REQUIRE(diagnosticDetails(DiagnosticKind::UnsupportedApi).EffortHours == 4.0);     // U001
  FileStatistics A;
  A.Path = "a.cu";
  A.Mode = FileMode::Ast;
  A.LinesTotal = 50;
  A.ConvertedByName = {{"cudaMalloc", 2}, {"cublasSgemm", 1}};
  A.Findings = {finding("CU2HIP-W010", "warp-size"),
                finding("CU2HIP-U001", "unsupported-api", "cudaFoo")};
  FileStatistics B;
  B.Path = "b.cu";
  B.Mode = FileMode::Failed;
  B.LinesTotal = 10;

  EffortModel Model = tinyModel(); // P.Class points into it
  ProjectEstimate P = estimateEffort({A, B}, Model, tableFamily);
  // a.cu: renames 2 x 0.1-0.2 = 0.2-0.4; cublas reference 0.5-1; warp-size 0.5h x 0.5-3 =
  // 0.25-1.5; cudaFoo (runtime, not a library) 4h x default 1-2 = 4-8. Sum 4.95-10.9.
  REQUIRE(P.Files.size() == 2);
  CHECK(P.Files[0].Renames.Count == 2);
  CHECK(P.Files[0].Total.Low == Approx(4.95));
  CHECK(P.Files[0].Total.High == Approx(10.9));
  CHECK(P.Files[0].Unsupported.at("runtime").Count == 1);
  // b.cu failed to parse: 2-4 + 10 lines x 0.1-0.2 = 3-6, and nothing else counted.
  CHECK(P.Files[1].Total.Low == Approx(3));
  CHECK(P.Files[1].Total.High == Approx(6));
  CHECK(P.Files[1].ParseFailure.Count == 1);
  // Project: set-up 1-2 + cublas swap once 3-5 + files 7.95-16.9 = 11.95-23.9.
  CHECK(P.LibrarySwaps.at("cublas").Count == 1);
  CHECK(P.Total.Low == Approx(11.95));
  CHECK(P.Total.High == Approx(23.9));
  REQUIRE(P.Class != nullptr);
  CHECK(P.Class->Name == "warp");
  CHECK(P.ClassReasons == std::vector<std::string>{"1 warp-size findings"});
}

TEST_CASE("a library known only by prefix is charged as a library and makes the class") {
  FileStatistics A;
  A.Mode = FileMode::Ast;
  A.Findings = {finding("CU2HIP-U002", "unsupported-api", "cudnnCreate"),
                finding("CU2HIP-U002", "unsupported-api", "cudnnDestroy")};
  EffortModel Model = tinyModel();
  ProjectEstimate P = estimateEffort({A}, Model, tableFamily);
  // 2 unconverted cudnn references x 4-6 + swap 10-20 + set-up 1-2 = 19-34.
  CHECK(P.Sum.LibraryReferences.at("cudnn").Count == 2);
  CHECK(P.Sum.Unsupported.empty());
  CHECK(P.Total.Low == Approx(19));
  CHECK(P.Total.High == Approx(34));
  CHECK(P.Class->Name == "deep");
}

TEST_CASE("plain runtime code falls into the last class; warp intrinsics alone select kernels") {
  FileStatistics A;
  A.Mode = FileMode::Ast;
  A.ConvertedByName = {{"cudaMalloc", 1}};
  EffortModel Model = tinyModel();
  CHECK(estimateEffort({A}, Model, tableFamily).Class->Name == "runtime");
  A.ConvertedByName["__shfl_down_sync"] = 3;
  ProjectEstimate P = estimateEffort({A}, Model, tableFamily);
  CHECK(P.Class->Name == "warp");
  CHECK(P.ClassReasons == std::vector<std::string>{"3 uses of warp-level intrinsics"});
}

TEST_CASE("the effort model refuses weights without a reason or with low above high") {
  std::string Text = TinyModel;
  std::string NoWhy = Text;
  NoWhy.replace(NoWhy.find("\"rename\": {\"low\": 0.1, \"high\": 0.2, \"why\": \"w\"}"),
                std::string("\"rename\": {\"low\": 0.1, \"high\": 0.2, \"why\": \"w\"}").size(),
                "\"rename\": {\"low\": 0.1, \"high\": 0.2}");
  auto M = parseEffortModel("no-why.json", NoWhy);
  REQUIRE_FALSE(static_cast<bool>(M));
  std::string Message = llvm::toString(M.takeError());
  CHECK(Message.find("no-why.json") != std::string::npos);
  CHECK(Message.find("rename: missing \"why\"") != std::string::npos);

  std::string Inverted = Text;
  Inverted.replace(Inverted.find("\"low\": 3, \"high\": 5"), 19, "\"low\": 6, \"high\": 5");
  auto M2 = parseEffortModel("inverted.json", Inverted);
  REQUIRE_FALSE(static_cast<bool>(M2));
  CHECK(llvm::toString(M2.takeError()).find("libraries.cublas.swap: low is greater") !=
        std::string::npos);
}

TEST_CASE("the built-in model loads and names a replacement for every library family") {
  const EffortModel &M = builtinEffortModel();
  CHECK(M.library("cublas")->Replacement == "hipBLAS");
  CHECK(M.library("cudnn")->Replacement == "MIOpen");
  CHECK(M.library("cudnn")->Deep);
  // cuDNN costs far more to swap than cuBLAS: the point of the per-family weights.
  CHECK(M.library("cudnn")->Swap.Low > 5 * M.library("cublas")->Swap.High);
  CHECK(M.familyByPrefix("cudnnCreate") == "cudnn");
  CHECK(M.familyByPrefix("cublasLtCreate") == "cublaslt");
  CHECK(M.Classes.back().Name == "runtime-api");
  CHECK_FALSE(M.Assumptions.empty());
}
