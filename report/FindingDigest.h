// What a person reads at the end of a run on the terminal: errors, then warnings, each
// diagnostic folded to its first occurrence and a count, so the first screen shows what
// matters most however large the project. Notes are only counted here (-v prints every
// finding as it comes; the reports carry all of them).
#pragma once

#include "Statistics.h"

#include "llvm/Support/raw_ostream.h"

#include <map>
#include <string>

namespace cu2hip {

struct DigestExtras {
  // Headers no file could find, with how many files missed each: one line of remedy
  // instead of one message per file.
  std::map<std::string, unsigned> MissingHeaders;
};

// Prints nothing when the run has no finding and no missing header.
void printFindingDigest(const RunStatistics &Run, const DigestExtras &Extras,
                        llvm::raw_ostream &OS);

} // namespace cu2hip
