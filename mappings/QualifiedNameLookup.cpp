// Qualified-name lookup for the C++ library tables (CUB, Thrust, cooperative groups, WMMA).
#include "QualifiedNameLookup.h"

namespace cu2hip {

const MappingEntry *lookupNamespace(const MappingTable &Table, llvm::StringRef Namespace) {
  const MappingEntry *E = Table.lookupSymbol(Namespace);
  return E && E->Kind == SymbolKind::Namespace ? E : nullptr;
}

const MappingEntry *lookupQualifiedName(const MappingTable &Table, llvm::StringRef Name) {
  if (const MappingEntry *Own = Table.lookupSymbol(Name))
    return Own;
  for (llvm::StringRef Scope = Name;;) {
    size_t Cut = Scope.rfind("::");
    if (Cut == llvm::StringRef::npos || Cut == 0)
      return nullptr;
    Scope = Scope.substr(0, Cut);
    if (const MappingEntry *Enclosing = lookupNamespace(Table, Scope))
      return Enclosing;
  }
}

} // namespace cu2hip
