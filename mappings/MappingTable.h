// The lookup structure built once from all mapping files: CUDA spelling -> entry.
#pragma once

#include "MappingLoader.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <deque>

namespace cu2hip {

class MappingTable {
public:
  // Built-in files must not repeat a CUDA spelling; override files replace
  // built-in entries (that is what --mappings is for) but not each other.
  // The files' entries move into the table.
  static llvm::Expected<MappingTable> build(std::vector<MappingFile> BuiltIn,
                                            std::vector<MappingFile> Overrides);

  const MappingEntry *lookupSymbol(llvm::StringRef CudaName) const;
  const MappingEntry *lookupHeader(llvm::StringRef CudaPath) const;

  // The newest HIP version any entry names: the default translation target.
  ApiVersion newestHipVersion() const { return NewestHip; }
  const std::deque<MappingEntry> &entries() const { return Entries; }
  const std::vector<MappingFile> &files() const { return Files; }

private:
  llvm::Error add(MappingEntry &&E, bool IsOverride);

  std::deque<MappingEntry> Entries; // stable addresses for the maps below
  llvm::StringMap<const MappingEntry *> Symbols;
  llvm::StringMap<const MappingEntry *> Headers;
  llvm::StringMap<bool> FromOverride;
  std::vector<MappingFile> Files; // metadata only (entries moved out)
  ApiVersion NewestHip{5, 0};
};

} // namespace cu2hip
