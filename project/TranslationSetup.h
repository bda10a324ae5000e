// From the command line's options to the options a FileTranslator runs with: shared by the
// translation run and `cu2hip analyze`, so both translate a file the same way.
#pragma once

#include "RunOptions.h"

#include "mappings/MappingTable.h"
#include "rewriters/TranslationOptions.h"

#include <string>

namespace cu2hip {

TranslationOptions translationOptions(const RunOptions &Options, const std::string &CudaPath,
                                      const MappingTable &Table,
                                      const std::string &DefaultResourceDir);

} // namespace cu2hip
