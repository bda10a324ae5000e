// docs/options.md: every command's option table as Markdown, with what each option changes.
#pragma once

#include "OptionTable.h"

#include <string>
#include <vector>

namespace cu2hip {

// Tables in the order they appear; the first is the translation run's ("cu2hip").
std::string optionsPage(const std::vector<OptionTable> &Tables);

} // namespace cu2hip
