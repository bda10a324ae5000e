// Translating a planned project: files in parallel on a fixed pool of workers, results
// printed, written and counted in input order so that -j never changes what comes out.
#pragma once

#include "CompileCommands.h"
#include "IncludedHeaders.h"
#include "OutputPlan.h"
#include "report/Statistics.h"
#include "rewriters/FileTranslator.h"

#include <map>
#include <optional>
#include <string>

namespace cu2hip {

struct RunSetup {
  const RunOptions &Options;
  const MappingTable &Table;
  TranslationOptions Base; // ExtraArgs: the command line's clang flags
  std::string CudaPath;
  std::optional<CompileFlags> Database; // -p / --compile-commands
  std::string CacheKey;                 // empty: no incremental cache
  // Where each translated file is included by another of the run: a header that does not
  // parse alone is parsed again after its includer's text (firstIncludeSites).
  std::map<std::string, IncludeSite> IncludeSites;
};

struct RunCounts {
  // Translated files are Parsed (from the AST) + TokenLevel + Cached; Failed ones are apart.
  unsigned Parsed = 0, TokenLevel = 0, Cached = 0, Copied = 0, BuildScripts = 0, Failed = 0,
           Unchanged = 0;
  // Parses (one per side) that kept the precompiled library headers, and those the check
  // sent back to a parse with the CUDA headers alone (PreambleUseCheck).
  unsigned LibraryPreambleKept = 0, LibraryPreambleRejected = 0;
};

// Translates (or copies) every planned file and fills Stats in plan order. Returns the
// exit code: 0, or 2 when a file failed or an output could not be written.
int translatePlan(const RunSetup &Setup, const OutputPlan &Plan, RunStatistics &Stats,
                  RunCounts &Counts);

// What the incremental cache key of a run covers besides each file: the tool build
// (executable identity: version, rules, embedded tables), the --mappings files, the
// translation options every file starts from (Base: what a translation depends on, so
// reporting, -j, --shard, -q and the like never invalidate the cache) and every header of
// the plan.
std::string runCacheKey(const RunOptions &Options, const TranslationOptions &Base,
                        const OutputPlan &Plan);

} // namespace cu2hip
