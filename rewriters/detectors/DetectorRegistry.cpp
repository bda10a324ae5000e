// The list of AST hazard detectors, in the order they run: one line per detector.
#include "rewriters/AstDetector.h"

namespace cu2hip {

std::vector<std::unique_ptr<AstDetector>> createAstDetectors() {
  std::vector<std::unique_ptr<AstDetector>> Detectors;
  return Detectors;
}

} // namespace cu2hip
