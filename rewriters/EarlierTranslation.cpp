// Finding cu2hip's own code in a file translated again.
#include "EarlierTranslation.h"

namespace cu2hip {
namespace {

// The line starting at Offset without its line break, and where the next line starts.
std::pair<std::string_view, size_t> lineAt(std::string_view Source, size_t Offset) {
  size_t End = Source.find('\n', Offset);
  size_t Next = End == std::string_view::npos ? Source.size() : End + 1;
  std::string_view Line =
      Source.substr(Offset, (End == std::string_view::npos ? Source.size() : End) - Offset);
  if (!Line.empty() && Line.back() == '\r')
    Line.remove_suffix(1);
  return {Line, Next};
}

} // namespace

std::optional<ByteRange> earlierPlatformDefinesBlock(std::string_view Source) {
  size_t Start = Source.find(PlatformDefinesMarker);
  while (Start != std::string_view::npos && Start > 0 && Source[Start - 1] != '\n')
    Start = Source.find(PlatformDefinesMarker, Start + 1); // only at the start of a line
  if (Start == std::string_view::npos)
    return std::nullopt;
  auto [Marker, At] = lineAt(Source, Start);
  if (At < Source.size() && lineAt(Source, At).first.starts_with("#include <"))
    At = lineAt(Source, At).second;
  // A group is cu2hip's when it holds '#define' and '#include <...>' lines alone: the
  // program's own '#if defined(__HIP_PLATFORM_AMD__)' right after the block is not.
  while (At < Source.size() &&
         lineAt(Source, At).first.starts_with("#if defined(__HIP_PLATFORM_")) {
    size_t Line = lineAt(Source, At).second;
    while (Line < Source.size() && lineAt(Source, Line).first != "#endif") {
      std::string_view Body = lineAt(Source, Line).first;
      if (!Body.starts_with("#define ") && !Body.starts_with("#include <"))
        return ByteRange{unsigned(Start), unsigned(At)};
      Line = lineAt(Source, Line).second;
    }
    if (Line >= Source.size()) // no '#endif': the groups end before this one
      return ByteRange{unsigned(Start), unsigned(At)};
    At = lineAt(Source, Line).second;
  }
  return ByteRange{unsigned(Start), unsigned(At)};
}

bool lineBeforeIs(std::string_view Source, unsigned LineStart, std::string_view Condition) {
  if (LineStart == 0 || LineStart > Source.size() || Source[LineStart - 1] != '\n')
    return false;
  size_t End = LineStart - 1;
  size_t Begin = Source.rfind('\n', End == 0 ? 0 : End - 1);
  Begin = (Begin == std::string_view::npos || End == 0) ? 0 : Begin + 1;
  std::string_view Line = Source.substr(Begin, End - Begin);
  if (!Line.empty() && Line.back() == '\r')
    Line.remove_suffix(1);
  return Line == Condition;
}

} // namespace cu2hip
