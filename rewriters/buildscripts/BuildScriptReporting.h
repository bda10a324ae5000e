// Reporting a build-script migration like a source translation: findings on stderr in
// the usual 'file:line:col: severity: message [ID]' form, and a statistics record.
#pragma once

#include "BuildScriptMigration.h"
#include "report/Statistics.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <string_view>

namespace cu2hip {

void printBuildScriptFindings(const std::string &Path, const BuildScriptMigration &Migration,
                              llvm::raw_ostream &OS);

// Mode "build-script"; each edit counts as a converted reference under its rule's name,
// each U100/W100 finding as an unconverted one.
FileStatistics buildScriptStatistics(const std::string &Path, std::string_view Input,
                                     const BuildScriptMigration &Migration);

} // namespace cu2hip
