// The diagnostic catalogue as data, and message formatting.
#include "Diagnostics.h"

namespace cu2hip {

const DiagnosticInfo &diagnosticInfo(DiagnosticKind Kind) {
  static const DiagnosticInfo Table[] = {
#define CU2HIP_DIAGNOSTIC(Enum, Id, Sev, Category, Message, Help, Meaning, Example, Hours)         \
  {Id, Severity::Sev, Category, Message, Help},
#include "DiagnosticCatalog.def"
  };
  return Table[static_cast<unsigned>(Kind)];
}

const DiagnosticDetails &diagnosticDetails(DiagnosticKind Kind) {
  static const DiagnosticDetails Table[] = {
#define CU2HIP_DIAGNOSTIC(Enum, Id, Sev, Category, Message, Help, Meaning, Example, Hours)         \
  {Meaning, Example, Hours},
#include "DiagnosticCatalog.def"
  };
  return Table[static_cast<unsigned>(Kind)];
}

const std::vector<DiagnosticKind> &allDiagnosticKinds() {
  static const std::vector<DiagnosticKind> Kinds = {
#define CU2HIP_DIAGNOSTIC(Enum, ...) DiagnosticKind::Enum,
#include "DiagnosticCatalog.def"
  };
  return Kinds;
}

bool isDiagnosticId(const std::string &Id) {
  for (DiagnosticKind Kind : allDiagnosticKinds())
    if (Id == diagnosticInfo(Kind).Id)
      return true;
  return false;
}

const std::vector<RetiredDiagnostic> &retiredDiagnostics() {
  static const std::vector<RetiredDiagnostic> Retired = {
#define CU2HIP_RETIRED(Id, Fate) {Id, Fate},
#include "RetiredDiagnostics.def"
  };
  return Retired;
}

const RetiredDiagnostic *findRetiredDiagnostic(const std::string &Id) {
  for (const RetiredDiagnostic &R : retiredDiagnostics())
    if (Id == R.Id)
      return &R;
  return nullptr;
}

const char *severityName(Severity Level) {
  switch (Level) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "?";
}

std::optional<Severity> parseSeverity(std::string_view Name) {
  for (Severity Level : {Severity::Note, Severity::Warning, Severity::Error})
    if (Name == severityName(Level))
      return Level;
  return std::nullopt;
}

std::string Finding::message() const {
  std::string Text = diagnosticInfo(Kind).Message;
  for (size_t I = 0; I < Args.size(); ++I) {
    std::string Placeholder = "{" + std::to_string(I) + "}";
    for (size_t At = Text.find(Placeholder); At != std::string::npos;
         At = Text.find(Placeholder, At + Args[I].size()))
      Text.replace(At, Placeholder.size(), Args[I]);
  }
  return Text;
}

} // namespace cu2hip
