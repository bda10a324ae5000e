// Reads one mapping-table JSON file (docs/mapping-schema.md) into plain entries, loudly.
#pragma once

#include "MappingEntry.h"

#include "llvm/Support/Error.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct MappingFile {
  std::string Name; // file name used in messages
  std::string Family;
  std::string Description;
  std::vector<std::string> Sources;
  std::vector<MappingEntry> Entries;
};

// Fails on malformed JSON, unknown or missing fields, bad values and duplicate
// CUDA spellings within the file; the message names the file and the entry.
llvm::Expected<MappingFile> parseMappingFile(std::string_view Name, std::string_view JsonText);

} // namespace cu2hip
