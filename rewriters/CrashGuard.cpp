// Crash and exception containment for translation stages.
#include "CrashGuard.h"

#include "clang/Basic/Stack.h"
#include "llvm/Support/CrashRecoveryContext.h"

#include <exception>
#include <mutex>

namespace cu2hip {

namespace {

// OnThread: run on a new thread with a large stack, its bottom noted for Clang.
std::optional<std::string> guarded(llvm::function_ref<void()> Work, bool OnThread) {
  // The signal handlers are process-wide; installing them once is enough.
  static std::once_flag Enabled;
  std::call_once(Enabled, [] { llvm::CrashRecoveryContext::Enable(); });
  std::optional<std::string> Failure;
  auto Catching = [&] {
    if (OnThread)
      clang::noteBottomOfStack(/*ForceSet=*/true);
    try {
      Work();
    } catch (const std::exception &E) {
      Failure = std::string("exception: ") + E.what();
    } catch (...) {
      Failure = "exception of unknown type";
    }
  };
  // Eight times what Clang asks for: only the pages a parse touches are ever backed by
  // memory, and the parser, which does not watch its stack, gets room to spare.
  constexpr unsigned ParseStackSize = 8 * clang::DesiredStackSize;
  llvm::CrashRecoveryContext Context;
  bool Completed =
      OnThread ? Context.RunSafelyOnThread(Catching, ParseStackSize) : Context.RunSafely(Catching);
  if (!Completed)
    Failure = "crashed (signal " + std::to_string(Context.RetCode - 128) + ")";
  return Failure;
}

} // namespace

std::optional<std::string> runGuarded(llvm::function_ref<void()> Work) {
  return guarded(Work, /*OnThread=*/false);
}

std::optional<std::string> runGuardedParse(llvm::function_ref<void()> Work) {
  return guarded(Work, /*OnThread=*/true);
}

} // namespace cu2hip
