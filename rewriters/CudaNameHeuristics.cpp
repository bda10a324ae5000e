// Prefix rules for CUDA API names (runtime, driver and the CUDA math/compute libraries).
#include "CudaNameHeuristics.h"

#include <cctype>

namespace cu2hip {

static bool startsWithThenUpper(std::string_view Name, std::string_view Prefix) {
  return Name.size() > Prefix.size() && Name.substr(0, Prefix.size()) == Prefix &&
         (std::isupper(static_cast<unsigned char>(Name[Prefix.size()])) ||
          Name[Prefix.size()] == '_');
}

bool looksLikeCudaApiName(std::string_view Name) {
  static const std::string_view CamelPrefixes[] = {"cuda",   "cu",    "cublas",   "cublasLt",
                                                   "curand", "cufft", "cusparse", "cusolver",
                                                   "cudnn",  "nvrtc", "nccl"};
  for (std::string_view Prefix : CamelPrefixes)
    if (startsWithThenUpper(Name, Prefix))
      return true;
  static const std::string_view UpperPrefixes[] = {"CU_",     "CUDA_",  "CUDART_",   "CUBLAS_",
                                                   "CURAND_", "CUFFT_", "CUSPARSE_", "CUSOLVER_",
                                                   "CUDNN_",  "NVRTC_"};
  for (std::string_view Prefix : UpperPrefixes)
    if (Name.substr(0, Prefix.size()) == Prefix)
      return true;
  // The CUDA headers' reserved names (cuda_fp8.h's __nv_fp8_e4m3, the __nv_atomic_* builtins
  // and their __NV_ATOMIC_* orders): a user may not declare them, so an unknown one is CUDA's.
  for (std::string_view Prefix : {"__nv_", "__NV_"})
    if (Name.size() > Prefix.size() && Name.substr(0, Prefix.size()) == Prefix)
      return true;
  // cuComplex's constructors: make_cuFloatComplex, make_cuDoubleComplex, make_cuComplex.
  return startsWithThenUpper(Name, "make_cu");
}

} // namespace cu2hip
