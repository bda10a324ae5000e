// Residual lines of one file: normalized texts, a line diff, renames taken out.
#include "PortResidual.h"

#include "LineDiff.h"
#include "PortText.h"

#include <algorithm>

namespace cu2hip {
namespace {

bool onlyRenamed(const PortLine &A, const PortLine &B, const ApiNamePredicate &IsApiName) {
  if (A.Tokens.size() != B.Tokens.size())
    return false;
  for (size_t I = 0; I < A.Tokens.size(); ++I)
    if (A.Tokens[I] != B.Tokens[I] && !(IsApiName(A.Tokens[I]) && IsApiName(B.Tokens[I])))
      return false;
  return true;
}

std::vector<std::string> joined(const std::vector<PortLine> &Lines) {
  std::vector<std::string> Out;
  for (const PortLine &L : Lines)
    Out.push_back(joinedTokens(L));
  return Out;
}

} // namespace

FileResidual measureFileResidual(std::string_view Translation, std::string_view HandPort,
                                 const ApiNamePredicate &IsApiName) {
  std::vector<PortLine> Old = normalizedPortLines(Translation);
  std::vector<PortLine> New = normalizedPortLines(HandPort);
  FileResidual R;
  for (const DiffHunk &H : diffLines(joined(Old), joined(New))) {
    unsigned Renamed = 0;
    for (size_t I = 0; I < std::min(H.Deleted.size(), H.Inserted.size()); ++I)
      Renamed += onlyRenamed(Old[H.Deleted[I]], New[H.Inserted[I]], IsApiName);
    R.Changed += unsigned(std::max(H.Deleted.size(), H.Inserted.size())) - Renamed;
    R.RenameOnly += Renamed;
  }
  return R;
}

} // namespace cu2hip
