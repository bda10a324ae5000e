// source-names, CMake part: cu2hip writes 'x.cu' as 'x.hip' (unless --keep-extensions), so
// source lists, globs and properties that name '.cu' files follow. 'x.cu.in' (a
// configure_file template, copied under its own name) is left alone; '.cuh' headers keep
// their names. With --keep-extensions the names stay, but CMake compiles only '.hip' files
// as HIP by extension, so the '.cu' sources a target lists get LANGUAGE HIP.
#include "../CMakeRules.h"

#include <cctype>

namespace cu2hip {

static constexpr const char *Rule = "source-names";

static bool isCuName(std::string_view S) { return S.size() > 3 && S.substr(S.size() - 3) == ".cu"; }

static void languageOfKeptNames(const CMakeScript &Script, MigrationContext &Context) {
  for (const CMakeCommand &C : Script.Commands) {
    bool AddsSources = C.Name == "add_executable" || C.Name == "add_library" ||
                       C.Name == "cuda_add_executable" || C.Name == "cuda_add_library" ||
                       C.Name == "target_sources";
    std::string Sources;
    for (const CMakeArgument &A : C.Args)
      if (AddsSources && A.editable() && isCuName(A.Content))
        Sources += " " + std::string(A.Content);
    if (!Sources.empty())
      Context.insert(C.End,
                     "\n" + C.indentation(Context.text()) + "set_source_files_properties(" +
                         Sources.substr(1) + " PROPERTIES LANGUAGE HIP)",
                     Rule);
  }
}

void migrateSourceNames(const CMakeScript &Script, MigrationContext &Context) {
  if (Context.options().KeepExtensions)
    return languageOfKeptNames(Script, Context);
  for (const CMakeCommand &C : Script.Commands) {
    for (const CMakeArgument &A : C.Args) {
      if (!A.editable())
        continue;
      std::string_view S = A.Content;
      for (size_t At = S.find(".cu"); At != std::string_view::npos; At = S.find(".cu", At + 3)) {
        char Next = At + 3 < S.size() ? S[At + 3] : ' ';
        if (std::isalnum(static_cast<unsigned char>(Next)) || Next == '_' || Next == '.')
          continue;
        Context.replace(A.ContentOffset + static_cast<unsigned>(At) + 1, 2, "hip", Rule);
      }
    }
  }
}

} // namespace cu2hip
