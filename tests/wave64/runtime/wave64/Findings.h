// Run-time findings of the wave64 tier: what would misbehave on a 64-wide AMD
// wavefront and is not an emulator artefact. Printed once per site at exit, on stderr,
// as "wave64: CATEGORY at FILE:LINE:COL ...", which the fixture driver looks for.
#pragma once

#include "Lane.h"

#include <string>

namespace wave64 {

enum class FindingCategory {
  InactiveLaneRead,   // a shuffle read a lane that was not executing it
  MaskMismatch,       // a *_sync mask differs from the lanes that called it
  PartialWavefront,   // a collective executed by only part of a wavefront
  LaunchConfiguration // a launch AMD hardware would reject
};

void recordFinding(FindingCategory category, const CallSite &site, const std::string &detail);

} // namespace wave64
