// Parsing and help of one command's option table (see OptionTable.h).
#include "OptionTable.h"

#include "project/RunOptions.h"

namespace cu2hip {

namespace {

constexpr size_t HelpColumn = 24;

bool startsWith(const std::string &Text, const std::string &Prefix) {
  return Text.compare(0, Prefix.size(), Prefix) == 0;
}

std::string spelling(const OptionSpec &O) {
  std::string Line;
  for (const std::string &Name : O.Names)
    Line += (Line.empty() ? "" : ", ") + Name;
  return O.Value.empty() ? Line : Line + " " + O.Value;
}

void printOption(const OptionSpec &O, llvm::raw_ostream &OS) {
  std::string Head = "  " + spelling(O);
  if (Head.size() + 2 > HelpColumn)
    OS << Head << "\n" << std::string(HelpColumn, ' ');
  else
    OS << Head << std::string(HelpColumn - Head.size(), ' ');
  for (char C : O.Help)
    C == '\n' ? OS << "\n" << std::string(HelpColumn, ' ') : OS << C;
  OS << "\n";
}

} // namespace

const char *optionEffectName(OptionEffect Effect) {
  switch (Effect) {
  case OptionEffect::Translation:
    return "translation";
  case OptionEffect::BuildScripts:
    return "build scripts";
  case OptionEffect::Report:
    return "reports";
  case OptionEffect::Run:
    break;
  }
  return "run";
}

OptionTable::OptionTable(std::string Command, std::string Usage, std::string UnknownHint)
    : Command(std::move(Command)), Usage(std::move(Usage)), UnknownHint(std::move(UnknownHint)) {}

OptionSpec &OptionTable::flag(std::vector<std::string> Names, std::string Help, bool &Target,
                              OptionEffect Effect) {
  OptionSpec O{std::move(Names), "", std::move(Help), Effect};
  O.Apply = [&Target](const std::string &, std::string &) { return Target = true; };
  Entries.push_back({std::move(O), "", false});
  return Entries.back().Option;
}

OptionSpec &OptionTable::value(std::vector<std::string> Names, std::string Placeholder,
                               std::string Help, OptionHandler Apply, OptionEffect Effect) {
  OptionSpec O{std::move(Names), std::move(Placeholder), std::move(Help), Effect};
  O.Apply = std::move(Apply);
  Entries.push_back({std::move(O), "", false});
  return Entries.back().Option;
}

OptionSpec &OptionTable::value(std::vector<std::string> Names, std::string Placeholder,
                               std::string Help, std::string &Target, OptionEffect Effect) {
  return value(
      std::move(Names), std::move(Placeholder), std::move(Help),
      [&Target](const std::string &V, std::string &) {
        Target = V;
        return true;
      },
      Effect);
}

void OptionTable::refuse(std::vector<std::string> Names, std::string Message) {
  OptionSpec O{std::move(Names)};
  O.Hidden = true;
  O.Refusal = std::move(Message);
  Entries.push_back({std::move(O), "", false});
}

void OptionTable::text(std::string Line) { Entries.push_back({{}, std::move(Line), true}); }

std::vector<const OptionSpec *> OptionTable::options() const {
  std::vector<const OptionSpec *> List;
  for (const Entry &E : Entries)
    if (!E.IsText && E.Option.Refusal.empty())
      List.push_back(&E.Option);
  return List;
}

// The option Arg names: "NAME", "NAME=VALUE" (valued options) or "NAMEVALUE" (Attached).
const OptionSpec *OptionTable::find(const std::string &Arg, std::string &AttachedValue,
                                    bool &HasAttached) const {
  HasAttached = false;
  for (const Entry &E : Entries) // exact names first: "-include" is not "-i" + "nclude"
    for (const std::string &Name : E.Option.Names)
      if (!E.IsText && Arg == Name)
        return &E.Option;
  for (const Entry &E : Entries)
    for (const std::string &Name : E.Option.Names) {
      if (E.IsText || !startsWith(Arg, Name))
        continue;
      if (Arg[Name.size()] == '=' && startsWith(Name, "-")) {
        AttachedValue = Arg.substr(Name.size() + 1);
        HasAttached = true;
        return &E.Option;
      }
      if (E.Option.Attached) {
        AttachedValue = Arg.substr(Name.size());
        HasAttached = true;
        return &E.Option;
      }
    }
  return nullptr;
}

// "; did you mean '--out-root'?" for a name a typo or two away from a known one.
std::string OptionTable::suggestionFor(const std::string &Arg) const {
  llvm::StringRef Typed = llvm::StringRef(Arg).split('=').first;
  std::string Best;
  unsigned BestDistance = 0;
  for (const Entry &E : Entries) {
    if (E.IsText || E.Option.Hidden)
      continue;
    for (const std::string &Name : E.Option.Names) {
      unsigned Distance = Typed.edit_distance(Name, /*AllowReplacements=*/true, 3);
      if (Distance <= 2 && Distance * 4 <= Name.size() &&
          (Best.empty() || Distance < BestDistance)) {
        Best = Name;
        BestDistance = Distance;
      }
    }
  }
  return Best.empty() ? "" : "; did you mean '" + Best + "'?";
}

bool OptionTable::parse(const std::vector<std::string> &Args, std::string &Error) const {
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &Arg = Args[I];
    if (Arg == "--" && Rest) {
      Rest({Args.begin() + I + 1, Args.end()});
      return true;
    }
    if (Arg.size() < 2 || Arg[0] != '-') {
      if (!Positional) {
        Error = "unexpected argument '" + Arg + "'" + UnknownHint;
        return false;
      }
      if (!Positional(Arg, Error))
        return false;
      continue;
    }
    std::string Value;
    bool HasValue = false;
    const OptionSpec *O = find(Arg, Value, HasValue);
    if (!O) {
      Error = "unknown option '" + Arg + "'" + suggestionFor(Arg) + UnknownHint;
      return false;
    }
    const std::string Name = HasValue ? Arg.substr(0, Arg.size() - Value.size() - 1) : Arg;
    if (!O->Refusal.empty()) {
      Error = O->Refusal;
      return false;
    }
    if (O->Value.empty() && HasValue) {
      Error = "option '" + Name + "' takes no value";
      return false;
    }
    if (!O->Value.empty() && !HasValue) {
      if (I + 1 >= Args.size() || Args[I + 1].empty()) {
        Error = "option '" + Arg + "' needs a value";
        return false;
      }
      Value = Args[++I];
    }
    if (!O->Apply(Value, Error))
      return false;
  }
  return true;
}

std::optional<int> OptionTable::parseCommand(const std::vector<std::string> &Args,
                                             const bool &Help) const {
  std::string Error;
  if (!parse(Args, Error)) {
    llvm::errs() << "cu2hip" << (Command.empty() ? "" : " " + Command) << ": error: " << Error
                 << "\n";
    return ExitInputError;
  }
  if (!Help)
    return std::nullopt;
  printHelp(llvm::outs());
  return ExitSuccess;
}

void OptionTable::printHelp(llvm::raw_ostream &OS) const {
  OS << Usage;
  for (const Entry &E : Entries) {
    if (E.IsText)
      OS << E.Text << "\n";
    else if (!E.Option.Hidden)
      printOption(E.Option, OS);
  }
  if (!Footer.empty())
    OS << "\n" << Footer;
}

} // namespace cu2hip
