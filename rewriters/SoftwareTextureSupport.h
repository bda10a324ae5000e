// cu2hip's software textures (rewriters/support/cu2hip_soft_texture.h): the header that a
// translation on the software texture path includes, and the text a run writes beside it.
#pragma once

#include <string_view>

namespace cu2hip {

inline constexpr std::string_view SoftwareTextureHeader = "cu2hip_soft_texture.h";

// The header's first line: how a run recognises a copy that cu2hip wrote (and may replace
// with its own version) from a file of the user's, which it never overwrites.
inline constexpr std::string_view SoftwareTextureFirstLine = "// cu2hip software textures";

// The header, embedded in the binary at build time.
std::string_view softwareTextureHeaderText();

// Whether a translated text includes the header, so that its folder needs the copy.
bool includesSoftwareTextures(std::string_view Translated);

} // namespace cu2hip
