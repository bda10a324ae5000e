// The headers a translation may include from cu2hip itself (its software textures), written
// beside the translated file that needs them.
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>

namespace cu2hip {

// When Translated (the text written to OutputPath) includes cu2hip_soft_texture.h, makes sure
// the folder of OutputPath holds cu2hip's current copy: written when absent, replaced when it
// is an older copy of cu2hip's own (its first line says so), never over a file of the user's
// (an error naming it).
llvm::Error placeSupportHeaders(const std::string &OutputPath, std::string_view Translated);

} // namespace cu2hip
