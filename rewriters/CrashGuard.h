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

// As runGuarded, for a stage that runs Clang's parser: Work runs on a thread of its own,
// with a large stack whose bottom Clang knows. A stack overflow is a crash that no guard
// recovers from: it ends the process. Clang's semantic analysis moves deep recursion
// (template instantiation) on to a further thread where the stack runs short, but only on
// a thread whose bottom it was told; its parser never does, and recurses once per level of
// nested brackets (FileTranslator keeps files nested past Clang's limit from it).
std::optional<std::string> runGuardedParse(llvm::function_ref<void()> Work);

} // namespace cu2hip
