// Writing translated files atomically: a reader sees the old file or the whole new one.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <string_view>

namespace cu2hip {

// The name of every temporary file cu2hip writes beside an output (createUniqueFile fills
// the '%'), and the test for one: a run that was killed may leave one behind, which the
// project walk never takes for an input and an --in-place rerun removes.
inline constexpr const char *TemporaryNameModel = ".cu2hip-%%%%%%.tmp";
bool isOwnTemporary(llvm::StringRef FileName);

// Writes Content to Path through a temporary file in the same directory and a rename.
llvm::Error writeFileAtomically(const std::string &Path, std::string_view Content);

// True when both paths name the same existing file (hard links and symlinks included).
bool isSameFile(const std::string &A, const std::string &B);

} // namespace cu2hip
