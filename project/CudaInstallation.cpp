// CUDA installation discovery.
#include "CudaInstallation.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace cu2hip {

static bool hasRuntimeHeader(const std::string &Root) {
  llvm::SmallString<256> Header(Root);
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  return llvm::sys::fs::exists(Header);
}

CudaSearchResult findCudaInstallation(const std::string &FlagValue) {
  if (!FlagValue.empty()) {
    if (hasRuntimeHeader(FlagValue))
      return {FlagValue, ""};
    return {"", "--cuda-path '" + FlagValue +
                    "' is not a CUDA installation (no include/cuda_runtime.h)"};
  }
  std::string Tried;
  if (const char *Env = std::getenv("CUDA_PATH"); Env && *Env) {
    if (hasRuntimeHeader(Env))
      return {Env, ""};
    Tried = std::string("$CUDA_PATH='") + Env + "', ";
  }
  if (hasRuntimeHeader("/usr/local/cuda"))
    return {"/usr/local/cuda", ""};
  return {"",
          "no CUDA installation found (tried " + Tried + "/usr/local/cuda); pass --cuda-path=DIR"};
}

} // namespace cu2hip
