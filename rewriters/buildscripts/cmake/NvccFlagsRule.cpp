// nvcc-flags, CMake part (the Makefile part is MakefileMigrator.cpp's): nvcc options in
// CUDA flag variables (CMAKE_CUDA_FLAGS*, FindCUDA's CUDA_NVCC_FLAGS) and in compile/link
// option commands become clang's (see NvccFlags.h).
#include "../CMakeRules.h"
#include "../NvccFlags.h"

namespace cu2hip {

static constexpr const char *Rule = "nvcc-flags";

static bool isCudaFlagVariable(std::string_view Name) {
  return Name.rfind("CMAKE_CUDA_FLAGS", 0) == 0 || Name.rfind("CUDA_NVCC_FLAGS", 0) == 0;
}

// Index of the first argument that may hold flags, or Args.size() when none can.
static size_t firstFlagArgument(const CMakeCommand &C) {
  static const char *const OptionCommands[] = {"target_compile_options", "target_link_options",
                                               "target_link_libraries",  "add_compile_options",
                                               "add_link_options",       "link_libraries"};
  for (const char *Name : OptionCommands)
    if (C.Name == Name)
      return 0;
  if (C.Name == "set" && !C.Args.empty() && isCudaFlagVariable(C.Args[0].Content))
    return 1;
  if ((C.Name == "string" || C.Name == "list") && C.Args.size() > 1 &&
      isCudaFlagVariable(C.Args[1].Content))
    return 2;
  return C.Args.size();
}

void migrateNvccFlagsInCMake(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    size_t First = firstFlagArgument(C);
    if (First >= C.Args.size())
      continue;
    std::vector<FlagWord> Words;
    for (size_t I = First; I < C.Args.size(); ++I) {
      const CMakeArgument &A = C.Args[I];
      if (!A.editable())
        continue;
      std::vector<FlagWord> More =
          splitFlagWords(Context.text(), A.ContentOffset, A.ContentOffset + A.ContentLength);
      for (FlagWord &W : More)
        if (W.Wrapped && A.Kind == CMakeArgument::Form::Unquoted)
          W.QuoteForList = true, W.QuoteBegin = A.Offset, W.QuoteEnd = A.Offset + A.Length;
      Words.insert(Words.end(), More.begin(), More.end());
    }
    // CMAKE_CUDA_FLAGS is a command-line string; everything else here is a CMake list.
    bool FlagString = First > 0 && C.Name != "list" &&
                      C.Args[First - 1].Content.rfind("CMAKE_CUDA_FLAGS", 0) == 0;
    translateNvccFlags(Words, Context, Rule, FlagString ? ' ' : ';');
  }
}

} // namespace cu2hip
