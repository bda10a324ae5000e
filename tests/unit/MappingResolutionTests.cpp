// resolve(): the one decision the renaming rules apply to a mapped name for a HIP target.
#include "mappings/MappingResolution.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

MappingEntry entry(const std::string &Cuda, const std::string &Hip) {
  MappingEntry E;
  E.Cuda = Cuda;
  E.Hip = Hip;
  return E;
}

const ApiVersion Hip52{5, 2}, Hip60{6, 0};

} // namespace

TEST_CASE("resolve renames, with the ROC name on request and the same name as is", "[mappings]") {
  MappingEntry E = entry("cudaMalloc", "hipMalloc");
  E.Roc = "rocMalloc";
  Resolution R = resolve(E, Hip52, /*UseRocNames=*/false, false);
  CHECK(R.What == Resolution::Action::Rename);
  CHECK(R.Spelling == "hipMalloc");
  CHECK(resolve(E, Hip52, /*UseRocNames=*/true, false).Spelling == "rocMalloc");
  CHECK(resolve(entry("threadIdx", "threadIdx"), Hip52, false, false).Spelling == "threadIdx");
}

TEST_CASE("resolve tells unsupported and removed names apart", "[mappings]") {
  MappingEntry Unsupported = entry("cudaX", "");
  Unsupported.Status = SupportStatus::Unsupported;
  Unsupported.Note = "No HIP equivalent.";
  Resolution R = resolve(Unsupported, Hip52, false, false);
  CHECK(R.What == Resolution::Action::Unsupported);
  CHECK_FALSE(R.Removed);
  CHECK(R.reason(Unsupported) == " (No HIP equivalent.)");

  MappingEntry Removed = entry("cudaY", "hipY");
  Removed.HipRemoved = Hip60;
  CHECK(resolve(Removed, Hip52, false, false).What == Resolution::Action::Rename);
  Resolution Gone = resolve(Removed, Hip60, false, false);
  CHECK(Gone.What == Resolution::Action::Unsupported);
  CHECK(Gone.Removed);
  CHECK(Gone.reason(Removed) == " (removed in HIP 6.0)");
}

TEST_CASE("resolve: a target older than hip_since gets the older form, NVIDIA's name, or "
          "nothing",
          "[mappings]") {
  MappingEntry Newer = entry("cudaZ", "hipZ");
  Newer.HipSince = Hip60;
  CHECK(resolve(Newer, Hip52, false, false).What == Resolution::Action::NewerThanTarget);
  CHECK(resolve(Newer, Hip60, false, false).What == Resolution::Action::Rename);

  MappingEntry WithOlder = Newer;
  WithOlder.OlderHip = OlderHipForm{"hipOldZ", {}, "older", ""};
  Resolution Older = resolve(WithOlder, Hip52, false, false);
  CHECK(Older.What == Resolution::Action::OlderForm);
  CHECK(Older.Spelling == "hipOldZ");

  MappingEntry NvidiaHas = Newer;
  NvidiaHas.HipNvidiaPresent = {Hip52};
  Resolution Nvidia = resolve(NvidiaHas, Hip52, false, false);
  CHECK(Nvidia.What == Resolution::Action::Rename);
  CHECK(Nvidia.AmdNeedsNewer);
  CHECK(Nvidia.Spelling == "hipZ");
}

TEST_CASE("resolve flags deprecated and partial names it renames", "[mappings]") {
  MappingEntry E = entry("cudaW", "hipW");
  E.HipDeprecated = Hip60;
  CHECK_FALSE(resolve(E, Hip52, false, false).Deprecated);
  CHECK(resolve(E, Hip60, false, false).Deprecated);
  E.Status = SupportStatus::Partial;
  CHECK(resolve(E, Hip52, false, false).Partial);
}

TEST_CASE("resolve: the software texture path takes the entry's cu2hip_soft function, at any "
          "HIP version, and only where the run takes that path",
          "[mappings]") {
  MappingEntry E = entry("cudaMallocArray", "hipMallocArray");
  E.SoftwareTexture = "cu2hip_soft::mallocArray";
  E.HipSince = Hip60;
  Resolution Soft = resolve(E, Hip52, false, /*SoftwareTextures=*/true);
  CHECK(Soft.What == Resolution::Action::Rename);
  CHECK(Soft.SoftwareTexture);
  CHECK(Soft.Spelling == "cu2hip_soft::mallocArray");
  Resolution Hardware = resolve(E, Hip60, false, /*SoftwareTextures=*/false);
  CHECK_FALSE(Hardware.SoftwareTexture);
  CHECK(Hardware.Spelling == "hipMallocArray");
  // An entry without a software form is resolved as always.
  CHECK(resolve(entry("cudaMalloc", "hipMalloc"), Hip52, false, true).Spelling == "hipMalloc");
}
