// The #include lines of one file, where each logical line starts and ends, and what an
// included header is called after translation: shared by the rules that insert lines next
// to includes (the runtime include, the NVIDIA alias block).
#pragma once

#include "TokenStream.h"
#include "TranslationOptions.h"
#include "mappings/MappingTable.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct IncludeLine {
  unsigned HashOffset;    // offset of the directive's '#'
  unsigned LineStart;     // offset of the logical line holding the directive
  unsigned NextLineStart; // offset just past its line break (the file's size at the end)
  std::string Header;     // the name between <> or ""
};

std::vector<IncludeLine> includeLines(std::string_view Source, const TokenStream &Tokens);

// The start of the logical line holding Offset: never inside a backslash-continued line
// (a '//' comment or a macro ending in '\' would swallow an inserted line). Lines end as
// Clang ends them: at '\n', '\r\n' or a lone '\r'.
unsigned logicalLineStart(std::string_view Source, unsigned Offset);

// The offset just past the break that ends the logical line holding Offset.
unsigned nextLogicalLineStart(std::string_view Source, unsigned Offset);

// The line break the file uses ("\r\n" when its first line ends so, else "\n"): an inserted
// line must not mix them.
std::string_view lineBreakOf(std::string_view Source);

// What an include names after translation: a CUDA header's HIP counterpart for the target
// version, or the name itself (already HIP, or the program's own header).
std::string translatedHeader(const MappingTable &Table, const TranslationOptions &Options,
                             const std::string &Header);

inline constexpr std::string_view HipRuntimeHeader = "hip/hip_runtime.h";
inline constexpr std::string_view HipRuntimeApiHeader = "hip/hip_runtime_api.h";

} // namespace cu2hip
