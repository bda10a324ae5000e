// Line arithmetic over a file's text, for rules that insert or replace whole lines.
#pragma once

#include <string_view>

namespace cu2hip {

// Where the line holding Offset ends (its '\n', or the end of the text), after any lines a
// backslash joins to it: text placed after a line that ends in a backslash would belong to
// it (to its directive, or to its comment).
inline unsigned logicalLineEnd(std::string_view Source, unsigned Offset) {
  while (true) {
    size_t Newline = Source.find('\n', Offset);
    if (Newline == std::string_view::npos)
      return Source.size();
    std::string_view Line = Source.substr(Offset, Newline - Offset);
    size_t Last = Line.find_last_not_of(" \t\r");
    if (Last == std::string_view::npos || Line[Last] != '\\')
      return Newline;
    Offset = Newline + 1;
  }
}

} // namespace cu2hip
