// Filling the statistics model from one file's translation.
#include "Statistics.h"

#include "rewriters/FileTranslator.h"

#include <set>

namespace cu2hip {

static void addCounts(std::map<std::string, unsigned> &Into,
                      const std::map<std::string, unsigned> &From) {
  for (const auto &[Name, Count] : From)
    Into[Name] += Count;
}

void FileStatistics::add(const FileStatistics &Other) {
  LinesTotal += Other.LinesTotal;
  LinesChanged += Other.LinesChanged;
  BytesTotal += Other.BytesTotal;
  Converted += Other.Converted;
  Unconverted += Other.Unconverted;
  Unsupported += Other.Unsupported;
  addCounts(ConvertedByName, Other.ConvertedByName);
  addCounts(UnconvertedByName, Other.UnconvertedByName);
  addCounts(FindingsById, Other.FindingsById);
  ParseSeconds += Other.ParseSeconds;
  RewriteSeconds += Other.RewriteSeconds;
}

FileStatistics RunStatistics::totals() const {
  FileStatistics Total;
  Total.Path = "total";
  for (const FileStatistics &F : Files)
    Total.add(F);
  return Total;
}

unsigned RunStatistics::filesInMode(const std::string &Mode) const {
  unsigned Count = 0;
  for (const FileStatistics &F : Files)
    Count += F.Mode == Mode;
  return Count;
}

FileStatistics collectFileStatistics(const FileTranslation &T) {
  FileStatistics S;
  S.Path = T.Path;
  S.Mode = T.Parsed ? "ast" : "failed";
  S.BytesTotal = T.Input.size();
  for (char Ch : T.Input)
    S.LinesTotal += Ch == '\n';
  if (!T.Input.empty() && T.Input.back() != '\n')
    ++S.LinesTotal;
  S.ParseSeconds = T.ParseSeconds;
  S.RewriteSeconds = T.RewriteSeconds;

  std::set<unsigned> ChangedLines;
  for (const Edit &E : T.Edits)
    ChangedLines.insert(lineAndColumn(T.Input, E.Offset).first);
  S.LinesChanged = ChangedLines.size();

  for (const std::string &Name : T.ConvertedReferences)
    ++S.ConvertedByName[Name];
  S.Converted = T.ConvertedReferences.size();

  for (const Finding &F : T.Findings) {
    ++S.FindingsById[diagnosticInfo(F.Kind).Id];
    bool Unsupported = F.Kind == DiagnosticKind::UnsupportedApi ||
                       F.Kind == DiagnosticKind::NewerThanTarget;
    if (Unsupported || F.Kind == DiagnosticKind::UnknownCudaIdentifier) {
      ++S.Unconverted;
      S.Unsupported += Unsupported;
      ++S.UnconvertedByName[F.Args.empty() ? "?" : F.Args.front()];
    }
  }
  return S;
}

} // namespace cu2hip
