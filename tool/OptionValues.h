// Option values more than one command takes, each checked by one handler with one message:
// jobs, HIP versions, AMD targets, rule names.
#pragma once

#include "OptionTable.h"
#include "mappings/ApiVersion.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// -j N: 1 to 1024 parallel jobs.
OptionHandler jobsOption(unsigned &Jobs);
// A duration in seconds: 0 or more, fractions allowed (--file-timeout 0.5).
OptionHandler secondsOption(const std::string &Name, double &Seconds);
// --hip-version X.Y.
OptionHandler hipVersionOption(std::optional<ApiVersion> &Version);
// One of Choices (e.g. --format text|json): "option 'NAME' takes a, b or c, not 'x'".
OptionHandler choiceOption(const std::string &Name, std::vector<std::string> Choices,
                           std::string &Target);
// --offload-arch gfx90a,gfx942: AMD targets only (an NVIDIA sm_80 is refused).
OptionHandler offloadArchOption(std::vector<std::string> &Archs);

// --only-rules=NAME,...: names from the rule registry (cu2hip rules). False, with Error
// naming the option and the unknown rule, when one is not registered.
bool parseRuleList(const std::string &Value, std::vector<std::string> &Rules, std::string &Error);

} // namespace cu2hip
