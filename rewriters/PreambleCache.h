// Precompiled CUDA headers, built once per run and parse side, reused by every file.
// Parsing the CUDA headers is nearly all the cost of translating a small file.
#pragma once

#include "TranslationOptions.h"

#include <map>
#include <mutex>
#include <string>

namespace cu2hip {

enum class ParseSide;

class PreambleCache {
public:
  // Files go to a fresh temporary folder, removed with the cache.
  PreambleCache();
  ~PreambleCache();
  PreambleCache(const PreambleCache &) = delete;
  PreambleCache &operator=(const PreambleCache &) = delete;

  // The PCH for this side and these options, built on first use. Empty when it could not
  // be built: the caller then parses without it (slower, same result).
  std::string get(ParseSide Side, const ParseOptions &Options);

private:
  std::string Folder;
  std::mutex Lock;
  std::map<std::string, std::string> Built; // key: side + options -> PCH path ("" = failed)
};

} // namespace cu2hip
