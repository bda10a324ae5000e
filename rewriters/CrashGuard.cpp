// Crash and exception containment for translation stages.
#include "CrashGuard.h"

#include "llvm/Support/CrashRecoveryContext.h"

#include <exception>
#include <mutex>

namespace cu2hip {

std::optional<std::string> runGuarded(llvm::function_ref<void()> Work) {
  // The signal handlers are process-wide; installing them once is enough.
  static std::once_flag Enabled;
  std::call_once(Enabled, [] { llvm::CrashRecoveryContext::Enable(); });
  std::optional<std::string> Failure;
  llvm::CrashRecoveryContext Context;
  bool Completed = Context.RunSafely([&] {
    try {
      Work();
    } catch (const std::exception &E) {
      Failure = std::string("exception: ") + E.what();
    } catch (...) {
      Failure = "exception of unknown type";
    }
  });
  if (!Completed)
    Failure = "crashed (signal " + std::to_string(Context.RetCode - 128) + ")";
  return Failure;
}

} // namespace cu2hip
