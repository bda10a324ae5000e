// Factories of the token-level hazard detectors. They run as rules (rewriters/Rule.h) over the
// raw tokens, so they also see code Clang cannot parse (texture references, APIs removed in
// CUDA 12/13); like the AST detectors they only report, never edit.
#pragma once

#include "rewriters/Rule.h"

namespace cu2hip {

std::unique_ptr<Rule> createInlinePtxRule();        // W032, W036, W037, W039 in asm(...)
std::unique_ptr<Rule> createTextureReferenceRule(); // W033, W034, N016
std::unique_ptr<Rule> createCudaFeatureNameRule();  // W035, W038-W040, W042, W043
// Token-level stand-ins of AST detectors, run only where Clang could not parse the file.
std::unique_ptr<Rule> createTokenLaneArithmeticRule(); // warp-width-arithmetic: W010
std::unique_ptr<Rule> createTokenDeviceLaunchRule();   // dynamic-parallelism: W041

} // namespace cu2hip
