// Recovering an --in-place tree: stale temporaries out, backups back.
#include "InPlaceJournal.h"

#include "OutputWriter.h"
#include "rewriters/SoftwareTextureSupport.h"

#include "llvm/ADT/SmallString.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

namespace cu2hip {

namespace fs = llvm::sys::fs;

void removeStaleTemporaries(const OutputPlan &Plan) {
  std::set<std::string> Folders;
  for (const PlannedFile &File : Plan.Files)
    Folders.insert(llvm::sys::path::parent_path(File.Input).str());
  for (const std::string &Folder : Folders) {
    std::error_code EC;
    std::vector<std::string> Stale;
    for (fs::directory_iterator It(Folder, EC), End; It != End && !EC; It.increment(EC))
      if (isOwnTemporary(llvm::sys::path::filename(It->path())))
        Stale.push_back(It->path());
    for (const std::string &Path : Stale)
      fs::remove(Path);
  }
}

// The software textures header an --in-place run wrote beside the files it translated is
// not the user's: the tree restored is the tree as it was. Only cu2hip's copy (its first line
// says so) is removed.
static void removeSupportHeaders(const OutputPlan &Plan) {
  std::set<std::string> Folders;
  for (const PlannedFile &File : Plan.Files)
    if (File.Resume)
      Folders.insert(llvm::sys::path::parent_path(File.Input).str());
  for (const std::string &Folder : Folders) {
    llvm::SmallString<256> Path(Folder);
    llvm::sys::path::append(Path, SoftwareTextureHeader);
    auto Header = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (Header && (*Header)->getBuffer().starts_with(llvm::StringRef(
                      SoftwareTextureFirstLine.data(), SoftwareTextureFirstLine.size())))
      fs::remove(Path);
  }
}

int restoreBackups(const OutputPlan &Plan, bool Quiet) {
  unsigned Restored = 0, Failed = 0;
  for (const PlannedFile &File : Plan.Files) {
    if (!File.Resume) // no backup: the run never changed this file
      continue;
    auto Original = llvm::MemoryBuffer::getFile(File.Backup, /*IsText=*/false);
    llvm::Error Err = Original ? writeFileAtomically(File.Input, (*Original)->getBuffer())
                               : llvm::createStringError(Original.getError(),
                                                         "cannot read backup '" + File.Backup +
                                                             "': " + Original.getError().message());
    if (!Err && fs::remove(File.Backup))
      Err = llvm::createStringError("'" + File.Input + "' restored, but its backup '" +
                                    File.Backup + "' could not be removed");
    if (Err) {
      llvm::errs() << "cu2hip: error: " << llvm::toString(std::move(Err)) << "\n";
      ++Failed;
      continue;
    }
    ++Restored;
  }
  removeSupportHeaders(Plan);
  if (!Quiet)
    llvm::errs() << "cu2hip: " << Restored << (Restored == 1 ? " file" : " files")
                 << " restored from their backups"
                 << (Failed ? ", " + std::to_string(Failed) + " not" : std::string()) << "\n";
  return Failed ? ExitInputError : ExitSuccess;
}

} // namespace cu2hip
