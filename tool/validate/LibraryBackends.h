// ROCm's own NVIDIA backends of hipBLAS, hipSPARSE and hipRAND, taken from their sources, for
// the NVIDIA build of validation (docs/validation.md, "HIP libraries on NVIDIA").
#pragma once

#include "llvm/Support/Error.h"

#include <set>
#include <string>

namespace cu2hip {

// Installs into HipNvidiaDir (WORK/hip-nvidia) the headers of each library whose sources
// SourceDir holds (SourceDir/hipBLAS, hipBLAS-common, hipSPARSE, hipRAND: checkouts of ROCm's
// repositories), with the version and export headers their CMake builds would generate, and
// its NVIDIA backend source beside them. Returns the libraries installed ("hipblas",
// "hipsparse", "hiprand"); a library whose folder is absent is skipped, one whose folder is
// incomplete is an error naming the missing file.
llvm::Expected<std::set<std::string>> installLibraryBackends(const std::string &SourceDir,
                                                             const std::string &HipNvidiaDir);

// The backend source of a library installed by installLibraryBackends, relative to
// WORK/hip-nvidia ("hipblas/hipblas_nvidia_backend.cpp").
std::string libraryBackendSource(const std::string &Library);

// Text of a CMake-configured version header: @<name>_VERSION_MAJOR@, _MINOR@, _PATCH@,
// _TWEAK@ (0) and _NUMBER@ (major * 100000 + minor * 100 + patch, as hipRAND computes it)
// replaced. Fails on any other @...@ left in the template.
llvm::Expected<std::string> configureVersionHeader(const std::string &Template, unsigned Major,
                                                   unsigned Minor, unsigned Patch);

} // namespace cu2hip
