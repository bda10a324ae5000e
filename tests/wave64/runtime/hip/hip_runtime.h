// <hip/hip_runtime.h> of the wave64 CPU tier: translated HIP programs compile against it
// with g++ and run every kernel on the host with 64-lane wavefronts (docs/wave64.md).
#pragma once

#include <algorithm>
#include <cassert>
#include <climits>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
// Standard headers that spell __attribute__((__noinline__)) (shared_ptr) come before the
// tier defines __noinline__ as CUDA and HIP do; their guards keep later includes out.
#include <functional>
#include <future>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "../wave64/DeviceBuiltins.h"
#include "../wave64/HostRuntime.h"
#include "../wave64/VectorTypes.h"
#include "../wave64/WavefrontFunctions.h"

#define __HIP_PLATFORM_AMD__ 1
#define __HIP__ 1
// One g++ pass compiles host and device code alike: device paths selected by
// __HIP_DEVICE_COMPILE__ are the ones that run kernels, so it is defined (host-only
// branches under #ifndef __HIP_DEVICE_COMPILE__ are not compiled; the driver says so).
#define __HIP_DEVICE_COMPILE__ 1
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 3
#define HIP_VERSION_PATCH 0
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)
#define __AMDGCN_WAVEFRONT_SIZE 64
// HIP's include guards: code tests them to know the HIP runtime API is declared.
#define HIP_INCLUDE_HIP_HIP_RUNTIME_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
