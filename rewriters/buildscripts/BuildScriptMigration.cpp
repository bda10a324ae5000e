// Which migrator a build file gets, decided by its name.
#include "BuildScriptMigration.h"

namespace cu2hip {

static bool endsWith(std::string_view S, std::string_view Suffix) {
  return S.size() >= Suffix.size() && S.substr(S.size() - Suffix.size()) == Suffix;
}

BuildScriptKind buildScriptKind(std::string_view FileName) {
  size_t Slash = FileName.find_last_of('/');
  std::string_view Name = Slash == std::string_view::npos ? FileName : FileName.substr(Slash + 1);
  if (Name == "CMakeLists.txt" || endsWith(Name, ".cmake"))
    return BuildScriptKind::CMake;
  if (Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" || endsWith(Name, ".mk") ||
      endsWith(Name, ".make"))
    return BuildScriptKind::Makefile;
  return BuildScriptKind::None;
}

BuildScriptMigration migrateBuildScript(BuildScriptKind Kind, std::string_view Text,
                                        const BuildScriptOptions &Options) {
  switch (Kind) {
  case BuildScriptKind::CMake:
    return migrateCMakeLists(Text, Options);
  case BuildScriptKind::Makefile:
    return migrateMakefile(Text, Options);
  case BuildScriptKind::None:
    break;
  }
  BuildScriptMigration Unchanged;
  Unchanged.Output = std::string(Text);
  return Unchanged;
}

} // namespace cu2hip
