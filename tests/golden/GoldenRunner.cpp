// Golden test for one fixture: runs the real cu2hip binary on fixtures/translate/<case>.cu
// and compares the whole output with <case>.hip (comments included) and the reported
// diagnostics with the input's "// expect:" comments. With CU2HIP_UPDATE_GOLDEN=1 the
// expected output is rewritten and the difference shown, for review before committing.
#include "FixtureSpec.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace cu2hip::golden;

namespace {

std::string readFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false);
  return Buffer ? (*Buffer)->getBuffer().str() : std::string();
}

bool fileExists(const std::string &Path) { return llvm::sys::fs::exists(Path); }

int run(llvm::StringRef Program, std::vector<std::string> Args, const std::string &StderrPath) {
  std::vector<llvm::StringRef> Argv = {Program};
  for (const std::string &A : Args)
    Argv.push_back(A);
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                                llvm::StringRef(StderrPath)};
  return llvm::sys::ExecuteAndWait(Program, Argv, std::nullopt, Redirects);
}

void showDiff(const std::string &Expected, const std::string &Actual) {
  auto Diff = llvm::sys::findProgramByName("diff");
  if (!Diff) {
    llvm::errs() << "(no 'diff' program to show the difference)\n";
    return;
  }
  llvm::StringRef Argv[] = {*Diff, "-u", Expected, Actual};
  llvm::sys::ExecuteAndWait(*Diff, Argv);
}

std::string temporaryPath(llvm::StringRef Suffix) {
  llvm::SmallString<128> Path;
  llvm::sys::fs::createTemporaryFile("cu2hip-golden", Suffix, Path);
  return std::string(Path);
}

bool compareDiagnostics(const FixtureSpec &Spec, const std::string &Stderr) {
  auto Reported = parseReportedDiagnostics(Stderr);
  bool Ok = true;
  for (const auto &E : Spec.ExpectedDiagnostics)
    if (Reported.count(E) < Spec.ExpectedDiagnostics.count(E)) {
      llvm::errs() << "missing diagnostic: line " << E.first << " " << E.second << "\n";
      Ok = false;
    }
  for (const auto &R : Reported)
    if (Spec.ExpectedDiagnostics.count(R) < Reported.count(R)) {
      llvm::errs() << "unexpected diagnostic: line " << R.first << " " << R.second << "\n";
      Ok = false;
    }
  if (!Ok)
    llvm::errs() << "--- cu2hip stderr ---\n" << Stderr;
  return Ok;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    llvm::errs() << "usage: cu2hip_golden CU2HIP_BINARY FIXTURE.cu\n";
    return 2;
  }
  std::string Tool = argv[1], Fixture = argv[2];
  llvm::SmallString<256> ExpectedPath(Fixture);
  llvm::sys::path::replace_extension(ExpectedPath, ".hip");
  std::string Expected(ExpectedPath);

  FixtureSpec Spec = parseFixtureSpec(readFile(Fixture));
  if (Spec.Description.empty() || Spec.Kind.empty()) {
    llvm::errs() << Fixture << ": missing '// fixture:' or '// kind:' header line\n";
    return 1;
  }
  std::string Actual = temporaryPath("hip"), Stderr = temporaryPath("txt");
  std::vector<std::string> Args = Spec.Args;
  // -v: every finding on stderr as it comes (by default they are folded into a digest).
  Args.insert(Args.begin(), "-v");
  Args.insert(Args.end(), {Fixture, "-o", Actual});
  int Exit = run(Tool, Args, Stderr);
  std::string Diagnostics = readFile(Stderr);
  llvm::sys::fs::remove(Stderr);
  if (Exit != 0) {
    llvm::errs() << "cu2hip exited with " << Exit << " on " << Fixture << ":\n" << Diagnostics;
    return 1;
  }
  std::string Output = readFile(Actual);
  bool Ok = compareDiagnostics(Spec, Diagnostics);
  bool Update = std::getenv("CU2HIP_UPDATE_GOLDEN") != nullptr;
  if (!fileExists(Expected) || readFile(Expected) != Output) {
    if (Update) {
      llvm::errs() << "updating " << Expected << ":\n";
      if (fileExists(Expected))
        showDiff(Expected, Actual);
      else
        llvm::errs() << "(new file)\n";
      std::error_code EC = llvm::sys::fs::copy_file(Actual, Expected);
      Ok = Ok && !EC;
    } else {
      llvm::errs() << "output differs from " << Expected << ":\n";
      if (fileExists(Expected))
        showDiff(Expected, Actual);
      else
        llvm::errs() << "(no expected file; run with CU2HIP_UPDATE_GOLDEN=1 and review)\n";
      Ok = false;
    }
  }
  llvm::sys::fs::remove(Actual);
  return Ok ? 0 : 1;
}
