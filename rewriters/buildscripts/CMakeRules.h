// The CMake parts of the build-script rules: each reads the lexed script and records edits
// and findings. The registry (rewriters/RuleRegistry.cpp) names them and gives their order
// (an earlier rule's edit wins where two touch the same bytes).
#pragma once

#include "CMakeLexer.h"
#include "MigrationContext.h"

#include <functional>
#include <string_view>

namespace cu2hip {

// cmake/*.cpp: one each.
void migrateProjectLanguages(const CMakeScript &, MigrationContext &);
void migrateGeneratorExpressions(const CMakeScript &, MigrationContext &);
void migrateArchitectures(const CMakeScript &, MigrationContext &);
void migrateSeparableCompilation(const CMakeScript &, MigrationContext &);
void migrateFindPackage(const CMakeScript &, MigrationContext &);
void migrateImportedTargets(const CMakeScript &, MigrationContext &);
void migrateFindCudaCommands(const CMakeScript &, MigrationContext &);
void migrateNvccFlagsInCMake(const CMakeScript &, MigrationContext &);
void migrateCudaVariables(const CMakeScript &, MigrationContext &);
void migrateSourceNames(const CMakeScript &, MigrationContext &);

// Calls Visit(Argument, Name, Offset) for each identifier ([A-Za-z0-9_]+ run) in the
// command's editable arguments.
void forEachIdentifier(
    const CMakeCommand &Command,
    const std::function<void(const CMakeArgument &, std::string_view, unsigned)> &Visit);

// Replaces the whole command with Replacement; an empty one removes the command's line
// when nothing else is on it.
void replaceCommand(const CMakeCommand &Command, std::string Replacement, MigrationContext &Context,
                    const char *Rule);

// The HIP imported target and package that replace a CUDA:: target ("cublas" ->
// roc::hipblas from package hipblas), or null when there is none.
struct HipLibrary {
  std::string_view CudaName, HipTarget, Package;
};
const HipLibrary *hipLibraryFor(std::string_view CudaTargetName);
// The CUDA:: library name a FindCUDA variable (CUDA_CUBLAS_LIBRARIES) stands for, or "".
std::string_view cudaLibraryOfFindCudaVariable(std::string_view Variable);

} // namespace cu2hip
