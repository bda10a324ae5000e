// The self-contained HTML report: one file with inline CSS and JS, nothing fetched from the
// network, so it can be attached to a ticket or opened from a CI artifact as it is.
#pragma once

#include "EffortEstimate.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

// Summary numbers, per-file table (sortable, by effort first), bar charts of findings by
// category and references by API family, and every finding with its source line.
std::string renderHtmlReport(const std::vector<FileStatistics> &Files, const ProjectEstimate &P,
                             const EffortModel &Model);

// & < > " ' as entities: every piece of source text and path goes through it.
std::string escapeHtml(std::string_view Text);

} // namespace cu2hip
