// Shared by the unit tests that translate small in-memory CUDA sources against the
// installed CUDA headers and the built-in tables.
#pragma once

#include "mappings/MappingLoading.h"
#include "project/CudaInstallation.h"
#include "rewriters/FileTranslator.h"

#include <catch2/catch.hpp>

namespace cu2hip::testing {

inline const MappingTable &builtInTable() {
  static MappingTable Table = [] {
    auto T = loadMappingTable({});
    REQUIRE(bool(T));
    return std::move(*T);
  }();
  return Table;
}

// Translates Source as the file Path with Options (CUDA and resource paths filled in).
inline FileTranslation translateSnippet(const std::string &Path, const std::string &Source,
                                        TranslationOptions Options) {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty()); // the tests need the CUDA headers (see README)
  Options.Parse.CudaPath = Cuda.Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  FileTranslator Translator(builtInTable(), Options);
  return Translator.translate(Path, Source);
}

// The messages of the findings of Kind, in source order, as "line: message".
inline std::vector<std::string> findingMessages(const FileTranslation &T, DiagnosticKind Kind) {
  std::vector<std::string> Result;
  for (const Finding &F : T.Findings)
    if (F.Kind == Kind)
      Result.push_back(std::to_string(F.Line) + ": " + F.message());
  return Result;
}

} // namespace cu2hip::testing
