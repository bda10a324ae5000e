// Precompiled CUDA headers, built once per run and parse side, reused by every file.
// Parsing the CUDA headers is nearly all the cost of translating a small file; the library
// preamble adds the C and C++ library, cooperative groups, Thrust, CUB and libcu++, the rest
// of that cost.
#pragma once

#include "PreambleContents.h"
#include "PreambleStore.h"
#include "TranslationOptions.h"

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

enum class ParseSide;

// The CUDA headers and the library headers of LibraryPreambleHeaders.h, precompiled; a
// parse that uses it must pass PreambleUseCheck, or be done again with the CUDA headers
// alone. No Pch.Path: none could be built.
struct LibraryPreamble {
  PrecompiledPreamble Pch;
  std::shared_ptr<const PreambleContents> Contents;
};

class PreambleCache {
public:
  // Without StoreFolder, PCHs go to a fresh temporary folder, removed with the cache. With
  // it, they are kept there for later runs (PreambleStore), keyed also on Identity (the
  // executable's: another cu2hip build may parse differently).
  // When a library preamble that is not in the store gets built: building one costs a few
  // seconds, as much as parsing several files without it.
  enum class LibraryBuild {
    Never,                // a run of a few files that keeps nothing: it would not win that back
    FirstRequest,         // a run of a few files that keeps it: every later run uses it
    WhenPaidFor,          // a run of a few files: a PCH (the CUDA headers' too) is built only
                          // once the parses that went without it, this run's and (with a
                          // store) earlier runs', would have paid for its build; until then
                          // a file is parsed without it
    DeviceOnSecondRequest // a larger run: the host side's at once (every file parses that
                          // side), the device side's when a second file asks for it (the
                          // files that test __CUDA_ARCH__ may be one or none)
  };
  explicit PreambleCache(std::string StoreFolder = "", std::string Identity = "",
                         LibraryBuild Libraries = LibraryBuild::DeviceOnSecondRequest);
  ~PreambleCache();
  PreambleCache(const PreambleCache &) = delete;
  PreambleCache &operator=(const PreambleCache &) = delete;

  // The PCH for this side and these options, built on first use. No Path when it could not
  // be built: the caller then parses without it (slower, same result). Parses whose
  // options differ only in include-search folders share a PCH as long as the folders that
  // hold a header it includes are the same, in the same order (a project's per-file -I
  // folders hold its own headers, not <cuda_runtime.h>, so one PCH serves them all).
  PrecompiledPreamble get(ParseSide Side, const ParseOptions &Options);
  LibraryPreamble getWithLibraries(ParseSide Side, const ParseOptions &Options);

  // How often a parse kept the library preamble, and how often it had to be done again.
  struct LibraryUse {
    unsigned Kept = 0, Rejected = 0;
  };
  void noteLibraryUse(bool Kept);
  // A parse done without the PCH of that kind (LibraryBuild::WhenPaidFor found none worth
  // building yet) took Milliseconds: what that PCH could have saved, counted towards it.
  void noteParseWithout(bool WithLibraries, ParseSide Side, const ParseOptions &Options,
                        uint64_t Milliseconds);
  LibraryUse libraryUse();

private:
  struct Preamble {
    PrecompiledPreamble Pch;                          // no Path when it could not be built
    std::shared_ptr<const PreambleContents> Contents; // the library preamble's only
    std::set<std::string> IncludedNames;
    std::vector<std::string> ShadowingFolders;
    std::map<std::string, bool> FolderShadows; // folder -> holds one of IncludedNames
  };
  // The folders of Folders that hold one of P's included headers, in order.
  static std::vector<std::string> shadowingFolders(const std::vector<std::string> &Folders,
                                                   Preamble &P);
  const Preamble &find(bool WithLibraries, ParseSide Side, const ParseOptions &Options);
  // This run's hold on a PCH of the store (see PrecompiledPreamble): a link of its own in
  // Folder (a copy where the store is on another file system), and the file the PCH was
  // built from, read now. No Path when either is gone already.
  PrecompiledPreamble hold(const std::string &StoredPch, const std::string &Source);

  std::string Folder, Identity;
  LibraryBuild Libraries;
  std::map<std::string, unsigned> Requests; // per library preamble key, before it is built
  std::map<std::string, uint64_t> Demands;  // per PCH key: parse time without it (no store)
  std::optional<PreambleStore> Store;
  std::mutex Lock;
  unsigned Count = 0;
  LibraryUse Uses;
  Preamble None;
  std::map<std::string, std::deque<Preamble>> Built; // kind and options but search folders -> PCHs
};

} // namespace cu2hip
