// The precompiled CUDA headers: shared by parses whose include folders cannot change them,
// built again for a folder that holds a header they include.
#include "rewriters/CudaParser.h"
#include "rewriters/PreambleCache.h"
#include "project/CudaInstallation.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

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
  std::string PchA = Cache.get(ParseSide::Host, A);
  REQUIRE_FALSE(PchA.empty());
  CHECK(Cache.get(ParseSide::Host, B) == PchA);
  CHECK(Cache.get(ParseSide::Host, C) != PchA); // its cuda_runtime.h would be the one included
  CHECK(Cache.get(ParseSide::Host, D) != PchA); // a macro can change what the headers declare
  CHECK(Cache.get(ParseSide::Device, B) != PchA);
  llvm::sys::fs::remove_directories(Dir);
}
