// Collecting a build-script migration's edits and findings.
#include "MigrationContext.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace cu2hip {

std::pair<unsigned, unsigned> lineColumnIn(std::string_view Text, unsigned Offset) {
  unsigned Line = 1, Column = 1;
  for (unsigned I = 0; I < Offset && I < Text.size(); ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Column = 1;
    } else {
      ++Column;
    }
  }
  return {Line, Column};
}

bool MigrationContext::replace(unsigned Offset, unsigned Length, std::string Replacement,
                               const char *Rule) {
  if (!Options.Rules.enabled(Rule))
    return false;
  Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Replacement = std::move(Replacement);
  E.Rule = Rule;
  return Edits.add(std::move(E));
}

void MigrationContext::report(DiagnosticKind Kind, unsigned Offset, std::vector<std::string> Args,
                              const char *Rule) {
  if (!Options.Rules.enabled(Rule))
    return;
  Finding F;
  F.Kind = Kind;
  F.Offset = Offset;
  std::tie(F.Line, F.Column) = lineColumnIn(Text, Offset);
  F.Args = std::move(Args);
  F.Rule = Rule;
  Findings.push_back(std::move(F));
}

std::string MigrationContext::archList(char Separator) const {
  std::string List;
  for (const std::string &Arch : Options.OffloadArchs) {
    if (!List.empty())
      List += Separator;
    List += Arch;
  }
  return List;
}

BuildScriptMigration MigrationContext::finish() const {
  BuildScriptMigration Result;
  Result.Output = Edits.apply(Text);
  Result.Findings = Findings;
  std::stable_sort(Result.Findings.begin(), Result.Findings.end(),
                   [](const Finding &A, const Finding &B) { return A.Offset < B.Offset; });
  std::set<unsigned> Lines;
  for (const Edit &E : Edits.edits()) {
    Result.Rules.push_back(E.Rule);
    Lines.insert(lineColumnIn(Text, E.Offset).first);
  }
  Result.LinesChanged = static_cast<unsigned>(Lines.size());
  return Result;
}

} // namespace cu2hip
