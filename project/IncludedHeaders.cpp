#include "IncludedHeaders.h"

#include "IncludeInference.h"
#include "OutputPlan.h"
#include "ParseProblemReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cctype>
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

// By name alone, as the project walk classifies files.
bool isHeaderName(llvm::StringRef Path) {
  return classifyFile(std::string_view(Path.data(), Path.size()), "") == FileKind::Header;
}

// The directive keyword of a preprocessor line ("if", "endif", ...), or "".
llvm::StringRef directiveOf(llvm::StringRef Line) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("#"))
    return "";
  Line = Line.ltrim(" \t");
  return Line.take_while([](char C) { return std::isalpha(static_cast<unsigned char>(C)); });
}

// Records in Sites where From includes one of Wanted (not yet in Sites).
void addIncludeSites(const std::string &From, const std::set<std::string> &Wanted,
                     const std::vector<std::string> &ClangArgs,
                     std::map<std::string, IncludeSite> &Sites) {
  auto Buffer = llvm::MemoryBuffer::getFile(From, /*IsText=*/false);
  if (!Buffer)
    return;
  std::vector<std::string> Folders = includeSearchDirectories(From, ClangArgs, "");
  for (const IncludeLine &Line : includeLines((*Buffer)->getBuffer())) {
    std::string Path = resolve(Line, Folders);
    if (!Path.empty() && Path != From && Wanted.count(Path))
      Sites.try_emplace(Path, IncludeSite{From, Line.LineOffset});
  }
}

// The source files (.cu, .cpp, ...) of Folder, sorted by name.
std::vector<std::string> sourcesIn(const std::string &Folder) {
  std::vector<std::string> Sources;
  std::error_code Error;
  for (fs::directory_iterator It(Folder, Error), End; It != End && !Error; It.increment(Error)) {
    if (classifyFile(It->path(), "") == FileKind::Source && fs::is_regular_file(It->path()))
      Sources.push_back(It->path());
  }
  std::sort(Sources.begin(), Sources.end());
  return Sources;
}

} // namespace

std::string includeChainRoot(const std::map<std::string, IncludeSite> &Sites,
                             const std::string &File) {
  std::string Root = File;
  std::set<std::string> Seen = {File};
  for (auto Site = Sites.find(Root); Site != Sites.end(); Site = Sites.find(Root)) {
    if (!Seen.insert(Site->second.Includer).second)
      break;
    Root = Site->second.Includer;
  }
  return Root;
}

std::map<std::string, IncludeSite> firstIncludeSites(const std::vector<std::string> &Files,
                                                     const std::vector<std::string> &ClangArgs) {
  std::set<std::string> Known(Files.begin(), Files.end());
  std::map<std::string, IncludeSite> Sites;
  // Sources first: their text before an include is what a real build parses ahead of it.
  for (bool Headers : {false, true})
    for (const std::string &From : Files)
      if (isHeaderName(From) == Headers)
        addIncludeSites(From, Known, ClangArgs, Sites);
  // A header no file of the run includes (one named alone, say): a source beside it that
  // includes it, as an editor finds one.
  for (const std::string &Header : Files) {
    if (!isHeaderName(Header) || Sites.count(Header))
      continue;
    for (const std::string &Source : sourcesIn(llvm::sys::path::parent_path(Header).str())) {
      addIncludeSites(Source, {Header}, ClangArgs, Sites);
      if (Sites.count(Header))
        break;
    }
  }
  return Sites;
}

std::string includerPrefix(llvm::StringRef Text, size_t LineOffset) {
  llvm::StringRef Prefix = Text.take_front(LineOffset);
  int Open = 0;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Prefix.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::StringRef Directive = directiveOf(Line);
    if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef")
      ++Open;
    else if (Directive == "endif" && Open > 0)
      --Open;
  }
  std::string Result = Prefix.str();
  if (!Result.empty() && Result.back() != '\n')
    Result += '\n';
  for (; Open > 0; --Open)
    Result += "#endif\n";
  return Result;
}

// A header outside the tree that a translation would have changed: a system or toolkit
// install (/usr, /opt) is not the project's.
static bool isCudaHeaderOutside(const std::string &Path) {
  llvm::StringRef P(Path);
  if (P.starts_with("/usr/") || P.starts_with("/opt/"))
    return false;
  auto Content = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Content)
    return false;
  llvm::StringRef Text = (*Content)->getBuffer();
  return P.ends_with(".cuh") || includesCudaHeader(std::string_view(Text.data(), Text.size())) ||
         Text.contains("__global__") || Text.contains("__device__");
}

std::vector<ReachedHeader> includedProjectHeaders(const std::vector<ProjectFile> &Files,
                                                  const std::string &InRoot,
                                                  const std::vector<std::string> &ClangArgs,
                                                  std::vector<ReachedHeader> *Outside) {
  // A file of the walk that is not CUDA by itself (a .c file) may still be reached: one that
  // CUDA code includes is part of a CUDA translation unit.
  std::set<std::string> Known;
  std::deque<std::string> Pending;
  for (const ProjectFile &File : Files) {
    if (File.Kind == FileKind::Other)
      continue;
    Known.insert(File.Path);
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
      if (Path.empty() || !Known.insert(Path).second)
        continue;
      if (!isBelow(Path, InRoot)) {
        if (Outside && isCudaHeaderOutside(Path))
          Outside->push_back({{Path, FileKind::Header}, From});
        continue;
      }
      auto Content = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
      if (!Content)
        continue;
      FileKind Kind = classifyFile(Path, (*Content)->getBuffer());
      if (Kind == FileKind::Other && isOtherCodeName(Path))
        Kind = FileKind::Header;   // '#include "media.c"': code of its includer's unit
      if (Kind == FileKind::Other) // a data table or a .def list: not CUDA, left as it is
        continue;
      Reached.push_back({{Path, Kind}, From});
      Pending.push_back(Path);
    }
  }
  return Reached;
}

} // namespace cu2hip
