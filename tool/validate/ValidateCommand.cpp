// Placeholder until the validation pipeline lands: says so and fails, never pretends.
#include "ValidateCommand.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

int runValidateCommand(const std::vector<std::string> &, const std::string &) {
  llvm::errs() << "cu2hip: error: 'validate' is not implemented yet\n";
  return 3;
}

} // namespace cu2hip
