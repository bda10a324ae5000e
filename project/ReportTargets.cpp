// Report paths against the plan: a report never lands on an input, an output or a file of
// the input tree (a mistyped '--report src/main.cu' once replaced the source with JSON).
#include "ReportTargets.h"

#include "report/CsvReport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <map>

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

// What the run owns, by path and by file identity, with a description for the message.
class ClaimedFiles {
public:
  void claim(const std::string &Path, const std::string &What) {
    if (Path.empty() || Path == "-")
      return;
    std::string Abs = absolutePath(Path);
    ByPath.emplace(Abs, What);
    fs::UniqueID ID;
    if (!fs::getUniqueID(Abs, ID))
      ById.emplace(ID, What);
  }
  // The description of what Path is, or empty.
  std::string owner(const std::string &Abs) const {
    if (auto It = ByPath.find(Abs); It != ByPath.end())
      return It->second;
    fs::UniqueID ID;
    if (!fs::getUniqueID(Abs, ID))
      if (auto It = ById.find(ID); It != ById.end())
        return It->second;
    return {};
  }

private:
  std::map<std::string, std::string> ByPath;
  std::map<fs::UniqueID, std::string> ById;
};

ClaimedFiles claimedFiles(const OutputPlan &Plan, const RunOptions &Options) {
  ClaimedFiles Claimed;
  for (const PlannedFile &F : Plan.Files) {
    Claimed.claim(F.Input, "the input file '" + F.Input + "'");
    if (F.Output != F.Input)
      Claimed.claim(F.Output, "the output of '" + F.Input + "'");
    Claimed.claim(F.Backup, "the backup of '" + F.Input + "'");
  }
  for (const std::string &Input : Options.Inputs)
    if (!fs::is_directory(Input))
      Claimed.claim(Input, "the input file '" + Input + "'");
  if (!Options.CompileCommands.empty()) {
    std::string Database = Options.CompileCommands;
    if (fs::is_directory(Database))
      Database += "/compile_commands.json";
    Claimed.claim(Database, "the compilation database '" + Database + "'");
  }
  for (const std::string &Table : Options.MappingFiles)
    Claimed.claim(Table, "the mapping table '" + Table + "'");
  return Claimed;
}

// The folders whose files are the user's project: each folder named as an input, and the
// tree an --in-place or --out-root run works on.
std::vector<std::string> inputFolders(const OutputPlan &Plan, const RunOptions &Options) {
  std::vector<std::string> Folders;
  for (const std::string &Input : Options.Inputs)
    if (fs::is_directory(Input))
      Folders.push_back(absolutePath(Input));
  if ((Options.InPlace || !Options.OutputRoot.empty()) && !Plan.InputRoot.empty())
    Folders.push_back(Plan.InputRoot);
  return Folders;
}

// A report an earlier run wrote there may be replaced: every format names cu2hip near its
// top (JSON "tool", SARIF "driver", the Markdown and HTML titles, the CSV header).
bool isEarlierReport(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFileSlice(Path, 4096, 0, /*IsVolatile=*/false);
  if (!Buffer) // shorter than 4 KB
    Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return Buffer && (*Buffer)->getBuffer().contains("cu2hip");
}

llvm::Error refuse(const std::string &Report, const std::string &Why) {
  return llvm::createStringError("--report '" + Report + "' would replace " + Why +
                                 "; reports are never written over a file the run reads or "
                                 "writes: name another file");
}

} // namespace

llvm::Error checkReportTargets(const std::vector<std::string> &Reports, const OutputPlan &Plan,
                               const RunOptions &Options) {
  if (Reports.empty())
    return llvm::Error::success();
  ClaimedFiles Claimed = claimedFiles(Plan, Options);
  std::vector<std::string> Folders = inputFolders(Plan, Options);
  ClaimedFiles Written;
  for (const std::string &Report : Reports) {
    std::string Abs = absolutePath(Report);
    if (fs::is_directory(Abs))
      return refuse(Report, "the folder '" + Report + "'");
    if (std::string Owner = Claimed.owner(Abs); !Owner.empty())
      return refuse(Report, Owner);
    if (std::string Earlier = Written.owner(Abs); !Earlier.empty())
      return refuse(Report, Earlier);
    Written.claim(Abs, "another report of this run ('" + Report + "')");
    if (!fs::exists(Abs) || isEarlierReport(Abs))
      continue;
    for (const std::string &Folder : Folders)
      if (isBelow(Abs, Folder))
        return refuse(Report, "'" + Report + "', a file of the input tree '" + Folder + "'");
  }
  return llvm::Error::success();
}

std::vector<std::string> reportTargetsOf(const ReportOptions &Reports) {
  std::vector<std::string> Paths;
  for (const ReportRequest &R : Reports.Requests) {
    Paths.push_back(R.Path);
    if (R.Format == ReportFormat::Csv)
      Paths.push_back(csvFindingsPath(R.Path));
  }
  return Paths;
}

} // namespace cu2hip
