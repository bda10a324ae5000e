// The built-in mapping files, compiled into the binary so it runs from any directory.
#pragma once

#include <string_view>
#include <vector>

namespace cu2hip {

struct EmbeddedFile {
  std::string_view Name;
  std::string_view Text;
};

// Generated at build time from mappings/data/*.json (see embed_tables.cmake).
const std::vector<EmbeddedFile> &embeddedMappingFiles();

} // namespace cu2hip
