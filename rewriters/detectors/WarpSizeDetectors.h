// Factories of the warp-size hazard detectors (32-lane CUDA warps vs 64-lane AMD CDNA
// wavefronts). The registry runs one AstDetector, the warp-size detector, which runs the
// others in this order and decides which of their fix-its may be applied together.
#pragma once

#include "WarpFindings.h"

namespace cu2hip {

std::unique_ptr<AstDetector> createWarpSizeDetector(); // runs the ones below; W022

namespace warp {
std::unique_ptr<WarpDetector> createWarpWidthArithmeticDetector(); // W010, W017, W018
std::unique_ptr<WarpDetector> createShuffleTreeDetector();         // W011
std::unique_ptr<WarpDetector> createFullWarpMaskDetector();        // W012
std::unique_ptr<WarpDetector> createLaneMaskWidthDetector();       // W013, W014
std::unique_ptr<WarpDetector> createLaneBitDetector();             // W015
std::unique_ptr<WarpDetector> createWarpSlotArrayDetector();       // W016
std::unique_ptr<WarpDetector> createConstexprWarpSizeDetector();   // W019
std::unique_ptr<WarpDetector> createTilePartitionDetector();       // W020
std::unique_ptr<WarpDetector> createLaneCountLiteralDetector();    // W021
std::unique_ptr<WarpDetector> createLaunchBlockSizeDetector();     // W023
std::unique_ptr<WarpDetector> createImplicitWarpSyncDetector();    // W024
} // namespace warp

} // namespace cu2hip
