#include "IncludeInference.h"
#include "rewriters/IncludeDirective.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>
#include <map>
#include <set>

namespace cu2hip {

std::vector<IncludeLine> includeLines(llvm::StringRef Text) {
  std::vector<IncludeLine> Lines;
  size_t LineStart = 0;
  while (LineStart < Text.size()) {
    size_t LineEnd = Text.find('\n', LineStart);
    llvm::StringRef Line = Text.slice(LineStart, LineEnd).ltrim(" \t");
    if (Line.consume_front("#") && Line.ltrim(" \t").starts_with("include")) {
      size_t AfterKeyword = Line.ltrim(" \t").data() + strlen("include") - Text.data();
      if (auto Included = includedHeader(std::string_view(Text), unsigned(AfterKeyword)))
        Lines.push_back({std::string(Included->Name), Included->Angled, LineStart});
    }
    LineStart = LineEnd == llvm::StringRef::npos ? Text.size() : LineEnd + 1;
  }
  return Lines;
}

std::vector<InferredIncludeFolder> inferIncludeFolders(const OutputPlan &Plan) {
  std::vector<std::string> Headers;
  for (const PlannedFile &File : Plan.Files)
    if (File.Kind == FileKind::Header)
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
    for (const IncludeLine &Line : includeLines((*Buffer)->getBuffer())) {
      const std::string &Name = Line.Name;
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
