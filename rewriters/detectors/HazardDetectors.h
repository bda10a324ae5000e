// Factories of the AST hazard detectors outside the warp-size family (the registry's
// section rewriters/registry/AstHazardRules.cpp lists them in order).
#pragma once

#include "rewriters/AstDetector.h"

namespace cu2hip {

std::unique_ptr<AstDetector> createWmmaFragmentDetector();         // W030, W031
std::unique_ptr<AstDetector> createDynamicParallelismDetector();   // W041
std::unique_ptr<AstDetector> createDevicePropFieldDetector();      // W044
std::unique_ptr<AstDetector> createLaunchBoundsDetector();         // W045
std::unique_ptr<AstDetector> createStaticSharedMemoryDetector();   // W046
std::unique_ptr<AstDetector> createTextureHandleIntegerDetector(); // W062
std::unique_ptr<AstDetector> createDevicePointerIntegerDetector(); // W075
std::unique_ptr<AstDetector> createBf16HalfConversionDetector();   // W087

} // namespace cu2hip
