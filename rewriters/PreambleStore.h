// PCHs kept between runs in the user's cache folder, so that a later run (a single file, a
// rerun after an edit) parses no CUDA header at all. A stored PCH is used only while every
// file it was built from is unchanged; the least recently used are removed beyond a few,
// or beyond a size.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

struct StoredPreamble {
  std::string Pch, Source; // the PCH and the main file it records (must stay)
  std::string Contents;    // the library preamble's PreambleContents ("" for others)
  std::set<std::string> IncludedNames;
  std::vector<std::string> ShadowingFolders;
};

class PreambleStore {
public:
  // Folder is created on first use. At most Keep PCHs are kept, and only as many of the
  // most recently used as fit in KeepBytes with their files (a CUDA headers' PCH is about
  // 8 MB, a library preamble's about 57 MB); the newest always stays.
  explicit PreambleStore(std::string Folder, unsigned Keep = 12,
                         uint64_t KeepBytes = uint64_t(400) << 20);

  // The stored PCHs built for Key whose input files all still have their size and time
  // stamp; each one returned is marked as just used.
  std::vector<StoredPreamble> lookup(const std::string &Key);
  // Fresh, unique paths in the folder for a PCH about to be built. False when the folder
  // cannot be written (the caller then builds in a temporary folder).
  bool reserve(std::string &Pch, std::string &Source);
  // Makes a built PCH visible to later runs (its record is written last, atomically), then
  // removes the least recently used beyond Keep. Inputs: every file the build read.
  void publish(const std::string &Key, const StoredPreamble &P,
               const std::vector<std::string> &Inputs);
  // The milliseconds parses spent without the PCH of Key (none is stored yet), summed over
  // every run that used this folder; 0 when none is recorded.
  uint64_t demand(const std::string &Key);
  // Adds Milliseconds to that sum. Concurrent runs may lose an addition: that only delays
  // a build.
  void addDemand(const std::string &Key, uint64_t Milliseconds);

private:
  std::string demandPath(const std::string &Key) const;

  std::string Folder;
  unsigned Keep;
  uint64_t KeepBytes;
};

} // namespace cu2hip
