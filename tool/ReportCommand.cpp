// The report subcommand: reads shard reports, merges them, writes the result atomically.
#include "ReportCommand.h"

#include "CommandLine.h"
#include "project/OutputWriter.h"
#include "report/JsonReport.h"
#include "report/ReportMerge.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

static const char *ReportUsage =
    R"(usage: cu2hip report merge REPORT.json... [-o OUT.json]

Combines the JSON reports of shards of one project (cu2hip --shard K/N --report ...)
into the report a single run over all files would have produced: files sorted by path,
totals recomputed. Without -o (or with -o -) the result goes to stdout.
)";

static int usageError(const std::string &Message) {
  llvm::errs() << "cu2hip report: error: " << Message << "\n";
  return ExitInputError;
}

static int runMerge(const std::vector<std::string> &Args) {
  std::vector<std::string> Inputs;
  std::string Output = "-";
  for (size_t I = 0; I < Args.size(); ++I) {
    if (Args[I] == "-o") {
      if (I + 1 >= Args.size())
        return usageError("option '-o' needs a value");
      Output = Args[++I];
    } else if (Args[I].size() > 1 && Args[I][0] == '-') {
      return usageError("unknown option '" + Args[I] + "'");
    } else {
      Inputs.push_back(Args[I]);
    }
  }
  if (Inputs.empty())
    return usageError("no reports to merge (see 'cu2hip report --help')");
  std::vector<LoadedReport> Reports;
  for (const std::string &Input : Inputs) {
    if (Input == Output)
      return usageError("the output '" + Output + "' is also an input");
    auto Loaded = readJsonReport(Input);
    if (!Loaded)
      return usageError(llvm::toString(Loaded.takeError()));
    Reports.push_back(std::move(*Loaded));
  }
  auto Merged = mergeReports(std::move(Reports));
  if (!Merged)
    return usageError(llvm::toString(Merged.takeError()));
  std::string Text = jsonReportText(Merged->Run, Merged->Context);
  if (Output == "-") {
    llvm::outs() << Text;
    return ExitSuccess;
  }
  if (llvm::Error E = writeFileAtomically(Output, Text))
    return usageError("cannot write '" + Output + "': " + llvm::toString(std::move(E)));
  return ExitSuccess;
}

int runReportCommand(const std::vector<std::string> &Args) {
  if (Args.empty() || Args.front() == "--help" || Args.front() == "-h") {
    llvm::outs() << ReportUsage;
    return Args.empty() ? ExitInputError : ExitSuccess;
  }
  if (Args.front() == "merge")
    return runMerge({Args.begin() + 1, Args.end()});
  return usageError("unknown report command '" + Args.front() + "' (known: merge)");
}

} // namespace cu2hip
