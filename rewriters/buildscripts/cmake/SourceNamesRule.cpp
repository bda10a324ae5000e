// source-names, CMake part: cu2hip writes 'x.cu' as 'x.hip' (unless --keep-extensions), so
// source lists, globs and properties that name '.cu' files follow. 'x.cu.in' (a
// configure_file template, copied under its own name) is left alone; '.cuh' headers keep
// their names. With --keep-extensions the names stay, but CMake compiles only '.hip' files
// as HIP by extension, so the '.cu' sources a target lists get LANGUAGE HIP.
#include "../CMakeRules.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

static constexpr const char *Rule = "source-names";

static bool isCuName(std::string_view S) { return S.size() > 3 && S.substr(S.size() - 3) == ".cu"; }

// The sources an earlier migration (or the author) already compiles as HIP: a script
// migrated again gets no second set_source_files_properties for them.
static std::set<std::string> sourcesAlreadyHip(const CMakeScript &Script) {
  std::set<std::string> Hip;
  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name != "set_source_files_properties")
      continue;
    std::vector<std::string> Files;
    bool InProperties = false, LanguageHip = false;
    for (size_t I = 0; I < C.Args.size(); ++I) {
      std::string_view A = C.Args[I].Content;
      if (A == "PROPERTIES")
        InProperties = true;
      else if (!InProperties)
        Files.emplace_back(A);
      else if (A == "LANGUAGE" && I + 1 < C.Args.size() && C.Args[I + 1].Content == "HIP")
        LanguageHip = true;
    }
    if (LanguageHip)
      Hip.insert(Files.begin(), Files.end());
  }
  return Hip;
}

static void languageOfKeptNames(const CMakeScript &Script, MigrationContext &Context) {
  std::set<std::string> AlreadyHip = sourcesAlreadyHip(Script);
  for (const CMakeCommand &C : Script.Commands) {
    bool AddsSources = C.Name == "add_executable" || C.Name == "add_library" ||
                       C.Name == "cuda_add_executable" || C.Name == "cuda_add_library" ||
                       C.Name == "target_sources";
    std::string Sources;
    for (const CMakeArgument &A : C.Args)
      if (AddsSources && A.editable() && isCuName(A.Content) &&
          !AlreadyHip.count(std::string(A.Content)))
        Sources += " " + std::string(A.Content);
    // file(GLOB VAR ... *.cu): the list a target is built from holds '.cu' names too.
    bool Glob = C.Name == "file" && C.Args.size() > 2 &&
                (C.Args[0].is("GLOB") || C.Args[0].is("GLOB_RECURSE"));
    if (Glob && std::any_of(C.Args.begin() + 2, C.Args.end(), [](const CMakeArgument &A) {
          return A.editable() && isCuName(A.Content);
        })) {
      std::string List = "${" + std::string(C.Args[1].Content) + "}";
      if (!AlreadyHip.count(List))
        Sources = " " + List;
    }
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
