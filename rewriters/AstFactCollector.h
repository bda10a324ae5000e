// A Clang frontend action that records, for the main file, which tokens name the
// program's own declarations and which name CUDA's, plus inactive ranges and launches.
#pragma once

#include "AstFacts.h"
#include "RuleRegistry.h"

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace cu2hip {

// Detectors: which AST detectors of the registry run once the unit is parsed.
std::unique_ptr<clang::FrontendAction> makeFactCollectingAction(AstFacts &Facts,
                                                                const RuleSelection &Detectors);

} // namespace cu2hip
