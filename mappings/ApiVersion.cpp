// Parsing and printing of MAJOR.MINOR versions.
#include "ApiVersion.h"

#include <charconv>

namespace cu2hip {

static std::optional<int> parseNumber(std::string_view Digits) {
  if (Digits.empty() || Digits.size() > 4)
    return std::nullopt;
  int Value = 0;
  auto [End, Error] = std::from_chars(Digits.data(), Digits.data() + Digits.size(), Value);
  if (Error != std::errc() || End != Digits.data() + Digits.size())
    return std::nullopt;
  return Value;
}

std::optional<ApiVersion> ApiVersion::parse(std::string_view Text) {
  size_t Dot = Text.find('.');
  if (Dot == std::string_view::npos)
    return std::nullopt;
  auto Major = parseNumber(Text.substr(0, Dot));
  auto Minor = parseNumber(Text.substr(Dot + 1));
  if (!Major || !Minor)
    return std::nullopt;
  return ApiVersion{*Major, *Minor};
}

std::string ApiVersion::str() const { return std::to_string(Major) + "." + std::to_string(Minor); }

} // namespace cu2hip
