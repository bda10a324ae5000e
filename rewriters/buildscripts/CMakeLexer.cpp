// Lexing CMake (cmake-language(7)): commands, arguments, line and bracket comments.
#include "CMakeLexer.h"

#include <cctype>

namespace cu2hip {
namespace {

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; }
bool isIdentifierStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool isIdentifierChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

class Lexer {
public:
  explicit Lexer(std::string_view Text) : Text(Text) {}

  CMakeScript run() {
    while (Script.Error.empty() && skipBlanksAndComments() < Text.size()) {
      if (!isIdentifierStart(Text[Pos])) {
        fail("expected a command name");
        break;
      }
      command();
    }
    return std::move(Script);
  }

private:
  std::string_view Text;
  size_t Pos = 0;
  CMakeScript Script;
  CMakeCommand *InsideCommand = nullptr; // whose arguments are being read

  void fail(std::string Message) {
    if (!Script.Error.empty())
      return;
    Script.Error = std::move(Message);
    Script.ErrorOffset = static_cast<unsigned>(Pos);
  }

  // '[' '='* '[' at Pos: returns the number of '=' (the bracket level), or -1.
  int bracketOpenLevel(size_t At) const {
    if (At >= Text.size() || Text[At] != '[')
      return -1;
    size_t I = At + 1;
    while (I < Text.size() && Text[I] == '=')
      ++I;
    return I < Text.size() && Text[I] == '[' ? static_cast<int>(I - At - 1) : -1;
  }

  // Skips a bracket construct opened at Pos; returns the content range.
  bool skipBracket(int Level, size_t &ContentBegin, size_t &ContentEnd) {
    ContentBegin = Pos + Level + 2;
    std::string Close = "]" + std::string(Level, '=') + "]";
    size_t End = Text.find(Close, ContentBegin);
    if (End == std::string_view::npos) {
      fail("unterminated bracket argument or comment");
      return false;
    }
    ContentEnd = End;
    Pos = End + Close.size();
    return true;
  }

  void skipComment() {
    size_t Begin = Pos++; // '#'
    int Level = bracketOpenLevel(Pos);
    size_t B, E;
    if (Level >= 0) {
      skipBracket(Level, B, E);
    } else {
      while (Pos < Text.size() && Text[Pos] != '\n')
        ++Pos;
    }
    if (InsideCommand)
      InsideCommand->Comments.push_back({static_cast<unsigned>(Begin), static_cast<unsigned>(Pos)});
  }

  size_t skipBlanksAndComments() {
    while (Pos < Text.size() && Script.Error.empty()) {
      if (isBlank(Text[Pos]))
        ++Pos;
      else if (Text[Pos] == '#')
        skipComment();
      else
        break;
    }
    return Pos;
  }

  void command() {
    CMakeCommand C;
    C.NameOffset = static_cast<unsigned>(Pos);
    size_t LineStart = Text.rfind('\n', Pos == 0 ? 0 : Pos - 1);
    C.LineStart = LineStart == std::string_view::npos || Pos == 0 ? 0 : LineStart + 1;
    while (Pos < Text.size() && isIdentifierChar(Text[Pos]))
      C.Name += static_cast<char>(std::tolower(static_cast<unsigned char>(Text[Pos++])));
    while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
      ++Pos;
    if (Pos >= Text.size() || Text[Pos] != '(') {
      fail("expected '(' after the command name '" + C.Name + "'");
      return;
    }
    ++Pos;
    InsideCommand = &C;
    bool Complete = arguments(C);
    InsideCommand = nullptr;
    if (Complete) {
      C.End = static_cast<unsigned>(Pos);
      Script.Commands.push_back(std::move(C));
    }
  }

  // Arguments up to the matching ')'; nested parentheses (if() conditions) are skipped.
  bool arguments(CMakeCommand &C) {
    int Depth = 1;
    size_t Open = Pos - 1;
    while (Script.Error.empty()) {
      skipBlanksAndComments();
      if (Pos >= Text.size()) {
        Pos = Open;
        fail("unterminated command '" + C.Name + "': no closing parenthesis");
        return false;
      }
      char Ch = Text[Pos];
      if (Ch == '(') {
        ++Depth, ++Pos;
      } else if (Ch == ')') {
        ++Pos;
        if (--Depth == 0)
          return true;
      } else if (Ch == '"') {
        quoted(C);
      } else if (int Level = bracketOpenLevel(Pos); Level >= 0) {
        bracket(C, Level);
      } else {
        unquoted(C);
      }
    }
    return false;
  }

  void push(CMakeCommand &C, CMakeArgument::Form Form, size_t Begin, size_t ContentBegin,
            size_t ContentEnd) {
    CMakeArgument A;
    A.Kind = Form;
    A.Offset = static_cast<unsigned>(Begin);
    A.Length = static_cast<unsigned>(Pos - Begin);
    A.ContentOffset = static_cast<unsigned>(ContentBegin);
    A.ContentLength = static_cast<unsigned>(ContentEnd - ContentBegin);
    A.Content = Text.substr(ContentBegin, ContentEnd - ContentBegin);
    C.Args.push_back(A);
  }

  void quoted(CMakeCommand &C) {
    size_t Begin = Pos++;
    while (Pos < Text.size() && Text[Pos] != '"')
      Pos += Text[Pos] == '\\' ? 2 : 1;
    if (Pos >= Text.size()) {
      Pos = Begin;
      fail("unterminated quoted argument");
      return;
    }
    ++Pos;
    push(C, CMakeArgument::Form::Quoted, Begin, Begin + 1, Pos - 1);
  }

  void bracket(CMakeCommand &C, int Level) {
    size_t Begin = Pos, ContentBegin, ContentEnd;
    if (skipBracket(Level, ContentBegin, ContentEnd))
      push(C, CMakeArgument::Form::Bracket, Begin, ContentBegin, ContentEnd);
  }

  // An unquoted argument; a '"' inside it opens a quoted part that may hold blanks
  // (CMake's legacy form: -DNAME="a b").
  void unquoted(CMakeCommand &C) {
    size_t Begin = Pos;
    while (Pos < Text.size()) {
      char Ch = Text[Pos];
      if (isBlank(Ch) || Ch == '(' || Ch == ')' || Ch == '#')
        break;
      if (Ch == '\\') {
        Pos += 2;
      } else if (Ch == '"') {
        size_t Close = Text.find('"', Pos + 1);
        Pos = Close == std::string_view::npos ? Text.size() : Close + 1;
      } else {
        ++Pos;
      }
    }
    Pos = std::min(Pos, Text.size());
    push(C, CMakeArgument::Form::Unquoted, Begin, Begin, Pos);
  }
};

} // namespace

std::string CMakeCommand::indentation(std::string_view Text) const {
  size_t End = LineStart;
  while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
    ++End;
  return std::string(Text.substr(LineStart, End - LineStart));
}

size_t CMakeCommand::find(std::string_view Word, size_t From) const {
  for (size_t I = From; I < Args.size(); ++I)
    if (Args[I].is(Word))
      return I;
  return Args.size();
}

CMakeScript lexCMake(std::string_view Text) { return Lexer(Text).run(); }

} // namespace cu2hip
