#include "IncludeInference.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>
#include <regex>
#include <set>

namespace cu2hip {
namespace {

std::vector<std::string> includeNames(llvm::StringRef Text) {
  static const std::regex Include(R"(^[ \t]*#[ \t]*include[ \t]*[<"]([^>"\n]+)[>"])");
  std::vector<std::string> Names;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  std::smatch Match;
  for (llvm::StringRef Line : Lines) {
    if (!Line.contains("include"))
      continue;
    std::string L = Line.str();
    if (std::regex_search(L, Match, Include))
      Names.push_back(Match[1]);
  }
  return Names;
}

bool isHeaderName(llvm::StringRef Path) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".h" || Ext == ".cuh" || Ext == ".hpp" || Ext == ".hh" || Ext == ".inl" ||
         Ext == ".hxx";
}

} // namespace

std::vector<InferredIncludeFolder> inferIncludeFolders(const OutputPlan &Plan) {
  std::vector<std::string> Headers;
  for (const PlannedFile &File : Plan.Files)
    if (isHeaderName(File.Input))
      Headers.push_back(File.Input);
  if (Headers.empty())
    return {};
  std::map<std::string, std::string> Folders; // folder -> example name
  std::set<std::string> Seen;
  for (const PlannedFile &File : Plan.Files) {
    if (File.Action != PlannedAction::Translate)
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(File.Input, /*IsText=*/false);
    if (!Buffer)
      continue; // the run itself reports an unreadable input
    llvm::StringRef Here = llvm::sys::path::parent_path(File.Input);
    for (const std::string &Name : includeNames((*Buffer)->getBuffer())) {
      if (llvm::sys::fs::exists(Here + "/" + Name) || !Seen.insert(Name).second)
        continue;
      std::string Suffix = "/" + Name, Match;
      unsigned Matches = 0;
      for (const std::string &Header : Headers)
        if (llvm::StringRef(Header).ends_with(Suffix)) {
          Match = Header;
          ++Matches;
        }
      if (Matches == 1)
        Folders.emplace(Match.substr(0, Match.size() - Suffix.size()), Name);
    }
  }
  std::vector<InferredIncludeFolder> Result;
  for (auto &[Folder, Name] : Folders)
    Result.push_back({Folder, Name});
  return Result;
}

} // namespace cu2hip
