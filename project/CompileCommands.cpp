// compile_commands.json entries from nvcc or a host compiler, reduced to the flags that
// change how clang parses the file. A whitelist: an unknown nvcc flag can never break
// the parse, it is simply not passed on.
#include "CompileCommands.h"

#include "ProjectInputs.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <set>

namespace cu2hip {
namespace {

// A kept flag: its nvcc/gcc spellings and clang's spelling.
struct KeptFlag {
  std::vector<llvm::StringRef> Spellings; // short (value attached or next) and long forms
  llvm::StringRef Clang;                  // "-I", "-isystem", ...
  bool IsPath;                            // value is resolved against the entry's folder
  bool Attached;                          // clang form is "-Ivalue" rather than two args
};

const std::vector<KeptFlag> &keptFlags() {
  static const std::vector<KeptFlag> Flags = {
      {{"-I", "--include-path"}, "-I", true, true},
      {{"-isystem", "--system-include"}, "-isystem", true, false},
      {{"-iquote"}, "-iquote", true, false},
      {{"-idirafter"}, "-idirafter", true, false},
      {{"-D", "--define-macro"}, "-D", false, true},
      {{"-U", "--undefine-macro"}, "-U", false, true},
      {{"-include", "--pre-include"}, "-include", true, false},
  };
  return Flags;
}

// Dropped flags whose value is a separate argument that could look like a flag.
bool dropsNextArgument(llvm::StringRef Arg) {
  static const std::set<llvm::StringRef> WithValue = {"-o",
                                                      "-x",
                                                      "-arch",
                                                      "-gencode",
                                                      "--generate-code",
                                                      "-code",
                                                      "-ccbin",
                                                      "--compiler-bindir",
                                                      "-Xptxas",
                                                      "-Xlinker",
                                                      "-Xnvlink",
                                                      "-Xarchive",
                                                      "-MF",
                                                      "-MT",
                                                      "-MQ",
                                                      "-L",
                                                      "-l",
                                                      "--threads",
                                                      "-t",
                                                      "-maxrregcount",
                                                      "-rdc",
                                                      "-Werror",
                                                      "--output-file",
                                                      "-odir"};
  return WithValue.count(Arg) > 0;
}

class FlagTranslator {
public:
  FlagTranslator(std::string Directory, std::vector<std::string> &Out)
      : Directory(std::move(Directory)), Out(Out) {}

  void translate(const std::vector<std::string> &Args, size_t First) {
    for (size_t I = First; I < Args.size(); ++I) {
      llvm::StringRef Arg = Args[I];
      std::optional<std::string> Next =
          I + 1 < Args.size() ? std::optional<std::string>(Args[I + 1]) : std::nullopt;
      I += take(Arg, Next);
    }
  }

private:
  // Handles one argument; returns how many following arguments it consumed.
  size_t take(llvm::StringRef Arg, const std::optional<std::string> &Next) {
    if (Arg == "-Xcompiler" || Arg == "--compiler-options") {
      if (Next)
        openList(*Next);
      return 1;
    }
    if (Arg.consume_front("-Xcompiler=") || Arg.consume_front("--compiler-options=")) {
      openList(Arg);
      return 0;
    }
    if (Arg.starts_with("-std=") || Arg.starts_with("--std=")) {
      Out.push_back("-std=" + Arg.split('=').second.str());
      return 0;
    }
    if ((Arg == "-std" || Arg == "--std") && Next) {
      Out.push_back("-std=" + *Next);
      return 1;
    }
    for (const KeptFlag &Flag : keptFlags())
      for (llvm::StringRef Spelling : Flag.Spellings) {
        if (Arg == Spelling) {
          if (Next)
            keep(Flag, *Next);
          return 1;
        }
        bool Long = Spelling.starts_with("--");
        llvm::StringRef Rest = Arg;
        if (Long ? Rest.consume_front((Spelling + "=").str()) : Rest.consume_front(Spelling)) {
          if (Spelling.size() > 2 && !Long) // -isystemDIR is not a thing; -isystem=... neither
            continue;
          keep(Flag, Rest);
          return 0;
        }
      }
    return dropsNextArgument(Arg) ? 1 : 0;
  }

  // "-O2,-DX=1,-fopenmp": the host compiler's own flags.
  void openList(llvm::StringRef List) {
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    List.split(Parts, ',', -1, /*KeepEmpty=*/false);
    std::vector<std::string> Args = {""};
    for (llvm::StringRef Part : Parts)
      Args.push_back(Part.trim().str());
    translate(Args, 1);
  }

  void keep(const KeptFlag &Flag, llvm::StringRef Value) {
    std::string V = Value.str();
    if (Flag.IsPath && !llvm::sys::path::is_absolute(V)) {
      llvm::SmallString<256> Joined(Directory);
      llvm::sys::path::append(Joined, V);
      llvm::sys::path::remove_dots(Joined, /*remove_dot_dot=*/true);
      V = std::string(Joined);
    }
    if (Flag.Attached) {
      Out.push_back(Flag.Clang.str() + V);
    } else {
      Out.push_back(Flag.Clang.str());
      Out.push_back(V);
    }
  }

  std::string Directory;
  std::vector<std::string> &Out;
};

bool isIncludePathFlag(llvm::StringRef Arg) {
  return Arg.starts_with("-I") || Arg == "-isystem" || Arg == "-iquote" || Arg == "-idirafter";
}

} // namespace

std::vector<std::string> clangFlagsFromCommand(const std::vector<std::string> &CommandLine,
                                               const std::string &Directory) {
  std::vector<std::string> Out;
  FlagTranslator(Directory, Out).translate(CommandLine, 1);
  return Out;
}

llvm::Expected<CompileFlags> loadCompileFlags(const std::string &DatabasePath) {
  // -p names the build folder, --compile-commands the file itself.
  std::string File = DatabasePath;
  if (!llvm::StringRef(File).ends_with(".json"))
    File += "/compile_commands.json";
  if (!llvm::sys::fs::exists(File))
    return llvm::createStringError("compilation database '" + File + "' does not exist");
  std::string Error;
  auto Database = clang::tooling::JSONCompilationDatabase::loadFromFile(
      File, Error, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!Database)
    return llvm::createStringError("cannot read compilation database '" + File + "': " + Error);
  CompileFlags Flags;
  std::set<std::string> SeenPaths;
  for (const clang::tooling::CompileCommand &Command : Database->getAllCompileCommands()) {
    llvm::SmallString<256> Path(Command.Filename);
    if (!llvm::sys::path::is_absolute(Path))
      Path = (Command.Directory + "/" + Command.Filename);
    std::vector<std::string> Args = clangFlagsFromCommand(Command.CommandLine, Command.Directory);
    for (size_t I = 0; I < Args.size(); ++I) {
      if (!isIncludePathFlag(Args[I]))
        continue;
      std::vector<std::string> Item = {Args[I]};
      bool Attached = Args[I].size() > 2 && Args[I][1] == 'I'; // -IDIR is one argument
      if (!Attached && I + 1 < Args.size())
        Item.push_back(Args[++I]);
      std::string Key = Item.size() == 1 ? Item[0] : Item[0] + '\0' + Item[1];
      if (SeenPaths.insert(Key).second)
        Flags.IncludePathsOfAll.insert(Flags.IncludePathsOfAll.end(), Item.begin(), Item.end());
    }
    // The first entry of a file wins, as in clang's own tools.
    Flags.PerFile.emplace(absolutePath(std::string(Path)), std::move(Args));
  }
  return Flags;
}

} // namespace cu2hip
