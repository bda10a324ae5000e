// The porting-effort estimate: analysed files + the model's weights -> hours per file and
// for the project, with the breakdown behind them and the project's class.
#pragma once

#include "CalibratedEffort.h"
#include "EffortModel.h"
#include "Statistics.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

struct EffortItem {
  unsigned Count = 0;
  EffortRange Hours;
  void add(unsigned N, EffortRange H) {
    Count += N;
    Hours += H;
  }
};

// One file's share; library swaps and project set-up are project-wide and not in it.
struct FileEstimate {
  std::string Path;
  FileMode Mode = FileMode::Ast;
  unsigned Lines = 0;
  EffortItem Renames;
  std::map<std::string, EffortItem> Unsupported;       // unconverted references, by family
  std::map<std::string, EffortItem> LibraryReferences; // by library family
  std::map<std::string, EffortItem> Hazards;           // other findings, by category
  EffortItem ParseFailure, Fallback;                   // Count is 1 when the file is so
  std::map<std::string, unsigned> ReferencesByFamily;  // converted + unconverted, for charts
  std::map<std::string, unsigned> UnconvertedLibraryReferences; // of LibraryReferences, by family
  EffortRange Total;
  // The calibrated model applied to this file alone: the files' lines add up to the
  // project's, their intervals do not (each is put around its own sum). Absent without a
  // calibration.
  std::optional<ResidualPrediction> Residual;
};

// How much of a CUDA library family the mapping tables map: entries with a HIP counterpart
// (supported or partial) of all entries of the family.
struct FamilyCoverage {
  unsigned Mapped = 0, Total = 0;
};
using FamilyCoverages = std::map<std::string, FamilyCoverage>;
FamilyCoverages familyCoveragesFromTable(const MappingTable &Table);

// One CUDA library the project depends on: the first thing a porting estimate says.
struct LibraryDependency {
  std::string Family, Replacement;
  unsigned References = 0, Unconverted = 0; // uses in the project; left for hand work
  FamilyCoverage Table;                     // Total 0: no mapping table (cuDNN...)
  bool Calibrated = false;                  // the calibration corpus has projects using it
  bool Deep = false;                        // no drop-in counterpart: redesign
  EffortRange Swap;                         // judgement weight, charged only where not calibrated
};

struct ProjectEstimate {
  std::vector<FileEstimate> Files;
  EffortRange Setup;
  std::map<std::string, EffortItem> LibrarySwaps; // Count: references in the whole project
  FileEstimate Sum;                               // the files' items added up
  EffortRange Total;                              // Setup + swaps + Sum.Total
  const ProjectClassRule *Class = nullptr;        // points into the EffortModel used
  std::vector<std::string> ClassReasons;          // what put the project in its class
  std::vector<LibraryDependency> Libraries;       // most references first
  // With a calibrated model: the project's residual lines, their hours, and the judgement
  // swap hours of libraries the corpus does not cover; Calibrated points into the model.
  std::optional<ResidualPrediction> Residual;
  EffortRange UncalibratedSwaps;
  EffortRange CalibratedTotal; // Residual->Hours + UncalibratedSwaps
  const CalibratedEffort *Calibrated = nullptr;
};

// Family of a CUDA name ("cublas", "runtime", ...; "" when unknown).
using FamilyLookup = std::function<std::string(const std::string &Name)>;
// The mapping tables' family of a symbol or header name; Table must outlive the result.
FamilyLookup familiesFromTable(const MappingTable &Table);

// Files as collectFileStatistics fills them (counts and findings); a finding costs the
// EffortHours its ID has in report/DiagnosticCatalog.def.
// Coverages, when given, fill the library inventory's table completeness.
ProjectEstimate estimateEffort(const std::vector<FileStatistics> &Files, const EffortModel &Model,
                               const FamilyLookup &FamilyOf,
                               const FamilyCoverages *Coverages = nullptr);

} // namespace cu2hip
