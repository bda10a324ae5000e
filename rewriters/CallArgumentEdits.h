// Reshaping the arguments of a call at token level, as the mapping entry describes.
#pragma once

#include "Rule.h"

namespace cu2hip {

// Applies Entry.Args to the call whose '(' is token Open.
void applyArgumentTransforms(RuleContext &C, const MappingEntry &Entry, size_t Open,
                             unsigned CallOffset);

// Removes the arguments listed in DroppedArgs (with their separating commas).
// Returns the source text of each removed argument, in order.
std::vector<std::string> dropArguments(RuleContext &C, const std::vector<unsigned> &DroppedArgs,
                                       size_t Open);

// The value of '#define Name value' in this file, or empty (function-like or not found).
std::string_view objectMacroValue(const RuleContext &C, std::string_view Name);

// True when the argument is a full-warp mask: a literal spelling, an object-like macro of
// this file, or a constant the parser evaluated.
bool isFullWarpMaskArgument(const RuleContext &C, const TokenStream::ArgumentSpan &Arg);

// True for the spellings of a full-warp mask, after which dropping the mask changes nothing.
bool isFullWarpMask(std::string_view ArgumentText);

} // namespace cu2hip
