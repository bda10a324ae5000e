// cuda-libraries, CMake part (nvcc's -l flags are NvccFlags.cpp's): CUDA::cudart,
// CUDA::cublas, ... become the HIP libraries' imported targets (hip::host, roc::hipblas,
// ...), and the old FindCUDA result variables (${CUDA_LIBRARIES}, ${CUDA_CUBLAS_LIBRARIES},
// ...) become the same targets. CUDA:: targets without a HIP library (nvToolsExt, nvrtc,
// cupti, npp*, ...) are reported.
#include "../CMakeRules.h"

#include <array>
#include <cctype>

namespace cu2hip {

static constexpr const char *Rule = "cuda-libraries";

// FindCUDA's library variables and the CUDA:: library they stand for.
static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> FindCudaLibraries = {{
    {"CUDA_LIBRARIES", "cudart"},
    {"CUDA_CUDART_LIBRARY", "cudart"},
    {"CUDA_cudart_static_LIBRARY", "cudart_static"},
    {"CUDA_CUBLAS_LIBRARIES", "cublas"},
    {"CUDA_cublas_LIBRARY", "cublas"},
    {"CUDA_curand_LIBRARY", "curand"},
    {"CUDA_CUFFT_LIBRARIES", "cufft"},
    {"CUDA_cusparse_LIBRARY", "cusparse"},
    {"CUDA_cusolver_LIBRARY", "cusolver"},
}};

static bool isNameChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

static void cudaTargets(const CMakeArgument &A, MigrationContext &Context) {
  std::string_view S = A.Content;
  for (size_t At = S.find("CUDA::"); At != std::string_view::npos; At = S.find("CUDA::", At + 6)) {
    size_t End = At + 6;
    while (End < S.size() && isNameChar(S[End]))
      ++End;
    std::string_view Name = S.substr(At + 6, End - At - 6);
    unsigned Offset = A.ContentOffset + static_cast<unsigned>(At);
    if (const HipLibrary *L = hipLibraryFor(Name))
      Context.replace(Offset, static_cast<unsigned>(End - At), std::string(L->HipTarget), Rule);
    else
      Context.report(DiagnosticKind::CudaLibraryUnsupported, Offset,
                     {std::string(S.substr(At, End - At)), ""}, Rule);
  }
}

static void findCudaVariables(const CMakeArgument &A, MigrationContext &Context) {
  std::string_view S = A.Content;
  for (const auto &[Variable, CudaName] : FindCudaLibraries) {
    std::string Reference = "${" + std::string(Variable) + "}";
    for (size_t At = S.find(Reference); At != std::string_view::npos;
         At = S.find(Reference, At + 1))
      Context.replace(A.ContentOffset + static_cast<unsigned>(At),
                      static_cast<unsigned>(Reference.size()),
                      std::string(hipLibraryFor(CudaName)->HipTarget), Rule);
  }
}

void migrateImportedTargets(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands)
    for (const CMakeArgument &A : C.Args)
      if (A.editable()) {
        cudaTargets(A, Context);
        findCudaVariables(A, Context);
      }
}

std::string_view cudaLibraryOfFindCudaVariable(std::string_view Variable) {
  for (const auto &[Name, CudaName] : FindCudaLibraries)
    if (Name == Variable)
      return CudaName;
  return {};
}

} // namespace cu2hip
