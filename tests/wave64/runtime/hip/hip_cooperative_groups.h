// <hip/hip_cooperative_groups.h> of the wave64 tier: the block and tile groups of HIP 6.3's
// AMD implementation (amd_hip_cooperative_groups.h) over the tier's wavefront functions.
// Tiles are at most 64 lanes and a power of two; their ballot/any/all exist only with
// HIP_ENABLE_WARP_SYNC_BUILTINS, as in HIP 6.3. The grid group has no sync(): blocks run
// one after another, so a grid-wide barrier could never complete (code that needs it does
// not compile against the tier).
#pragma once

#include "hip_runtime.h"

#include <bit>

namespace cooperative_groups {
namespace wave64_detail {
inline unsigned blockThreads() { return blockDim.x * blockDim.y * blockDim.z; }
inline unsigned blockRank() {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
inline void waveBarrier(std::source_location site) {
  ::wave64::vote("tile.sync", ::wave64::CallSite{site.file_name(), site.line(), site.column()},
                 ::wave64::CollectiveKind::WaveBarrier, 1, false, 0);
}
// The rank-th set bit's lane (HIP: bits of the group's members, lowest lane first).
inline int laneOfRank(unsigned long long members, unsigned rank) {
  for (int lane = 0; lane < 64; ++lane)
    if ((members >> lane & 1) && rank-- == 0)
      return lane;
  return -1;
}
// Moves the bits of `members` down to consecutive positions (HIP's adjust_mask).
inline unsigned long long compact(unsigned long long members, unsigned long long bits) {
  unsigned long long out = 0;
  for (int lane = 0, index = 0; lane < 64; ++lane)
    if (members >> lane & 1)
      out |= ((bits >> lane) & 1ull) << index++;
  return out;
}
} // namespace wave64_detail

class thread_group {
public:
  explicit thread_group(unsigned size, unsigned rankInGroup) : size_(size), rank_(rankInGroup) {}
  unsigned size() const { return size_; }
  unsigned num_threads() const { return size_; }
  unsigned thread_rank() const { return rank_; }
  void sync(WAVE64_CALL_SITE_PARAMS) const {
    if (size_ == wave64_detail::blockThreads())
      __syncthreads();
    else
      wave64_detail::waveBarrier(wave64Site);
  }

private:
  unsigned size_, rank_;
};

class thread_block : public thread_group {
public:
  thread_block() : thread_group(wave64_detail::blockThreads(), wave64_detail::blockRank()) {}
  static void sync() { __syncthreads(); }
  static dim3 group_index() { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  static dim3 thread_index() { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  static dim3 group_dim() { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  static dim3 dim_threads() { return group_dim(); }
};
inline thread_block this_thread_block() { return thread_block(); }

class grid_group {
public:
  unsigned long long thread_rank() const {
    const unsigned long long block =
        (1ull * blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    return block * wave64_detail::blockThreads() + wave64_detail::blockRank();
  }
  unsigned long long size() const {
    return 1ull * gridDim.x * gridDim.y * gridDim.z * wave64_detail::blockThreads();
  }
  unsigned long long num_threads() const { return size(); }
  bool is_valid() const { return true; }
  dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
};
inline grid_group this_grid() { return grid_group(); }

template <unsigned Size, class Parent = void> class thread_block_tile {
  static_assert(Size > 0 && Size <= 64 && (Size & (Size - 1)) == 0,
                "Tile size is either not a power of 2 or greater than the wavefront size");

public:
  thread_block_tile() = default;
  template <unsigned OtherSize, class OtherParent>
  thread_block_tile(const thread_block_tile<OtherSize, OtherParent> &) {}
  operator thread_group() const { return thread_group(Size, thread_rank()); }
  static unsigned thread_rank() { return wave64_detail::blockRank() & (Size - 1); }
  static unsigned size() { return Size; }
  static unsigned num_threads() { return Size; }
  static unsigned meta_group_rank() { return wave64_detail::blockRank() / Size; }
  static unsigned meta_group_size() { return (wave64_detail::blockThreads() + Size - 1) / Size; }
  static void sync(WAVE64_CALL_SITE_PARAMS) { wave64_detail::waveBarrier(wave64Site); }
  template <class T> T shfl(T var, int srcRank, WAVE64_CALL_SITE_PARAMS) const {
    return __shfl(var, srcRank, Size, wave64Site);
  }
  template <class T> T shfl_down(T var, unsigned delta, WAVE64_CALL_SITE_PARAMS) const {
    return __shfl_down(var, delta, Size, wave64Site);
  }
  template <class T> T shfl_up(T var, unsigned delta, WAVE64_CALL_SITE_PARAMS) const {
    return __shfl_up(var, delta, Size, wave64Site);
  }
  template <class T> T shfl_xor(T var, unsigned laneMask, WAVE64_CALL_SITE_PARAMS) const {
    return __shfl_xor(var, static_cast<int>(laneMask), Size, wave64Site);
  }
#ifdef HIP_ENABLE_WARP_SYNC_BUILTINS
  static unsigned long long build_mask() {
    return (~0ull >> (64 - Size)) << ((wave64_detail::blockRank() % 64) / Size * Size);
  }
  unsigned long long ballot(int pred, WAVE64_CALL_SITE_PARAMS) const {
    const unsigned long long mask = build_mask();
    return wave64_detail::compact(mask, __ballot_sync(mask, pred, wave64Site));
  }
  int any(int pred, WAVE64_CALL_SITE_PARAMS) const {
    return __any_sync(build_mask(), pred, wave64Site);
  }
  int all(int pred, WAVE64_CALL_SITE_PARAMS) const {
    return __all_sync(build_mask(), pred, wave64Site);
  }
#endif
};

template <unsigned Size, class Parent>
thread_block_tile<Size, Parent> tiled_partition(const Parent &) {
  return thread_block_tile<Size, Parent>();
}
// A run-time tile size: HIP returns a thread_group of that many consecutive threads.
inline thread_group tiled_partition(const thread_group &, unsigned tileSize) {
  return thread_group(tileSize, wave64_detail::blockRank() % tileSize);
}

class coalesced_group {
public:
  explicit coalesced_group(unsigned long long members) : members_(members) {}
  unsigned size() const { return static_cast<unsigned>(std::popcount(members_)); }
  unsigned num_threads() const { return size(); }
  unsigned thread_rank() const {
    return static_cast<unsigned>(std::popcount(members_ & __lanemask_lt()));
  }
  unsigned meta_group_rank() const { return 0; }
  unsigned meta_group_size() const { return 1; }
  unsigned long long members() const { return members_; }
  void sync(WAVE64_CALL_SITE_PARAMS) const { wave64_detail::waveBarrier(wave64Site); }
  template <class T> T shfl(T var, int srcRank, WAVE64_CALL_SITE_PARAMS) const {
    const int lane = wave64_detail::laneOfRank(members_, static_cast<unsigned>(srcRank) % size());
    return __shfl(var, lane, 64, wave64Site);
  }
  template <class T> T shfl_down(T var, unsigned delta, WAVE64_CALL_SITE_PARAMS) const {
    const unsigned rank = thread_rank() + delta;
    const int lane = rank < size() ? wave64_detail::laneOfRank(members_, rank) : __lane_id();
    return __shfl(var, lane, 64, wave64Site);
  }
  template <class T> T shfl_up(T var, unsigned delta, WAVE64_CALL_SITE_PARAMS) const {
    const int rank = static_cast<int>(thread_rank()) - static_cast<int>(delta);
    const int lane = rank >= 0 ? wave64_detail::laneOfRank(members_, rank) : __lane_id();
    return __shfl(var, lane, 64, wave64Site);
  }
#ifdef HIP_ENABLE_WARP_SYNC_BUILTINS
  unsigned long long ballot(int pred, WAVE64_CALL_SITE_PARAMS) const {
    return wave64_detail::compact(members_, __ballot_sync(members_, pred, wave64Site));
  }
  int any(int pred, WAVE64_CALL_SITE_PARAMS) const {
    return __any_sync(members_, pred, wave64Site);
  }
  int all(int pred, WAVE64_CALL_SITE_PARAMS) const {
    return __all_sync(members_, pred, wave64Site);
  }
#endif

private:
  unsigned long long members_;
};
inline coalesced_group coalesced_threads(WAVE64_CALL_SITE_PARAMS) {
  return coalesced_group(__activemask(wave64Site));
}

#ifdef HIP_ENABLE_WARP_SYNC_BUILTINS
// HIP 6.3: the lanes of the group whose predicate matches the caller's.
inline coalesced_group binary_partition(const coalesced_group &group, bool pred,
                                        WAVE64_CALL_SITE_PARAMS) {
  const unsigned long long members = group.members();
  const unsigned long long mask = __ballot_sync(members, pred, wave64Site);
  return coalesced_group(pred ? mask : members ^ mask);
}
template <unsigned Size, class Parent>
coalesced_group binary_partition(const thread_block_tile<Size, Parent> &tile, bool pred,
                                 WAVE64_CALL_SITE_PARAMS) {
  const unsigned long long members = tile.build_mask();
  const unsigned long long mask = __ballot_sync(members, pred, wave64Site);
  return coalesced_group(pred ? mask : members ^ mask);
}
#endif

template <class Group> unsigned group_size(const Group &g) { return g.size(); }
template <class Group> unsigned thread_rank(const Group &g) { return g.thread_rank(); }
template <class Group> void sync(const Group &g, WAVE64_CALL_SITE_PARAMS) {
  if constexpr (requires { g.sync(wave64Site); })
    g.sync(wave64Site);
  else
    g.sync();
}
} // namespace cooperative_groups
