// `cu2hip report merge`: the per-shard JSON reports of one project combined into the
// report a single run over all files would have produced.
#pragma once

#include "ReportReader.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace cu2hip {

// Files sorted by path, totals recomputed from them. Refused: reports of different tool
// versions or HIP targets, a file present in two reports, baseline and non-baseline
// reports mixed. Times are kept only when every report has them.
llvm::Expected<LoadedReport> mergeReports(std::vector<LoadedReport> Reports);

} // namespace cu2hip
