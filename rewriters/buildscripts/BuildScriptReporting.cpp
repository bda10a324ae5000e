// Findings and statistics of a build-script migration.
#include "BuildScriptReporting.h"

namespace cu2hip {

void printBuildScriptFindings(const std::string &Path, const BuildScriptMigration &Migration,
                              llvm::raw_ostream &OS) {
  for (const Finding &F : Migration.Findings) {
    const DiagnosticInfo &Info = diagnosticInfo(F.Kind);
    OS << Path << ":" << F.Line << ":" << F.Column << ": " << severityName(Info.Level) << ": "
       << F.message() << " [" << Info.Id << "]\n";
  }
}

FileStatistics buildScriptStatistics(const std::string &Path, std::string_view Input,
                                     const BuildScriptMigration &Migration) {
  FileStatistics S;
  S.Path = Path;
  S.Mode = Migration.Parsed ? FileMode::BuildScript : FileMode::Failed;
  S.BytesTotal = Input.size();
  for (char C : Input)
    S.LinesTotal += C == '\n';
  if (!Input.empty() && Input.back() != '\n')
    ++S.LinesTotal;
  S.LinesChanged = Migration.LinesChanged;
  S.TokenEdits = static_cast<unsigned>(Migration.Rules.size());
  S.Converted = S.TokenEdits;
  for (const std::string &Rule : Migration.Rules)
    ++S.ConvertedByName[Rule];
  for (const Finding &F : Migration.Findings) {
    bool Unsupported = F.Kind == DiagnosticKind::BuildScriptUnsupported ||
                       F.Kind == DiagnosticKind::FindCudaCommandUnsupported ||
                       F.Kind == DiagnosticKind::CudaLibraryUnsupported;
    recordFinding(S, F, Input, Unsupported || F.Kind == DiagnosticKind::NvccOnlyFlag, Unsupported,
                  false);
  }
  return S;
}

} // namespace cu2hip
