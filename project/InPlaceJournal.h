// What an --in-place run leaves to recover from: the FILE.orig backups, which are its
// journal (a rerun resumes from them, --restore puts them back), and the temporaries of a
// run killed while writing.
#pragma once

#include "OutputPlan.h"

namespace cu2hip {

// Removes cu2hip's own temporaries (isOwnTemporary) from the folders of the planned files:
// left by a killed run, they are the only trace it can leave besides whole files.
void removeStaleTemporaries(const OutputPlan &Plan);

// --restore: every planned file with a backup gets the backup's bytes again (atomically,
// keeping its permissions), then the backup is removed; cu2hip's software textures header
// goes from the folders restored (the run wrote it). Returns the exit code: 0, or 2
// when a file could not be restored (its backup is then kept).
int restoreBackups(const OutputPlan &Plan, bool Quiet);

} // namespace cu2hip
