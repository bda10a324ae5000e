// The statistics model: one record per file and the run's totals. Every report
// format and the terminal summary read this model; none of them counts on its own.
#pragma once

#include "Diagnostics.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// One finding as the machine-readable reports carry it (JSON, SARIF, CSV, Markdown) and as
// --baseline matches it against an earlier report.
// How a file was handled: parsed by Clang, translated from its tokens alone (Clang could
// not parse it), not translated at all, migrated as a build script, or never reached
// because the run stopped at an earlier error.
enum class FileMode { Ast, Fallback, Failed, BuildScript, NotReached };
// "ast", "fallback", "failed", "build-script", "not-reached": the spelling of every report.
std::string_view fileModeName(FileMode Mode);
std::optional<FileMode> parseFileMode(std::string_view Name);

// What became of a file's output: none asked (analyze, stdout, not reached), written, left
// alone because it already held the same text, or not written (full disk, permissions...).
enum class OutputState { None, Written, UpToDate, Failed };
// "none", "written", "up-to-date", "failed".
std::string_view outputStateName(OutputState State);
std::optional<OutputState> parseOutputState(std::string_view Name);

struct FileFinding {
  std::string Id;
  Severity Level = Severity::Warning;
  std::string Category, Message;
  std::string Rule; // the registry's rule that reported it (cu2hip rules)
  unsigned Line = 0, Column = 0;
  std::string Snippet;        // the source line as written (cut at 240 characters)
  std::string Api;            // the CUDA name, for a reference left unchanged
  bool Unconverted = false;   // U001/U002/U003: a CUDA reference left unchanged
  bool Unsupported = false;   // ...that has no HIP equivalent for the target (U001/U003)
  bool LowConfidence = false; // matched on tokens in a file Clang could not parse
  std::string Baseline;       // "" without --baseline, else "new" or "unchanged"
};

struct FileStatistics {
  std::string Path;
  FileMode Mode = FileMode::Ast;
  OutputState Output = OutputState::None;
  unsigned LinesTotal = 0, LinesChanged = 0;
  size_t BytesTotal = 0;
  unsigned Converted = 0;       // CUDA references translated (their spelling changed)
  unsigned AlreadyPortable = 0; // mapped CUDA references HIP spells the same (threadIdx, sinf)
  unsigned Unconverted = 0;     // CUDA references left as they were (all reasons)
  unsigned Unsupported = 0;     // ...of which have no HIP equivalent for the target
  unsigned AstEdits = 0, TokenEdits = 0; // replacements by evidence (Clang-resolved or spelling)
  unsigned Suppressed = 0;               // findings hidden by ignore comments or --suppress
  std::map<std::string, unsigned> ConvertedByName, UnconvertedByName, FindingsById;
  double ParseSeconds = 0, RewriteSeconds = 0;
  double CpuSeconds = 0; // the translating thread's CPU time (parse, rules, PCH builds)
  // Filled by assignApiFamilies (report/ApiFamilies.h), which needs the mapping table.
  unsigned IncludesRewritten = 0; // CUDA #include lines turned into HIP ones
  std::map<std::string, unsigned> ConvertedByFamily, UnconvertedByFamily;
  std::map<std::string, unsigned> FindingsBySeverity, FindingsByCategory;
  std::vector<FileFinding> Findings; // in source order; add() does not copy them

  void add(const FileStatistics &Other); // accumulates counts (not Path/Mode)
};

struct RunStatistics {
  std::vector<FileStatistics> Files;
  // The run stopped before it translated anything (bad input, an unsafe plan, a report
  // path that would replace a file of the run): no report is written, so none can replace
  // the file the refusal protects.
  bool Refused = false;
  FileStatistics totals() const;
  unsigned filesInMode(FileMode Mode) const;
  unsigned outputsIn(OutputState State) const;
};

// Adds one finding of a file whose text is Input to S: the record every report lists, and
// the counts by ID, severity and category; an unconverted one also counts as an unconverted
// reference to the name in its first argument. Shared by sources and build scripts.
void recordFinding(FileStatistics &S, const Finding &F, std::string_view Input, bool Unconverted,
                   bool Unsupported, bool LowConfidence);

} // namespace cu2hip
