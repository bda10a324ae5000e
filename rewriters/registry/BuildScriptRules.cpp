// The build-script rules (CMake files and Makefiles), in the order they run; part of the
// rule registry (RuleRegistry.cpp).
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/buildscripts/CMakeRules.h"
#include "rewriters/buildscripts/MakefileRules.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addBuildScriptRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  Add({"build-script-syntax",
       P::BuildScript,
       G::Build,
       {K::BuildScriptUnparsable},
       "A CMake file that does not lex is left unchanged and reported (by the CMake migrator, "
       "before any rule runs)",
       "set(X \"unterminated",
       "(unchanged; E100)",
       C::High});
  Add({"cmake-language",
       P::BuildScript,
       G::CMake,
       {},
       "project(LANGUAGES CUDA), enable_language(CUDA) and LANGUAGE CUDA become HIP",
       "project(app LANGUAGES CXX CUDA)",
       "project(app LANGUAGES CXX HIP)",
       C::High})
      .CMake = migrateProjectLanguages;
  Add({"cmake-generator-expressions",
       P::BuildScript,
       G::CMake,
       {},
       "$<COMPILE_LANGUAGE:CUDA> and cuda_std_NN become their HIP forms",
       "$<$<COMPILE_LANGUAGE:CUDA>:-O3>",
       "$<$<COMPILE_LANGUAGE:HIP>:-O3>",
       C::High})
      .CMake = migrateGeneratorExpressions;
  Add({"architectures",
       P::BuildScript,
       G::Build,
       {K::NvidiaArchitecturesReplaced},
       "NVIDIA architectures (CUDA_ARCHITECTURES, nvcc -arch/-gencode) become the AMD targets "
       "of --offload-arch",
       "set(CMAKE_CUDA_ARCHITECTURES 80)",
       "set(CMAKE_HIP_ARCHITECTURES gfx90a;gfx942)",
       C::High})
      .CMake = migrateArchitectures;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"separable-compilation",
       P::BuildScript,
       G::Build,
       {K::BuildSettingChangedMeaning},
       "Relocatable device code (CUDA_SEPARABLE_COMPILATION, nvcc -rdc=true) becomes "
       "-fgpu-rdc, which the final link needs too",
       "set(CMAKE_CUDA_SEPARABLE_COMPILATION ON)",
       "string(APPEND CMAKE_HIP_FLAGS \" -fgpu-rdc\")",
       C::Medium})
      .CMake = migrateSeparableCompilation;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"cmake-find-package",
       P::BuildScript,
       G::CMake,
       {},
       "find_package(CUDAToolkit) and find_package(CUDA) become find_package(hip) and the "
       "HIP libraries' packages",
       "find_package(CUDAToolkit REQUIRED)",
       "find_package(hip REQUIRED)",
       C::High})
      .CMake = migrateFindPackage;
  Add({"cuda-libraries",
       P::BuildScript,
       G::Build,
       {K::CudaLibraryUnsupported},
       "CUDA libraries linked as CUDA:: targets or nvcc -l flags become the HIP libraries "
       "(cublas -> hipblas); those without one are reported",
       "target_link_libraries(app CUDA::cublas)",
       "target_link_libraries(app roc::hipblas)",
       C::High})
      .CMake = migrateImportedTargets;
  R.back().HostedBy = "nvcc-flags"; // the nvcc flag words
  Add({"cmake-findcuda-commands",
       P::BuildScript,
       G::CMake,
       {K::FindCudaCommandUnsupported},
       "FindCUDA's cuda_add_executable, cuda_add_library and friends become plain CMake "
       "commands; the others are reported",
       "cuda_add_executable(app main.cu)",
       "add_executable(app main.hip)",
       C::High})
      .CMake = migrateFindCudaCommands;
  Add({"make-cuda-paths",
       P::BuildScript,
       G::Make,
       {},
       "CUDA install paths in a Makefile become ROCm's (/usr/local/cuda -> /opt/rocm, lib64 "
       "-> lib)",
       "CUDA_PATH ?= /usr/local/cuda",
       "ROCM_PATH ?= /opt/rocm",
       C::Medium})
      .Makefile = migrateMakefileCudaPaths;
  Add({"make-variables",
       P::BuildScript,
       G::Make,
       {},
       "Makefile variables named after the CUDA tools become the HIP ones (NVCC -> HIPCC, "
       "CUDA_PATH -> ROCM_PATH, which hipcc reads)",
       "$(NVCC) $(NVCCFLAGS)",
       "$(HIPCC) $(HIPCCFLAGS)",
       C::High})
      .Makefile = migrateMakefileVariables;
  Add({"make-compiler",
       P::BuildScript,
       G::Make,
       {},
       "The nvcc command becomes hipcc",
       "NVCC := nvcc",
       "HIPCC := hipcc",
       C::High})
      .Makefile = migrateMakefileCompiler;
  Add({"nvcc-flags",
       P::BuildScript,
       G::Build,
       {K::NvccOnlyFlag, K::NvccFlagDiffers},
       "nvcc flags in CMake flag variables, target options and Makefiles become clang's; "
       "nvcc-only flags are reported",
       "--use_fast_math -Xcompiler -fPIC",
       "-ffast-math -fPIC",
       C::Medium})
      .CMake = migrateNvccFlagsInCMake;
  R.back().Makefile = migrateMakefileNvccFlags;
  Add({"cmake-cuda-variables",
       P::BuildScript,
       G::CMake,
       {K::BuildScriptUnsupported},
       "CMAKE_CUDA_* variables, CUDA_* target properties and FindCUDA results with a HIP twin "
       "become it; those without one are reported",
       "set(CMAKE_CUDA_STANDARD 17)",
       "set(CMAKE_HIP_STANDARD 17)",
       C::High})
      .CMake = migrateCudaVariables;
  Add({"source-names",
       P::BuildScript,
       G::Build,
       {},
       "'.cu' source names become '.hip', as the translation renames the files "
       "(--keep-extensions leaves them)",
       "add_library(k kernels.cu)",
       "add_library(k kernels.hip)",
       C::High})
      .CMake = migrateSourceNames;
  R.back().Makefile = migrateMakefileSourceNames;
}

} // namespace cu2hip
