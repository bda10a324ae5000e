// Include lines and logical line boundaries, as the preprocessor sees them.
#include "IncludeLines.h"

#include "IncludeDirective.h"
#include "mappings/MappingResolution.h"

namespace cu2hip {

namespace {

bool isHorizontalSpace(char C) { return C == ' ' || C == '\t' || C == '\f' || C == '\v'; }

// Whether the line break before LineStart is escaped: a backslash, then (as Clang allows,
// with a warning) spaces or tabs, then the break.
bool continuesPreviousLine(std::string_view Source, unsigned LineStart) {
  if (LineStart == 0)
    return false;
  unsigned Break = LineStart - 1;
  if (Source[Break] == '\n' && Break > 0 && Source[Break - 1] == '\r')
    --Break; // '\r\n' is one break
  while (Break > 0 && isHorizontalSpace(Source[Break - 1]))
    --Break;
  return Break > 0 && Source[Break - 1] == '\\';
}

// The offset just past the physical line break at or after Offset.
unsigned pastLineBreak(std::string_view Source, unsigned Offset) {
  while (Offset < Source.size() && Source[Offset] != '\n' && Source[Offset] != '\r')
    ++Offset;
  if (Offset == Source.size())
    return Offset;
  if (Source[Offset] == '\r' && Offset + 1 < Source.size() && Source[Offset + 1] == '\n')
    ++Offset;
  return Offset + 1;
}

} // namespace

unsigned logicalLineStart(std::string_view Source, unsigned Offset) {
  unsigned LineStart = Offset;
  do {
    while (LineStart > 0 && Source[LineStart - 1] != '\n' && Source[LineStart - 1] != '\r')
      --LineStart;
  } while (continuesPreviousLine(Source, LineStart) && --LineStart > 0);
  return LineStart;
}

unsigned nextLogicalLineStart(std::string_view Source, unsigned Offset) {
  unsigned Next = pastLineBreak(Source, Offset);
  while (Next < Source.size() && continuesPreviousLine(Source, Next))
    Next = pastLineBreak(Source, Next);
  return Next;
}

std::vector<IncludeLine> includeLines(std::string_view Source, const TokenStream &T) {
  std::vector<IncludeLine> Lines;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].is(clang::tok::hash) || T[I].DirectiveHash != static_cast<int>(I) ||
        (T[I + 1].Text != "include" && T[I + 1].Text != "include_next"))
      continue;
    if (auto Included = includedHeader(Source, T[I + 1].end()))
      Lines.push_back({T[I].Offset, logicalLineStart(Source, T[I].Offset),
                       nextLogicalLineStart(Source, T[I].Offset), std::string(Included->Name)});
  }
  return Lines;
}

std::string_view lineBreakOf(std::string_view Source) {
  size_t Newline = Source.find('\n');
  return Newline != std::string_view::npos && Newline > 0 && Source[Newline - 1] == '\r' ? "\r\n"
                                                                                         : "\n";
}

std::string translatedHeader(const MappingTable &Table, const TranslationOptions &Options,
                             const std::string &Header) {
  const MappingEntry *Entry = Table.lookupHeader(Header);
  if (!Entry)
    return Header;
  Resolution R = resolve(*Entry, Options.TargetHip, Options.UseRocNames, Options.SoftwareTextures);
  bool Written = R.What == Resolution::Action::Rename || R.What == Resolution::Action::OlderForm;
  return Written ? R.Spelling : Header;
}

} // namespace cu2hip
