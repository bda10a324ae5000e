// Looks up a C++ library name ("cub::BlockReduce", "nvcuda::wmma::fragment") in the tables.
#pragma once

#include "MappingTable.h"

namespace cu2hip {

// The entry that decides how a qualified CUDA C++ name translates: its own entry if the
// tables have one, else the entry of the nearest enclosing namespace they know. A
// namespace entry speaks for its members because the HIP libraries keep the member names
// (hipCUB mirrors cub, rocWMMA mirrors nvcuda::wmma); members that differ or are missing
// have entries of their own. Null when neither the name nor a namespace around it is known.
const MappingEntry *lookupQualifiedName(const MappingTable &Table, llvm::StringRef Name);

// The entry of the namespace itself, or null: never one of its parents.
const MappingEntry *lookupNamespace(const MappingTable &Table, llvm::StringRef Namespace);

} // namespace cu2hip
