// Per-family counts from the mapping table's family field.
#include "ApiFamilies.h"

#include "mappings/MappingTable.h"

namespace cu2hip {

static const MappingEntry *entryFor(const MappingTable &Table, const std::string &Name) {
  if (const MappingEntry *E = Table.lookupSymbol(Name))
    return E;
  return Table.lookupHeader(Name);
}

static std::string familyOf(const MappingEntry *Entry) {
  return Entry && !Entry->Family.empty() ? Entry->Family : "other";
}

void assignApiFamilies(RunStatistics &Run, const MappingTable &Table) {
  for (FileStatistics &F : Run.Files) {
    F.ConvertedByFamily.clear();
    F.UnconvertedByFamily.clear();
    F.IncludesRewritten = 0;
    for (const auto &[Name, Count] : F.ConvertedByName) {
      const MappingEntry *Entry = entryFor(Table, Name);
      F.ConvertedByFamily[familyOf(Entry)] += Count;
      if (Entry && Entry->Kind == SymbolKind::Header)
        F.IncludesRewritten += Count;
    }
    for (const auto &[Name, Count] : F.UnconvertedByName)
      F.UnconvertedByFamily[familyOf(entryFor(Table, Name))] += Count;
  }
}

} // namespace cu2hip
