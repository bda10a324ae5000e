// A small lexer for the CMake language: command invocations and their arguments, with
// comments, quoted and bracket arguments told apart, so rules never edit a comment and
// know which text CMake will see as a value.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct CMakeArgument {
  enum class Form { Unquoted, Quoted, Bracket };
  Form Kind = Form::Unquoted;
  unsigned Offset = 0, Length = 0;               // the whole argument, quotes or brackets included
  unsigned ContentOffset = 0, ContentLength = 0; // the value between them
  std::string_view Content;

  bool is(std::string_view Word) const { return Kind == Form::Unquoted && Content == Word; }
  // Bracket arguments are literal text (file contents, scripts): never edited.
  bool editable() const { return Kind != Form::Bracket; }
};

struct CMakeCommand {
  std::string Name; // lower case: CMake command names are case-insensitive
  unsigned NameOffset = 0;
  unsigned LineStart = 0; // offset of the first character of the command's line
  unsigned End = 0;       // one past the closing parenthesis
  std::vector<CMakeArgument> Args;
  std::vector<std::pair<unsigned, unsigned>> Comments; // [begin, end) of comments inside

  // Leading blanks of the command's line, for inserting sibling commands.
  std::string indentation(std::string_view Text) const;
  // Index of the first argument spelled Word (unquoted), or Args.size().
  size_t find(std::string_view Word, size_t From = 0) const;
};

struct CMakeScript {
  std::vector<CMakeCommand> Commands;
  std::string Error; // empty when the whole text was lexed
  unsigned ErrorOffset = 0;
};

CMakeScript lexCMake(std::string_view Text);

} // namespace cu2hip
