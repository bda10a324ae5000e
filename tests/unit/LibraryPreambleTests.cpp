// The library preamble (the CUDA headers plus common C, POSIX and C++ library headers,
// cooperative groups, Thrust, CUB and libcu++, precompiled): a file's translation is the one it
// gets with the CUDA headers alone, whether the preamble is kept (the file included what it
// names) or the check sends the file back to a parse without it.
#include "TranslateSnippet.h"

#include "rewriters/PreambleCache.h"
#include "rewriters/PreambleContents.h"

#include "clang/Basic/LangOptions.h"
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
  // One for all the cases: building the preamble takes seconds.
  static PreambleCache Preambles("", "", PreambleCache::LibraryBuild::FirstRequest);
  PreambleCache::LibraryUse Before = Preambles.libraryUse();
  FileTranslation WithPreambles =
      FileTranslator(builtInTable(), Options, &Preambles).translate("/lib/k.cu", Source);
  CHECK(Plain.Mode == ExpectedMode);
  CHECK(WithPreambles.Mode == Plain.Mode);
  CHECK(WithPreambles.Output == Plain.Output);
  CHECK(WithPreambles.Findings.size() == Plain.Findings.size());
  PreambleCache::LibraryUse After = Preambles.libraryUse();
  unsigned Kept = After.Kept - Before.Kept, Rejected = After.Rejected - Before.Rejected;
  REQUIRE(Kept + Rejected == 1); // the host side only: no __CUDA_ARCH__ here
  return Kept == 1;
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

TEST_CASE("a larger run builds the device side's library preamble for the second file",
          "[preamble]") {
  TranslationOptions Options = optionsWithCuda();
  const std::string Source = "#include <vector>\n"
                             "__device__ int f() {\n"
                             "#ifdef __CUDA_ARCH__\n"
                             "  return __CUDA_ARCH__;\n"
                             "#else\n"
                             "  return 0;\n"
                             "#endif\n"
                             "}\n"
                             "int main() { std::vector<int> v(3); return v[0]; }\n";
  PreambleCache Preambles("", "", PreambleCache::LibraryBuild::DeviceOnSecondRequest);
  FileTranslator Translator(builtInTable(), Options, &Preambles);
  FileTranslation First = Translator.translate("/lib/a.cu", Source);
  CHECK(Preambles.libraryUse().Kept == 1); // the host side; the device side had the CUDA headers
  FileTranslation Second = Translator.translate("/lib/b.cu", Source);
  CHECK(Preambles.libraryUse().Kept == 3);
  CHECK(First.Output == Second.Output);
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
  // Thrust is in the preamble too.
  CHECK_FALSE(keptLibraryPreamble("int main() { thrust::device_vector<int> v(3); }\n",
                                  TranslationMode::Fallback));
}

TEST_CASE("the file's own deferred CUDA errors stand with the preambles", "[preamble]") {
  // Calling a host function from a kernel is an error Clang reports only at the end of the
  // file, for the functions it would emit; the PCHs leave out the headers' share of that
  // check, never the file's own.
  keptLibraryPreamble("#include <cstdio>\n"
                      "void onHost() { printf(\"host\\n\"); }\n"
                      "__global__ void k() { onHost(); }\n"
                      "int main() { k<<<1, 1>>>(); }\n",
                      TranslationMode::Fallback);
}

TEST_CASE("a header that tests what another one defines keeps the library preamble", "[preamble]") {
  // <fcntl.h> defines R_OK only '#ifndef R_OK', as <unistd.h> does. Were <fcntl.h> read
  // after a preamble holding <unistd.h>, that test would use a macro of a header the file
  // had not included yet, and send the file back; both are in the preamble.
  CHECK(keptLibraryPreamble("#include <fcntl.h>\n"
                            "#include <unistd.h>\n"
                            "int main() { return access(\"f\", R_OK) + open(\"f\", O_RDONLY); }\n",
                            TranslationMode::Ast));
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

TEST_CASE("a function-like macro set before a library header matters where it can expand",
          "[preamble]") {
  IdentifierSpellings Found = identifierSpellings("template <int MAX> struct S { int a[MAX]; };\n"
                                                  "int v = MIN(1, 2);\n"
                                                  "int w = call(ARG, S<MAX>::b);\n"
                                                  "#ifdef TESTED\n"
                                                  "#define BODY REPLACED\n"
                                                  "#endif\n"
                                                  "int x = LATER\n"
                                                  "  /* a comment */ (3);\n",
                                                  clang::LangOptions());
  for (const char *Name : {"MAX", "S", "a", "MIN", "v", "call", "ARG", "b", "TESTED", "BODY",
                           "REPLACED", "LATER", "x"})
    CHECK(Found.Spelled.count(Name) == 1);
  // Called, an argument (another macro may call it), tested, or in a macro's replacement.
  for (const char *Name : {"MIN", "call", "ARG", "TESTED", "BODY", "REPLACED", "LATER"})
    CHECK(Found.Expandable.count(Name) == 1);
  // 'S<MAX>::b' is inside the call's parentheses: part of an argument too.
  for (const char *Name : {"MAX", "S", "b"})
    CHECK(Found.Expandable.count(Name) == 1);
  // Names followed by anything but '(', outside parentheses and preprocessor lines.
  for (const char *Name : {"a", "v", "x"})
    CHECK(Found.Expandable.count(Name) == 0);
  IdentifierSpellings Template =
      identifierSpellings("template <int MAX> struct S { int a[MAX]; };\n", clang::LangOptions());
  for (const char *Name : {"MAX", "S", "a"}) {
    CHECK(Template.Spelled.count(Name) == 1);
    CHECK(Template.Expandable.count(Name) == 0);
  }
}

TEST_CASE("a program's MAX(a, b) keeps the library preamble with CUB in it", "[preamble]") {
  // CUB spells MAX as a template parameter, never called: a function-like MAX cannot
  // change it, an object-like one can (cuda-samples' helper_cuda.h defines the first).
  const std::string Program = "#include <thrust/device_vector.h>\n"
                              "#include <thrust/sort.h>\n"
                              "int main() {\n"
                              "  thrust::device_vector<int> v(4, MAX(1, 2));\n"
                              "  thrust::sort(v.begin(), v.end());\n"
                              "}\n";
  CHECK(keptLibraryPreamble("#define MAX(a, b) (a > b ? a : b)\n" + Program, TranslationMode::Ast));
  // Expanding to itself, it changes no text, but the check cannot know that.
  CHECK_FALSE(
      keptLibraryPreamble("#define MAX MAX\n#define MAX_OF(a, b) (a > b ? a : b)\n" +
                              std::string(Program).replace(Program.find("MAX"), 3, "MAX_OF"),
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
  Contents.SpelledIn["size_type"] = {Vector};
  Contents.ExpandableIn["min"] = {Bits};
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
  CHECK(Read->ExpandableIn == Contents.ExpandableIn);
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
