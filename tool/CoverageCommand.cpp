// Per family: public names in the CUDA headers, how many the tables map, mark unsupported,
// or do not know at all. Unknown names are listed so they can be added.
#include "CoverageCommand.h"

#include "CommandLine.h"
#include "OptionValues.h"

#include "mappings/MappingLoading.h"
#include "mappings/QualifiedNameLookup.h"
#include "mappings/coverage/HeaderInventory.h"
#include "project/CudaInstallation.h"
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {
namespace {

struct FamilyCoverage {
  std::string Family;
  unsigned Total = 0, Mapped = 0, Unsupported = 0;
  unsigned ThroughNamespace = 0; // C++ names known only through their namespace's entry
  std::vector<std::string> Unknown;
  double knownPercent() const { return Total ? 100.0 * (Mapped + Unsupported) / Total : 100.0; }
};

FamilyCoverage measure(const HeaderFamily &Family, const NameInventory &Names,
                       const MappingTable &Table) {
  FamilyCoverage C;
  C.Family = Family.Name;
  for (const auto &[Name, Kind] : Names) {
    ++C.Total;
    // C++ library names are qualified and may be known through their namespace.
    const MappingEntry *E =
        Family.Namespaces.empty() ? Table.lookupSymbol(Name) : lookupQualifiedName(Table, Name);
    if (E && E->Kind == SymbolKind::Namespace && E->Cuda != Name &&
        E->Status != SupportStatus::Unsupported)
      ++C.ThroughNamespace;
    if (!E)
      C.Unknown.push_back(Name);
    else if (E->Status == SupportStatus::Unsupported)
      ++C.Unsupported;
    else
      ++C.Mapped;
  }
  return C;
}

void printText(const std::vector<FamilyCoverage> &All, bool Markdown, llvm::raw_ostream &OS) {
  OS << (Markdown ? "| family | public names | mapped | unsupported | unknown | known |\n"
                    "|---|---|---|---|---|---|\n"
                  : "family      names  mapped  unsupported  unknown  known\n");
  for (const FamilyCoverage &C : All) {
    if (Markdown)
      OS << llvm::format("| %s | %u | %u | %u | %u | %.1f%% |\n", C.Family.c_str(), C.Total,
                         C.Mapped, C.Unsupported, unsigned(C.Unknown.size()), C.knownPercent());
    else
      OS << llvm::format("%-10s %6u %7u %12u %8u  %5.1f%%\n", C.Family.c_str(), C.Total, C.Mapped,
                         C.Unsupported, unsigned(C.Unknown.size()), C.knownPercent());
  }
  for (const FamilyCoverage &C : All)
    if (C.ThroughNamespace)
      OS << "\n"
         << C.Family << ": " << C.ThroughNamespace << " of " << C.Mapped
         << " mapped names are known through their namespace's entry (same member name in HIP)\n";
  for (const FamilyCoverage &C : All) {
    if (C.Unknown.empty())
      continue;
    OS << (Markdown ? "\n**Unknown in " : "\nunknown in ") << C.Family
       << (Markdown ? ":** " : ": ");
    for (size_t I = 0; I < C.Unknown.size(); ++I)
      OS << (I ? ", " : "") << (Markdown ? "`" + C.Unknown[I] + "`" : C.Unknown[I]);
    OS << "\n";
  }
}

void printJson(const std::vector<FamilyCoverage> &All, llvm::raw_ostream &OS) {
  nlohmann::ordered_json Doc = nlohmann::ordered_json::array();
  for (const FamilyCoverage &C : All)
    Doc.push_back({{"family", C.Family},
                   {"public_names", C.Total},
                   {"mapped", C.Mapped},
                   {"unsupported", C.Unsupported},
                   {"unknown", C.Unknown.size()},
                   {"known_through_namespace", C.ThroughNamespace},
                   {"unknown_names", C.Unknown}});
  OS << Doc.dump(2) << "\n";
}

struct CoverageArgs {
  std::vector<std::string> Families, MappingFiles;
  std::string Format = "text", CudaPath;
  double MinKnown = -1; // --min-known PCT: fail below it
  bool FailOnUnknown = false, Help = false;
};

OptionTable coverageOptionTable(CoverageArgs &A) {
  OptionTable T(
      "coverage",
      "usage: cu2hip coverage [options]\n"
      "Measures the mapping tables against the installed CUDA headers (docs/usage.md).\n\n",
      " (see 'cu2hip coverage --help')");
  T.value({"--family"}, "F", "measure only this family of the headers; repeatable",
          [&A](const std::string &V, std::string &) {
            A.Families.push_back(V);
            return true;
          })
      .Example = "runtime";
  T.value({"--format"}, "F", "text (default), md or json",
          choiceOption("--format", {"text", "md", "json"}, A.Format))
      .Example = "json";
  T.value({"--cuda-path"}, "DIR", "CUDA installation (default: $CUDA_PATH, then /usr/local/cuda)",
          A.CudaPath)
      .Example = "/usr/local/cuda";
  T.value({"--mappings"}, "FILE", "extra/overriding mapping table; repeatable",
          [&A](const std::string &V, std::string &) {
            A.MappingFiles.push_back(V);
            return true;
          })
      .Example = "extra.json";
  T.value({"--min-known"}, "PCT", "exit 1 when a family's known share is below PCT percent",
          [&A](const std::string &V, std::string &Error) {
            char *End = nullptr;
            A.MinKnown = std::strtod(V.c_str(), &End);
            if (V.empty() || *End != '\0' || A.MinKnown < 0 || A.MinKnown > 100)
              Error = "option '--min-known' takes a percentage from 0 to 100, not '" + V + "'";
            return Error.empty();
          })
      .Example = "90";
  T.flag({"--fail-on-unknown"}, "exit 1 when a header declares a name the tables do not know",
         A.FailOnUnknown);
  T.flag({"-h", "--help"}, "print this help and exit", A.Help);
  return T;
}

} // namespace

OptionTable describeCoverageOptions() { return describeOptions<CoverageArgs>(coverageOptionTable); }

int runCoverageCommand(const std::vector<std::string> &Args, const std::string &ResourceDir) {
  CoverageArgs A;
  if (auto Exit = coverageOptionTable(A).parseCommand(Args, A.Help))
    return *Exit;
  CudaSearchResult Cuda = findCudaInstallation(A.CudaPath);
  if (Cuda.Path.empty()) {
    llvm::errs() << "cu2hip: error: " << Cuda.Error << "\n";
    return ExitInputError;
  }
  auto Table = loadMappingTable(A.MappingFiles);
  if (!Table) {
    llvm::errs() << "cu2hip: error: " << llvm::toString(Table.takeError()) << "\n";
    return ExitInputError;
  }
  std::vector<FamilyCoverage> All;
  for (const HeaderFamily &Family : coverageFamilies()) {
    if (!A.Families.empty() &&
        std::find(A.Families.begin(), A.Families.end(), Family.Name) == A.Families.end())
      continue;
    auto Names = inventoryFamily(Family, {Cuda.Path, ResourceDir});
    if (!Names) {
      llvm::errs() << "cu2hip: error: " << llvm::toString(Names.takeError()) << "\n";
      return ExitInputError;
    }
    All.push_back(measure(Family, *Names, *Table));
  }
  if (All.empty()) {
    llvm::errs() << "cu2hip: error: no such family (docs/usage.md, 'Measuring the tables', "
                    "lists them)\n";
    return ExitInputError;
  }
  if (A.Format == "json")
    printJson(All, llvm::outs());
  else
    printText(All, A.Format == "md", llvm::outs());
  bool Fail = false;
  for (const FamilyCoverage &C : All)
    Fail |= (A.FailOnUnknown && !C.Unknown.empty()) ||
            (A.MinKnown >= 0 && C.knownPercent() < A.MinKnown);
  return Fail ? ExitFindings : ExitSuccess;
}

} // namespace cu2hip
