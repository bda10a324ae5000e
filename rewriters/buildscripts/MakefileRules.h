// The Makefile parts of the build-script rules: each reads one logical line (physical lines
// joined by '\') and records edits and findings. The registry (rewriters/RuleRegistry.cpp)
// names them and gives their order; MakefileMigrator.cpp runs them line by line.
#pragma once

#include "MigrationContext.h"
#include "NvccFlags.h"

#include <utility>
#include <vector>

namespace cu2hip {

struct MakefileLine {
  std::string_view Text;                           // the whole file
  std::vector<std::pair<unsigned, unsigned>> Code; // [begin, end) per physical line, no comment
  std::vector<FlagWord> Words;                     // the words of Code, in order
};

void migrateMakefileCudaPaths(const MakefileLine &, MigrationContext &);
void migrateMakefileVariables(const MakefileLine &, MigrationContext &);
void migrateMakefileCompiler(const MakefileLine &, MigrationContext &);
void migrateMakefileNvccFlags(const MakefileLine &, MigrationContext &);
void migrateMakefileSourceNames(const MakefileLine &, MigrationContext &);

} // namespace cu2hip
