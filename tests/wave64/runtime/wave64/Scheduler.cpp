// Runs a grid on the CPU with 64-lane wavefronts. Blocks run one after another; the
// lanes of a block are fibers that run until they stop at a wavefront collective, at
// __syncthreads, or at their end. When every lane has stopped, one collective per
// wavefront is executed for all lanes stopped at its call site (the lowest site first,
// so that lanes that took a branch catch up with those waiting after it), and only when
// no collective is waiting is the barrier released.
#include "Scheduler.h"

#include "Collectives.h"
#include "FiberSwitch.h"
#include "Findings.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

// Bounds of the section holding the program's __shared__ variables (set by the linker;
// null when the program declares none).
extern "C" {
extern unsigned char __start_wave64_shared[] __attribute__((weak));
extern unsigned char __stop_wave64_shared[] __attribute__((weak));
}

namespace wave64 {

Lane *currentLane = nullptr;
BlockGeometry currentBlock;
alignas(256) unsigned char dynamicSharedMemory[kDynamicSharedCapacity];

namespace {

constexpr std::size_t kStackSize = 512 * 1024;
constexpr std::size_t kGuardSize = 4096;
constexpr unsigned kMaxThreadsPerBlock = 1024;
// gfx90a and gfx942 have 64 KiB of LDS per workgroup; the tier's buffer is MI350's.
constexpr std::size_t kAmdLdsPerBlock = 64 * 1024;

void *schedulerStackPointer = nullptr;
KernelInvoker activeInvoke = nullptr;
void *activeClosure = nullptr;

struct StackPool {
  std::vector<unsigned char *> stacks;
  unsigned char *stack(std::size_t index) {
    while (stacks.size() <= index) {
      void *memory = mmap(nullptr, kStackSize + kGuardSize, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (memory == MAP_FAILED) {
        std::fprintf(stderr, "wave64: cannot map a lane stack\n");
        std::abort();
      }
      mprotect(memory, kGuardSize, PROT_NONE); // an overflowing lane faults, never corrupts
      stacks.push_back(static_cast<unsigned char *>(memory) + kGuardSize);
    }
    return stacks[index];
  }
};

StackPool &stackPool() {
  static StackPool pool;
  return pool;
}

void suspendToScheduler() {
  Lane *lane = currentLane;
  wave64_switch_context(&lane->stackPointer, schedulerStackPointer);
}

bool siteBefore(const CollectiveCall &a, const CollectiveCall &b) {
  if (int order = std::strcmp(a.site.file, b.site.file))
    return order < 0;
  if (a.site.line != b.site.line)
    return a.site.line < b.site.line;
  return a.site.column < b.site.column;
}

bool sameGroup(const CollectiveCall &a, const CollectiveCall &b) {
  // Lanes may give different masks at one site: HIP runs one pass per mask value.
  return a.site.line == b.site.line && a.site.column == b.site.column &&
         std::strcmp(a.site.file, b.site.file) == 0;
}

// Executes, for one wavefront, the waiting collective at the lowest call site.
bool executeOneCollective(std::vector<Lane> &lanes, int firstLane, int laneCount) {
  Lane *leader = nullptr;
  for (int i = firstLane; i < firstLane + laneCount; ++i)
    if (lanes[i].state == LaneState::AtCollective &&
        (!leader || siteBefore(lanes[i].call, leader->call)))
      leader = &lanes[i];
  if (!leader)
    return false;
  WavefrontView wave;
  wave.existingLanes = laneCount == kWavefrontSize ? ~0ull : ((1ull << laneCount) - 1);
  for (int i = firstLane; i < firstLane + laneCount; ++i) {
    wave.lanes[i - firstLane] = &lanes[i];
    if (lanes[i].state == LaneState::AtCollective && sameGroup(lanes[i].call, leader->call))
      wave.participants |= 1ull << (i - firstLane);
  }
  executeCollective(wave, currentBlock);
  for (int i = 0; i < laneCount; ++i)
    if (wave.participants >> i & 1)
      wave.lanes[i]->state = LaneState::Ready;
  return true;
}

bool releaseBarrier(std::vector<Lane> &lanes) {
  int count = 0, waiting = 0;
  for (Lane &lane : lanes)
    if (lane.state == LaneState::AtBarrier) {
      ++waiting;
      count += lane.barrierPredicate != 0;
    }
  if (waiting == 0)
    return false;
  for (Lane &lane : lanes) {
    if (lane.state != LaneState::AtBarrier)
      continue;
    switch (lane.barrier) {
    case BarrierKind::Plain:
      lane.barrierResult = 0;
      break;
    case BarrierKind::Count:
      lane.barrierResult = count;
      break;
    case BarrierKind::And:
      lane.barrierResult = count == waiting;
      break;
    case BarrierKind::Or:
      lane.barrierResult = count != 0;
      break;
    }
    lane.state = LaneState::Ready;
  }
  return true;
}

// 0xff bytes: -1 as an integer, NaN as a float, so a read of shared memory that this
// block never wrote shows in the results.
void poisonSharedMemory(std::size_t dynamicBytes) {
  if (__start_wave64_shared && __stop_wave64_shared)
    std::memset(__start_wave64_shared, 0xff,
                static_cast<std::size_t>(__stop_wave64_shared - __start_wave64_shared));
  std::memset(dynamicSharedMemory, 0xff, dynamicBytes);
}

void runBlock(std::vector<Lane> &lanes) {
  for (std::size_t i = 0; i < lanes.size(); ++i)
    lanes[i].stackPointer = prepareFiberStack(stackPool().stack(i), kStackSize, &lanes[i]);
  const int laneTotal = static_cast<int>(lanes.size());
  for (;;) {
    for (Lane &lane : lanes)
      if (lane.state == LaneState::Ready) {
        currentLane = &lane;
        wave64_switch_context(&schedulerStackPointer, lane.stackPointer);
      }
    currentLane = nullptr;
    bool progressed = false;
    for (int first = 0; first < laneTotal; first += kWavefrontSize)
      progressed |= executeOneCollective(lanes, first, std::min(kWavefrontSize, laneTotal - first));
    if (progressed || releaseBarrier(lanes))
      continue;
    return;
  }
}

} // namespace

extern "C" [[noreturn]] void wave64_lane_main(Lane *lane) {
  activeInvoke(activeClosure);
  lane->state = LaneState::Done;
  suspendToScheduler();
  std::abort(); // a finished lane is never resumed
}

void waitForCollective() {
  currentLane->state = LaneState::AtCollective;
  suspendToScheduler();
}

int waitAtBarrier(BarrierKind kind, int predicate) {
  currentLane->state = LaneState::AtBarrier;
  currentLane->barrier = kind;
  currentLane->barrierPredicate = predicate;
  suspendToScheduler();
  return currentLane->barrierResult;
}

bool runGrid(Index3 grid, Index3 block, std::size_t dynamicSharedBytes, KernelInvoker invoke,
             void *closure, const char *kernelName) {
  const unsigned long long threads = 1ull * block.x * block.y * block.z;
  if (threads == 0 || threads > kMaxThreadsPerBlock || grid.x == 0 || grid.y == 0 || grid.z == 0)
    return false;
  if (dynamicSharedBytes > kAmdLdsPerBlock)
    recordFinding(FindingCategory::LaunchConfiguration, CallSite{kernelName, 0, 0},
                  std::to_string(dynamicSharedBytes) +
                      " bytes of dynamic shared memory: gfx90a/gfx942 have 64 KiB per block");
  if (dynamicSharedBytes > kDynamicSharedCapacity)
    return false;
  activeInvoke = invoke;
  activeClosure = closure;
  std::vector<Lane> lanes(threads);
  currentBlock.gridDim = grid;
  currentBlock.blockDim = block;
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx) {
        currentBlock.blockIdx = Index3{bx, by, bz};
        poisonSharedMemory(dynamicSharedBytes);
        int flat = 0;
        for (unsigned tz = 0; tz < block.z; ++tz)
          for (unsigned ty = 0; ty < block.y; ++ty)
            for (unsigned tx = 0; tx < block.x; ++tx, ++flat) {
              Lane &lane = lanes[flat];
              lane = Lane{};
              lane.threadIdx = Index3{tx, ty, tz};
              lane.flatId = flat;
              lane.wavefront = flat / kWavefrontSize;
              lane.laneId = flat % kWavefrontSize;
            }
        runBlock(lanes);
      }
  return true;
}

} // namespace wave64
