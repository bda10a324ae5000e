// A translation run over the command line's inputs: collect the project's files, apply
// the compilation database, plan the outputs, pick this shard, translate.
#pragma once

#include "RunOptions.h"
#include "report/Statistics.h"
#include "rewriters/TranslationOptions.h"
#include "mappings/MappingTable.h"

#include <string>
#include <vector>

namespace cu2hip {

// Args is the whole command line (the incremental cache key reads it); Base the
// translation options every file starts from. Fills Stats in input order and returns
// the exit code.
int runProject(const std::vector<std::string> &Args, const RunOptions &Options,
               const MappingTable &Table, const TranslationOptions &Base,
               const std::string &CudaPath, RunStatistics &Stats);

} // namespace cu2hip
