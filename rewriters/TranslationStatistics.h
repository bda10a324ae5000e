// One file's translation as the statistics model counts it: the rewriters produce the
// model (report/Statistics.h), the printers in report/ only read it.
#pragma once

#include "report/Statistics.h"

namespace cu2hip {

struct FileTranslation;

FileStatistics collectFileStatistics(const FileTranslation &Translation);

} // namespace cu2hip
