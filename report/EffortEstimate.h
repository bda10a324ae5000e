// The porting-effort estimate: analysed files + the model's weights -> hours per file and
// for the project, with the breakdown behind them and the project's class.
#pragma once

#include "EffortModel.h"
#include "Statistics.h"

#include <functional>
#include <map>
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
  EffortRange Total;
};

struct ProjectEstimate {
  std::vector<FileEstimate> Files;
  EffortRange Setup;
  std::map<std::string, EffortItem> LibrarySwaps; // Count: references in the whole project
  FileEstimate Sum;                               // the files' items added up
  EffortRange Total;                              // Setup + swaps + Sum.Total
  const ProjectClassRule *Class = nullptr; // points into the EffortModel used
  std::vector<std::string> ClassReasons; // what put the project in its class
};

// Family of a CUDA name ("cublas", "runtime", ...; "" when unknown).
using FamilyLookup = std::function<std::string(const std::string &Name)>;
// The mapping tables' family of a symbol or header name; Table must outlive the result.
FamilyLookup familiesFromTable(const MappingTable &Table);

// Files as collectFileStatistics fills them (counts and findings); a finding costs the
// EffortHours its ID has in report/DiagnosticDetails.def.
ProjectEstimate estimateEffort(const std::vector<FileStatistics> &Files, const EffortModel &Model,
                               const FamilyLookup &FamilyOf);

} // namespace cu2hip
