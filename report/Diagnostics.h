// Findings: what a rule reports about the source, identified by a catalogue ID.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class Severity { Note, Warning, Error };

enum class DiagnosticKind {
#define CU2HIP_DIAGNOSTIC(Enum, ...) Enum,
#include "DiagnosticCatalog.def"
};

struct DiagnosticInfo {
  const char *Id;
  Severity Level;
  const char *Category;
  const char *Message;
  const char *Help;
};

const DiagnosticInfo &diagnosticInfo(DiagnosticKind Kind);

// The longer explanation behind an ID (the last three fields of its DiagnosticCatalog.def
// row), for docs/diagnostics.md, report help texts and the effort estimate.
struct DiagnosticDetails {
  const char *AmdMeaning = "";
  const char *Example = "";
  double EffortHours = 0;
};

const DiagnosticDetails &diagnosticDetails(DiagnosticKind Kind);
const std::vector<DiagnosticKind> &allDiagnosticKinds();
bool isDiagnosticId(const std::string &Id); // "CU2HIP-W010" names a catalogue entry

// An ID no longer reported (RetiredDiagnostics.def) and what became of it.
struct RetiredDiagnostic {
  const char *Id;
  const char *Fate;
};
const std::vector<RetiredDiagnostic> &retiredDiagnostics();
const RetiredDiagnostic *findRetiredDiagnostic(const std::string &Id);
const char *severityName(Severity Level);
// The inverse of severityName ("note", "warning", "error"), for reports read back.
std::optional<Severity> parseSeverity(std::string_view Name);

// Where the evidence for a finding or an edit came from.
enum class Evidence { Ast, Token };

// A replacement that would fix the finding, applied only when the user asks for it
// (--fix-warp-size): detectors never edit on their own.
struct FixIt {
  unsigned Offset = 0, Length = 0;
  std::string Replacement;
};

struct Finding {
  DiagnosticKind Kind;
  unsigned Offset = 0; // byte offset in the translated file's input text
  unsigned Line = 0, Column = 0;
  std::vector<std::string> Args;
  std::string Rule;
  Evidence Source = Evidence::Token;
  std::vector<FixIt> Fixes;

  std::string message() const;
};

} // namespace cu2hip
