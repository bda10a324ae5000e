// A Clang frontend action that records, for the main file, which tokens name the
// program's own declarations and which name CUDA's, plus inactive ranges and launches.
#pragma once

#include "AstFacts.h"
#include "PreambleUseCheck.h"
#include "RuleRegistry.h"
#include "TimeBudget.h"

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace cu2hip {

// Detectors: which AST detectors of the registry run once the unit is parsed. The parse
// asks Budget as ParseStage ("parse (host side)") whether to go on, each detector as its
// own stage; what stopped is Budget.stoppedIn(). With a PreambleCheck (the parse uses the
// library preamble), the facts are collected only if the check passes.
std::unique_ptr<clang::FrontendAction>
makeFactCollectingAction(AstFacts &Facts, const RuleSelection &Detectors, TimeBudget &Budget,
                         std::string ParseStage, PreambleUseCheck *PreambleCheck = nullptr);

} // namespace cu2hip
