// The list of AST hazard detectors, in the order they run: one line per detector.
#include "rewriters/AstDetector.h"
#include "rewriters/detectors/WarpSizeDetectors.h"

namespace cu2hip {

std::vector<std::unique_ptr<AstDetector>> createAstDetectors() {
  std::vector<std::unique_ptr<AstDetector>> Detectors;
  Detectors.push_back(createWarpWidthArithmeticDetector());
  Detectors.push_back(createShuffleTreeDetector());
  Detectors.push_back(createFullWarpMaskDetector());
  Detectors.push_back(createLaneMaskWidthDetector());
  Detectors.push_back(createLaneBitDetector());
  Detectors.push_back(createWarpSlotArrayDetector());
  Detectors.push_back(createConstexprWarpSizeDetector());
  Detectors.push_back(createTilePartitionDetector());
  Detectors.push_back(createLaneCountLiteralDetector());
  return Detectors;
}

} // namespace cu2hip
