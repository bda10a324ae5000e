// A Clang frontend action that records, for the main file, which tokens name the
// program's own declarations and which name CUDA's, plus inactive ranges and launches.
#pragma once

#include "AstFacts.h"

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace cu2hip {

std::unique_ptr<clang::FrontendAction> makeFactCollectingAction(AstFacts &Facts);

} // namespace cu2hip
