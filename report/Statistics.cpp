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
  AstEdits += Other.AstEdits;
  TokenEdits += Other.TokenEdits;
  Suppressed += Other.Suppressed;
  addCounts(ConvertedByName, Other.ConvertedByName);
  addCounts(UnconvertedByName, Other.UnconvertedByName);
  addCounts(FindingsById, Other.FindingsById);
  IncludesRewritten += Other.IncludesRewritten;
  addCounts(ConvertedByFamily, Other.ConvertedByFamily);
  addCounts(UnconvertedByFamily, Other.UnconvertedByFamily);
  addCounts(FindingsBySeverity, Other.FindingsBySeverity);
  addCounts(FindingsByCategory, Other.FindingsByCategory);
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

// The line a finding points at, for reports and for baseline matching.
static std::string sourceLineAt(std::string_view Text, unsigned Line) {
  size_t Start = 0;
  for (unsigned L = 1; L < Line && Start != std::string_view::npos; ++L)
    if ((Start = Text.find('\n', Start)) != std::string_view::npos)
      ++Start;
  if (Start == std::string_view::npos || Start >= Text.size())
    return "";
  std::string_view Found = Text.substr(Start, Text.find('\n', Start) - Start);
  if (!Found.empty() && Found.back() == '\r')
    Found.remove_suffix(1);
  constexpr size_t MaxSnippet = 240; // a minified line would swamp every report
  return std::string(Found.substr(0, MaxSnippet)) + (Found.size() > MaxSnippet ? "..." : "");
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
  S.Mode = modeName(T.Mode);
  S.BytesTotal = T.Input.size();
  for (char Ch : T.Input)
    S.LinesTotal += Ch == '\n';
  if (!T.Input.empty() && T.Input.back() != '\n')
    ++S.LinesTotal;
  S.ParseSeconds = T.ParseSeconds;
  S.RewriteSeconds = T.RewriteSeconds;

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

  for (const Finding &F : T.Findings) {
    bool Unsupported = F.Kind == DiagnosticKind::UnsupportedApi ||
                       F.Kind == DiagnosticKind::NewerThanTarget;
    recordFinding(S, F, T.Input,
                  Unsupported || F.Kind == DiagnosticKind::UnknownCudaIdentifier, Unsupported,
                  isLowConfidence(T, F));
  }
  return S;
}

void recordFinding(FileStatistics &S, const Finding &F, std::string_view Input,
                   bool Unconverted, bool Unsupported, bool LowConfidence) {
  const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
  ++S.FindingsById[Info.Id];
  FileFinding R;
  R.Id = Info.Id;
  R.Severity = severityName(Info.Level);
  R.Category = Info.Category;
  R.Message = F.message();
  R.Line = F.Line;
  R.Column = F.Column;
  R.Snippet = sourceLineAt(Input, F.Line);
  R.LowConfidence = LowConfidence;
  if (Unconverted) {
    ++S.Unconverted;
    S.Unsupported += Unsupported;
    ++S.UnconvertedByName[F.Args.empty() ? "?" : F.Args.front()];
    R.Api = F.Args.empty() ? "?" : F.Args.front();
    R.Unconverted = true;
    R.Unsupported = Unsupported;
  }
  ++S.FindingsBySeverity[R.Severity];
  ++S.FindingsByCategory[R.Category];
  S.Findings.push_back(std::move(R));
}

} // namespace cu2hip
