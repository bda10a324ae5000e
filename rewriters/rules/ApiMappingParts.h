// The three parts of the api-mapping rule (ApiMappingRule.cpp), one per kind of reference
// the mapping tables translate. They share the rule's name, findings and policy
// (mappings/MappingResolution.h).
#pragma once

#include "rewriters/Rule.h"

#include <string_view>

namespace cu2hip {

std::unique_ptr<Rule> createIncludeRewritePart();      // #include <cuda_header.h>
std::unique_ptr<Rule> createIdentifierRenamePart();    // cudaMalloc, CUresult, __shfl_sync
std::unique_ptr<Rule> createQualifiedNameRenamePart(); // cub::, nvcuda::wmma::

// The line the parts write above code kept for HIP's NVIDIA platform only (a case label of
// a value AMD lacks, an include of a header older HIP lacks), closed by '#endif'.
inline constexpr std::string_view NvidiaOnlyGuard = "#if defined(__HIP_PLATFORM_NVIDIA__)";

// Opens the guard before the character at At (the start of the kept code's line, or the
// code itself) by replacing that character, not by inserting before it: an insertion another
// rule makes at the same offset (the implicit hip_runtime.h include) then stays outside the
// guard, where AMD sees it. False where another edit already touches the character.
inline bool openNvidiaOnlyGuard(RuleContext &C, unsigned At, std::string_view Before = "") {
  if (At >= C.Source.size() || C.Edits.touches(At, 1))
    return false;
  return C.edit(At, 1, std::string(Before) + std::string(NvidiaOnlyGuard) + "\n" + C.Source[At]);
}

// Whether the line before the one starting at LineStart is that guard (blanks before it
// allowed): the code was kept for NVIDIA by an earlier translation, and stays as it is.
inline bool followsNvidiaOnlyGuard(std::string_view Source, size_t LineStart) {
  if (LineStart < 2)
    return false;
  size_t Previous = Source.rfind('\n', LineStart - 2);
  Previous = Previous == std::string_view::npos ? 0 : Previous + 1;
  std::string_view Line = Source.substr(Previous, LineStart - 1 - Previous);
  size_t Text = Line.find_first_not_of(" \t");
  return Text != std::string_view::npos && Line.substr(Text) == NvidiaOnlyGuard;
}

} // namespace cu2hip
