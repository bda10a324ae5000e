// The project headers that the files of an --out-root run include. A user who converts
// 'src/*.cu' into a new tree expects that tree to compile: the headers those sources include
// from the project (kernels.cuh beside them, a helper in an -I folder) are translated into
// it as well, as if they had been named. Headers outside --in-root (the system's, the CUDA
// toolkit's, a library's) are never written.
#pragma once

#include "ProjectInputs.h"

#include <string>
#include <vector>

namespace cu2hip {

struct ReachedHeader {
  ProjectFile File;
  std::string IncludedBy; // the first file (absolute) found to include it
};

// Follows the quoted and angled includes of Files (transitively) as the preprocessor finds
// them: beside the including file first, then in the -I/-iquote/-isystem folders of
// ClangArgs. Returns, in discovery order, every regular file found that lies below InRoot
// and is not among Files. A name that resolves nowhere is left to the parse to report.
std::vector<ReachedHeader> includedProjectHeaders(const std::vector<ProjectFile> &Files,
                                                  const std::string &InRoot,
                                                  const std::vector<std::string> &ClangArgs);

} // namespace cu2hip
