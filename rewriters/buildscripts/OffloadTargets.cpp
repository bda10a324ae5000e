#include "OffloadTargets.h"

#include <algorithm>
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

std::vector<std::string> targetsWithoutImages(const std::vector<std::string> &Archs) {
  std::vector<std::string> Without;
  for (const std::string &Arch : Archs) {
    std::string Name = Arch.substr(0, Arch.find(':'));
    bool Imageless = Name == "gfx940" || Name == "gfx941" || Name == "gfx942" || Name == "gfx950";
    if (Imageless && std::find(Without.begin(), Without.end(), Name) == Without.end())
      Without.push_back(Name);
  }
  return Without;
}

} // namespace cu2hip
