// Turning the command line's files and directories into the list of files a run works on,
// each with its kind: translated as a source, translated as a header, or copied unchanged.
#pragma once

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

enum class FileKind {
  Source, // .cu .cpp .cc .cxx, and any file given explicitly
  Header, // .cuh .h .hpp .inl: translated under its own name
  Other,  // found in a directory, not CUDA: copied unchanged into an --out-root tree
};

struct ProjectFile {
  std::string Path; // absolute, without '.' or '..'
  FileKind Kind = FileKind::Other;
};

struct ProjectInputs {
  std::vector<ProjectFile> Files;    // sorted by path within each directory given
  std::vector<std::string> Warnings; // dangling links, symlink loops skipped
};

// Expands directories recursively (symlinks followed, each real directory visited once;
// version-control folders skipped) and checks explicit files. A missing or unreadable
// input is an error naming it; a file listed twice is kept once.
llvm::Expected<ProjectInputs> collectProjectInputs(const std::vector<std::string> &Inputs);

// The kind a file found in a directory has, from its name and, for other names, whether
// its text includes a CUDA header or (C-family code) uses CUDA.
FileKind classifyFile(std::string_view Path, std::string_view Content);

// C-family code under a name that is neither a source nor a header by cu2hip's lists (.c,
// .hh, .ipp, .inc...): translated when CUDA code includes it, or when it uses CUDA itself.
bool isOtherCodeName(std::string_view Path);

// Whether Text defines kernels, launches them or calls a CUDA runtime or library API.
bool usesCuda(std::string_view Text);

// True when Text has an #include of a CUDA header (cuda*.h, cu*.h of a CUDA library,
// a .cuh file, or a header the CUDA toolkit ships such as <curand_kernel.h>).
bool includesCudaHeader(std::string_view Text);

// Absolute form of Path with '.' and '..' removed (no symlinks resolved).
std::string absolutePath(std::string_view Path);

} // namespace cu2hip
