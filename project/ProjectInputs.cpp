// Directory walk and file classification for project conversion.
#include "ProjectInputs.h"

#include "OutputWriter.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace cu2hip {
namespace {

namespace fs = llvm::sys::fs;

bool hasExtension(llvm::StringRef Path, std::initializer_list<llvm::StringRef> Extensions) {
  llvm::StringRef Ext = llvm::sys::path::extension(Path);
  return std::find(Extensions.begin(), Extensions.end(), Ext) != Extensions.end();
}

// A CMake build tree inside the project holds generated files, not sources.
bool isBuildFolder(const std::vector<std::string> &Files) {
  return std::any_of(Files.begin(), Files.end(), [](const std::string &F) {
    return llvm::sys::path::filename(F) == "CMakeCache.txt";
  });
}

bool isVersionControlFolder(llvm::StringRef Name) {
  return Name == ".git" || Name == ".hg" || Name == ".svn";
}

// The name in an '#include <...>' or '#include "..."' line, or empty.
llvm::StringRef includedName(llvm::StringRef Line) {
  Line = Line.ltrim();
  if (!Line.consume_front("#"))
    return {};
  Line = Line.ltrim();
  if (!Line.consume_front("include"))
    return {};
  Line = Line.ltrim();
  if (Line.empty() || (Line.front() != '<' && Line.front() != '"'))
    return {};
  char Close = Line.front() == '<' ? '>' : '"';
  size_t End = Line.find(Close, 1);
  return End == llvm::StringRef::npos ? llvm::StringRef() : Line.substr(1, End - 1);
}

bool isCudaHeaderName(llvm::StringRef Name) {
  llvm::StringRef File = llvm::sys::path::filename(Name);
  if (File.ends_with(".cuh") || File.starts_with("cuda") || File.starts_with("cublas") ||
      File.starts_with("cufft") || File.starts_with("curand") || File.starts_with("cusparse") ||
      File.starts_with("cusolver") || File.starts_with("nvrtc") || File == "nccl.h" ||
      File.starts_with("cooperative_groups") || File.starts_with("device_launch_parameters") ||
      File.starts_with("cuComplex") || File.starts_with("cuda_fp16") ||
      File.starts_with("cuda_bf16"))
    return true;
  return Name.starts_with("thrust/") || Name.starts_with("cub/");
}

class Walker {
public:
  explicit Walker(ProjectInputs &Result) : Result(Result) {}

  llvm::Error addExplicit(const std::string &Input) {
    fs::file_status Status;
    if (std::error_code EC = fs::status(Input, Status))
      return llvm::createStringError(EC, "cannot read input '" + Input + "': " + EC.message());
    if (Status.type() == fs::file_type::directory_file)
      return walkDirectory(absolutePath(Input));
    if (Status.type() != fs::file_type::regular_file)
      return llvm::createStringError("input '" + Input + "' is not a regular file");
    std::string Path = absolutePath(Input);
    if (std::error_code EC = openError(Path))
      return llvm::createStringError(EC, "cannot read input '" + Input + "': " + EC.message());
    // A file named on the command line is translated whatever its name.
    FileKind Kind =
        hasExtension(Path, {".cuh", ".h", ".hpp", ".inl"}) ? FileKind::Header : FileKind::Source;
    add(Path, Kind);
    return llvm::Error::success();
  }

private:
  // Why the file cannot be opened for reading (permissions), or no error.
  static std::error_code openError(const std::string &Path) {
    int FD = -1;
    if (std::error_code EC = fs::openFileForRead(Path, FD))
      return EC;
    llvm::sys::Process::SafelyCloseFileDescriptor(FD);
    return {};
  }

  void add(const std::string &Path, FileKind Kind) {
    if (Seen.insert(Path).second)
      Result.Files.push_back({Path, Kind});
  }

  llvm::Error walkDirectory(const std::string &Root) {
    std::vector<std::string> Pending = {Root};
    while (!Pending.empty()) {
      std::string Dir = Pending.back();
      Pending.pop_back();
      llvm::SmallString<256> Real;
      if (fs::real_path(Dir, Real) || !VisitedDirectories.insert(Real).second) {
        Result.Warnings.push_back("skipped '" + Dir + "': a symlink loop or a folder seen already");
        continue;
      }
      std::vector<std::string> Files, Folders;
      if (llvm::Error Err = listDirectory(Dir, Files, Folders))
        return Err;
      if (Dir != Root && isBuildFolder(Files)) {
        Result.Warnings.push_back("skipped '" + Dir + "': a CMake build folder");
        continue;
      }
      for (const std::string &File : Files)
        addFound(File);
      // Depth first, in name order: the file order is the same on every machine.
      for (auto It = Folders.rbegin(); It != Folders.rend(); ++It)
        Pending.push_back(*It);
    }
    return llvm::Error::success();
  }

  llvm::Error listDirectory(const std::string &Dir, std::vector<std::string> &Files,
                            std::vector<std::string> &Folders) {
    std::error_code EC;
    for (fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/true), End; It != End && !EC;
         It.increment(EC)) {
      std::string Path = It->path();
      llvm::ErrorOr<fs::basic_file_status> Status = It->status();
      if (!Status) {
        // stat() fails for a link whose target is gone, but also for a path past PATH_MAX
        // or a folder without search permission: say which.
        std::error_code Why = Status.getError();
        Result.Warnings.push_back("skipped '" + Path + "': " +
                                  (Why == std::errc::no_such_file_or_directory
                                       ? std::string("a dangling link")
                                       : Why.message()));
        continue;
      }
      if (Status->type() == fs::file_type::directory_file) {
        if (!isVersionControlFolder(llvm::sys::path::filename(Path)))
          Folders.push_back(Path);
      } else if (Status->type() == fs::file_type::regular_file &&
                 !isOwnTemporary(llvm::sys::path::filename(Path))) {
        Files.push_back(Path);
      }
    }
    if (EC)
      return llvm::createStringError(EC, "cannot list folder '" + Dir + "': " + EC.message());
    std::sort(Files.begin(), Files.end());
    std::sort(Folders.begin(), Folders.end());
    return llvm::Error::success();
  }

  void addFound(const std::string &Path) {
    if (std::error_code EC = openError(Path)) {
      Result.Warnings.push_back("skipped '" + Path + "': " + EC.message());
      return;
    }
    std::string Content;
    if (!hasExtension(Path, {".cu", ".cuh", ".cpp", ".cc", ".cxx", ".h", ".hpp", ".inl"}))
      if (auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false))
        Content = (*Buffer)->getBuffer().str();
    add(Path, classifyFile(Path, Content));
  }

  ProjectInputs &Result;
  std::set<std::string> Seen;
  llvm::StringSet<> VisitedDirectories;
};

} // namespace

std::string absolutePath(std::string_view Path) {
  llvm::SmallString<256> Result(Path);
  fs::make_absolute(Result);
  llvm::sys::path::remove_dots(Result, /*remove_dot_dot=*/true);
  return std::string(Result);
}

bool includesCudaHeader(std::string_view Text) {
  llvm::StringRef Rest(Text.data(), Text.size());
  while (!Rest.empty()) {
    auto [Line, Tail] = Rest.split('\n');
    if (isCudaHeaderName(includedName(Line)))
      return true;
    Rest = Tail;
  }
  return false;
}

bool isOtherCodeName(std::string_view Path) {
  return hasExtension(llvm::StringRef(Path.data(), Path.size()),
                      {".c", ".hh", ".hxx", ".h++", ".ipp", ".tcc", ".icc", ".inc"});
}

bool usesCuda(std::string_view Text) {
  llvm::StringRef Rest(Text.data(), Text.size());
  if (Rest.contains("__global__") || Rest.contains("__device__") || Rest.contains("<<<"))
    return true;
  // A call of the runtime or a library: "cudaMalloc(", "cublasCreate (".
  for (size_t At = Rest.find("cu"); At != llvm::StringRef::npos; At = Rest.find("cu", At + 2)) {
    if (At > 0 && (std::isalnum(static_cast<unsigned char>(Rest[At - 1])) || Rest[At - 1] == '_'))
      continue;
    llvm::StringRef Word = Rest.substr(At).take_while(
        [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; });
    bool Api = false;
    for (llvm::StringRef Prefix : {"cuda", "cublas", "cufft", "curand", "cusparse", "cusolver"})
      if (Word.size() > Prefix.size() && Word.starts_with(Prefix) &&
          std::isupper(static_cast<unsigned char>(Word[Prefix.size()])))
        Api = true;
    if (Api && Rest.substr(At + Word.size()).ltrim(" \t").starts_with("("))
      return true;
  }
  return false;
}

FileKind classifyFile(std::string_view Path, std::string_view Content) {
  llvm::StringRef Name(Path.data(), Path.size());
  if (Name.ends_with(".orig")) // an --in-place backup is never translated again
    return FileKind::Other;
  if (hasExtension(Name, {".cu", ".cpp", ".cc", ".cxx"}))
    return FileKind::Source;
  if (hasExtension(Name, {".cuh", ".h", ".hpp", ".inl"}))
    return FileKind::Header;
  // Other names (.c, .hh, .ipp, no extension...) are CUDA when they include CUDA; C-family
  // code also when it calls CUDA, as a .c file nvcc compiles with '-x cu' does through the
  // headers it includes. A README or a Makefile that names cudaMalloc( stays as it is.
  if (includesCudaHeader(Content) || (isOtherCodeName(Path) && usesCuda(Content)))
    return FileKind::Source;
  return FileKind::Other;
}

llvm::Expected<ProjectInputs> collectProjectInputs(const std::vector<std::string> &Inputs) {
  ProjectInputs Result;
  Walker W(Result);
  for (const std::string &Input : Inputs)
    if (llvm::Error Err = W.addExplicit(Input))
      return Err;
  return Result;
}

} // namespace cu2hip
