// The hazard corpus runner: runs the real cu2hip binary over every fixture under a
// directory (fixtures/hazards/<detector>/*.cu), compares the (line, ID) pairs it reports
// for each diagnostic category asked for (comma-separated) with the fixtures' "// expect:"
// comments, and prints precision and recall per ID and per category. Fails when any
// category is below the thresholds. Each fixture is translated once for all categories.
#include "FixtureSpec.h"
#include "report/Diagnostics.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <set>

using namespace cu2hip::golden;

namespace {

// Below these, the category's detectors are too noisy or miss too much to ship.
constexpr double MinPrecision = 0.95, MinRecall = 0.95;

using Pairs = std::multiset<std::pair<unsigned, std::string>>;

struct Counts {
  unsigned Expected = 0, Reported = 0, Correct = 0;
  double precision() const { return Reported ? double(Correct) / Reported : Expected ? 0.0 : 1.0; }
  double recall() const { return Expected ? double(Correct) / Expected : 1.0; }
};

std::string readFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

std::string temporaryPath(llvm::StringRef Suffix) {
  llvm::SmallString<128> Path;
  llvm::sys::fs::createTemporaryFile("cu2hip-hazards", Suffix, Path);
  return std::string(Path);
}

std::vector<std::string> fixturesUnder(const std::string &Root) {
  std::vector<std::string> Files;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".cu")
      Files.push_back(It->path());
  std::sort(Files.begin(), Files.end());
  return Files;
}

std::set<std::string> categoryIds(llvm::StringRef Category) {
  std::set<std::string> Ids;
  for (cu2hip::DiagnosticKind Kind : cu2hip::allDiagnosticKinds())
    if (Category == cu2hip::diagnosticInfo(Kind).Category)
      Ids.insert(cu2hip::diagnosticInfo(Kind).Id);
  return Ids;
}

Pairs onlyIds(const Pairs &All, const std::set<std::string> &Ids) {
  Pairs Kept;
  for (const auto &P : All)
    if (Ids.count(P.second))
      Kept.insert(P);
  return Kept;
}

// Runs cu2hip on one fixture; returns false (after saying why) when it did not translate.
bool reportedPairs(const std::string &Tool, const std::string &Fixture, const FixtureSpec &Spec,
                   Pairs &Reported) {
  std::string Output = temporaryPath("hip"), Stderr = temporaryPath("txt");
  // cu2hip takes everything after '--' as Clang options, so a fixture's '-- ...' goes last.
  // -v: every finding on stderr as it comes (by default they are folded into a digest).
  std::vector<llvm::StringRef> Argv = {Tool, "-v"}, ClangArgs;
  auto Dashes = std::find(Spec.Args.begin(), Spec.Args.end(), "--");
  Argv.insert(Argv.end(), Spec.Args.begin(), Dashes);
  ClangArgs.insert(ClangArgs.end(), Dashes, Spec.Args.end());
  Argv.insert(Argv.end(), {Fixture, "-o", Output});
  Argv.insert(Argv.end(), ClangArgs.begin(), ClangArgs.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                                llvm::StringRef(Stderr)};
  int Exit = llvm::sys::ExecuteAndWait(Tool, Argv, std::nullopt, Redirects);
  std::string Diagnostics = readFile(Stderr);
  llvm::sys::fs::remove(Stderr);
  llvm::sys::fs::remove(Output);
  if (Exit != 0) {
    llvm::errs() << "cu2hip exited with " << Exit << " on " << Fixture << ":\n" << Diagnostics;
    return false;
  }
  Reported = parseReportedDiagnostics(Diagnostics);
  return true;
}

// Adds one fixture's matches to the per-ID counts and lists its mismatches.
void score(const std::string &Fixture, const Pairs &Expected, const Pairs &Reported,
           std::map<std::string, Counts> &PerId) {
  std::set<std::pair<unsigned, std::string>> Keys(Expected.begin(), Expected.end());
  Keys.insert(Reported.begin(), Reported.end());
  for (const auto &Key : Keys) {
    unsigned E = Expected.count(Key), R = Reported.count(Key);
    Counts &C = PerId[Key.second];
    C.Expected += E;
    C.Reported += R;
    C.Correct += std::min(E, R);
    if (E > R)
      llvm::outs() << "  missed:     " << Fixture << ":" << Key.first << " " << Key.second << "\n";
    if (R > E)
      llvm::outs() << "  unexpected: " << Fixture << ":" << Key.first << " " << Key.second << "\n";
  }
}

void printTable(llvm::StringRef Category, const std::map<std::string, Counts> &PerId,
                const Counts &Total) {
  llvm::outs() << "category " << Category << ":\n"
               << "  ID            expected  reported  correct  precision  recall\n";
  auto Row = [](llvm::StringRef Name, const Counts &C) {
    llvm::outs() << "  " << llvm::left_justify(Name, 12)
                 << llvm::format("%9u %9u %8u %10.3f %7.3f\n", C.Expected, C.Reported, C.Correct,
                                 C.precision(), C.recall());
  };
  for (const auto &[Id, C] : PerId)
    Row(Id, C);
  Row("total", Total);
}

std::vector<std::string> splitCategories(llvm::StringRef List) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  List.split(Parts, ',', -1, /*KeepEmpty=*/false);
  return {Parts.begin(), Parts.end()};
}

Counts totalOf(const std::map<std::string, Counts> &PerId) {
  Counts Total;
  for (const auto &[Id, C] : PerId) {
    Total.Expected += C.Expected;
    Total.Reported += C.Reported;
    Total.Correct += C.Correct;
  }
  return Total;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4) {
    llvm::errs() << "usage: cu2hip_hazards CU2HIP_BINARY CATEGORY[,CATEGORY...] FIXTURE_DIRECTORY\n";
    return 2;
  }
  std::string Tool = argv[1];
  std::vector<std::string> Categories = splitCategories(argv[2]);
  std::map<std::string, std::set<std::string>> IdsOf;
  for (const std::string &Category : Categories)
    IdsOf[Category] = categoryIds(Category);
  std::vector<std::string> Fixtures = fixturesUnder(argv[3]);
  for (const auto &[Category, Ids] : IdsOf)
    if (Ids.empty() || Fixtures.empty()) {
      llvm::errs() << "no diagnostic IDs in category '" << Category
                   << "' or no fixtures under " << argv[3] << "\n";
      return 1;
    }
  std::map<std::string, std::map<std::string, Counts>> PerCategory;
  unsigned Untranslated = 0;
  for (const std::string &Fixture : Fixtures) {
    FixtureSpec Spec = parseFixtureSpec(readFile(Fixture));
    Pairs Reported;
    if (!reportedPairs(Tool, Fixture, Spec, Reported)) {
      ++Untranslated;
      continue;
    }
    for (const auto &[Category, Ids] : IdsOf)
      score(Fixture, onlyIds(Spec.ExpectedDiagnostics, Ids), onlyIds(Reported, Ids),
            PerCategory[Category]);
  }
  bool Pass = !Untranslated;
  for (const std::string &Category : Categories) {
    Counts Total = totalOf(PerCategory[Category]);
    printTable(Category, PerCategory[Category], Total);
    bool CategoryPass = Total.precision() >= MinPrecision && Total.recall() >= MinRecall;
    Pass = Pass && CategoryPass;
    llvm::outs() << llvm::format("  %s: precision %.3f (minimum %.2f), recall %.3f (minimum "
                                 "%.2f): %s\n",
                                 Category.c_str(), Total.precision(), MinPrecision,
                                 Total.recall(), MinRecall, CategoryPass ? "PASS" : "FAIL");
  }
  if (Untranslated)
    llvm::outs() << Untranslated << " fixture(s) did not translate: the corpus is incomplete\n";
  llvm::outs() << Fixtures.size() << " fixtures, " << Categories.size() << " categories: "
               << (Pass ? "PASS" : "FAIL") << "\n";
  return Pass ? 0 : 1;
}
