// What the calibrated effort model weighs: named counts of one file's statistics (lines,
// renames, library references, unconverted references, findings by category, lines of
// files Clang could not parse). The same function feeds `cu2hip analyze` and the fit
// (report/calibration/), so the model is applied to exactly what it was fitted on.
#pragma once

#include "Statistics.h"

#include <map>
#include <set>
#include <string>

namespace cu2hip {

using EffortFeatures = std::map<std::string, double>;

// LibraryFamilies: the mapping-table families whose references count as library
// references (the effort model's libraries). Build scripts have no features: the
// calibration measures source files only.
EffortFeatures effortFeatures(const FileStatistics &File,
                              const std::set<std::string> &LibraryFamilies);

void addFeatures(EffortFeatures &Into, const EffortFeatures &From);

} // namespace cu2hip
