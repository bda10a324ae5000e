// hipCUB on HIP's NVIDIA backend, for validation runs only: every hipcub:: name is CUB's.
//
// hipCUB's own NVIDIA backend (hipcub/backend/cub) is a layer of wrappers over CUB, and the
// newest one available here (ROCm 6.3) includes headers and names that CUDA 13's CUB (CCCL
// 3) removed (device_spmv, tex_ref_input_iterator, cub::Difference...): it does not compile
// with nvcc 13. A translation only writes hipcub:: for a cub:: name the CUDA original used,
// so naming CUB's namespace is exact for what the runs exercise: the run compares the
// translated program's logic, not hipCUB's wrappers (docs/validation.md says so).
#pragma once

#include <cub/cub.cuh>

namespace hipcub {
using namespace ::cub;
} // namespace hipcub
