// Building the mapping lookup: duplicates and conflicts fail with both origins named.
#include "MappingTable.h"

namespace cu2hip {

llvm::Error MappingTable::add(MappingEntry &&E, bool IsOverride) {
  auto &Map = E.Kind == SymbolKind::Header ? Headers : Symbols;
  std::string Key = (E.Kind == SymbolKind::Header ? "h:" : "s:") + E.Cuda;
  auto Existing = Map.find(E.Cuda);
  if (Existing != Map.end()) {
    bool ExistingIsOverride = FromOverride.lookup(Key);
    if (!IsOverride || ExistingIsOverride)
      return llvm::createStringError(E.Origin + ": '" + E.Cuda + "' is already defined by " +
                                     Existing->second->Origin);
  }
  if (E.HipSince && *E.HipSince > NewestHip)
    NewestHip = *E.HipSince;
  FromOverride[Key] = IsOverride;
  Entries.push_back(std::move(E));
  Map[Entries.back().Cuda] = &Entries.back();
  return llvm::Error::success();
}

llvm::Expected<MappingTable> MappingTable::build(std::vector<MappingFile> BuiltIn,
                                                 std::vector<MappingFile> Overrides) {
  MappingTable Table;
  for (bool IsOverride : {false, true}) {
    for (MappingFile &File : IsOverride ? Overrides : BuiltIn) {
      for (MappingEntry &E : File.Entries)
        if (llvm::Error Err = Table.add(std::move(E), IsOverride))
          return Err;
      File.Entries.clear();
      Table.Files.push_back(std::move(File));
    }
  }
  return Table;
}

const MappingEntry *MappingTable::lookupSymbol(llvm::StringRef CudaName) const {
  return Symbols.lookup(CudaName);
}

const MappingEntry *MappingTable::lookupHeader(llvm::StringRef CudaPath) const {
  return Headers.lookup(CudaPath);
}

} // namespace cu2hip
