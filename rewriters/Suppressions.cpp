// Suppression comments are found by a line scan rather than the lexer: the raw token stream
// drops comments, and the marker is specific enough ('cu2hip: ignore(') not to appear in code.
#include "Suppressions.h"

#include <algorithm>
#include <map>
#include <set>

namespace cu2hip {
namespace {

constexpr std::string_view Marker = "cu2hip: ignore(";

std::string trim(std::string_view Text) {
  size_t Begin = Text.find_first_not_of(" \t");
  if (Begin == std::string_view::npos)
    return "";
  size_t End = Text.find_last_not_of(" \t");
  return std::string(Text.substr(Begin, End - Begin + 1));
}

// IDs listed in 'ignore(A, B)'; a bare number-letter form like 'W010' gets the prefix.
std::set<std::string> listedIds(std::string_view List) {
  std::set<std::string> Ids;
  size_t Start = 0;
  while (Start <= List.size()) {
    size_t End = List.find(',', Start);
    std::string Id = trim(List.substr(Start, End == std::string_view::npos ? End : End - Start));
    if (!Id.empty())
      Ids.insert(Id == "all" || Id.rfind("CU2HIP-", 0) == 0 ? Id : "CU2HIP-" + Id);
    if (End == std::string_view::npos)
      break;
    Start = End + 1;
  }
  return Ids;
}

// Line number -> IDs suppressed on it.
std::map<unsigned, std::set<std::string>> suppressionsByLine(std::string_view Source) {
  std::map<unsigned, std::set<std::string>> ByLine;
  unsigned Line = 1;
  for (size_t LineStart = 0; LineStart <= Source.size(); ++Line) {
    size_t LineEnd = Source.find('\n', LineStart);
    std::string_view Text =
        Source.substr(LineStart, LineEnd == std::string_view::npos ? std::string_view::npos
                                                                   : LineEnd - LineStart);
    size_t At = Text.find(Marker);
    size_t Comment = std::min(Text.find("//"), Text.find("/*"));
    size_t Close = At == std::string_view::npos ? At : Text.find(')', At);
    if (At != std::string_view::npos && Comment < At && Close != std::string_view::npos) {
      std::set<std::string> Ids =
          listedIds(Text.substr(At + Marker.size(), Close - At - Marker.size()));
      ByLine[Line].insert(Ids.begin(), Ids.end());
      if (trim(Text.substr(0, Comment)).empty())
        ByLine[Line + 1].insert(Ids.begin(), Ids.end());
    }
    if (LineEnd == std::string_view::npos)
      break;
    LineStart = LineEnd + 1;
  }
  return ByLine;
}

} // namespace

unsigned removeSuppressedFindings(std::vector<Finding> &Findings, std::string_view Source,
                                  const std::vector<std::string> &SuppressedIds) {
  auto ByLine = suppressionsByLine(Source);
  auto Suppressed = [&](const Finding &F) {
    std::string Id = diagnosticInfo(F.Kind).Id;
    if (std::find(SuppressedIds.begin(), SuppressedIds.end(), Id) != SuppressedIds.end())
      return true;
    auto It = ByLine.find(F.Line);
    return It != ByLine.end() && (It->second.count(Id) || It->second.count("all"));
  };
  size_t Before = Findings.size();
  Findings.erase(std::remove_if(Findings.begin(), Findings.end(), Suppressed), Findings.end());
  return static_cast<unsigned>(Before - Findings.size());
}

} // namespace cu2hip
