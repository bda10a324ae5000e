#include "IncludedHeaders.h"

#include "IncludeInference.h"
#include "OutputPlan.h"
#include "ParseProblemReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <deque>
#include <set>

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

// Where the preprocessor finds Line: the first search folder holding a regular file of that
// name (Folders[0], the includer's own folder, only for a quoted name).
std::string resolve(const IncludeLine &Line, const std::vector<std::string> &Folders) {
  for (size_t I = Line.Angled ? 1 : 0; I < Folders.size(); ++I) {
    llvm::SmallString<256> Candidate(Folders[I]);
    llvm::sys::path::append(Candidate, Line.Name);
    if (fs::is_regular_file(Candidate))
      return absolutePath(std::string(Candidate));
  }
  return {};
}

} // namespace

std::vector<ReachedHeader> includedProjectHeaders(const std::vector<ProjectFile> &Files,
                                                  const std::string &InRoot,
                                                  const std::vector<std::string> &ClangArgs) {
  std::set<std::string> Known;
  std::deque<std::string> Pending;
  for (const ProjectFile &File : Files) {
    Known.insert(File.Path);
    if (File.Kind != FileKind::Other)
      Pending.push_back(File.Path);
  }
  std::vector<ReachedHeader> Reached;
  while (!Pending.empty()) {
    std::string From = std::move(Pending.front());
    Pending.pop_front();
    auto Buffer = llvm::MemoryBuffer::getFile(From, /*IsText=*/false);
    if (!Buffer)
      continue; // an unreadable input is reported by the run itself
    std::vector<std::string> Folders = includeSearchDirectories(From, ClangArgs, "");
    for (const IncludeLine &Line : includeLines((*Buffer)->getBuffer())) {
      std::string Path = resolve(Line, Folders);
      if (Path.empty() || !isBelow(Path, InRoot) || !Known.insert(Path).second)
        continue;
      auto Content = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
      if (!Content)
        continue;
      FileKind Kind = classifyFile(Path, (*Content)->getBuffer());
      if (Kind == FileKind::Other) // a data table or a .def list: not CUDA, left as it is
        continue;
      Reached.push_back({{Path, Kind}, From});
      Pending.push_back(Path);
    }
  }
  return Reached;
}

} // namespace cu2hip
