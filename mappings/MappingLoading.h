// Builds the mapping table from the embedded tables plus the user's --mappings files.
#pragma once

#include "mappings/MappingTable.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace cu2hip {

// Errors name the file and entry; a broken built-in table is reported as such.
llvm::Expected<MappingTable> loadMappingTable(const std::vector<std::string> &UserFiles);

} // namespace cu2hip
