// cmake-language: the CUDA language becomes HIP where CMake enables it or assigns it to
// sources: project(... LANGUAGES CUDA), enable_language(CUDA), check_language(CUDA),
// set_source_files_properties(... LANGUAGE CUDA), LINKER_LANGUAGE CUDA.
#include "../CMakeRules.h"

namespace cu2hip {

static constexpr const char *Rule = "cmake-language";

static bool enablesLanguages(const std::string &Name) {
  return Name == "project" || Name == "enable_language" || Name == "check_language";
}

// CUDA as a language name, written plain or quoted ("CUDA" is the same value to CMake).
static bool namesCuda(const CMakeArgument &A) {
  return A.Kind != CMakeArgument::Form::Bracket && A.Content == "CUDA";
}

static void replaceWithHip(const CMakeArgument &A, MigrationContext &Context) {
  Context.replace(A.ContentOffset, A.ContentLength, "HIP", Rule);
}

void migrateProjectLanguages(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    if (enablesLanguages(C.Name)) {
      // project(name ...): the name is never a language; VERSION etc. take one value.
      for (size_t I = C.Name == "project" ? 1 : 0; I < C.Args.size(); ++I) {
        const CMakeArgument &A = C.Args[I];
        if (A.is("VERSION") || A.is("DESCRIPTION") || A.is("HOMEPAGE_URL"))
          ++I;
        else if (namesCuda(A))
          replaceWithHip(A, Context);
      }
      continue;
    }
    for (size_t I = 0; I + 1 < C.Args.size(); ++I) {
      bool LanguageProperty = C.Args[I].is("LANGUAGE") || C.Args[I].is("LINKER_LANGUAGE");
      if (LanguageProperty && namesCuda(C.Args[I + 1]))
        replaceWithHip(C.Args[I + 1], Context);
    }
  }
}

} // namespace cu2hip
