// Collective semantics, checked against what goes wrong on AMD hardware: a shuffle that
// reads a lane outside the executing set gets 0 (ds_bpermute returns 0 for an inactive
// source lane), which the tier returns too, and reports; a *_sync mask that differs from the
// callers trips HIP's mask check (HIP >= 6.2); a vote by part of a wavefront only sees the callers.
#include "Collectives.h"

#include "Findings.h"

#include <bit>
#include <cstdio>
#include <string>

namespace wave64 {
namespace {

std::string hexMask(std::uint64_t mask) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(mask));
  return text;
}

std::string whereInGrid(const BlockGeometry &block, const Lane &lane) {
  return "block (" + std::to_string(block.blockIdx.x) + "," + std::to_string(block.blockIdx.y) +
         "," + std::to_string(block.blockIdx.z) + ") wavefront " + std::to_string(lane.wavefront);
}

Lane *firstParticipant(const WavefrontView &wave) {
  return wave.lanes[std::countr_zero(wave.participants)];
}

// The lanes of the executing set that gave the same mask as `lane`: HIP executes a
// *_sync builtin once per distinct mask value, with only those lanes active.
std::uint64_t sameMaskLanes(const WavefrontView &wave, const CollectiveCall &call) {
  std::uint64_t lanes = 0;
  for (int lane = 0; lane < kWavefrontSize; ++lane)
    if ((wave.participants >> lane & 1) && wave.lanes[lane]->call.mask == call.mask)
      lanes |= 1ull << lane;
  return lanes;
}

// HIP >= 6.2: every mask value must name exactly the lanes that gave it (its assert).
void checkMasks(const WavefrontView &wave, const BlockGeometry &block) {
  for (int lane = 0; lane < kWavefrontSize; ++lane) {
    if (!(wave.participants >> lane & 1))
      continue;
    const CollectiveCall &call = wave.lanes[lane]->call;
    if (!call.hasMask)
      return;
    const std::uint64_t callers = sameMaskLanes(wave, call);
    if (callers == call.mask)
      continue;
    recordFinding(FindingCategory::MaskMismatch, call.site,
                  std::string(call.name) + " with mask " + hexMask(call.mask) +
                      " called by lanes " + hexMask(callers) + " (" +
                      whereInGrid(block, *wave.lanes[lane]) + "); HIP's mask check fails on AMD");
    return;
  }
}

void checkPartial(const WavefrontView &wave, const BlockGeometry &block) {
  if (wave.participants == wave.existingLanes)
    return;
  const Lane &first = *firstParticipant(wave);
  // A shuffle is reported per inactive read, a *_sync form by its mask check (a mask
  // naming exactly the callers is how HIP asks for part of a wavefront); __activemask
  // exists to ask who is active.
  if (first.call.kind == CollectiveKind::Shuffle || first.call.kind == CollectiveKind::ActiveMask ||
      first.call.kind == CollectiveKind::WaveBarrier || first.call.hasMask)
    return;
  recordFinding(FindingCategory::PartialWavefront, first.call.site,
                std::string(first.call.name) + " executed by lanes " + hexMask(wave.participants) +
                    " of " + hexMask(wave.existingLanes) + " (" + whereInGrid(block, first) + ")");
}

void shuffle(WavefrontView &wave, const BlockGeometry &block) {
  for (int lane = 0; lane < kWavefrontSize; ++lane) {
    if (!(wave.participants >> lane & 1))
      continue;
    CollectiveCall &call = wave.lanes[lane]->call;
    const int source = call.sourceLane & (kWavefrontSize - 1); // ds_bpermute wraps
    const std::uint64_t readable = call.hasMask ? sameMaskLanes(wave, call) : wave.participants;
    if (readable >> source & 1) {
      call.result = wave.lanes[source]->call.value;
      continue;
    }
    call.result = 0;
    recordFinding(FindingCategory::InactiveLaneRead, call.site,
                  std::string(call.name) + " in lane " + std::to_string(lane) + " reads lane " +
                      std::to_string(source) + ", which is not executing it " + "(executing: " +
                      hexMask(readable) + ", " + whereInGrid(block, *wave.lanes[lane]) + ")");
  }
}

void vote(WavefrontView &wave) {
  std::uint64_t ballot = 0;
  for (int lane = 0; lane < kWavefrontSize; ++lane)
    if ((wave.participants >> lane & 1) && wave.lanes[lane]->call.value)
      ballot |= 1ull << lane;
  for (int lane = 0; lane < kWavefrontSize; ++lane) {
    if (!(wave.participants >> lane & 1))
      continue;
    CollectiveCall &call = wave.lanes[lane]->call;
    // HIP: __ballot_sync = __ballot & mask, __all_sync = (that) == mask; the mask-less
    // votes cover the lanes executing them.
    const std::uint64_t scope = call.hasMask ? call.mask : wave.participants;
    switch (call.kind) {
    case CollectiveKind::Ballot:
      call.result = ballot & scope;
      break;
    case CollectiveKind::Any:
      call.result = (ballot & scope) != 0;
      break;
    case CollectiveKind::All:
      call.result = (ballot & scope) == scope;
      break;
    case CollectiveKind::ActiveMask:
      call.result = wave.participants;
      break;
    case CollectiveKind::WaveBarrier:
      call.result = 0;
      break;
    case CollectiveKind::Shuffle:
      break;
    }
  }
}

} // namespace

void executeCollective(WavefrontView &wave, const BlockGeometry &block) {
  checkMasks(wave, block);
  checkPartial(wave, block);
  if (firstParticipant(wave)->call.kind == CollectiveKind::Shuffle)
    shuffle(wave, block);
  else
    vote(wave);
}

} // namespace wave64
