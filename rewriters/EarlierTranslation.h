// What an earlier cu2hip translation left in a file that is translated again (an --in-place
// rerun without backups, a migrated tree run once more): its own code, which a second run
// must recognise rather than add a second time. Translating cu2hip's output changes nothing.
#pragma once

#include "AstFacts.h"

#include <optional>
#include <string_view>

namespace cu2hip {

// The first line of the block platform-defines writes (PlatformDefinesRule.cpp).
inline constexpr std::string_view PlatformDefinesMarker =
    "// cu2hip: what one HIP platform needs that HIP ";

// The platform-defines block an earlier translation wrote: its marker line, an optional
// '#include <...>' line, then each '#if defined(__HIP_PLATFORM_...' group to its '#endif',
// with the line break that ends it.
std::optional<ByteRange> earlierPlatformDefinesBlock(std::string_view Source);

// True when the line just before LineStart is Condition (a guard an earlier translation
// put there), line breaks aside.
bool lineBeforeIs(std::string_view Source, unsigned LineStart, std::string_view Condition);

} // namespace cu2hip
