// Applying the effort model: every reference and finding is charged exactly once.
#include "EffortEstimate.h"

#include "mappings/MappingTable.h"
#include "report/Diagnostics.h"

#include <algorithm>
#include <set>

namespace cu2hip {
namespace {

std::string familyOrOther(const FamilyLookup &FamilyOf, const EffortModel &Model,
                          const std::string &Name) {
  std::string Family = FamilyOf(Name);
  if (Family.empty())
    Family = Model.familyByPrefix(Name);
  return Family.empty() ? "other" : Family;
}

// Hand-work hours of one occurrence of a diagnostic, by its catalogue ID.
double effortHoursOf(const std::string &Id) {
  static const std::map<std::string, double> Hours = [] {
    std::map<std::string, double> ById;
    for (DiagnosticKind Kind : allDiagnosticKinds())
      ById[diagnosticInfo(Kind).Id] = diagnosticDetails(Kind).EffortHours;
    return ById;
  }();
  auto It = Hours.find(Id);
  return It == Hours.end() ? 0 : It->second;
}

void chargeReferences(const FileStatistics &File, const EffortModel &Model,
                      const FamilyLookup &FamilyOf, FileEstimate &E) {
  for (const auto &[Name, Count] : File.ConvertedByName) {
    std::string Family = familyOrOther(FamilyOf, Model, Name);
    E.ReferencesByFamily[Family] += Count;
    if (const LibraryWeights *L = Model.library(Family))
      E.LibraryReferences[Family].add(Count, L->Reference * Count);
    else
      E.Renames.add(Count, Model.Rename.Hours * Count);
  }
  for (const FileFinding &F : File.Findings) {
    if (!F.Unconverted) {
      EffortRange Factor = Model.categoryFactor(F.Category).Hours;
      E.Hazards[F.Category].add(1, Factor * effortHoursOf(F.Id));
      continue;
    }
    std::string Family = familyOrOther(FamilyOf, Model, F.Api);
    ++E.ReferencesByFamily[Family];
    if (const LibraryWeights *L = Model.library(Family)) {
      E.LibraryReferences[Family].add(1, L->Unconverted);
      ++E.UnconvertedLibraryReferences[Family];
    } else {
      EffortRange Factor = Model.categoryFactor(F.Category).Hours;
      E.Unsupported[Family].add(1, Factor * effortHoursOf(F.Id));
    }
  }
}

EffortRange itemsTotal(const std::map<std::string, EffortItem> &Items) {
  EffortRange Sum;
  for (const auto &[Key, Item] : Items)
    Sum += Item.Hours;
  return Sum;
}

FileEstimate estimateFile(const FileStatistics &File, const EffortModel &Model,
                          const FamilyLookup &FamilyOf) {
  FileEstimate E;
  E.Path = File.Path;
  E.Mode = File.Mode;
  E.Lines = File.LinesTotal;
  if (E.Mode == FileMode::Failed) // nothing was translated: the whole file is hand work
    E.ParseFailure.add(1, Model.ParseFailureFile.Hours +
                              Model.ParseFailureLine.Hours * double(E.Lines));
  else
    chargeReferences(File, Model, FamilyOf, E);
  if (E.Mode == FileMode::Fallback)
    E.Fallback.add(1, Model.FallbackFile.Hours + Model.FallbackLine.Hours * double(E.Lines));
  E.Total = E.Renames.Hours;
  E.Total += itemsTotal(E.Unsupported);
  E.Total += itemsTotal(E.LibraryReferences);
  E.Total += itemsTotal(E.Hazards);
  E.Total += E.ParseFailure.Hours;
  E.Total += E.Fallback.Hours;
  return E;
}

void addInto(std::map<std::string, EffortItem> &Into,
             const std::map<std::string, EffortItem> &From) {
  for (const auto &[Key, Item] : From)
    Into[Key].add(Item.Count, Item.Hours);
}

void addFile(FileEstimate &Sum, const FileEstimate &E) {
  Sum.Lines += E.Lines;
  Sum.Renames.add(E.Renames.Count, E.Renames.Hours);
  addInto(Sum.Unsupported, E.Unsupported);
  addInto(Sum.LibraryReferences, E.LibraryReferences);
  addInto(Sum.Hazards, E.Hazards);
  Sum.ParseFailure.add(E.ParseFailure.Count, E.ParseFailure.Hours);
  Sum.Fallback.add(E.Fallback.Count, E.Fallback.Hours);
  for (const auto &[Family, Count] : E.ReferencesByFamily)
    Sum.ReferencesByFamily[Family] += Count;
  for (const auto &[Family, Count] : E.UnconvertedLibraryReferences)
    Sum.UnconvertedLibraryReferences[Family] += Count;
  Sum.Total += E.Total;
}

// Uses of names starting with one of Prefixes, over converted and unconverted references.
unsigned countNamesWithPrefix(const std::vector<FileStatistics> &Files,
                              const std::vector<std::string> &Prefixes) {
  auto matches = [&](const std::string &Name) {
    return std::any_of(Prefixes.begin(), Prefixes.end(),
                       [&](const std::string &P) { return Name.rfind(P, 0) == 0; });
  };
  unsigned Count = 0;
  for (const FileStatistics &F : Files) {
    for (const auto &[Name, N] : F.ConvertedByName)
      Count += matches(Name) ? N : 0;
    for (const FileFinding &R : F.Findings)
      Count += R.Unconverted && matches(R.Api);
  }
  return Count;
}

// The first class whose trigger fires; the reasons name what fired it.
void classify(const std::vector<FileStatistics> &Files, const EffortModel &Model,
              ProjectEstimate &P) {
  for (const ProjectClassRule &Rule : Model.Classes) {
    std::vector<std::string> Reasons;
    for (const std::string &Family : Rule.LibraryFamilies)
      if (auto It = P.LibrarySwaps.find(Family); It != P.LibrarySwaps.end())
        Reasons.push_back(Family + " referenced " + std::to_string(It->second.Count) + " times");
    for (const std::string &Category : Rule.FindingCategories)
      if (auto It = P.Sum.Hazards.find(Category); It != P.Sum.Hazards.end())
        Reasons.push_back(std::to_string(It->second.Count) + " " + Category + " findings");
    if (unsigned Uses = countNamesWithPrefix(Files, Rule.NamePrefixes))
      Reasons.push_back(std::to_string(Uses) + " uses of warp-level intrinsics");
    bool Fallback =
        Rule.LibraryFamilies.empty() && Rule.FindingCategories.empty() && Rule.NamePrefixes.empty();
    if (!Reasons.empty() || Fallback || &Rule == &Model.Classes.back()) {
      P.Class = &Rule;
      P.ClassReasons = Reasons;
      return;
    }
  }
}

// The inventory from what chargeReferences counted: every library family referenced.
void inventory(const EffortModel &Model, const FamilyCoverages *Coverages, ProjectEstimate &P) {
  for (const auto &[Family, Item] : P.Sum.LibraryReferences) {
    const LibraryWeights &L = *Model.library(Family);
    LibraryDependency D;
    D.Family = Family;
    D.Replacement = L.Replacement;
    D.References = Item.Count;
    D.Deep = L.Deep;
    D.Swap = L.Swap;
    if (auto It = P.Sum.UnconvertedLibraryReferences.find(Family);
        It != P.Sum.UnconvertedLibraryReferences.end())
      D.Unconverted = It->second;
    if (Coverages)
      if (auto It = Coverages->find(Family); It != Coverages->end())
        D.Table = It->second;
    D.Calibrated = Model.Calibrated && Model.Calibrated->CoveredLibraries.count(Family);
    P.Libraries.push_back(D);
  }
  std::stable_sort(P.Libraries.begin(), P.Libraries.end(),
                   [](const LibraryDependency &A, const LibraryDependency &B) {
                     return A.References > B.References;
                   });
}

void predictCalibrated(const std::vector<FileStatistics> &Files, const EffortModel &Model,
                       ProjectEstimate &P) {
  if (!Model.Calibrated)
    return;
  const CalibratedEffort &C = *Model.Calibrated;
  std::set<std::string> Families = Model.libraryFamilies();
  std::vector<EffortFeatures> Sources;
  for (size_t I = 0; I < Files.size(); ++I) {
    EffortFeatures F = effortFeatures(Files[I], Families);
    if (F.empty()) // build scripts: the calibration measured sources only
      continue;
    P.Files[I].Residual = predictResidual(C, {F});
    Sources.push_back(std::move(F));
  }
  P.Calibrated = &C;
  P.Residual = predictResidual(C, Sources);
  for (const LibraryDependency &D : P.Libraries)
    if (!D.Calibrated)
      P.UncalibratedSwaps += D.Swap;
  P.CalibratedTotal = P.Residual->Hours + P.UncalibratedSwaps;
}

} // namespace

FamilyCoverages familyCoveragesFromTable(const MappingTable &Table) {
  FamilyCoverages C;
  for (const MappingEntry &E : Table.entries()) {
    if (E.Kind == SymbolKind::Header)
      continue;
    FamilyCoverage &F = C[E.Family];
    ++F.Total;
    F.Mapped += E.Status != SupportStatus::Unsupported && !E.Hip.empty();
  }
  return C;
}

FamilyLookup familiesFromTable(const MappingTable &Table) {
  return [&Table](const std::string &Name) -> std::string {
    if (const MappingEntry *E = Table.lookupSymbol(Name))
      return E->Family;
    if (const MappingEntry *E = Table.lookupHeader(Name))
      return E->Family;
    return "";
  };
}

ProjectEstimate estimateEffort(const std::vector<FileStatistics> &Files, const EffortModel &Model,
                               const FamilyLookup &FamilyOf, const FamilyCoverages *Coverages) {
  ProjectEstimate P;
  P.Sum.Path = "total";
  for (const FileStatistics &File : Files) {
    P.Files.push_back(estimateFile(File, Model, FamilyOf));
    addFile(P.Sum, P.Files.back());
  }
  // A library is swapped once however many files use it.
  for (const auto &[Family, Item] : P.Sum.LibraryReferences)
    P.LibrarySwaps[Family].add(Item.Count, Model.library(Family)->Swap);
  if (!Files.empty())
    P.Setup = Model.ProjectSetup.Hours;
  P.Total = P.Setup;
  P.Total += itemsTotal(P.LibrarySwaps);
  P.Total += P.Sum.Total;
  classify(Files, Model, P);
  inventory(Model, Coverages, P);
  predictCalibrated(Files, Model, P);
  return P;
}

} // namespace cu2hip
