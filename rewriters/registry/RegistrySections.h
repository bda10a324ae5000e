// The rule registry's sections, one file each under rewriters/registry/, called in this
// order by buildRegistry (RuleRegistry.cpp): the order rules run within their pass.
#pragma once

#include "rewriters/RuleRegistry.h"

#include <vector>

namespace cu2hip {

void addWarpSizeRules(std::vector<RuleDescription> &R);
void addAstHazardRules(std::vector<RuleDescription> &R);
void addTokenRewriteRules(std::vector<RuleDescription> &R);
void addTokenHazardRules(std::vector<RuleDescription> &R);
void addEngineRules(std::vector<RuleDescription> &R);
void addBuildScriptRules(std::vector<RuleDescription> &R);

} // namespace cu2hip
