// Reading and writing the calibration's files: whole texts in, atomic writes out, and the
// date they record.
#pragma once

#include "llvm/Support/Error.h"

#include <string>

namespace cu2hip {

llvm::Expected<std::string> readTextFile(const std::string &Path);

// Today's date in UTC, "2026-12-05": when a corpus was measured or a model fitted.
std::string todayUtc();

// Written beside Path and renamed over it: a reader never sees a half-written file.
llvm::Error writeTextFileAtomically(const std::string &Path, const std::string &Text);

} // namespace cu2hip
