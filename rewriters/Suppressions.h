// Findings the user asked not to see: '// cu2hip: ignore(ID, ...)' comments in the source
// and --suppress=ID,... for the whole run.
#pragma once

#include "report/Diagnostics.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// Removes the suppressed findings (their Line must be set) and returns how many were removed.
// A comment after code suppresses findings on its own line; a comment alone on its line
// suppresses findings on that line and the next. 'ignore(all)' matches every ID.
unsigned removeSuppressedFindings(std::vector<Finding> &Findings, std::string_view Source,
                                  const std::vector<std::string> &SuppressedIds);

} // namespace cu2hip
