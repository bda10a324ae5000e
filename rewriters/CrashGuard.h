// Runs one stage of a file's translation so that a crash or an exception in it (Clang
// tripping over odd input, a bug in one rule or detector) costs that stage of that file,
// not the whole run: the caller reports it with the file and the stage's name.
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace cu2hip {

// Runs Work; returns what went wrong ("exception: ...", "crashed (signal)") or nullopt.
// A crash is recovered from by unwinding the stack without destructors (LLVM's
// CrashRecoveryContext): memory of the stage leaks, which is the price of going on.
std::optional<std::string> runGuarded(llvm::function_ref<void()> Work);

} // namespace cu2hip
