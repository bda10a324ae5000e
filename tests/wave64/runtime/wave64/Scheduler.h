// What device code of the wave64 CPU tier calls into: the lane being run, the block it
// belongs to, and the two ways a lane stops (a wavefront collective, a block barrier).
#pragma once

#include "Lane.h"

#include <cstddef>

namespace wave64 {

struct BlockGeometry {
  Index3 blockIdx, blockDim, gridDim;
};

// Set by the scheduler before it resumes a lane; read by threadIdx, blockIdx, ...
extern Lane *currentLane;
extern BlockGeometry currentBlock;

// Dynamic shared memory of the block being run (blocks run one after another).
inline constexpr std::size_t kDynamicSharedCapacity = 160 * 1024; // MI350 LDS
extern unsigned char dynamicSharedMemory[kDynamicSharedCapacity];

// Stops the current lane at a collective (its call already filled in) until the
// scheduler has executed the collective for every lane stopped at the same site.
void waitForCollective();
// Stops the current lane at __syncthreads (and its counting forms).
int waitAtBarrier(BarrierKind kind, int predicate);

using KernelInvoker = void (*)(void *closure);
// Runs every block of the grid, each block's lanes as fibers; returns false (and
// sets the last error) when the launch configuration is invalid.
bool runGrid(Index3 grid, Index3 block, std::size_t dynamicSharedBytes, KernelInvoker invoke,
             void *closure, const char *kernelName);

} // namespace wave64
