// The user commands of 'cu2hip' (see UserCommands.h).
#include "UserCommands.h"

#include "AnalyzeCommand.h"
#include "CommandLine.h"
#include "CoverageCommand.h"
#include "MigrateBuildCommand.h"
#include "QueryCommand.h"
#include "ReportCommand.h"
#include "RulesCommand.h"
#include "VerifyTargetsCommand.h"
#include "validate/ValidateCommand.h"
#include "validate/ValidateOptions.h"

namespace cu2hip {

std::vector<Subcommand> userCommands(const std::string &ClangResourceDir,
                                     const std::string &Version) {
  return {
      {"analyze", "estimate the porting effort of a code base (writes no translation)",
       [=](const auto &A) { return runAnalyzeCommand(A, ClangResourceDir, Version); },
       describeAnalyzeOptions},
      {"migrate-build", "migrate CMake files and Makefiles to the HIP toolchain",
       runMigrateBuildCommand, describeMigrateBuildOptions},
      {"query", "show the mapping of CUDA names (globs: 'cudaMemcpy*'), text or JSON",
       runQueryCommand, describeQueryOptions},
      {"coverage", "measure the mapping tables against the installed CUDA headers",
       [=](const auto &A) { return runCoverageCommand(A, ClangResourceDir); },
       describeCoverageOptions},
      {"validate", "build the runnable fixtures for AMD and NVIDIA, compare GPU runs",
       [=](const auto &A) { return runValidateCommand(A, ClangResourceDir); },
       describeValidateOptions},
      {"report", "'report merge': combine the JSON reports of --shard runs", runReportCommand,
       describeReportMergeOptions},
      {"verify-targets", "check the tables' HIP names against the installed HIP headers",
       runVerifyTargetsCommand, describeVerifyTargetsOptions},
      {"rules", "list the rules, what each reports and when it runs (--json)", runRulesCommand,
       describeRulesOptions},
  };
}

std::string commandList(const std::vector<Subcommand> &Commands) {
  std::string Text = "Commands:\n";
  for (const Subcommand &Command : Commands) {
    std::string Head = std::string("  ") + Command.Name;
    Text +=
        Head + std::string(Head.size() < 22 ? 23 - Head.size() : 1, ' ') + Command.Summary + "\n";
  }
  return Text + "\n";
}

std::vector<OptionTable> userOptionTables() {
  std::vector<OptionTable> Tables = {
      describeOptions<RunOptions>([](RunOptions &O) { return translateOptionTable(O); })};
  for (const Subcommand &Command : userCommands("", ""))
    Tables.push_back(Command.Options());
  return Tables;
}

} // namespace cu2hip
