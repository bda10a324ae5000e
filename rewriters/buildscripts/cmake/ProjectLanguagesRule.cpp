// cmake-language: the CUDA language becomes HIP where CMake enables it or assigns it to
// sources: project(... LANGUAGES CUDA), enable_language(CUDA), check_language(CUDA),
// set_source_files_properties(... LANGUAGE CUDA), LINKER_LANGUAGE CUDA.
#include "../CMakeRules.h"

namespace cu2hip {

static constexpr const char *Rule = "cmake-language";

static bool enablesLanguages(const std::string &Name) {
  return Name == "project" || Name == "enable_language" || Name == "check_language";
}

void migrateProjectLanguages(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    if (enablesLanguages(C.Name)) {
      // project(name ...): the name is never a language; VERSION etc. take one value.
      for (size_t I = C.Name == "project" ? 1 : 0; I < C.Args.size(); ++I) {
        const CMakeArgument &A = C.Args[I];
        if (A.is("VERSION") || A.is("DESCRIPTION") || A.is("HOMEPAGE_URL"))
          ++I;
        else if (A.is("CUDA"))
          Context.replace(A.Offset, A.Length, "HIP", Rule);
      }
      continue;
    }
    for (size_t I = 0; I + 1 < C.Args.size(); ++I) {
      bool LanguageProperty = C.Args[I].is("LANGUAGE") || C.Args[I].is("LINKER_LANGUAGE");
      if (LanguageProperty && C.Args[I + 1].is("CUDA"))
        Context.replace(C.Args[I + 1].Offset, C.Args[I + 1].Length, "HIP", Rule);
    }
  }
}

} // namespace cu2hip
