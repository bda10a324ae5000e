// The end-of-run summary printed by --print-stats.
#pragma once

#include "Statistics.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

void printTerminalSummary(const RunStatistics &Run, llvm::raw_ostream &OS);

} // namespace cu2hip
