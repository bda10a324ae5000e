// The library preamble (the CUDA headers plus common C and C++ library headers and
// cooperative groups, precompiled): a file's translation is the one it gets with the CUDA
// headers alone, whether the preamble is kept (the file included what it names) or the
// check sends the file back to a parse without it.
#include "TranslateSnippet.h"

#include "rewriters/PreambleCache.h"
#include "rewriters/PreambleContents.h"

#include "llvm/Support/FileSystem.h"

using namespace cu2hip;
using namespace cu2hip::testing;

namespace {

TranslationOptions optionsWithCuda() {
  CudaSearchResult Cuda = findCudaInstallation("");
  REQUIRE_FALSE(Cuda.Path.empty());
  TranslationOptions Options;
  Options.Parse.CudaPath = Cuda.Path;
  Options.Parse.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  return Options;
}

// Translates Source with the preambles and without any, requires the same translation,
// and returns whether the library preamble was kept.
bool keptLibraryPreamble(const std::string &Source, TranslationMode ExpectedMode) {
  TranslationOptions Options = optionsWithCuda();
  FileTranslation Plain = FileTranslator(builtInTable(), Options).translate("/lib/k.cu", Source);
  PreambleCache Preambles;
  FileTranslation WithPreambles =
      FileTranslator(builtInTable(), Options, &Preambles).translate("/lib/k.cu", Source);
  CHECK(Plain.Mode == ExpectedMode);
  CHECK(WithPreambles.Mode == Plain.Mode);
  CHECK(WithPreambles.Output == Plain.Output);
  CHECK(WithPreambles.Findings.size() == Plain.Findings.size());
  PreambleCache::LibraryUse Use = Preambles.libraryUse();
  REQUIRE(Use.Kept + Use.Rejected == 1); // the host side only: no __CUDA_ARCH__ here
  return Use.Kept == 1;
}

} // namespace

TEST_CASE("a file that includes what it names keeps the library preamble", "[preamble]") {
  CHECK(keptLibraryPreamble("#include <cstdio>\n"
                            "#include <vector>\n"
                            "#include <cooperative_groups.h>\n"
                            "namespace cg = cooperative_groups;\n"
                            "__global__ void k(float *a) { cg::this_thread_block().sync(); }\n"
                            "int main() {\n"
                            "  std::vector<float> h(4);\n"
                            "  float *d; cudaMalloc(&d, 16);\n"
                            "  k<<<1, 4>>>(d);\n"
                            "  printf(\"%zu\\n\", h.size());\n"
                            "}\n",
                            TranslationMode::Ast));
}

TEST_CASE("a file naming what it did not include is parsed without the library preamble",
          "[preamble]") {
  // std::vector is in the preamble, but this file never includes <vector>: Clang rejects it,
  // and so must a parse with the preamble.
  CHECK_FALSE(keptLibraryPreamble("#include <cstdio>\n"
                                  "int main() { std::vector<int> v(3); printf(\"%d\", v[0]); }\n",
                                  TranslationMode::Fallback));
  // Included, but only after it is named.
  CHECK_FALSE(keptLibraryPreamble("#include <cstdio>\n"
                                  "std::vector<int> *early;\n"
                                  "#include <vector>\n"
                                  "int main() { printf(\"%p\", (void *)early); }\n",
                                  TranslationMode::Fallback));
  // A macro of a header the file does not include.
  CHECK_FALSE(keptLibraryPreamble("int main() { return EOF; }\n", TranslationMode::Fallback));
}

TEST_CASE("a macro set before a library header is included sends the file back", "[preamble]") {
  // <algorithm> spells 'min': the macro breaks it, as it does without the preamble, where
  // the header is read after the macro.
  CHECK_FALSE(keptLibraryPreamble("#define min(a, b) ((a) < (b) ? (a) : (b))\n"
                                  "#include <algorithm>\n"
                                  "int main() { return std::max(1, 2); }\n",
                                  TranslationMode::Fallback));
  // A macro no library header spells changes nothing.
  CHECK(
      keptLibraryPreamble("#define CU2HIP_TEST_MACRO_OF_THE_PROGRAM 1\n"
                          "#include <algorithm>\n"
                          "int main() { return std::max(1, CU2HIP_TEST_MACRO_OF_THE_PROGRAM); }\n",
                          TranslationMode::Ast));
}

TEST_CASE("what a library preamble holds is stored and read back whole", "[preamble]") {
  PreambleContents Contents;
  unsigned Wrapper = Contents.fileIndex("/inc/wrapper.h");
  unsigned Vector = Contents.fileIndex("/inc/vector");
  unsigned Bits = Contents.fileIndex("/inc/bits/vector.h");
  Contents.AlwaysIncluded.push_back(Wrapper);
  Contents.Includes[Vector].push_back(Bits);
  Contents.SpelledIn["min"] = {Vector, Bits};
  CHECK(Contents.fileIndex("/inc/vector") == Vector); // known files keep their index

  llvm::SmallString<128> Path;
  REQUIRE_FALSE(llvm::sys::fs::createTemporaryFile("cu2hip-contents", "txt", Path));
  REQUIRE(Contents.write(std::string(Path)));
  std::optional<PreambleContents> Read = PreambleContents::read(std::string(Path));
  llvm::sys::fs::remove(Path);
  REQUIRE(Read);
  CHECK(Read->Files == Contents.Files);
  CHECK(Read->Includes == Contents.Includes);
  CHECK(Read->AlwaysIncluded == Contents.AlwaysIncluded);
  CHECK(Read->SpelledIn == Contents.SpelledIn);
  CHECK(Read->IndexOf.at("/inc/bits/vector.h") == Bits);
}

TEST_CASE("a damaged contents file is not read", "[preamble]") {
  llvm::SmallString<128> Path;
  REQUIRE_FALSE(llvm::sys::fs::createTemporaryFile("cu2hip-contents", "txt", Path));
  {
    std::error_code EC;
    llvm::raw_fd_ostream Out(Path, EC);
    REQUIRE_FALSE(EC);
    Out << "file /inc/a.h\ninclude 0 7\n"; // names a file it does not list
  }
  CHECK_FALSE(PreambleContents::read(std::string(Path)));
  llvm::sys::fs::remove(Path);
}
