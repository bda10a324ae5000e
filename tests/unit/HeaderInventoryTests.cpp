// What the coverage inventory counts as public: helper macros the headers #undef again or
// spell '__NV_' are not API, and declarations only nvcc's host pass sees are found.
#include "mappings/coverage/HeaderInventory.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

namespace {

// A fake CUDA installation holding one header, include/fake_device.h.
class FakeCuda {
public:
  explicit FakeCuda(const std::string &Header) {
    llvm::SmallString<128> Dir;
    REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-inventory", Dir));
    Root = std::string(Dir);
    REQUIRE_FALSE(llvm::sys::fs::create_directories(Root + "/include"));
    std::error_code EC;
    llvm::raw_fd_ostream Out(Root + "/include/fake_device.h", EC);
    REQUIRE_FALSE(EC);
    Out << Header;
  }
  ~FakeCuda() { llvm::sys::fs::remove_directories(Root); }
  std::string Root;
};

// A plain C++ family (no CUDA wrapper needed) over the fake header.
HeaderFamily fakeFamily(bool AlsoAsNvccSeesIt) {
  HeaderFamily Family{"fake", {"fake_device.h"}, {"fake_device.h"}, false, true};
  Family.AlsoAsNvccSeesIt = AlsoAsNvccSeesIt;
  return Family;
}

const char *const Header = R"(
#define PUBLIC_LIMIT 64
#define __DEF_IF_HOST { }
#define __NV_HELPER_RET(x) x
enum fake_order { __NV_FAKE_RELAXED };
inline int visible_everywhere(int x) __DEF_IF_HOST
#undef __DEF_IF_HOST
#if defined(__CUDACC__)
int __only_nvcc_declares(int x);
#endif
)";

} // namespace

TEST_CASE("helper macros the headers undefine or spell __NV_ are not public names", "[coverage]") {
  FakeCuda Cuda(Header);
  auto Names = inventoryFamily(fakeFamily(false), {Cuda.Root, CU2HIP_CLANG_RESOURCE_DIR});
  REQUIRE(bool(Names));
  CHECK(Names->count("PUBLIC_LIMIT") == 1);
  CHECK(Names->count("visible_everywhere") == 1);
  CHECK(Names->count("__NV_FAKE_RELAXED") == 1); // an enumerator spelled __NV_ is API
  CHECK(Names->count("__DEF_IF_HOST") == 0);
  CHECK(Names->count("__NV_HELPER_RET") == 0);
}

TEST_CASE("a family parsed as nvcc sees it also counts declarations behind __CUDACC__",
          "[coverage]") {
  FakeCuda Cuda(Header);
  auto Plain = inventoryFamily(fakeFamily(false), {Cuda.Root, CU2HIP_CLANG_RESOURCE_DIR});
  REQUIRE(bool(Plain));
  CHECK(Plain->count("__only_nvcc_declares") == 0);
  auto Both = inventoryFamily(fakeFamily(true), {Cuda.Root, CU2HIP_CLANG_RESOURCE_DIR});
  REQUIRE(bool(Both));
  CHECK(Both->count("__only_nvcc_declares") == 1);
  CHECK(Both->count("visible_everywhere") == 1);
  CHECK(Both->count("__DEF_IF_HOST") == 0);
}
