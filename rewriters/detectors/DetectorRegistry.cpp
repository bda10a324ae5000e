// The list of AST hazard detectors, in the order they run: one line per detector.
#include "rewriters/AstDetector.h"
#include "rewriters/detectors/HazardDetectors.h"
#include "rewriters/detectors/WarpSizeDetectors.h"

namespace cu2hip {

std::vector<std::unique_ptr<AstDetector>> createAstDetectors() {
  std::vector<std::unique_ptr<AstDetector>> Detectors;
  Detectors.push_back(createWarpSizeDetector()); // the warp-size detectors, W010-W024
  Detectors.push_back(createWmmaFragmentDetector());
  Detectors.push_back(createDynamicParallelismDetector());
  Detectors.push_back(createDevicePropFieldDetector());
  Detectors.push_back(createLaunchBoundsDetector());
  Detectors.push_back(createStaticSharedMemoryDetector());
  return Detectors;
}

} // namespace cu2hip
