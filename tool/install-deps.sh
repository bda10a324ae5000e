#!/usr/bin/env bash
# Installs everything cu2hip needs to build and test on Debian 12 (run as root).
# Usage: install-deps.sh [--list]
# Idempotent: packages already present are left as they are.
set -euo pipefail
packages=(
  cmake ninja-build g++ pkg-config
  llvm-22-dev libclang-22-dev libclang-cpp22-dev clang-22 libzstd-dev   # LibTooling
  nlohmann-json3-dev catch2                                              # JSON, tests
  python3-jsonschema                                                     # report schema tests
  hipcc libamdhip64-dev rocm-device-libs                                 # AMD compile tier
  clang-15                                                               # CMake HIP language (example)
  libhiprand-dev librocrand-dev libhipsparse-dev                         # library fixtures (hipRAND headers include rocRAND's; no package dependency says so)
  librocprim-dev                                                         # rocPRIM 5.3.3, under the rocThrust/hipCUB of the HIP 5.2 tier
  chromium                                                               # HTML report test
  libclang-rt-22-dev                                                     # libFuzzer target (CU2HIP_FUZZ)
  libtbb-dev                                                             # wave64 tier (HIP-CPU)
  libomp-22-dev                                                          # HIP 6.3 tier: clang 22's omp.h, as ROCm ships its own
  clang-format-22                                                        # format check (the clang-format of the LLVM the project builds with)
)
# --list prints the packages and installs nothing (tests/packages checks that every package
# the build and the tests use is named here or comes with a fresh machine).
if [ "${1:-}" = --list ]; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cu2hip: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ! -f "${CUDA_PATH:-/usr/local/cuda}/include/cuda_runtime.h" ]; then
  echo "cu2hip: warning: no CUDA headers at ${CUDA_PATH:-/usr/local/cuda}; translation needs them" >&2
fi
