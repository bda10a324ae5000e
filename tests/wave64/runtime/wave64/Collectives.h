// Executing one wavefront collective for the lanes stopped at it, with the semantics of
// HIP's AMD implementation (ds_bpermute index arithmetic, 64-bit vote masks).
#pragma once

#include "Lane.h"
#include "Scheduler.h"

#include <cstdint>

namespace wave64 {

struct WavefrontView {
  Lane *lanes[kWavefrontSize] = {};
  std::uint64_t existingLanes = 0; // lanes the block has in this wavefront
  std::uint64_t participants = 0;  // lanes executing the collective now
};

void executeCollective(WavefrontView &wave, const BlockGeometry &block);

} // namespace wave64
