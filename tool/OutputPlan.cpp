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

std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> Result(Path);
  llvm::sys::fs::make_absolute(Result);
  llvm::sys::path::remove_dots(Result, /*remove_dot_dot=*/true);
  return std::string(Result);
}

std::string commonFolder(const std::vector<std::string> &Inputs) {
  std::string Common = llvm::sys::path::parent_path(absolute(Inputs.front())).str();
  for (const std::string &Input : Inputs) {
    std::string Path = absolute(Input);
    while (!Common.empty() && !(Path.size() > Common.size() && Path.rfind(Common, 0) == 0 &&
                                Path[Common.size()] == '/'))
      Common = llvm::sys::path::parent_path(Common).str();
  }
  return Common;
}

// Below --out-root the input tree is mirrored, so relative #include lines keep working.
llvm::Expected<std::string> mirroredOutput(const std::string &Input, const std::string &InRoot,
                                           const std::string &OutRoot) {
  if (!(Input.size() > InRoot.size() && Input.rfind(InRoot, 0) == 0 && Input[InRoot.size()] == '/'))
    return llvm::createStringError("input '" + Input + "' is not below --in-root '" + InRoot + "'");
  llvm::SmallString<256> Out(OutRoot);
  llvm::sys::path::append(Out, llvm::StringRef(Input).substr(InRoot.size() + 1));
  if (llvm::sys::path::extension(Out) == ".cu")
    llvm::sys::path::replace_extension(Out, ".hip");
  return std::string(Out);
}

} // namespace

llvm::Expected<std::vector<PlannedFile>> planOutputs(const ToolOptions &Options) {
  std::vector<PlannedFile> Plan;
  std::map<std::string, std::string> OutputOwner;
  std::string InRoot, OutRoot;
  if (!Options.OutputRoot.empty()) {
    InRoot = Options.InputRoot.empty() ? commonFolder(Options.Inputs) : absolute(Options.InputRoot);
    OutRoot = absolute(Options.OutputRoot);
    if (OutRoot == InRoot || OutRoot.rfind(InRoot + "/", 0) == 0)
      return llvm::createStringError("--out-root '" + Options.OutputRoot +
                                     "' is inside the input tree '" + InRoot +
                                     "'; choose a folder outside it");
  }
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
    } else if (!OutRoot.empty()) {
      auto Out = mirroredOutput(File.Input, InRoot, OutRoot);
      if (!Out)
        return Out.takeError();
      File.Output = *Out;
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
