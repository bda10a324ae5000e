// The project headers that the files of an --out-root run include. A user who converts
// 'src/*.cu' into a new tree expects that tree to compile: the headers those sources include
// from the project (kernels.cuh beside them, a helper in an -I folder) are translated into
// it as well, as if they had been named. Headers outside --in-root (the system's, the CUDA
// toolkit's, a library's) are never written.
#pragma once

#include "ProjectInputs.h"

#include "llvm/ADT/StringRef.h"

#include <map>
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
// Outside, when given, receives the headers found outside InRoot (not in /usr or /opt) that
// use CUDA: the run cannot translate them, and says so.
std::vector<ReachedHeader> includedProjectHeaders(const std::vector<ProjectFile> &Files,
                                                  const std::string &InRoot,
                                                  const std::vector<std::string> &ClangArgs,
                                                  std::vector<ReachedHeader> *Outside = nullptr);

// Where a file is included: the includer (absolute) and the start of the directive's line.
struct IncludeSite {
  std::string Includer;
  size_t LineOffset = 0;
};

// For each of Files that another of Files includes (resolved as includedProjectHeaders
// does): the first such include, taken from a source file (.cu, .cpp, ...) where one
// includes it directly, else from a header. What a header that is not self-contained is
// parsed after (ParseOptions::IncluderPrefix).
std::map<std::string, IncludeSite> firstIncludeSites(const std::vector<std::string> &Files,
                                                     const std::vector<std::string> &ClangArgs);

// The file at the top of File's chain of first includers (Sites, from firstIncludeSites): the
// source, or the header no file of the run includes, whose translation unit File is part
// of. File itself when nothing includes it; a cycle stops at the file seen twice.
std::string includeChainRoot(const std::map<std::string, IncludeSite> &Sites,
                             const std::string &File);

// Text up to LineOffset, with every conditional it leaves open closed ('#endif' lines
// appended): a prefix Clang can read as a file of its own.
std::string includerPrefix(llvm::StringRef Text, size_t LineOffset);

} // namespace cu2hip
