// `cu2hip report merge A.json B.json ... [-o OUT.json]`: combines per-shard JSON reports.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

OptionTable describeReportMergeOptions();

int runReportCommand(const std::vector<std::string> &Args);

} // namespace cu2hip
