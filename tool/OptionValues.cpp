// Handlers of the option values several commands share (see OptionValues.h).
#include "OptionValues.h"

#include "rewriters/RuleRegistry.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include <algorithm>
#include <cstdlib>

namespace cu2hip {

OptionHandler jobsOption(unsigned &Jobs) {
  return [&Jobs](const std::string &Value, std::string &Error) {
    char *End = nullptr;
    unsigned long N = std::strtoul(Value.c_str(), &End, 10);
    if (Value.empty() || *End != '\0' || N == 0 || N > 1024) {
      Error = "option '-j' takes a number of parallel jobs (1 or more), not '" + Value + "'";
      return false;
    }
    Jobs = static_cast<unsigned>(N);
    return true;
  };
}

OptionHandler secondsOption(const std::string &Name, double &Seconds) {
  return [Name, &Seconds](const std::string &Value, std::string &Error) {
    char *End = nullptr;
    double N = std::strtod(Value.c_str(), &End);
    if (Value.empty() || *End != '\0' || !(N >= 0) || N > 1e6) {
      Error = "option '" + Name + "' takes a number of seconds (0 or more), not '" + Value + "'";
      return false;
    }
    Seconds = N;
    return true;
  };
}

OptionHandler hipVersionOption(std::optional<ApiVersion> &Version) {
  return [&Version](const std::string &Value, std::string &Error) {
    Version = ApiVersion::parse(Value);
    if (!Version)
      Error = "option '--hip-version' takes MAJOR.MINOR (e.g. 5.2), not '" + Value + "'";
    return Version.has_value();
  };
}

OptionHandler choiceOption(const std::string &Name, std::vector<std::string> Choices,
                           std::string &Target) {
  return
      [Name, Choices = std::move(Choices), &Target](const std::string &Value, std::string &Error) {
        if (std::find(Choices.begin(), Choices.end(), Value) != Choices.end()) {
          Target = Value;
          return true;
        }
        std::string List;
        for (size_t I = 0; I < Choices.size(); ++I)
          List += (I == 0 ? "" : I + 1 == Choices.size() ? " or " : ", ") + Choices[I];
        Error = "option '" + Name + "' takes " + List + ", not '" + Value + "'";
        return false;
      };
}

OptionHandler offloadArchOption(std::vector<std::string> &Archs) {
  return [&Archs](const std::string &Value, std::string &Error) {
    auto Parsed = parseOffloadArchList(Value);
    if (!Parsed)
      Error =
          "option '--offload-arch' takes AMD targets such as 'gfx90a,gfx942', not '" + Value + "'";
    Archs = Parsed.value_or(std::vector<std::string>{});
    return Parsed.has_value();
  };
}

bool parseRuleList(const std::string &Value, std::vector<std::string> &Rules, std::string &Error) {
  size_t Start = 0;
  while (Start <= Value.size()) {
    size_t End = Value.find(',', Start);
    std::string Name = Value.substr(Start, End == std::string::npos ? End : End - Start);
    if (!findRule(Name)) {
      Error =
          "option '--only-rules' names an unknown rule '" + Name + "' (cu2hip rules lists them)";
      return false;
    }
    Rules.push_back(Name);
    if (End == std::string::npos)
      break;
    Start = End + 1;
  }
  return true;
}

} // namespace cu2hip
