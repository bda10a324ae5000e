// A translation run over the command line's inputs: collect the project's files, apply
// the compilation database, plan the outputs, pick this shard, translate.
#pragma once

#include "RunOptions.h"
#include "mappings/MappingTable.h"
#include "report/Statistics.h"
#include "rewriters/TranslationOptions.h"

#include <string>
#include <vector>

namespace cu2hip {

// The one entry point of a run, for translation and 'analyze' alike. Base is the
// translation options every file starts from (the incremental cache is keyed on them, not
// on the command line). Fills Stats in input order and returns the exit code.
int runProject(const RunOptions &Options, const MappingTable &Table, const TranslationOptions &Base,
               const std::string &CudaPath, RunStatistics &Stats);

} // namespace cu2hip
