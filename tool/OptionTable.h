// The one option parser of every cu2hip command. A command declares each option once —
// its names, its value, its help and what it changes — and the same table parses the
// command line, prints --help and writes docs/options.md, so the three cannot drift.
#pragma once

#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// What an option changes. Translation options are exactly the ones the incremental cache
// is keyed on (tests/unit/OptionTableTests.cpp checks both directions); BuildScripts ones
// change migrated build scripts (never cached); Report options change only the reports and
// the exit code; Run options change no output.
enum class OptionEffect { Run, Translation, BuildScripts, Report };

const char *optionEffectName(OptionEffect Effect);

// Stores a value; false (with Error naming the option) when the value is not acceptable.
using OptionHandler = std::function<bool(const std::string &Value, std::string &Error)>;

struct OptionSpec {
  std::vector<std::string> Names; // "-j", "--jobs": every spelling, the first shown first
  std::string Value;              // the value's placeholder ("N"); empty for a switch
  std::string Help;               // '\n' starts a continuation line
  OptionEffect Effect = OptionEffect::Run;
  std::string Example;   // a valid value, for tests; empty for a switch
  bool Attached = false; // the value may follow the name directly: -IDIR, -j4
  bool Hidden = false;   // parsed but listed by a note instead of its own help line
  std::string Refusal;   // non-empty: the command refuses the option with this message
  OptionHandler Apply;
};

class OptionTable {
public:
  // Usage is printed first by --help (the synopsis and what the command does);
  // UnknownHint follows "unknown option 'X'" in the error message.
  OptionTable(std::string Command, std::string Usage, std::string UnknownHint);

  // A switch: takes no value.
  OptionSpec &flag(std::vector<std::string> Names, std::string Help, bool &Target,
                   OptionEffect Effect = OptionEffect::Run);
  // An option with a value, checked and stored by Apply.
  OptionSpec &value(std::vector<std::string> Names, std::string Placeholder, std::string Help,
                    OptionHandler Apply, OptionEffect Effect = OptionEffect::Run);
  // An option with a value stored as given (repeated: the last one wins).
  OptionSpec &value(std::vector<std::string> Names, std::string Placeholder, std::string Help,
                    std::string &Target, OptionEffect Effect = OptionEffect::Run);
  // An option this command does not take, refused with a message that says why.
  void refuse(std::vector<std::string> Names, std::string Message);
  // Help text of its own: a section heading ("Output:") or a note under one.
  void text(std::string Line);
  // Non-option arguments, and (when set) what follows a lone "--".
  void positionals(OptionHandler Apply) { Positional = std::move(Apply); }
  void rest(std::function<void(std::vector<std::string>)> Apply) { Rest = std::move(Apply); }
  // Printed after the options by --help (exit codes, ...).
  void footer(std::string Text) { Footer = std::move(Text); }
  // Keeps the object the handlers write into alive as long as the table (docs only).
  void keepAlive(std::shared_ptr<void> Object) { Owned = std::move(Object); }

  // Applies every argument left to right; false with Error set on the first bad one.
  bool parse(const std::vector<std::string> &Args, std::string &Error) const;
  // parse() for a command: on a usage error prints "cu2hip COMMAND: error: ..." and returns
  // ExitInputError; when Help is set after parsing, prints --help and returns ExitSuccess;
  // nullopt when the command goes on.
  std::optional<int> parseCommand(const std::vector<std::string> &Args, const bool &Help) const;
  void printHelp(llvm::raw_ostream &OS) const;

  const std::string &command() const { return Command; }
  std::vector<const OptionSpec *> options() const;

private:
  struct Entry {
    OptionSpec Option; // unused for a text entry
    std::string Text;
    bool IsText = false;
  };
  const OptionSpec *find(const std::string &Arg, std::string &AttachedValue,
                         bool &HasAttached) const;
  std::string suggestionFor(const std::string &Arg) const;

  std::string Command, Usage, UnknownHint, Footer;
  std::vector<Entry> Entries;
  OptionHandler Positional;
  std::function<void(std::vector<std::string>)> Rest;
  std::shared_ptr<void> Owned;
};

// A table over an options object of its own, for documentation: Build(Options &) declares
// the command's options as the command itself does.
template <class Options, class Builder> OptionTable describeOptions(Builder Build) {
  auto Object = std::make_shared<Options>();
  OptionTable Table = Build(*Object);
  Table.keepAlive(Object);
  return Table;
}

} // namespace cu2hip
