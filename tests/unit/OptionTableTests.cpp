// The one option parser: how a table reads a command line, and that the options documented
// as changing the translation are exactly those the incremental cache is keyed on.
#include "tool/CommandLine.h"
#include "tool/OptionTable.h"

#include "mappings/MappingLoading.h"
#include "project/TranslationRun.h"
#include "project/TranslationSetup.h"

#include <catch2/catch.hpp>

#include <set>

using namespace cu2hip;

namespace {

struct Sample {
  std::string Name, Dir;
  unsigned Jobs = 0;
  bool Fast = false, Help = false;
};

OptionTable sampleTable(Sample &S) {
  OptionTable T("sample", "usage: cu2hip sample [options]\n", " (see 'cu2hip sample --help')");
  T.value({"--name"}, "NAME", "who", S.Name);
  T.value({"-j", "--jobs"}, "N", "how many", [&S](const std::string &V, std::string &Error) {
     if (V != "1" && V != "2")
       Error = "option '-j' takes 1 or 2, not '" + V + "'";
     S.Jobs = V == "2" ? 2 : 1;
     return Error.empty();
   }).Attached = true;
  T.flag({"--fast"}, "quickly", S.Fast);
  T.refuse({"-o"}, "'sample' writes nothing");
  T.positionals([&S](const std::string &Dir, std::string &) {
    S.Dir = Dir;
    return true;
  });
  return T;
}

std::string parseError(std::vector<std::string> Args) {
  Sample S;
  std::string Error;
  CHECK_FALSE(sampleTable(S).parse(Args, Error));
  return Error;
}

} // namespace

TEST_CASE("a table takes --name VALUE, --name=VALUE and -jN", "[options]") {
  Sample S;
  std::string Error;
  REQUIRE(sampleTable(S).parse({"--name", "a", "-j2", "--fast", "dir"}, Error));
  CHECK(S.Name == "a");
  CHECK(S.Jobs == 2);
  CHECK(S.Fast);
  CHECK(S.Dir == "dir");
  REQUIRE(sampleTable(S).parse({"--name=b", "--jobs=1"}, Error));
  CHECK(S.Name == "b");
  CHECK(S.Jobs == 1);
}

TEST_CASE("a table's usage errors name the option", "[options]") {
  CHECK(parseError({"--name"}) == "option '--name' needs a value");
  CHECK(parseError({"--fast=yes"}) == "option '--fast' takes no value");
  CHECK(parseError({"-j3"}) == "option '-j' takes 1 or 2, not '3'");
  CHECK(parseError({"--colour"}) == "unknown option '--colour' (see 'cu2hip sample --help')");
  CHECK(parseError({"-o", "x"}) == "'sample' writes nothing");
}

TEST_CASE("--help prints every listed option with its help", "[options]") {
  Sample S;
  std::string Help;
  llvm::raw_string_ostream OS(Help);
  sampleTable(S).printHelp(OS);
  CHECK(Help == "usage: cu2hip sample [options]\n"
                "  --name NAME           who\n"
                "  -j, --jobs N          how many\n"
                "  --fast                quickly\n");
}

namespace {

// The incremental cache key of a run over one file with Args (a translation run with
// --out-root, the only kind that caches), computed as 'cu2hip' computes it.
std::optional<std::string> cacheKeyOf(std::vector<std::string> Args, const MappingTable &Table) {
  Args.insert(Args.end(), {"a.cu", "--out-root", "out"});
  std::string Error;
  auto Options = parseCommandLine(Args, Error);
  if (!Options)
    return std::nullopt;
  std::string CudaPath = Options->CudaPath.empty() ? "/usr/local/cuda" : Options->CudaPath;
  TranslationOptions Base = translationOptions(*Options, CudaPath, Table, "/default/resource");
  return runCacheKey(*Options, Base, OutputPlan{});
}

} // namespace

TEST_CASE("exactly the options documented as changing the translation change the cache key",
          "[options]") {
  auto Table = loadMappingTable({});
  REQUIRE(bool(Table));
  auto Default = cacheKeyOf({}, *Table);
  REQUIRE(Default);
  RunOptions Declared;
  OptionTable Translate = translateOptionTable(Declared);
  std::set<std::string> CannotCache; // refused with --out-root, so never cached
  unsigned Checked = 0;
  for (const OptionSpec *O : Translate.options()) {
    const std::string &Name = O->Names.front();
    INFO(Name);
    REQUIRE((O->Value.empty() || !O->Example.empty())); // every value has an example
    std::vector<std::string> Args = {Name};
    if (!O->Value.empty())
      Args.push_back(O->Example);
    auto Key = cacheKeyOf(Args, *Table);
    if (!Key) {
      CannotCache.insert(Name);
      continue;
    }
    ++Checked;
    CHECK((*Key != *Default) == (O->Effect == OptionEffect::Translation));
  }
  CHECK(CannotCache ==
        std::set<std::string>{"-o", "--out-dir", "--in-place", "--no-backup", "--restore"});
  CHECK(Checked > 40);
}
