// cmake-find-package: find_package(CUDAToolkit) and the old find_package(CUDA) become
// find_package(hip), followed by one find_package per HIP library whose targets the
// project uses (hiprand for CUDA::curand, ...). FindCUDA projects never enabled the CUDA
// language, so they get enable_language(HIP) as well.
#include "../CMakeRules.h"

#include <set>

namespace cu2hip {

static constexpr const char *Rule = "cmake-find-package";

void migrateFindPackage(const CMakeScript &Script, MigrationContext &Context) {
  std::set<std::string> Packages;
  for (const std::string &P : hipPackagesUsedBy(Context.text()))
    Packages.insert(P);
  for (const std::string &P : Context.options().ExtraHipPackages)
    Packages.insert(P);
  Packages.erase("hip");

  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name != "find_package" || C.Args.empty())
      continue;
    bool Toolkit = C.Args[0].is("CUDAToolkit"), FindCuda = C.Args[0].is("CUDA");
    if (!Toolkit && !FindCuda)
      continue;
    // Keep how the user asked: REQUIRED stays required, QUIET stays quiet; a CUDA version
    // or CUDA components mean nothing for HIP.
    std::string Mode;
    if (C.find("REQUIRED") != C.Args.size())
      Mode += " REQUIRED";
    if (C.find("QUIET") != C.Args.size())
      Mode += " QUIET";
    const CMakeArgument &Last = C.Args.back();
    Context.replace(C.Args[0].Offset, Last.Offset + Last.Length - C.Args[0].Offset, "hip" + Mode,
                    Rule);
    std::string Indent = C.indentation(Context.text());
    if (FindCuda)
      Context.insert(C.NameOffset, "enable_language(HIP)\n" + Indent, Rule);
    std::string Libraries;
    for (const std::string &P : Packages)
      Libraries += "\n" + Indent + "find_package(" + P + Mode + ")";
    if (!Libraries.empty())
      Context.insert(C.End, Libraries, Rule);
  }
}

} // namespace cu2hip
