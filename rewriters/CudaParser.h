// Parses one CUDA source with Clang (host side, and the device side where the
// file has device-only code) and returns the merged AstFacts.
#pragma once

#include "AstFacts.h"
#include "PreambleCache.h"
#include "RuleRegistry.h"
#include "TimeBudget.h"
#include "TranslationOptions.h"

#include <string>
#include <string_view>

namespace cu2hip {

enum class ParseSide { Host, Device };

// The clang command line cu2hip uses for one side; exposed for tests and --verbose.
std::vector<std::string> clangArguments(const std::string &Path, ParseSide Side,
                                        const ParseOptions &Options);

// Where a parse in an includer's context places ParseOptions::IncluderPrefix (in memory).
std::string includerPrefixPath(const std::string &IncluderPath);

// Parses the in-memory Content as the file at Path (an absolute path: relative
// includes resolve from its directory). Facts.Parsed is false when Clang reported errors.
// With a Cache, the CUDA headers come from its precompiled preambles.
// Detectors runs the AST detectors of the registry that it enables. Parsing and analysis
// stop where Budget is spent (Budget.stoppedIn() says where); a parse that stopped leaves
// Facts.Parsed false.
AstFacts parseCudaSource(const std::string &Path, std::string_view Content,
                         const ParseOptions &Options, const RuleSelection &Detectors,
                         PreambleCache *Cache, TimeBudget &Budget);

} // namespace cu2hip
