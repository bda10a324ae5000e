// --inline-diagnostics: each finding written into the translated source as a comment above
// the line it is about, so a reviewer sees it next to the code.
#pragma once

#include "EditSet.h"
#include "report/Diagnostics.h"

#include <string_view>
#include <vector>

namespace cu2hip {

// Adds one insertion per finding (Line set) at the start of its line, indented like it.
// Inside a multi-line macro the comment is a '/* */' block continued with a backslash, so
// the macro stays intact. Returns the number of findings that could not be placed because
// an edit already spans the line start (they are still reported elsewhere).
unsigned addInlineDiagnosticComments(const std::vector<Finding> &Findings, std::string_view Source,
                                     EditSet &Edits);

} // namespace cu2hip
