// Deciding every output path before anything is written, and refusing unsafe plans.
#pragma once

#include "ProjectInputs.h"
#include "RunOptions.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cu2hip {

enum class PlannedAction {
  Translate,          // parse, rewrite, write Output
  Copy,               // --out-root: a file of the tree that is not CUDA, copied unchanged
  MigrateBuildScript, // --out-root or --in-place: a CMakeLists.txt, *.cmake or Makefile
};

struct PlannedFile {
  std::string Input; // absolute path
  std::string
      Output; // absolute path, "-" for stdout, "" for 'analyze'; equals Input with --in-place
  PlannedAction Action = PlannedAction::Translate;
  std::string Backup;   // --in-place: where the original goes first (empty: --no-backup)
  std::string Relative; // path below the input root: the stable name for shards and caches
  FileKind Kind = FileKind::Other; // as the project walk classified the input
  // --in-place: Backup exists already (an earlier or interrupted run wrote it), so it is
  // the original: the file is translated from it and finished or left as it is.
  bool Resume = false;
};

struct OutputPlan {
  std::vector<PlannedFile> Files; // in input order
  std::string InputRoot;          // the folder mirrored / the user's files' root
  std::string OutputRoot;         // empty unless --out-root
};

// Checks that no output is an input (unless --in-place, which writes a backup first, or
// resumes from one that exists),
// that no two inputs share an output, and that --out-root is not inside the input tree.
// The error names the file and the flag.
llvm::Expected<OutputPlan> planProject(const RunOptions &Options,
                                       const std::vector<ProjectFile> &Files);

// The same for the command line's inputs (directories expanded).
llvm::Expected<std::vector<PlannedFile>> planOutputs(const RunOptions &Options);

// True when Path (absolute) lies inside Folder (absolute, not Folder itself).
bool isBelow(const std::string &Path, const std::string &Folder);

// The folder an --out-root run mirrors: --in-root, or the inputs' common folder.
std::string inputRootOf(const RunOptions &Options);

// The default --in-root: the deepest folder holding every input (a directory input
// counts as itself).
std::string commonInputFolder(const std::vector<std::string> &Inputs);

} // namespace cu2hip
