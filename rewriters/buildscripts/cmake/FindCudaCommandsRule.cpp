// cmake-findcuda-commands: the old FindCUDA module's commands. cuda_add_executable and
// cuda_add_library become add_executable/add_library (the '.hip' sources make them HIP
// targets); cuda_add_cublas_to_target/cuda_add_cufft_to_target become
// target_link_libraries. The others compile through nvcc directly and are reported.
#include "../CMakeRules.h"

namespace cu2hip {

static constexpr const char *Rule = "cmake-findcuda-commands";

static void renameCommand(const CMakeCommand &C, const char *Name, MigrationContext &Context) {
  Context.replace(C.NameOffset, static_cast<unsigned>(C.Name.size()), Name, Rule);
}

void migrateFindCudaCommands(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name.rfind("cuda_", 0) != 0)
      continue;
    bool AddTarget = C.Name == "cuda_add_executable" || C.Name == "cuda_add_library";
    if (AddTarget && C.find("OPTIONS") == C.Args.size()) {
      renameCommand(C, C.Name == "cuda_add_library" ? "add_library" : "add_executable", Context);
    } else if (AddTarget) {
      Context.report(DiagnosticKind::FindCudaCommandUnsupported, C.NameOffset,
                     {C.Name + "(... OPTIONS ...)",
                      ": move the nvcc OPTIONS to target_compile_options, then rerun"},
                     Rule);
    } else if (C.Name == "cuda_include_directories") {
      renameCommand(C, "include_directories", Context);
    } else if ((C.Name == "cuda_add_cublas_to_target" || C.Name == "cuda_add_cufft_to_target") &&
               C.Args.size() == 1) {
      const char *Target = C.Name == "cuda_add_cublas_to_target" ? "roc::hipblas" : "hip::hipfft";
      replaceCommand(C,
                     "target_link_libraries(" + std::string(C.Args[0].Content) + " " + Target + ")",
                     Context, Rule);
    } else {
      Context.report(DiagnosticKind::FindCudaCommandUnsupported, C.NameOffset,
                     {C.Name, ": FindCUDA runs nvcc itself; rewrite with HIP sources and targets"},
                     Rule);
    }
  }
}

} // namespace cu2hip
