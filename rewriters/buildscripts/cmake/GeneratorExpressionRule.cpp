// cmake-generator-expressions: $<COMPILE_LANGUAGE:CUDA>, $<LINK_LANGUAGE:CUDA> and
// $<COMPILE_LANG_AND_ID:CUDA,NVIDIA> select HIP (compiled by Clang) instead; the compile
// features cuda_std_NN become hip_std_NN (CMake >= 3.21).
#include "../CMakeRules.h"

#include <array>

namespace cu2hip {

static constexpr const char *Rule = "cmake-generator-expressions";

// Rewrites the language list after "KEY:" up to '>' in one argument.
static void languageList(const CMakeArgument &A, std::string_view Key, MigrationContext &Context) {
  std::string_view S = A.Content;
  for (size_t At = S.find(Key); At != std::string_view::npos; At = S.find(Key, At + 1)) {
    size_t I = At + Key.size();
    size_t End = S.find('>', I);
    if (End == std::string_view::npos)
      return;
    // COMPILE_LANG_AND_ID:LANG,ID...: NVIDIA is the CUDA compiler's ID only for LANG CUDA
    // ('CXX,NVIDIA' is nvc++, a C++ compiler, and stays).
    bool CudaLanguage = false;
    for (bool First = true; I < End; First = false) {
      size_t Comma = std::min(S.find(',', I), End);
      std::string_view Item = S.substr(I, Comma - I);
      unsigned Offset = A.ContentOffset + static_cast<unsigned>(I);
      if (Item == "CUDA" && (First || Key != "COMPILE_LANG_AND_ID:"))
        Context.replace(Offset, 4, "HIP", Rule);
      else if (Item == "NVIDIA" && Key == "COMPILE_LANG_AND_ID:" && CudaLanguage)
        Context.replace(Offset, 6, "Clang", Rule);
      CudaLanguage = CudaLanguage || (First && Item == "CUDA");
      I = Comma + 1;
    }
  }
}

void migrateGeneratorExpressions(const CMakeScript &Script, MigrationContext &Context) {
  static constexpr std::array<std::string_view, 3> Keys = {
      "COMPILE_LANGUAGE:", "LINK_LANGUAGE:", "COMPILE_LANG_AND_ID:"};
  for (const CMakeCommand &C : Script.Commands) {
    for (const CMakeArgument &A : C.Args)
      if (A.editable())
        for (std::string_view Key : Keys)
          languageList(A, Key, Context);
    forEachIdentifier(C, [&](const CMakeArgument &, std::string_view Name, unsigned Offset) {
      if (Name.substr(0, 9) == "cuda_std_")
        Context.replace(Offset, 4, "hip", Rule);
    });
  }
}

} // namespace cu2hip
