// Checks every mapped entry whose HIP name should exist in the installed HIP version
// (hip_since absent or <= --hip-version) against the identifiers of the installed headers
// of its family. Families without installed headers are skipped and listed as such.
#include "VerifyTargetsCommand.h"

#include "ShellWords.h"

#include "OptionValues.h"
#include "mappings/MappingLoading.h"
#include "project/RunOptions.h"
#include "rewriters/TokenStream.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

namespace cu2hip {
namespace {

// The HIP headers that declare each family's targets (Debian's layout and packages).
const std::map<std::string, std::vector<std::string>> &familyHeaders() {
  static const std::vector<std::string> Hip = {"hip/hip_runtime.h", "hip/hiprtc.h",
                                               "hip/hip_fp16.h"};
  static const std::map<std::string, std::vector<std::string>> Headers = {
      {"runtime", Hip},
      {"driver", Hip},
      {"device", Hip},
      {"library_types", Hip},
      {"nvrtc", Hip},
      {"fp16", Hip},
      {"bf16", Hip},
      {"cucomplex", {"hip/hip_complex.h"}},
      {"curand",
       {"hiprand/hiprand.h", "hiprand/hiprand_kernel.h", "hiprand/hiprand_mtgp32_host.h"}},
      {"cusparse", {"hipsparse/hipsparse.h"}},
  };
  return Headers;
}

// Every identifier the headers declare, after preprocessing with the real HIP compiler
// (names built by token pasting, e.g. make_int2, and clang's HIP wrapper headers count).
llvm::Expected<std::set<std::string>>
declaredIdentifiers(const std::string &HipccName, const std::vector<std::string> &Includes) {
  auto Found = llvm::sys::findProgramByName(HipccName);
  if (!Found)
    return llvm::createStringError("no '" + HipccName + "' found (--hipcc PATH)");
  std::string Hipcc = *Found;
  llvm::SmallString<128> Probe, Output;
  if (auto EC = llvm::sys::fs::createTemporaryFile("cu2hip-verify", "hip", Probe))
    return llvm::createStringError(EC, "cannot create a temporary file");
  llvm::sys::fs::createTemporaryFile("cu2hip-verify", "ii", Output);
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(Probe, EC);
    for (const std::string &Include : Includes)
      Out << "#include <" << Include << ">\n";
  }
  std::vector<std::string> Command = {Hipcc,
                                      "-x",
                                      "hip",
                                      "--offload-arch=gfx90a",
                                      "--offload-host-only",
                                      "-E",
                                      "-dD",
                                      std::string(Probe),
                                      "-o",
                                      std::string(Output)};
  // hipcc runs its compiler through a shell (ShellWords.h).
  if (std::string Active = firstShellActiveArgument(Command); !Active.empty()) {
    llvm::sys::fs::remove(Probe);
    llvm::sys::fs::remove(Output);
    return llvm::createStringError("'" + Active +
                                   "' holds characters hipcc's shell would interpret; set "
                                   "TMPDIR (or --hipcc) to a plain path");
  }
  std::vector<llvm::StringRef> Argv(Command.begin(), Command.end());
  std::optional<llvm::StringRef> Quiet[] = {std::nullopt, llvm::StringRef(""), llvm::StringRef("")};
  int Exit = llvm::sys::ExecuteAndWait(Hipcc, Argv, std::nullopt, Quiet);
  auto Buffer = llvm::MemoryBuffer::getFile(Output);
  llvm::sys::fs::remove(Probe);
  llvm::sys::fs::remove(Output);
  if (Exit != 0 || !Buffer)
    return llvm::createStringError("'" + Hipcc + "' could not preprocess the HIP headers");
  std::set<std::string> Names;
  TokenStream Tokens(std::string_view((*Buffer)->getBufferStart(), (*Buffer)->getBufferSize()));
  for (const SourceToken &T : Tokens.tokens())
    if (T.isIdentifier())
      Names.insert(std::string(T.Text));
  return Names;
}

} // namespace

namespace {

struct VerifyTargetsOptions {
  std::string IncludeRoot = "/usr/include", Hipcc = "hipcc";
  std::optional<ApiVersion> Installed;
  bool Help = false;
};

OptionTable verifyTargetsOptionTable(VerifyTargetsOptions &O) {
  OptionTable T(
      "verify-targets",
      "usage: cu2hip verify-targets [options]\n"
      "Checks that every HIP name the tables give for that HIP version is declared by the\n"
      "installed HIP headers.\n\n",
      " (see 'cu2hip verify-targets --help')");
  T.value({"--hip-include"}, "DIR", "where the HIP headers are (default: /usr/include)",
          O.IncludeRoot)
      .Example = "/usr/include";
  T.value({"--hip-version"}, "X.Y", "the installed HIP version (default: 5.2)",
          hipVersionOption(O.Installed))
      .Example = "5.2";
  T.value({"--hipcc"}, "PATH", "the HIP compiler that preprocesses them (default: hipcc)", O.Hipcc)
      .Example = "hipcc";
  T.flag({"-h", "--help"}, "print this help and exit", O.Help);
  return T;
}

} // namespace

OptionTable describeVerifyTargetsOptions() {
  return describeOptions<VerifyTargetsOptions>(verifyTargetsOptionTable);
}

int runVerifyTargetsCommand(const std::vector<std::string> &Args) {
  VerifyTargetsOptions O;
  if (auto Exit = verifyTargetsOptionTable(O).parseCommand(Args, O.Help))
    return *Exit;
  const std::string IncludeRoot = O.IncludeRoot, Hipcc = O.Hipcc;
  const ApiVersion Installed = O.Installed.value_or(ApiVersion{5, 2});
  auto Table = loadMappingTable({});
  if (!Table) {
    llvm::errs() << "cu2hip: error: " << llvm::toString(Table.takeError()) << "\n";
    return ExitInputError;
  }
  std::map<std::string, std::set<std::string>> Known; // family -> identifiers
  std::map<std::string, unsigned> Checked, Missing;
  std::set<std::string> Skipped;
  std::vector<std::string> MissingLines;
  for (const MappingEntry &E : Table->entries()) {
    if (E.Status == SupportStatus::Unsupported || E.Erase ||
        (E.HipSince && *E.HipSince > Installed))
      continue; // nothing HIP must declare
    auto Family = familyHeaders().find(E.Family);
    bool Installed = Family != familyHeaders().end();
    if (!Installed && !(E.Kind == SymbolKind::Header && E.Family == "headers")) {
      Skipped.insert(E.Family);
      continue;
    }
    if (E.Kind == SymbolKind::Header) {
      ++Checked["headers"];
      if (!llvm::sys::fs::exists(IncludeRoot + "/" + E.Hip)) {
        ++Missing["headers"];
        MissingLines.push_back("headers: " + E.Cuda + " -> " + E.Hip);
      }
      continue;
    }
    auto &Names = Known[E.Family];
    if (Names.empty()) {
      auto Declared = declaredIdentifiers(Hipcc, Family->second);
      if (!Declared) {
        llvm::errs() << "cu2hip: error: " << llvm::toString(Declared.takeError()) << "\n";
        return ExitInputError;
      }
      Names = std::move(*Declared);
    }
    ++Checked[E.Family];
    if (!Names.count(E.Hip)) {
      ++Missing[E.Family];
      MissingLines.push_back(E.Family + ": " + E.Cuda + " -> " + E.Hip + " (" + E.Origin + ")");
    }
  }
  for (const auto &[Family, Count] : Checked)
    llvm::outs() << Family << ": " << Count << " HIP names expected in HIP " << Installed.str()
                 << ", " << Missing[Family] << " not declared\n";
  for (const std::string &Family : Skipped)
    llvm::outs() << Family
                 << ": no installed HIP headers to check against (sources recorded "
                    "in the table)\n";
  for (const std::string &Line : MissingLines)
    llvm::outs() << "  missing: " << Line << "\n";
  return MissingLines.empty() ? ExitSuccess : ExitFindings;
}

} // namespace cu2hip
