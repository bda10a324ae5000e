// Factories of the warp-size hazard detectors (32-lane CUDA warps vs 64-lane AMD CDNA
// wavefronts); the registry lists them in order.
#pragma once

#include "rewriters/AstDetector.h"

namespace cu2hip {

std::unique_ptr<AstDetector> createWarpWidthArithmeticDetector(); // W010, W017, W018
std::unique_ptr<AstDetector> createShuffleTreeDetector();         // W011
std::unique_ptr<AstDetector> createFullWarpMaskDetector();        // W012
std::unique_ptr<AstDetector> createLaneMaskWidthDetector();       // W013, W014
std::unique_ptr<AstDetector> createLaneBitDetector();             // W015
std::unique_ptr<AstDetector> createWarpSlotArrayDetector();       // W016
std::unique_ptr<AstDetector> createConstexprWarpSizeDetector();   // W019
std::unique_ptr<AstDetector> createTilePartitionDetector();       // W020
std::unique_ptr<AstDetector> createLaneCountLiteralDetector();    // W021

} // namespace cu2hip
