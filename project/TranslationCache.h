// The incremental cache of an --out-root tree: a file whose inputs did not change since
// the last run is served from the recorded translation instead of being parsed again.
#pragma once

#include "rewriters/FileTranslator.h"

#include <optional>
#include <string>

namespace cu2hip {

class TranslationCache {
public:
  // Entries live in Folder (see cacheFolderFor). RunKey covers everything that is the
  // same for every file of the run: tool build, tables, options, the project's headers.
  TranslationCache(std::string Folder, std::string RunKey);

  // The key of one file: the run's key, the file's own clang flags and its content.
  std::string keyFor(const std::string &Relative, const std::vector<std::string> &FileArgs,
                     std::string_view Content) const;

  // The recorded translation, when the entry exists and was made with Key.
  std::optional<FileTranslation> load(const std::string &Relative, const std::string &Key,
                                      const std::string &Path, std::string Content) const;

  // Records a translation (Ast or Fallback; a failed one is never cached): every field of
  // FileTranslation a report reads, so a cached file reports like a parsed one. A new
  // field of FileTranslation must be added here and EntryFormat bumped. Errors are
  // ignored: a cache that cannot be written only makes the next run slower.
  void store(const std::string &Relative, const std::string &Key, const FileTranslation &T) const;

private:
  std::string entryPath(const std::string &Relative) const;

  std::string Folder;
  std::string RunKey;
};

// Where the entries of an --out-root tree live: below CacheDir (--cache-dir), else below
// the user's cache folder ($XDG_CACHE_HOME/cu2hip, else ~/.cache/cu2hip), in a folder
// named by the output root, so that the output tree itself holds nothing but the
// project (users copy it into their repository). Empty when there is no cache folder.
std::string cacheFolderFor(const std::string &OutRoot, const std::string &CacheDir);
// Where precompiled CUDA headers are kept between runs (of every kind, not only --out-root
// ones): CacheDir's (or the user's cache folder's) 'pch'; "" when there is none.
std::string preambleStoreFolder(const std::string &CacheDir);

// SHA-256 of Text as lowercase hex.
std::string sha256Hex(std::string_view Text);

} // namespace cu2hip
