// Named counts of a file's statistics for the calibrated effort model.
#include "EffortFeatures.h"

namespace cu2hip {

EffortFeatures effortFeatures(const FileStatistics &File,
                              const std::set<std::string> &LibraryFamilies) {
  EffortFeatures F;
  if (File.Mode == FileMode::BuildScript || File.Mode == FileMode::NotReached)
    return F;
  F["lines"] = File.LinesTotal;
  if (File.Mode == FileMode::Failed) { // nothing translated: every line is hand work
    F["failed_lines"] = File.LinesTotal;
    return F;
  }
  if (File.Mode == FileMode::Fallback)
    F["fallback_lines"] = File.LinesTotal;
  for (const auto &[Family, Count] : File.ConvertedByFamily)
    F[LibraryFamilies.count(Family) ? "library_references" : "renames"] += Count;
  if (File.Unconverted)
    F["unconverted"] = File.Unconverted;
  for (const FileFinding &Finding : File.Findings)
    if (!Finding.Unconverted) // counted above, whatever their category
      F["findings:" + Finding.Category] += 1;
  return F;
}

void addFeatures(EffortFeatures &Into, const EffortFeatures &From) {
  for (const auto &[Name, Value] : From)
    Into[Name] += Value;
}

} // namespace cu2hip
