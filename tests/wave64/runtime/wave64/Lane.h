// One GPU thread of the wave64 CPU tier: its indices, where it is stopped, and the
// operand it brought to a wavefront collective.
#pragma once

#include <cstdint>

namespace wave64 {

inline constexpr int kWavefrontSize = 64;

struct Index3 {
  unsigned x = 0, y = 0, z = 0;
  // threadIdx and friends convert to uint3 (and dim3) as HIP's do.
  template <class Vector>
    requires requires(unsigned v) { Vector{v, v, v}; }
  operator Vector() const {
    return Vector{x, y, z};
  }
};

enum class LaneState { Ready, AtCollective, AtBarrier, Done };

// WaveBarrier: a tile's sync(), a rendezvous of the lanes that execute it.
enum class CollectiveKind { Shuffle, Ballot, Any, All, ActiveMask, WaveBarrier };

// A call site identifies "the same collective": lanes stopped at one site execute it
// together, as a wavefront's active lanes execute one instruction.
struct CallSite {
  const char *file = "";
  unsigned line = 0;
  unsigned column = 0;
};

struct CollectiveCall {
  CallSite site;
  CollectiveKind kind = CollectiveKind::Ballot;
  const char *name = "";
  std::uint64_t value = 0; // the lane's operand bits (shuffles) or predicate (votes)
  int sourceLane = 0;      // hardware lane a shuffle reads, computed as HIP does
  bool hasMask = false;    // a *_sync form: the mask must name exactly the callers
  std::uint64_t mask = 0;
  std::uint64_t result = 0;
};

enum class BarrierKind { Plain, Count, And, Or };

struct Lane {
  Index3 threadIdx;
  int flatId = 0;    // linear thread index in the block
  int wavefront = 0; // flatId / 64
  int laneId = 0;    // flatId % 64
  LaneState state = LaneState::Ready;
  CollectiveCall call;
  BarrierKind barrier = BarrierKind::Plain;
  int barrierPredicate = 0;
  int barrierResult = 0;
  void *stackPointer = nullptr; // saved context while the lane is suspended
};

} // namespace wave64
