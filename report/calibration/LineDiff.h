// A minimal line diff (Myers' O(ND) algorithm) for the effort calibration: which lines of
// one text a person deleted and which they inserted to reach another.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace cu2hip {

// A maximal run of changed lines: Deleted indexes the old lines, Inserted the new ones.
struct DiffHunk {
  std::vector<size_t> Deleted, Inserted;
};

// Lines compare as whole strings. Past MaxEdits deletions + insertions the middle (what is
// left after the common head and tail) is one hunk: a file rewritten that much is all
// changed, and the algorithm's memory grows with the square of the edits.
std::vector<DiffHunk> diffLines(const std::vector<std::string> &Old,
                                const std::vector<std::string> &New, size_t MaxEdits = 4000);

} // namespace cu2hip
