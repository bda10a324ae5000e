// The three parts of the api-mapping rule (ApiMappingRule.cpp), one per kind of reference
// the mapping tables translate. They share the rule's name, findings and policy
// (mappings/MappingResolution.h).
#pragma once

#include "rewriters/Rule.h"

namespace cu2hip {

std::unique_ptr<Rule> createIncludeRewritePart();      // #include <cuda_header.h>
std::unique_ptr<Rule> createIdentifierRenamePart();    // cudaMalloc, CUresult, __shfl_sync
std::unique_ptr<Rule> createQualifiedNameRenamePart(); // cub::, nvcuda::wmma::

} // namespace cu2hip
