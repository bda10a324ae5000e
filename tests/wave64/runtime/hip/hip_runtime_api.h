// <hip/hip_runtime_api.h> of the wave64 CPU tier: the same declarations as hip_runtime.h.
#pragma once
#include "hip_runtime.h"
