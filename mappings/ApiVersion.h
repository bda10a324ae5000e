// A MAJOR.MINOR version of CUDA or HIP, as used in the mapping tables.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cu2hip {

struct ApiVersion {
  int Major = 0;
  int Minor = 0;

  // Accepts exactly "MAJOR.MINOR" with decimal digits; anything else is nullopt.
  static std::optional<ApiVersion> parse(std::string_view Text);
  std::string str() const;

  friend auto operator<=>(const ApiVersion &, const ApiVersion &) = default;
};

} // namespace cu2hip
