// The compiler command lines of validation: hipcc for AMD targets, nvcc for HIP's NVIDIA
// backend, and the build.env that hands the same flags to run-gpu.sh on the GPU machine.
#pragma once

#include "RunFixture.h"

#include <set>
#include <string>
#include <vector>

namespace cu2hip {

struct Toolchain {
  std::string Hipcc;                   // empty: no AMD builds
  std::vector<std::string> HipccExtra; // found by probing hipcc (hipccProbeFlags)
  std::string Nvcc;                    // empty: no NVIDIA build check
  std::string NvidiaArch = "sm_90";
  std::string HipNvidiaDir; // WORK/hip-nvidia: patched HIP + library headers
  // Libraries ("hipblas", ...) whose ROCm NVIDIA backend is in HipNvidiaDir
  // (installLibraryBackends): built from source instead of cu2hip's shim.
  std::set<std::string> NvidiaBackends;
};

// Flags hipcc needs on this machine. Debian's hipcc runs /usr/bin/clang++-15, whose
// driver then finds /usr/bin/lld (LLVM 14) for the device link; -fgpu-rdc bitcode from
// clang 15 is then rejected ("Opaque pointers are only supported in -opaque-pointers
// mode"). Pointing -B at the directory of hipcc's own clang picks its matching lld.
std::vector<std::string> hipccProbeFlags(const std::string &Hipcc);

// hipcc compile+link of the translated sources in SourceDir for the given targets.
std::vector<std::string> hipccCommand(const RunFixture &F, const std::string &SourceDir,
                                      const std::vector<std::string> &Archs,
                                      const std::string &Output, const Toolchain &Tools);

// Flags (before the sources) for nvcc building the CUDA original, and the HIP translation
// through HIP's NVIDIA backend (the -I of the hip-nvidia directory is added by the caller).
std::vector<std::string> cudaNvccFlags(const RunFixture &F);
std::vector<std::string> hipNvccFlags(const RunFixture &F);
std::vector<std::string> cudaLinkFlags(const RunFixture &F);
std::vector<std::string> hipNvidiaLinkFlags(const RunFixture &F);
// Sources compiled into the NVIDIA build for the fixture's libraries, relative to
// WORK/hip-nvidia: ROCm's backend where Tools has it, else cu2hip's shim (shims/...).
std::vector<std::string> hipNvidiaLibrarySources(const RunFixture &F, const Toolchain &Tools);

// nvcc build of the HIP translation in SourceDir, as run-gpu.sh does it.
std::vector<std::string> nvccHipCommand(const RunFixture &F, const std::string &SourceDir,
                                        const std::string &Output, const Toolchain &Tools);

// WORK/<name>/build.env: bash arrays read by run-gpu.sh (so it needs no JSON parser).
std::string buildEnvScript(const RunFixture &F, const Toolchain &Tools);

// A word quoted for bash.
std::string shellQuote(const std::string &Word);

} // namespace cu2hip
