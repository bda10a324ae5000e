// Include folders a project needs but nobody named: in a directory run without a
// compilation database, '#include "heat/solver.h"' in src/solver.cu resolves only with
// -I include. The project's own headers say where such names live.
#pragma once

#include "OutputPlan.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace cu2hip {

struct InferredIncludeFolder {
  std::string Folder;      // absolute
  std::string ExampleName; // an include name it resolves, for messages
};

// For every quoted or angled include name of the plan's translated files that does not
// resolve beside the including file, the folder F such that F/name is the one header of
// the plan with that path suffix (names matching several headers are left alone: a
// wrong guess would be worse than none). Sorted, without duplicates.
std::vector<InferredIncludeFolder> inferIncludeFolders(const OutputPlan &Plan);

struct IncludeLine {
  std::string Name;      // between the delimiters
  bool Angled;           // <...> rather than "..."
  size_t LineOffset = 0; // where the directive's line starts in the text
};

// Text's '#include' lines, read as the include rules read them; computed includes
// ('#include MACRO') are left out.
std::vector<IncludeLine> includeLines(llvm::StringRef Text);

} // namespace cu2hip
