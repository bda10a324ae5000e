// The statistics model's arithmetic, and the one way a finding enters it.
#include "Statistics.h"

#include "Diagnostics.h"

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
  AlreadyPortable += Other.AlreadyPortable;
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
  CpuSeconds += Other.CpuSeconds;
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

std::string_view fileModeName(FileMode Mode) {
  switch (Mode) {
  case FileMode::Ast:
    return "ast";
  case FileMode::Fallback:
    return "fallback";
  case FileMode::Failed:
    return "failed";
  case FileMode::BuildScript:
    return "build-script";
  case FileMode::NotReached:
    return "not-reached";
  }
  return "";
}

std::optional<FileMode> parseFileMode(std::string_view Name) {
  for (FileMode Mode : {FileMode::Ast, FileMode::Fallback, FileMode::Failed, FileMode::BuildScript,
                        FileMode::NotReached})
    if (fileModeName(Mode) == Name)
      return Mode;
  return std::nullopt;
}

std::string_view outputStateName(OutputState State) {
  switch (State) {
  case OutputState::None:
    return "none";
  case OutputState::Written:
    return "written";
  case OutputState::UpToDate:
    return "up-to-date";
  case OutputState::Failed:
    return "failed";
  }
  return "";
}

std::optional<OutputState> parseOutputState(std::string_view Name) {
  for (OutputState State :
       {OutputState::None, OutputState::Written, OutputState::UpToDate, OutputState::Failed})
    if (outputStateName(State) == Name)
      return State;
  return std::nullopt;
}

unsigned RunStatistics::outputsIn(OutputState State) const {
  unsigned Count = 0;
  for (const FileStatistics &F : Files)
    Count += F.Output == State;
  return Count;
}

unsigned RunStatistics::filesInMode(FileMode Mode) const {
  unsigned Count = 0;
  for (const FileStatistics &F : Files)
    Count += F.Mode == Mode;
  return Count;
}

void recordFinding(FileStatistics &S, const Finding &F, std::string_view Input, bool Unconverted,
                   bool Unsupported, bool LowConfidence) {
  const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
  ++S.FindingsById[Info.Id];
  FileFinding R;
  R.Id = Info.Id;
  R.Level = Info.Level;
  R.Category = Info.Category;
  R.Rule = F.Rule;
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
  ++S.FindingsBySeverity[severityName(R.Level)];
  ++S.FindingsByCategory[R.Category];
  S.Findings.push_back(std::move(R));
}

} // namespace cu2hip
