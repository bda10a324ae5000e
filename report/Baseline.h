// --baseline: which findings of this run were already in an earlier JSON report, so a
// migration branch can be gated on "nothing new" while old findings are worked off.
#pragma once

#include "Statistics.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {

// One key per finding of File, in its order. A key survives edits that shift lines: it
// is the path, the ID, the finding's source line with whitespace collapsed, and the
// finding's rank among the file's findings with the same ID and line text.
std::vector<std::string> findingKeys(const FileStatistics &File);

// Sets every finding's Baseline to "unchanged" when Baseline has a finding with the same
// key, else "new". The n-th identical finding matches only if the baseline has n of them.
void applyBaseline(RunStatistics &Run, const RunStatistics &Baseline);

// Findings a gate or a summary should count: all, or only new ones after --baseline.
bool isNewFinding(const FileFinding &Finding);
std::map<std::string, unsigned> newFindingsById(const RunStatistics &Run);
unsigned newFindingCount(const RunStatistics &Run);

} // namespace cu2hip
