// The residual of a port: the lines a person changed after cu2hip, found by comparing
// cu2hip's translation of each file with the hand-written port of it.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace cu2hip {

// True for a name of the CUDA or HIP APIs the mapping tables hold (either spelling).
using ApiNamePredicate = std::function<bool(std::string_view)>;

struct FileResidual {
  unsigned Changed = 0;    // lines changed, a modified line once (docs/effort-calibration.md)
  unsigned RenameOnly = 0; // changed lines that differ only in API names: not counted
};

// Translation and HandPort are whole file texts, normalized (PortText.h) before they are
// compared. In each run of changed lines, a modified line counts once (the larger of the
// deleted and the inserted lines); a deleted line paired with an inserted one that differs
// from it only where both name an API (the hand port spelled a rename differently) does
// not count.
FileResidual measureFileResidual(std::string_view Translation, std::string_view HandPort,
                                 const ApiNamePredicate &IsApiName);

} // namespace cu2hip
