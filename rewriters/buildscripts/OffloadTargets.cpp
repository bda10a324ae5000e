#include "OffloadTargets.h"

#include <regex>

namespace cu2hip {

std::vector<std::string> defaultOffloadArchs(ApiVersion TargetHip) {
  if (TargetHip < ApiVersion{5, 7})
    return {"gfx90a", "gfx940"};
  return {"gfx90a", "gfx942"};
}

std::optional<std::vector<std::string>> parseOffloadArchList(const std::string &Value) {
  static const std::regex Arch("gfx[0-9a-f]+(:[a-z+-:]+)?");
  std::vector<std::string> Archs;
  size_t Start = 0;
  while (Start <= Value.size()) {
    size_t End = Value.find_first_of(",;", Start);
    std::string Item = Value.substr(Start, End == std::string::npos ? End : End - Start);
    if (!std::regex_match(Item, Arch))
      return std::nullopt;
    Archs.push_back(Item);
    if (End == std::string::npos)
      break;
    Start = End + 1;
  }
  return Archs;
}

} // namespace cu2hip
