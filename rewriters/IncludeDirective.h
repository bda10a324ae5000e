// The header named by an #include line, read from the text (the raw lexer splits
// '<cuda/std/atomic>' into several tokens).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cu2hip {

struct IncludedHeader {
  std::string_view Name; // between the delimiters
  unsigned Offset;       // of Name's first character in the file
  bool Angled;           // <...> rather than "..."
};

// From is the offset just after the 'include' keyword; nullopt for a computed include
// ('#include MACRO') or an unterminated name.
inline std::optional<IncludedHeader> includedHeader(std::string_view Source, unsigned From) {
  std::string_view Rest = Source.substr(From);
  size_t Open = Rest.find_first_not_of(" \t");
  if (Open == std::string_view::npos || (Rest[Open] != '<' && Rest[Open] != '"'))
    return std::nullopt;
  char Closer = Rest[Open] == '<' ? '>' : '"';
  size_t Close = Rest.find_first_of(std::string{Closer, '\n'}, Open + 1);
  if (Close == std::string_view::npos || Rest[Close] != Closer)
    return std::nullopt;
  return IncludedHeader{Rest.substr(Open + 1, Close - Open - 1),
                        static_cast<unsigned>(From + Open + 1), Closer == '>'};
}

} // namespace cu2hip
