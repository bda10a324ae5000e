// Completes the statistics model with what only the mapping table knows: the API family
// of every converted and unconverted name, and which conversions were #include lines.
#pragma once

#include "Statistics.h"

namespace cu2hip {

class MappingTable;

// Names the tables do not know (CU2HIP-U002, launch syntax, macros) count under "other".
void assignApiFamilies(RunStatistics &Run, const MappingTable &Table);

} // namespace cu2hip
