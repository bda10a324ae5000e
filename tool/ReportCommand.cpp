// The report subcommand: reads shard reports, merges them, writes the result atomically.
#include "ReportCommand.h"

#include "OptionTable.h"
#include "project/OutputWriter.h"
#include "project/RunOptions.h"
#include "report/JsonReport.h"
#include "report/ReportMerge.h"

#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

namespace {

struct MergeOptions {
  std::vector<std::string> Inputs;
  std::string Output = "-";
  bool Help = false;
};

OptionTable mergeOptionTable(MergeOptions &O) {
  OptionTable T("report", R"(usage: cu2hip report merge REPORT.json... [-o OUT.json]

Combines the JSON reports of shards of one project (cu2hip --shard K/N --report ...)
into the report a single run over all files would have produced: files sorted by path,
totals recomputed.

)",
                " (see 'cu2hip report --help')");
  T.value({"-o"}, "FILE", "where the merged report goes (default, and '-': stdout)", O.Output)
      .Example = "merged.json";
  T.flag({"-h", "--help"}, "print this help and exit", O.Help);
  T.positionals([&O](const std::string &Input, std::string &) {
    O.Inputs.push_back(Input);
    return true;
  });
  return T;
}

int usageError(const std::string &Message) {
  llvm::errs() << "cu2hip report: error: " << Message << "\n";
  return ExitInputError;
}

int runMerge(const std::vector<std::string> &Args) {
  MergeOptions O;
  if (auto Exit = mergeOptionTable(O).parseCommand(Args, O.Help))
    return *Exit;
  const std::vector<std::string> &Inputs = O.Inputs;
  const std::string &Output = O.Output;
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

} // namespace

OptionTable describeReportMergeOptions() { return describeOptions<MergeOptions>(mergeOptionTable); }

int runReportCommand(const std::vector<std::string> &Args) {
  if (Args.empty() || Args.front() == "--help" || Args.front() == "-h") {
    describeReportMergeOptions().printHelp(Args.empty() ? llvm::errs() : llvm::outs());
    return Args.empty() ? ExitInputError : ExitSuccess;
  }
  if (Args.front() == "merge")
    return runMerge({Args.begin() + 1, Args.end()});
  return usageError("unknown report command '" + Args.front() + "' (known: merge)");
}

} // namespace cu2hip
