// ROCm's NVIDIA library backends taken from their sources for validate's NVIDIA build
// (tool/validate/LibraryBackends.h), and how the build then names them.
#include "tool/validate/FixtureBuilds.h"
#include "tool/validate/LibraryBackends.h"
#include "tool/validate/RunFixture.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

struct SourceTree {
  llvm::SmallString<128> Root;
  SourceTree() { REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-libsrc", Root)); }
  ~SourceTree() { llvm::sys::fs::remove_directories(Root); }
  std::string path(const std::string &Relative) const {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Relative);
    return std::string(P);
  }
  void write(const std::string &Relative, const std::string &Text) const {
    std::string P = path(Relative);
    REQUIRE_FALSE(llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P)));
    std::error_code EC;
    llvm::raw_fd_ostream Out(P, EC);
    REQUIRE_FALSE(EC);
    Out << Text;
  }
  std::string read(const std::string &Relative) const {
    auto Buffer = llvm::MemoryBuffer::getFile(path(Relative));
    REQUIRE(Buffer);
    return std::string((*Buffer)->getBuffer());
  }
  // The files of hipBLAS and hipBLAS-common that installLibraryBackends reads.
  void writeHipBlas(bool WithCommon) const {
    write("src/hipBLAS/CMakeLists.txt", "set ( VERSION_STRING \"2.3.0\" )\n");
    write("src/hipBLAS/library/include/hipblas.h", "#include \"hipblas-export.h\"\n");
    write("src/hipBLAS/library/include/hipblas-version.h.in",
          "#define hipblasVersionMajor @hipblas_VERSION_MAJOR@\n"
          "#define hipblasVersionMinor @hipblas_VERSION_MINOR@\n"
          "#define hipblasVersionPatch @hipblas_VERSION_PATCH@\n"
          "#define hipblasVersionTweak @hipblas_VERSION_TWEAK@\n");
    write("src/hipBLAS/library/src/include/exceptions.hpp", "// exceptions\n");
    write("src/hipBLAS/library/src/nvidia_detail/hipblas.cpp", "#include \"hipblas.h\"\n");
    write("src/hipBLAS/library/src/hipblas_auxiliary.cpp", "#include <hipblas.h>\n");
    if (WithCommon)
      write("src/hipBLAS-common/library/include/hipblas-common.h", "// common\n");
  }
};

} // namespace

TEST_CASE("a version template gets the library's version as its CMake build writes it",
          "[validate]") {
  auto Text = configureVersionHeader("#define V @hiprand_VERSION_NUMBER@\n"
                                     "#define M @hipsparse_VERSION_MAJOR@.@x_VERSION_MINOR@"
                                     ".@x_VERSION_PATCH@.@x_VERSION_TWEAK@\n",
                                     2, 11, 3);
  REQUIRE(bool(Text));
  CHECK(*Text == "#define V 201103\n#define M 2.11.3.0\n");
  auto Unknown = configureVersionHeader("#define X @hipblas_SOVERSION@\n", 1, 0, 0);
  REQUIRE_FALSE(bool(Unknown));
  CHECK(llvm::toString(Unknown.takeError()).find("@hipblas_SOVERSION@") != std::string::npos);
}

TEST_CASE("hipBLAS's sources give its headers, generated headers and NVIDIA backend",
          "[validate]") {
  SourceTree T;
  T.writeHipBlas(/*WithCommon=*/true);
  auto Installed = installLibraryBackends(T.path("src"), T.path("hip-nvidia"));
  REQUIRE(bool(Installed));
  CHECK(*Installed == std::set<std::string>{"hipblas"}); // no hipSPARSE/hipRAND folder
  CHECK(T.read("hip-nvidia/hipblas/hipblas-version.h") ==
        "#define hipblasVersionMajor 2\n#define hipblasVersionMinor 3\n"
        "#define hipblasVersionPatch 0\n#define hipblasVersionTweak 0\n");
  CHECK(T.read("hip-nvidia/hipblas/hipblas-export.h").find("#define HIPBLAS_EXPORT ") !=
        std::string::npos);
  CHECK(T.read("hip-nvidia/hipblas-common/hipblas-common.h") == "// common\n");
  // The backend joins the sources hipBLAS's build compiles, with the solver functions on.
  CHECK(T.read("hip-nvidia/hipblas/nvidia_detail_hipblas.cpp") == "#include \"hipblas.h\"\n");
  CHECK(T.read("hip-nvidia/hipblas/hipblas_auxiliary.cpp") == "#include <hipblas.h>\n");
  std::string Backend = T.read("hip-nvidia/" + libraryBackendSource("hipblas"));
  CHECK(Backend.find("#define __HIP_PLATFORM_SOLVER__\n#include \"nvidia_detail_hipblas.cpp\"\n"
                     "#include \"hipblas_auxiliary.cpp\"\n") != std::string::npos);
  CHECK(T.read("hip-nvidia/hipblas.h") == "#pragma once\n#include \"hipblas/hipblas.h\"\n");
  CHECK(T.read("hip-nvidia/hipblas/exceptions.hpp") == "// exceptions\n");
}

TEST_CASE("an incomplete library source is an error naming the missing file", "[validate]") {
  SourceTree T;
  T.writeHipBlas(/*WithCommon=*/false);
  auto Installed = installLibraryBackends(T.path("src"), T.path("hip-nvidia"));
  REQUIRE_FALSE(bool(Installed));
  CHECK(llvm::toString(Installed.takeError()).find("hipblas-common.h") != std::string::npos);
}

TEST_CASE("the NVIDIA build compiles ROCm's backend where it is installed, else the shim",
          "[validate]") {
  auto F = parseRunFixture(R"({"description": "d", "sources": ["main.cu"],
                               "expected_exit_code": 0, "expected_output": ["PASS"],
                               "libraries": ["cublas", "curand", "cusparse"]})",
                           "case", "/fixtures/case");
  REQUIRE(bool(F));
  Toolchain Tools;
  CHECK(hipNvidiaLibrarySources(*F, Tools) ==
        std::vector<std::string>{"shims/hiprand_on_cuda.cu", "shims/hipsparse_on_cuda.cu"});
  Tools.NvidiaBackends = {"hipblas", "hiprand"};
  CHECK(hipNvidiaLibrarySources(*F, Tools) ==
        std::vector<std::string>{"hipblas/hipblas_nvidia_backend.cpp",
                                 "hiprand/hiprand_nvidia_backend.cpp",
                                 "shims/hipsparse_on_cuda.cu"});
  // hipBLAS's package defines the older platform macro for its users on NVIDIA.
  std::vector<std::string> Flags = hipNvccFlags(*F);
  CHECK(std::find(Flags.begin(), Flags.end(), "-D__HIP_PLATFORM_NVCC__") != Flags.end());
}
