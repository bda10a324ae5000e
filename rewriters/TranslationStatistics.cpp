// Filling the statistics model from one file's translation.
#include "TranslationStatistics.h"

#include "FileTranslator.h"

#include <set>

namespace cu2hip {

FileStatistics collectFileStatistics(const FileTranslation &T) {
  FileStatistics S;
  S.Path = T.Path;
  S.Mode = T.Mode == TranslationMode::Ast        ? FileMode::Ast
           : T.Mode == TranslationMode::Fallback ? FileMode::Fallback
                                                 : FileMode::Failed;
  S.BytesTotal = T.Input.size();
  for (char Ch : T.Input)
    S.LinesTotal += Ch == '\n';
  if (!T.Input.empty() && T.Input.back() != '\n')
    ++S.LinesTotal;
  S.ParseSeconds = T.ParseSeconds;
  S.RewriteSeconds = T.RewriteSeconds;
  S.CpuSeconds = T.CpuSeconds;

  // Edits are sorted by offset, so one forward scan finds every changed line (a lookup per
  // edit from the start of the file is quadratic on large generated sources).
  std::set<unsigned> ChangedLines;
  unsigned Line = 1, Scanned = 0;
  for (const Edit &E : T.Edits) {
    for (; Scanned < E.Offset && Scanned < T.Input.size(); ++Scanned)
      Line += T.Input[Scanned] == '\n';
    ChangedLines.insert(Line);
    (E.Source == Evidence::Ast ? S.AstEdits : S.TokenEdits) += 1;
  }
  S.Suppressed = T.SuppressedFindings;
  S.LinesChanged = ChangedLines.size();

  for (const std::string &Name : T.ConvertedReferences)
    ++S.ConvertedByName[Name];
  S.Converted = T.ConvertedReferences.size();
  S.AlreadyPortable = T.PortableReferences.size();

  for (const Finding &F : T.Findings) {
    bool Unsupported =
        F.Kind == DiagnosticKind::UnsupportedApi || F.Kind == DiagnosticKind::NewerThanTarget;
    recordFinding(S, F, T.Input,
                  Unsupported || F.Kind == DiagnosticKind::UnknownCudaIdentifier ||
                      F.Kind == DiagnosticKind::CallKeptForCudaArgument,
                  Unsupported, isLowConfidence(T, F));
  }
  return S;
}

} // namespace cu2hip
