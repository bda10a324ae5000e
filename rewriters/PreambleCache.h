// Precompiled CUDA headers, built once per run and parse side, reused by every file.
// Parsing the CUDA headers is nearly all the cost of translating a small file.
#pragma once

#include "PreambleStore.h"
#include "TranslationOptions.h"

#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

enum class ParseSide;

class PreambleCache {
public:
  // Without StoreFolder, PCHs go to a fresh temporary folder, removed with the cache. With
  // it, they are kept there for later runs (PreambleStore), keyed also on Identity (the
  // executable's: another cu2hip build may parse differently).
  explicit PreambleCache(std::string StoreFolder = "", std::string Identity = "");
  ~PreambleCache();
  PreambleCache(const PreambleCache &) = delete;
  PreambleCache &operator=(const PreambleCache &) = delete;

  // The PCH for this side and these options, built on first use. Empty when it could not
  // be built: the caller then parses without it (slower, same result). Parses whose
  // options differ only in include-search folders share a PCH as long as the folders that
  // hold a header it includes are the same, in the same order (a project's per-file -I
  // folders hold its own headers, not <cuda_runtime.h>, so one PCH serves them all).
  std::string get(ParseSide Side, const ParseOptions &Options);

private:
  struct Preamble {
    std::string Path; // "" when it could not be built
    std::set<std::string> IncludedNames;
    std::vector<std::string> ShadowingFolders;
    std::map<std::string, bool> FolderShadows; // folder -> holds one of IncludedNames
  };
  // The folders of Folders that hold one of P's included headers, in order.
  static std::vector<std::string> shadowingFolders(const std::vector<std::string> &Folders,
                                                   Preamble &P);

  std::string Folder, Identity;
  std::optional<PreambleStore> Store;
  std::mutex Lock;
  unsigned Count = 0;
  std::map<std::string, std::vector<Preamble>> Built; // options but search folders -> PCHs
};

} // namespace cu2hip
