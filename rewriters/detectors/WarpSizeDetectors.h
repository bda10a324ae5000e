// Factories of the warp-size hazard detectors (32-lane CUDA warps vs 64-lane AMD CDNA
// wavefronts); the registry (RuleRegistry.cpp) lists them, warp-fix-groups last.
#pragma once

#include "rewriters/AstDetector.h"

namespace cu2hip {

// Decides which of the detectors' fix-its may be applied together; runs after them. W022.
std::unique_ptr<AstDetector> createWarpFixGroups();

namespace warp {
std::unique_ptr<AstDetector> createWarpWidthArithmeticDetector(); // W010, W017, W018
std::unique_ptr<AstDetector> createShuffleTreeDetector();         // W011
std::unique_ptr<AstDetector> createFullWarpMaskDetector();        // W012
std::unique_ptr<AstDetector> createLaneMaskWidthDetector();       // W013, W014
std::unique_ptr<AstDetector> createLaneBitDetector();             // W015
std::unique_ptr<AstDetector> createWarpSlotArrayDetector();       // W016
std::unique_ptr<AstDetector> createConstexprWarpSizeDetector();   // W019
std::unique_ptr<AstDetector> createTilePartitionDetector();       // W020
std::unique_ptr<AstDetector> createTilePartitionParentDetector(); // W080
std::unique_ptr<AstDetector> createCoalescedGroupDetector();      // W078
std::unique_ptr<AstDetector> createLaneCountLiteralDetector();    // W021
std::unique_ptr<AstDetector> createLaunchBlockSizeDetector();     // W023
std::unique_ptr<AstDetector> createImplicitWarpSyncDetector();    // W024
} // namespace warp

} // namespace cu2hip
