// Temp file + rename; the temporary is removed on every failure path.
#include "OutputWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

bool isOwnTemporary(llvm::StringRef FileName) {
  // ".cu2hip-" + six characters + ".tmp", as TemporaryNameModel makes them.
  return FileName.size() == 18 && FileName.starts_with(".cu2hip-") && FileName.ends_with(".tmp");
}

llvm::Error writeFileAtomically(const std::string &Path, std::string_view Content) {
  llvm::StringRef Parent = llvm::sys::path::parent_path(Path);
  if (!Parent.empty())
    // all_all: the user's umask decides, as for mkdir(1) (LLVM's default is 0770).
    if (std::error_code EC = llvm::sys::fs::create_directories(Parent, /*IgnoreExisting=*/true,
                                                               llvm::sys::fs::all_all))
      return llvm::createStringError(EC, "cannot create folder '" + Parent.str() +
                                             "': " + EC.message());
  // The temporary's name does not grow with the final one: a name the folder accepts for
  // the output must not fail for its temporary (NAME_MAX is 255 bytes on Linux).
  llvm::SmallString<256> Model(Parent);
  llvm::sys::path::append(Model, TemporaryNameModel);
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return llvm::createStringError(EC, "cannot write '" + Path + "': " + EC.message());
  {
    llvm::raw_fd_ostream Out(FD, /*shouldClose=*/true);
    Out << Content;
    Out.close();
    if (Out.has_error()) {
      std::string Message = Out.error().message();
      Out.clear_error();
      llvm::sys::fs::remove(TempPath);
      return llvm::createStringError("cannot write '" + Path + "': " + Message);
    }
  }
  // A replaced file keeps its permissions (an executable script stays executable); a new
  // one has 0666 minus the umask, as any editor would create it.
  if (auto Existing = llvm::sys::fs::getPermissions(Path))
    llvm::sys::fs::setPermissions(TempPath, *Existing);
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Path)) {
    llvm::sys::fs::remove(TempPath);
    return llvm::createStringError(EC, "cannot write '" + Path + "': " + EC.message());
  }
  return llvm::Error::success();
}

bool isSameFile(const std::string &A, const std::string &B) {
  bool Equal = false;
  return !llvm::sys::fs::equivalent(A, B, Equal) && Equal;
}

} // namespace cu2hip
