// The on-disk PCH store (see PreambleStore.h). Each PCH has a record NAME.meta beside it:
// its key, its files, the header names it includes, the folders that shadow one of them,
// and "input SIZE MTIME PATH" for every file the build read.
#include "PreambleStore.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <chrono>
#include <cstring>

namespace cu2hip {
namespace {

// Keys hold '\0' separators; a record is text.
std::string escapeKey(const std::string &Key) {
  std::string Out = Key;
  std::replace(Out.begin(), Out.end(), '\0', '\x1f');
  return Out;
}

std::string fileStamp(const std::string &Path) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(Path, Status))
    return "";
  return std::to_string(Status.getSize()) + " " +
         std::to_string(Status.getLastModificationTime().time_since_epoch().count());
}

// Reads a record; false when it is not for Key or one of its files changed or is gone.
bool readRecord(const std::string &MetaPath, const std::string &Key, StoredPreamble &P) {
  auto Buffer = llvm::MemoryBuffer::getFile(MetaPath, /*IsText=*/true);
  if (!Buffer)
    return false;
  llvm::SmallVector<llvm::StringRef, 256> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  bool KeyMatches = false;
  for (llvm::StringRef Line : Lines) {
    auto [Tag, Value] = Line.split(' ');
    if (Tag == "key")
      KeyMatches = Value == escapeKey(Key);
    else if (Tag == "pch")
      P.Pch = Value.str();
    else if (Tag == "source")
      P.Source = Value.str();
    else if (Tag == "contents")
      P.Contents = Value.str();
    else if (Tag == "name")
      P.IncludedNames.insert(Value.str());
    else if (Tag == "shadow")
      P.ShadowingFolders.push_back(Value.str());
    else if (Tag == "input") {
      auto [Size, Rest] = Value.split(' ');
      auto [Time, Path] = Rest.split(' ');
      if (fileStamp(Path.str()) != (Size + " " + Time).str())
        return false;
    }
    if (Tag == "key" && !KeyMatches)
      return false;
  }
  return KeyMatches && !P.Pch.empty() && llvm::sys::fs::exists(P.Pch) &&
         llvm::sys::fs::exists(P.Source) &&
         (P.Contents.empty() || llvm::sys::fs::exists(P.Contents));
}

std::vector<std::string> recordsIn(const std::string &Folder) {
  std::vector<std::string> Records;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Folder, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".meta"))
      Records.push_back(It->path());
  return Records;
}

// A PCH and its source without a record are what a killed build left (eviction goes by
// records, so it never sees them). Removed once a day old: a build running now is younger.
void removeOrphans(const std::string &Folder) {
  auto DayAgo = std::chrono::system_clock::now() - std::chrono::hours(24);
  std::error_code EC;
  std::vector<std::string> Orphans;
  for (llvm::sys::fs::directory_iterator It(Folder, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef Path(It->path());
    llvm::StringRef Base = Path.ends_with(".pch")            ? Path.drop_back(4)
                           : Path.ends_with(".preamble")     ? Path.drop_back(9)
                           : Path.ends_with(".pch.contents") ? Path.drop_back(13)
                                                             : llvm::StringRef();
    llvm::sys::fs::file_status Status;
    if (!Base.empty() && !llvm::sys::fs::exists(Base + ".meta") &&
        !llvm::sys::fs::status(Path, Status) && Status.getLastModificationTime() < DayAgo)
      Orphans.push_back(Path.str());
  }
  for (const std::string &Orphan : Orphans)
    llvm::sys::fs::remove(Orphan);
}

void touch(const std::string &Path) {
  int FD;
  if (llvm::sys::fs::openFileForWrite(Path, FD, llvm::sys::fs::CD_OpenExisting,
                                      llvm::sys::fs::OF_Append))
    return;
  llvm::sys::fs::setLastAccessAndModificationTime(FD, std::chrono::system_clock::now());
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
}

} // namespace

PreambleStore::PreambleStore(std::string Folder, unsigned Keep, uint64_t KeepBytes)
    : Folder(std::move(Folder)), Keep(Keep), KeepBytes(KeepBytes) {}

std::vector<StoredPreamble> PreambleStore::lookup(const std::string &Key) {
  std::vector<StoredPreamble> Found;
  for (const std::string &Record : recordsIn(Folder)) {
    StoredPreamble P;
    if (!readRecord(Record, Key, P))
      continue;
    touch(Record);
    Found.push_back(std::move(P));
  }
  return Found;
}

std::string PreambleStore::demandPath(const std::string &Key) const {
  return Folder + "/demand-" + llvm::utohexstr(llvm::xxh3_64bits(Key)) + ".ms";
}

uint64_t PreambleStore::demand(const std::string &Key) {
  uint64_t Milliseconds = 0;
  if (auto Buffer = llvm::MemoryBuffer::getFile(demandPath(Key), /*IsText=*/true))
    if ((*Buffer)->getBuffer().trim().getAsInteger(10, Milliseconds))
      Milliseconds = 0;
  return Milliseconds;
}

void PreambleStore::addDemand(const std::string &Key, uint64_t Milliseconds) {
  if (llvm::sys::fs::create_directories(Folder))
    return;
  std::string Path = demandPath(Key);
  uint64_t Total = demand(Key) + Milliseconds;
  // Written whole under another name, then renamed: a reader never sees half a number.
  llvm::SmallString<256> Temporary;
  int FD;
  if (llvm::sys::fs::createUniqueFile(Path + ".%%%%%%.tmp", FD, Temporary))
    return;
  {
    llvm::raw_fd_ostream Out(FD, /*shouldClose=*/true);
    Out << Total << "\n";
  }
  if (llvm::sys::fs::rename(Temporary, Path))
    llvm::sys::fs::remove(Temporary);
}

bool PreambleStore::reserve(std::string &Pch, std::string &Source) {
  if (llvm::sys::fs::create_directories(Folder))
    return false;
  llvm::SmallString<256> Path;
  int FD;
  if (llvm::sys::fs::createUniqueFile(Folder + "/preamble-%%%%%%%%%%%%.preamble", FD, Path))
    return false;
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  Source = std::string(Path);
  Pch = Source.substr(0, Source.size() - std::strlen(".preamble")) + ".pch";
  return true;
}

void PreambleStore::publish(const std::string &Key, const StoredPreamble &P,
                            const std::vector<std::string> &Inputs) {
  std::string Record = "key " + escapeKey(Key) + "\npch " + P.Pch + "\nsource " + P.Source + "\n";
  if (!P.Contents.empty())
    Record += "contents " + P.Contents + "\n";
  for (const std::string &Name : P.IncludedNames)
    Record += "name " + Name + "\n";
  for (const std::string &Folder : P.ShadowingFolders)
    Record += "shadow " + Folder + "\n";
  for (const std::string &Input : Inputs)
    if (std::string Stamp = fileStamp(Input); !Stamp.empty())
      Record += "input " + Stamp + " " + Input + "\n";
  std::string Meta = P.Pch.substr(0, P.Pch.size() - std::strlen(".pch")) + ".meta";
  std::string Temporary = Meta + ".tmp";
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(Temporary, EC);
    if (EC)
      return;
    Out << Record;
  }
  if (llvm::sys::fs::rename(Temporary, Meta))
    return;
  // Least recently used first out: a record's time stamp is its last use.
  std::vector<std::pair<llvm::sys::TimePoint<>, std::string>> Records;
  for (const std::string &R : recordsIn(Folder)) {
    llvm::sys::fs::file_status Status;
    if (!llvm::sys::fs::status(R, Status))
      Records.emplace_back(Status.getLastModificationTime(), R);
  }
  std::sort(Records.rbegin(), Records.rend());
  uint64_t Bytes = 0;
  for (size_t I = 0; I < Records.size(); ++I) {
    std::string Base = Records[I].second.substr(0, Records[I].second.size() - 5);
    const std::string Files[] = {Records[I].second, Base + ".pch", Base + ".preamble",
                                 Base + ".pch.contents"};
    for (const std::string &File : Files)
      if (uint64_t Size = 0; !llvm::sys::fs::file_size(File, Size))
        Bytes += Size;
    if (I == 0 || (I < Keep && Bytes <= KeepBytes))
      continue;
    for (const std::string &File : Files) // the record first: no one picks it up now
      llvm::sys::fs::remove(File);
  }
  removeOrphans(Folder);
}

} // namespace cu2hip
