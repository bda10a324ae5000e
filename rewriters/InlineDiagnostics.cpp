// Comments are inserted at line starts, where no rename ever edits, so they never fight the
// translation's own edits; several findings on one line become consecutive comment lines.
#include "InlineDiagnostics.h"

namespace cu2hip {
namespace {

unsigned lineStartBefore(std::string_view Source, unsigned Offset) {
  unsigned Start = std::min<unsigned>(Offset, Source.size());
  while (Start > 0 && Source[Start - 1] != '\n')
    --Start;
  return Start;
}

// The previous line ends with a backslash: this line continues a directive (a macro body).
bool continuesDirective(std::string_view Source, unsigned LineStart) {
  if (LineStart == 0)
    return false;
  unsigned End = LineStart - 1; // the '\n'
  if (End > 0 && Source[End - 1] == '\r')
    --End;
  return End > 0 && Source[End - 1] == '\\';
}

std::string commentText(const Finding &F) {
  std::string Text = std::string(diagnosticInfo(F.Kind).Id) + " " +
                     severityName(diagnosticInfo(F.Kind).Level) + ": " + F.message();
  // A '*/' inside the message would end a block comment early.
  for (size_t At = Text.find("*/"); At != std::string::npos; At = Text.find("*/", At))
    Text.replace(At, 2, "* /");
  return Text;
}

} // namespace

unsigned addInlineDiagnosticComments(const std::vector<Finding> &Findings, std::string_view Source,
                                     EditSet &Edits) {
  unsigned Unplaced = 0;
  for (const Finding &F : Findings) {
    unsigned Start = lineStartBefore(Source, F.Offset);
    std::string_view Rest = Source.substr(Start);
    std::string Indent(Rest.substr(0, Rest.find_first_not_of(" \t")));
    bool UseCrLf = Rest.find('\n') != std::string_view::npos && Rest.find('\n') > 0 &&
                   Rest[Rest.find('\n') - 1] == '\r';
    std::string Newline = UseCrLf ? "\r\n" : "\n";
    std::string Comment = continuesDirective(Source, Start)
                              ? Indent + "/* " + commentText(F) + " */ \\" + Newline
                              : Indent + "// " + commentText(F) + Newline;
    if (!Edits.add({Start, 0, Comment, "inline-diagnostics", F.Source}))
      ++Unplaced;
  }
  return Unplaced;
}

} // namespace cu2hip
