// Output naming: FILE.hip beside the input (as hipify-clang does), -o, or --out-dir.
#include "OutputPlan.h"

#include "OutputWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <map>

namespace cu2hip {
namespace {

llvm::Error checkInput(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (std::error_code EC = llvm::sys::fs::status(Path, Status))
    return llvm::createStringError(EC, "cannot read input '" + Path + "': " + EC.message());
  if (Status.type() == llvm::sys::fs::file_type::directory_file)
    return llvm::createStringError("input '" + Path + "' is a directory, not a file");
  if (Status.type() != llvm::sys::fs::file_type::regular_file)
    return llvm::createStringError("input '" + Path + "' is not a regular file");
  int FD = -1;
  if (std::error_code EC = llvm::sys::fs::openFileForRead(Path, FD))
    return llvm::createStringError(EC, "cannot read input '" + Path + "': " + EC.message());
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  return llvm::Error::success();
}

// In an output directory .cu sources become .hip; headers keep their names so
// that #include lines still resolve.
std::string outputNameInDirectory(llvm::StringRef Input) {
  llvm::SmallString<128> Name(llvm::sys::path::filename(Input));
  if (llvm::sys::path::extension(Name) == ".cu")
    llvm::sys::path::replace_extension(Name, ".hip");
  return std::string(Name);
}

} // namespace

llvm::Expected<std::vector<PlannedFile>> planOutputs(const ToolOptions &Options) {
  std::vector<PlannedFile> Plan;
  std::map<std::string, std::string> OutputOwner;
  for (const std::string &Input : Options.Inputs) {
    if (llvm::Error Err = checkInput(Input))
      return std::move(Err);
    llvm::SmallString<256> Absolute(Input);
    llvm::sys::fs::make_absolute(Absolute);
    llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
    PlannedFile File{std::string(Absolute), ""};
    if (Options.OutputFile == "-") {
      File.Output = "-";
    } else if (!Options.OutputFile.empty()) {
      llvm::SmallString<256> Out(Options.OutputFile);
      llvm::sys::fs::make_absolute(Out);
      File.Output = std::string(Out);
    } else if (!Options.OutputDir.empty()) {
      llvm::SmallString<256> Out(Options.OutputDir);
      llvm::sys::fs::make_absolute(Out);
      llvm::sys::path::append(Out, outputNameInDirectory(File.Input));
      File.Output = std::string(Out);
    } else {
      File.Output = File.Input + ".hip";
    }
    if (File.Output != "-") {
      if (File.Output == File.Input || isSameFile(File.Output, File.Input))
        return llvm::createStringError("output '" + File.Output + "' is the input file '" +
                                       Input + "'; inputs are never overwritten");
      auto [It, Inserted] = OutputOwner.emplace(File.Output, Input);
      if (!Inserted)
        return llvm::createStringError("inputs '" + It->second + "' and '" + Input +
                                       "' would both be written to '" + File.Output + "'");
    }
    Plan.push_back(std::move(File));
  }
  for (const PlannedFile &File : Plan)
    for (const std::string &Input : Options.Inputs)
      if (File.Output != "-" && isSameFile(File.Output, Input))
        return llvm::createStringError("output '" + File.Output + "' is the input file '" +
                                       Input + "'; inputs are never overwritten");
  if (!Options.OutputDir.empty() && !llvm::sys::fs::is_directory(Options.OutputDir))
    return llvm::createStringError("--out-dir '" + Options.OutputDir +
                                   "' is not an existing directory");
  return Plan;
}

} // namespace cu2hip
