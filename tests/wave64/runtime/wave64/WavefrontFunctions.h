// HIP's wavefront functions for the wave64 tier: __shfl*, votes, __activemask and the
// *_sync forms, with HIP's AMD index arithmetic (amd_warp_functions.h) and HIP 6.2's
// rule that a *_sync mask is a 64-bit integer naming exactly the calling lanes.
#pragma once

#include "Scheduler.h"

#include <cstdint>
#include <cstring>
#include <source_location>
#include <type_traits>

namespace wave64 {

// The caller's position identifies the collective (a default argument is evaluated
// where the call is written).
#define WAVE64_CALL_SITE_PARAMS std::source_location wave64Site = std::source_location::current()
#define WAVE64_CALL_SITE                                                                           \
  ::wave64::CallSite { wave64Site.file_name(), wave64Site.line(), wave64Site.column() }

template <class T>
T exchange(const char *name, CallSite site, T value, int sourceLane, bool hasMask,
           std::uint64_t mask) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= 8,
                "HIP's shuffles move scalars of at most 64 bits");
  Lane *lane = currentLane;
  lane->call = CollectiveCall{};
  lane->call.site = site;
  lane->call.kind = CollectiveKind::Shuffle;
  lane->call.name = name;
  std::memcpy(&lane->call.value, &value, sizeof(T));
  lane->call.sourceLane = sourceLane;
  lane->call.hasMask = hasMask;
  lane->call.mask = mask;
  waitForCollective();
  T result;
  std::memcpy(&result, &lane->call.result, sizeof(T));
  return result;
}

inline std::uint64_t vote(const char *name, CallSite site, CollectiveKind kind, int predicate,
                          bool hasMask, std::uint64_t mask) {
  Lane *lane = currentLane;
  lane->call = CollectiveCall{};
  lane->call.site = site;
  lane->call.kind = kind;
  lane->call.name = name;
  lane->call.value = predicate != 0;
  lane->call.hasMask = hasMask;
  lane->call.mask = mask;
  waitForCollective();
  return lane->call.result;
}

inline int selfLane() { return currentLane->laneId; }

inline int shflIndex(int srcLane, int width) {
  return (srcLane & (width - 1)) + (selfLane() & ~(width - 1));
}
inline int shflUpIndex(unsigned delta, int width) {
  const int self = selfLane();
  const int index = self - static_cast<int>(delta);
  return index < (self & ~(width - 1)) ? self : index;
}
inline int shflDownIndex(unsigned delta, int width) {
  const int self = selfLane();
  return static_cast<int>((self & (width - 1)) + delta) >= width ? self
                                                                 : self + static_cast<int>(delta);
}
inline int shflXorIndex(int laneMask, int width) {
  const int self = selfLane();
  const int index = self ^ laneMask;
  return index >= ((self + width) & ~(width - 1)) ? self : index;
}

template <class MaskT> constexpr void requireWideMask() {
  static_assert(std::is_integral_v<MaskT> && sizeof(MaskT) == 8,
                "The mask must be a 64-bit integer (HIP >= 6.2). Implicitly promoting a "
                "smaller integer is almost always an error.");
}

} // namespace wave64

inline constexpr int warpSize = ::wave64::kWavefrontSize;

inline unsigned int __lane_id() { return ::wave64::selfLane(); }

template <class T> T __shfl(T var, int srcLane, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::exchange("__shfl", WAVE64_CALL_SITE, var, ::wave64::shflIndex(srcLane, width),
                            false, 0);
}
template <class T>
T __shfl_up(T var, unsigned delta, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::exchange("__shfl_up", WAVE64_CALL_SITE, var, ::wave64::shflUpIndex(delta, width),
                            false, 0);
}
template <class T>
T __shfl_down(T var, unsigned delta, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::exchange("__shfl_down", WAVE64_CALL_SITE, var,
                            ::wave64::shflDownIndex(delta, width), false, 0);
}
template <class T>
T __shfl_xor(T var, int laneMask, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::exchange("__shfl_xor", WAVE64_CALL_SITE, var,
                            ::wave64::shflXorIndex(laneMask, width), false, 0);
}

template <class MaskT, class T>
T __shfl_sync(MaskT mask, T var, int srcLane, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return ::wave64::exchange("__shfl_sync", WAVE64_CALL_SITE, var,
                            ::wave64::shflIndex(srcLane, width), true, mask);
}
template <class MaskT, class T>
T __shfl_up_sync(MaskT mask, T var, unsigned delta, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return ::wave64::exchange("__shfl_up_sync", WAVE64_CALL_SITE, var,
                            ::wave64::shflUpIndex(delta, width), true, mask);
}
template <class MaskT, class T>
T __shfl_down_sync(MaskT mask, T var, unsigned delta, int width = warpSize,
                   WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return ::wave64::exchange("__shfl_down_sync", WAVE64_CALL_SITE, var,
                            ::wave64::shflDownIndex(delta, width), true, mask);
}
template <class MaskT, class T>
T __shfl_xor_sync(MaskT mask, T var, int laneMask, int width = warpSize, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return ::wave64::exchange("__shfl_xor_sync", WAVE64_CALL_SITE, var,
                            ::wave64::shflXorIndex(laneMask, width), true, mask);
}

inline unsigned long long __ballot(int predicate, WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::vote("__ballot", WAVE64_CALL_SITE, ::wave64::CollectiveKind::Ballot, predicate,
                        false, 0);
}
inline int __any(int predicate, WAVE64_CALL_SITE_PARAMS) {
  return static_cast<int>(::wave64::vote("__any", WAVE64_CALL_SITE, ::wave64::CollectiveKind::Any,
                                         predicate, false, 0));
}
inline int __all(int predicate, WAVE64_CALL_SITE_PARAMS) {
  return static_cast<int>(::wave64::vote("__all", WAVE64_CALL_SITE, ::wave64::CollectiveKind::All,
                                         predicate, false, 0));
}
inline unsigned long long __activemask(WAVE64_CALL_SITE_PARAMS) {
  return ::wave64::vote("__activemask", WAVE64_CALL_SITE, ::wave64::CollectiveKind::ActiveMask, 1,
                        false, 0);
}
template <class MaskT>
unsigned long long __ballot_sync(MaskT mask, int predicate, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return ::wave64::vote("__ballot_sync", WAVE64_CALL_SITE, ::wave64::CollectiveKind::Ballot,
                        predicate, true, mask);
}
template <class MaskT> int __any_sync(MaskT mask, int predicate, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return static_cast<int>(::wave64::vote("__any_sync", WAVE64_CALL_SITE,
                                         ::wave64::CollectiveKind::Any, predicate, true, mask));
}
template <class MaskT> int __all_sync(MaskT mask, int predicate, WAVE64_CALL_SITE_PARAMS) {
  ::wave64::requireWideMask<MaskT>();
  return static_cast<int>(::wave64::vote("__all_sync", WAVE64_CALL_SITE,
                                         ::wave64::CollectiveKind::All, predicate, true, mask));
}
// No __syncwarp: HIP 6.3 does not define it for AMD, so neither does the tier.

inline unsigned long long __lanemask_lt() { return (1ull << __lane_id()) - 1; }
inline unsigned long long __lanemask_le() { return (2ull << __lane_id()) - 1; }
inline unsigned long long __lanemask_gt() { return ~__lanemask_le(); }
inline unsigned long long __lanemask_ge() { return ~__lanemask_lt(); }
