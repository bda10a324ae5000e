// cmake-cuda-variables: CMake's CUDA variables and target properties that have a HIP
// twin (CMAKE_CUDA_STANDARD -> CMAKE_HIP_STANDARD, CUDA_EXTENSIONS -> HIP_EXTENSIONS),
// FindCUDA/CUDAToolkit results (CUDA_FOUND -> hip_FOUND), and a report for those without
// one (host compiler, runtime library, PTX compilation, the CUDA version).
#include "../CMakeRules.h"

#include <array>

namespace cu2hip {

static constexpr const char *Rule = "cmake-cuda-variables";

// Suffixes X of CMAKE_CUDA_X that CMake also defines as CMAKE_HIP_X (CMake >= 3.21).
static constexpr std::array<std::string_view, 19> HipTwins = {
    "STANDARD",         "STANDARD_REQUIRED", "EXTENSIONS",        "FLAGS",
    "FLAGS_INIT",       "FLAGS_DEBUG",       "FLAGS_RELEASE",     "FLAGS_RELWITHDEBINFO",
    "FLAGS_MINSIZEREL", "ARCHITECTURES",     "COMPILER",          "COMPILER_ID",
    "COMPILER_LOADED",  "COMPILER_LAUNCHER", "VISIBILITY_PRESET", "SOURCE_FILE_EXTENSIONS",
    "COMPILE_FEATURES", "STANDARD_DEFAULT",  "OUTPUT_EXTENSION"};
// Handled by separable-compilation where they are set.
static constexpr std::array<std::string_view, 2> DeviceLink = {"SEPARABLE_COMPILATION",
                                                               "RESOLVE_DEVICE_SYMBOLS"};
// Target properties CUDA_X with a HIP_X twin.
static constexpr std::array<std::string_view, 6> PropertyTwins = {
    "CUDA_STANDARD",      "CUDA_STANDARD_REQUIRED", "CUDA_EXTENSIONS",
    "CUDA_ARCHITECTURES", "CUDA_VISIBILITY_PRESET", "CUDA_COMPILER_LAUNCHER"};
static constexpr std::array<std::pair<std::string_view, std::string_view>, 4> Results = {{
    {"CUDA_FOUND", "hip_FOUND"},
    {"CUDAToolkit_FOUND", "hip_FOUND"},
    {"CUDA_INCLUDE_DIRS", "hip_INCLUDE_DIRS"},
    {"CUDAToolkit_INCLUDE_DIRS", "hip_INCLUDE_DIRS"},
}};
static constexpr std::array<std::string_view, 15> WithoutHipTwin = {"CUDA_NVCC_FLAGS",
                                                                    "CUDA_PTX_COMPILATION",
                                                                    "CUDA_RUNTIME_LIBRARY",
                                                                    "CUDA_HOST_COMPILER",
                                                                    "CUDA_PROPAGATE_HOST_FLAGS",
                                                                    "CUDA_TOOLKIT_ROOT_DIR",
                                                                    "CUDA_NVCC_EXECUTABLE",
                                                                    "CUDA_VERSION",
                                                                    "CUDAToolkit_VERSION",
                                                                    "CUDAToolkit_ROOT",
                                                                    "CUDAToolkit_BIN_DIR",
                                                                    "CUDAToolkit_LIBRARY_DIR",
                                                                    "CUDAToolkit_NVCC_EXECUTABLE",
                                                                    "CUDA_FATBIN_COMPILATION",
                                                                    "CUDA_CUBIN_COMPILATION"};

template <size_t N>
static bool contains(const std::array<std::string_view, N> &List, std::string_view Name) {
  for (std::string_view Item : List)
    if (Item == Name)
      return true;
  return false;
}

static void unsupported(std::string_view Name, unsigned Offset, MigrationContext &Context) {
  Context.report(DiagnosticKind::BuildScriptUnsupported, Offset, {std::string(Name), ""}, Rule);
}

// CMAKE_CUDA_COMPILER_ID is "NVIDIA" for nvcc; the HIP compiler's is "Clang". Only the value
// compared with it changes ('... STREQUAL "NVIDIA"', either way round): another "NVIDIA" in
// the same if() (a GPU vendor, say) means something else.
static void compilerIdValue(const CMakeCommand &C, unsigned IdOffset, MigrationContext &Context) {
  auto Comparison = [](const CMakeArgument &A) {
    return A.is("STREQUAL") || A.is("MATCHES") || A.is("STRLESS") || A.is("STRGREATER") ||
           A.is("EQUAL");
  };
  auto ReplaceIfNvidia = [&](const CMakeArgument &A) {
    if (A.editable() && A.Content == "NVIDIA")
      Context.replace(A.ContentOffset, 6, "Clang", Rule);
  };
  for (size_t I = 0; I < C.Args.size(); ++I) {
    const CMakeArgument &A = C.Args[I];
    if (IdOffset < A.ContentOffset || IdOffset >= A.ContentOffset + A.ContentLength)
      continue;
    if (I + 2 < C.Args.size() && Comparison(C.Args[I + 1]))
      ReplaceIfNvidia(C.Args[I + 2]);
    if (I >= 2 && Comparison(C.Args[I - 1]))
      ReplaceIfNvidia(C.Args[I - 2]);
  }
}

static void identifier(const CMakeCommand &C, std::string_view Name, unsigned Offset,
                       MigrationContext &Context) {
  if (Name.rfind("CMAKE_CUDA_", 0) == 0) {
    std::string_view Suffix = Name.substr(11);
    // set(CMAKE_CUDA_COMPILER .../nvcc): the value names nvcc, not a HIP compiler.
    bool SetsCompiler = Suffix == "COMPILER" && C.Name == "set" && !C.Args.empty() &&
                        C.Args[0].ContentOffset == Offset;
    if (SetsCompiler) {
      unsupported(Name, Offset, Context);
    } else if (contains(HipTwins, Suffix)) {
      if (Context.replace(Offset + 6, 4, "HIP", Rule) && Suffix == "COMPILER_ID")
        compilerIdValue(C, Offset, Context);
    } else if (!contains(DeviceLink, Suffix) && !Context.edited(Offset, Name.size())) {
      unsupported(Name, Offset, Context);
    }
  } else if (contains(PropertyTwins, Name)) {
    Context.replace(Offset, 4, "HIP", Rule);
  } else if (contains(WithoutHipTwin, Name) || Name.rfind("CUDA_NVCC_FLAGS_", 0) == 0) {
    unsupported(Name, Offset, Context);
  } else {
    for (const auto &[Cuda, Hip] : Results)
      if (Name == Cuda)
        Context.replace(Offset, static_cast<unsigned>(Name.size()), std::string(Hip), Rule);
  }
}

void migrateCudaVariables(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands)
    forEachIdentifier(C, [&](const CMakeArgument &, std::string_view Name, unsigned Offset) {
      identifier(C, Name, Offset, Context);
    });
}

} // namespace cu2hip
