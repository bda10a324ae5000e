// Prints mapping entries matching names or globs (cudaMemcpy*), with an example of each
// argument reshaping so users see what a signature change looks like.
#include "QueryCommand.h"

#include "CommandLine.h"
#include "OptionValues.h"
#include "mappings/MappingLoading.h"

#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace cu2hip {
namespace {

std::string versionRange(const std::optional<ApiVersion> &Since,
                         const std::optional<ApiVersion> &Deprecated,
                         const std::optional<ApiVersion> &Removed) {
  std::string Text = Since ? "since " + Since->str() : "";
  auto append = [&](const char *Word, const std::optional<ApiVersion> &V) {
    if (!V)
      return;
    Text += (Text.empty() ? "" : ", ") + std::string(Word) + " " + V->str();
  };
  append("deprecated", Deprecated);
  append("removed", Removed);
  return Text.empty() ? "-" : Text;
}

// "f(a0, a1)" before and after the entry's argument transforms.
std::string exampleCall(const MappingEntry &E, bool After) {
  unsigned Count = 1;
  for (const ArgumentTransform &T : E.Args)
    Count = std::max(Count, T.Index + 1);
  std::string Call = (After ? E.Hip : E.Cuda) + "(";
  for (unsigned I = 0; I < Count; ++I) {
    std::string Arg = "a" + std::to_string(I);
    if (After)
      for (const ArgumentTransform &T : E.Args) {
        if (T.Index != I)
          continue;
        if (T.What == ArgumentTransform::Action::Wrap)
          Arg = T.Text + "(" + Arg + ")";
        else if (T.What == ArgumentTransform::Action::Cast)
          Arg = "(" + T.Text + ")" + Arg;
        else
          Arg = "/* 64-bit */ " + Arg;
      }
    Call += (I ? ", " : "") + Arg;
  }
  return Call + ", ...)";
}

void printEntry(const MappingEntry &E, llvm::raw_ostream &OS) {
  OS << E.Cuda << "\n";
  OS << "  kind:    " << kindName(E.Kind) << ", family " << E.Family << "\n";
  OS << "  status:  " << statusName(E.Status) << "\n";
  if (!E.Hip.empty())
    OS << "  HIP:     " << E.Hip << " (" << versionRange(E.HipSince, E.HipDeprecated, E.HipRemoved)
       << ")\n";
  if (E.Erase)
    OS << "  HIP:     (removed: expands to nothing where HIP runs)\n";
  if (!E.Roc.empty())
    OS << "  ROC:     " << E.Roc << "\n";
  OS << "  CUDA:    " << versionRange(E.CudaAdded, E.CudaDeprecated, E.CudaRemoved) << "\n";
  if (E.OlderHip)
    OS << "  older HIP targets: "
       << (E.OlderHip->NvidiaOnly ? "kept for HIP's NVIDIA platform only" : E.OlderHip->HipName)
       << (E.OlderHip->Note.empty() ? "" : " (" + E.OlderHip->Note + ")") << "\n";
  if (!E.Args.empty())
    OS << "  example: " << exampleCall(E, false) << "\n        -> " << exampleCall(E, true) << "\n";
  if (!E.Note.empty())
    OS << "  note:    " << E.Note << "\n";
  OS << "  table:   " << E.Origin << "\n";
}

nlohmann::ordered_json versionJson(const std::optional<ApiVersion> &V) {
  return V ? nlohmann::ordered_json(V->str()) : nlohmann::ordered_json(nullptr);
}

// The same facts as printEntry, for scripts: stable keys, null where a fact is absent.
nlohmann::ordered_json entryJson(const MappingEntry &E) {
  nlohmann::ordered_json J;
  J["cuda"] = E.Cuda;
  J["kind"] = kindName(E.Kind);
  J["family"] = E.Family;
  J["status"] = statusName(E.Status);
  J["hip"] = E.Hip.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(E.Hip);
  J["hip_since"] = versionJson(E.HipSince);
  J["hip_deprecated"] = versionJson(E.HipDeprecated);
  J["hip_removed"] = versionJson(E.HipRemoved);
  J["roc"] = E.Roc.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(E.Roc);
  J["cuda_added"] = versionJson(E.CudaAdded);
  J["cuda_deprecated"] = versionJson(E.CudaDeprecated);
  J["cuda_removed"] = versionJson(E.CudaRemoved);
  J["older_hip"] =
      E.OlderHip
          ? nlohmann::ordered_json{{"hip", E.OlderHip->NvidiaOnly
                                               ? nlohmann::ordered_json(nullptr)
                                               : nlohmann::ordered_json(E.OlderHip->HipName)},
                                   {"nvidia_only", E.OlderHip->NvidiaOnly},
                                   {"note", E.OlderHip->Note}}
          : nlohmann::ordered_json(nullptr);
  J["example"] = E.Args.empty() ? nlohmann::ordered_json(nullptr)
                                : nlohmann::ordered_json{{"cuda", exampleCall(E, false)},
                                                         {"hip", exampleCall(E, true)}};
  J["note"] = E.Note;
  J["table"] = E.Origin;
  return J;
}

struct QueryOptions {
  std::vector<std::string> Patterns, MappingFiles;
  std::string Format = "text";
  bool Help = false;
};

OptionTable queryOptionTable(QueryOptions &O) {
  OptionTable T(
      "query",
      "usage: cu2hip query [options] NAME|GLOB...\n"
      "Prints the mapping entries whose CUDA name matches (globs such as 'cudaMemcpy*').\n\n",
      " (see 'cu2hip query --help')");
  T.value({"--format"}, "F", "text (default) or json",
          choiceOption("--format", {"text", "json"}, O.Format))
      .Example = "json";
  T.value({"--mappings"}, "FILE", "extra/overriding mapping table; repeatable",
          [&O](const std::string &V, std::string &) {
            O.MappingFiles.push_back(V);
            return true;
          })
      .Example = "extra.json";
  T.flag({"-h", "--help"}, "print this help and exit", O.Help);
  T.positionals([&O](const std::string &Pattern, std::string &) {
    O.Patterns.push_back(Pattern);
    return true;
  });
  T.footer("Exit codes: 0 something matched, 1 nothing matched, 2 usage error.\n");
  return T;
}

} // namespace

OptionTable describeQueryOptions() { return describeOptions<QueryOptions>(queryOptionTable); }

int runQueryCommand(const std::vector<std::string> &Args) {
  QueryOptions O;
  if (auto Exit = queryOptionTable(O).parseCommand(Args, O.Help))
    return *Exit;
  if (O.Patterns.empty()) {
    llvm::errs() << "cu2hip query: error: no name given (see 'cu2hip query --help')\n";
    return ExitInputError;
  }
  const bool Json = O.Format == "json";
  auto Table = loadMappingTable(O.MappingFiles);
  if (!Table) {
    llvm::errs() << "cu2hip: error: " << llvm::toString(Table.takeError()) << "\n";
    return ExitInputError;
  }
  unsigned Matches = 0;
  nlohmann::ordered_json Result = {{"matches", nlohmann::ordered_json::array()},
                                   {"unmatched", nlohmann::ordered_json::array()}};
  for (const std::string &Pattern : O.Patterns) {
    auto Glob = llvm::GlobPattern::create(Pattern);
    if (!Glob) {
      llvm::errs() << "cu2hip: error: bad pattern '" << Pattern
                   << "': " << llvm::toString(Glob.takeError()) << "\n";
      return ExitInputError;
    }
    std::vector<const MappingEntry *> Found;
    for (const MappingEntry &E : Table->entries())
      if (Glob->match(E.Cuda) && (E.Kind == SymbolKind::Header ? Table->lookupHeader(E.Cuda)
                                                               : Table->lookupSymbol(E.Cuda)) == &E)
        Found.push_back(&E);
    std::sort(Found.begin(), Found.end(),
              [](const MappingEntry *A, const MappingEntry *B) { return A->Cuda < B->Cuda; });
    if (Found.empty() && Json)
      Result["unmatched"].push_back(Pattern);
    else if (Found.empty())
      llvm::errs() << "cu2hip: no mapping entry matches '" << Pattern << "'\n";
    for (const MappingEntry *E : Found)
      Json ? Result["matches"].push_back(entryJson(*E)) : printEntry(*E, llvm::outs());
    Matches += Found.size();
  }
  if (Json)
    llvm::outs() << Result.dump(2) << "\n";
  return Matches ? ExitSuccess : ExitFindings;
}

} // namespace cu2hip
