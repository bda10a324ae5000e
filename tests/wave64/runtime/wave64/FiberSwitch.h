// Switching between the scheduler and the lanes of a block: each lane is a fiber with
// its own stack, switched cooperatively (no system call per switch, unlike swapcontext).
#pragma once

#include <cstddef>

namespace wave64 {

struct Lane;

// Saves the running context's stack pointer into *save and resumes the context whose
// stack pointer is `resume`.
extern "C" void wave64_switch_context(void **save, void *resume);

// Prepares a fresh stack so that the first switch to it runs laneMain(lane).
void *prepareFiberStack(unsigned char *stackBase, std::size_t stackSize, Lane *lane);

// Entered on a lane's own stack; runs the kernel for that lane and never returns.
extern "C" [[noreturn]] void wave64_lane_main(Lane *lane);

} // namespace wave64
