// Migrating CUDA build scripts (CMake files, Makefiles) to the HIP toolchain: the entry
// points the command line and the project runner call.
//
// This lives in rewriters/ beside the source rewriters because it is translation logic
// that returns plain data (text + findings) and never touches the file system or the
// command line; unlike them it needs no Clang: build scripts are lexed by hand.
#pragma once

#include "report/Diagnostics.h"
#include "rewriters/RuleRegistry.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct BuildScriptOptions {
  // AMD GPU ISAs that replace NVIDIA architecture lists and -arch/-gencode flags.
  std::vector<std::string> OffloadArchs = {"gfx90a", "gfx942"};
  // Keep '.cu' file names in source lists (as cu2hip --keep-extensions keeps them).
  bool KeepExtensions = false;
  // HIP packages to find next to find_package(CUDAToolkit) besides the ones this file's
  // own CUDA:: targets need: a project run passes those used anywhere in its CMake files,
  // since imported targets found in a parent directory are visible in its subdirectories.
  std::vector<std::string> ExtraHipPackages;
  // --only-rules: the edits and findings of other rules are dropped.
  RuleSelection Rules;
};

struct BuildScriptMigration {
  std::string Output;             // the migrated text (the input itself when unparsable)
  std::vector<Finding> Findings;  // sorted by position
  std::vector<std::string> Rules; // the rule of each edit, in edit order (for statistics)
  unsigned LinesChanged = 0;
  bool Parsed = true;
};

enum class BuildScriptKind { None, CMake, Makefile };

// CMakeLists.txt and *.cmake are CMake; Makefile, makefile, GNUmakefile, *.mk and *.make
// are make. Any other name is None.
BuildScriptKind buildScriptKind(std::string_view FileName);

BuildScriptMigration migrateCMakeLists(std::string_view Text, const BuildScriptOptions &Options);
BuildScriptMigration migrateMakefile(std::string_view Text, const BuildScriptOptions &Options);
BuildScriptMigration migrateBuildScript(BuildScriptKind Kind, std::string_view Text,
                                        const BuildScriptOptions &Options);

// The HIP packages (hip, hipblas, hiprand, ...) a CMake file's CUDA:: targets need, so a
// project run can compute BuildScriptOptions::ExtraHipPackages over all its CMake files.
std::vector<std::string> hipPackagesUsedBy(std::string_view CMakeText);

} // namespace cu2hip
