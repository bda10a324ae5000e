// cu2hip-calibrate: the maintainers' tool that measures the effort calibration corpus from
// real ports and fits the effort model to it (docs/effort-calibration.md). Not part of the
// product CLI: users only read its result, report/effort_model.json's "calibrated" part.
#include "CalibrationFiles.h"
#include "EffortFit.h"
#include "LineDiff.h"
#include "PortCorpus.h"
#include "PortText.h"

#include "mappings/MappingLoading.h"
#include "report/ApiFamilies.h"
#include "report/EffortModel.h"
#include "report/ReportReader.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace cu2hip;

namespace {

const char *const Usage =
    "usage: cu2hip-calibrate measure --ports DIR --benchmarks FILE --cu2hip BIN --work DIR -o "
    "CORPUS\n"
    "                          [--corpus-name TEXT]\n"
    "       cu2hip-calibrate fit CORPUS --model MODEL.json (-o OUT.json | --check)\n"
    "       cu2hip-calibrate show TRANSLATION HAND_PORT\n"
    "  measure: for each NAME of FILE, DIR/NAME-cuda is translated with BIN into WORK/NAME and\n"
    "           compared with the hand port DIR/NAME-hip; odd positions (1-based) fit, even check\n"
    "  fit:     fits the model's calibrated part to CORPUS's fit half and states its error on\n"
    "           the check half; --check exits 1 when MODEL's calibrated part differs from the "
    "refit\n"
    "  show:    prints the normalized units that differ between two files, as measure counts "
    "them\n";

int fail(const std::string &Message) {
  llvm::errs() << "cu2hip-calibrate: error: " << Message << "\n";
  return 2;
}

std::string option(const std::vector<std::string> &Args, const std::string &Name) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == Name)
      return Args[I + 1];
  return "";
}

std::string joinPath(const std::string &A, const std::string &B) {
  llvm::SmallString<256> P(A);
  llvm::sys::path::append(P, B);
  return std::string(P);
}

int measure(const std::vector<std::string> &Args) {
  std::string Ports = option(Args, "--ports"), List = option(Args, "--benchmarks"),
              Cu2hip = option(Args, "--cu2hip"), Work = option(Args, "--work"),
              Out = option(Args, "-o");
  if (Ports.empty() || List.empty() || Cu2hip.empty() || Work.empty() || Out.empty())
    return fail(std::string("measure needs --ports, --benchmarks, --cu2hip, --work and -o\n") +
                Usage);
  auto ListText = readTextFile(List);
  if (!ListText)
    return fail(llvm::toString(ListText.takeError()));
  std::vector<std::string> Names;
  llvm::SmallVector<llvm::StringRef> Lines;
  llvm::StringRef(*ListText).split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (!Line.trim().empty())
      Names.push_back(Line.trim().str());
  std::sort(Names.begin(), Names.end()); // bytewise: the split is fixed by the list alone
  auto Table = loadMappingTable({});
  if (!Table)
    return fail(llvm::toString(Table.takeError()));
  std::set<std::string> ApiNames;
  for (const MappingEntry &E : Table->entries()) {
    ApiNames.insert(canonicalPortSpelling(E.Cuda)); // the spelling lines are compared in
    if (!E.Hip.empty())
      ApiNames.insert(canonicalPortSpelling(E.Hip));
  }
  ApiNamePredicate IsApiName = [&](std::string_view N) { return ApiNames.count(std::string(N)); };
  std::set<std::string> Libraries = builtinEffortModel().libraryFamilies();
  Corpus C;
  C.Provenance = {{"corpus", option(Args, "--corpus-name")},
                  {"benchmarks", Names.size()},
                  {"measured", todayUtc()},
                  {"translation", "cu2hip -q --keep-going --keep-extensions --no-build-scripts "
                                  "(default HIP version), each NAME-cuda folder whole"},
                  {"residual", "docs/effort-calibration.md#the-normalizer"}};
  if (std::error_code EC = llvm::sys::fs::create_directories(Work))
    return fail("cannot create --work '" + Work + "': " + EC.message());
  unsigned Position = 0;
  for (const std::string &Name : Names) {
    ++Position;
    BenchmarkFolders Folders{joinPath(Ports, Name + "-cuda"), joinPath(Ports, Name + "-hip"),
                             joinPath(Work, Name)};
    if (!llvm::sys::fs::is_directory(Folders.Original) ||
        !llvm::sys::fs::is_directory(Folders.HandPort))
      return fail("benchmark '" + Name + "' lacks " + Folders.Original + " or " + Folders.HandPort);
    std::string Report = joinPath(Work, Name + ".report.json");
    llvm::sys::fs::remove_directories(Folders.Translation);
    std::vector<llvm::StringRef> Command = {Cu2hip,
                                            "-q",
                                            "--keep-going",
                                            "--keep-extensions",
                                            "--no-build-scripts",
                                            "--in-root",
                                            Folders.Original,
                                            "--out-root",
                                            Folders.Translation,
                                            "--report",
                                            Report,
                                            "--report-no-times",
                                            "--report-root",
                                            Folders.Original,
                                            Folders.Original};
    std::string Error;
    int Exit = llvm::sys::ExecuteAndWait(Cu2hip, Command, std::nullopt, {}, 0, 0, &Error);
    if (Exit < 0 || Exit > 1)
      return fail("translating '" + Name + "' failed (exit " + std::to_string(Exit) + ") " + Error);
    auto Loaded = readJsonReport(Report);
    if (!Loaded)
      return fail(llvm::toString(Loaded.takeError()));
    assignApiFamilies(Loaded->Run, *Table);
    auto B = measureBenchmark(Name, Folders, Loaded->Run, Libraries, IsApiName);
    if (!B)
      return fail(llvm::toString(B.takeError()));
    B->Split = Position % 2 ? "fit" : "check";
    llvm::errs() << "[" << Position << "/" << Names.size() << "] " << Name << ": " << B->Residual
                 << " residual lines\n";
    C.Benchmarks.push_back(std::move(*B));
  }
  if (llvm::Error E = writeTextFileAtomically(Out, corpusJson(C).dump(1) + "\n"))
    return fail(llvm::toString(std::move(E)));
  return 0;
}

// The changed units of one file pair, for reading what a residual is made of.
int show(const std::vector<std::string> &Args) {
  if (Args.size() != 2)
    return fail(std::string("show needs TRANSLATION and HAND_PORT\n") + Usage);
  auto A = readTextFile(Args[0]);
  auto B = readTextFile(Args[1]);
  if (!A)
    return fail(llvm::toString(A.takeError()));
  if (!B)
    return fail(llvm::toString(B.takeError()));
  std::vector<PortLine> Old = normalizedPortLines(*A), New = normalizedPortLines(*B);
  std::vector<std::string> OldText, NewText;
  for (const PortLine &L : Old)
    OldText.push_back(joinedTokens(L));
  for (const PortLine &L : New)
    NewText.push_back(joinedTokens(L));
  for (const DiffHunk &H : diffLines(OldText, NewText)) {
    for (size_t I : H.Deleted)
      llvm::outs() << "- " << Old[I].Line << ": " << OldText[I] << "\n";
    for (size_t I : H.Inserted)
      llvm::outs() << "+ " << New[I].Line << ": " << NewText[I] << "\n";
    llvm::outs() << "\n";
  }
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  if (Args.empty())
    return fail(std::string("no command\n") + Usage);
  std::vector<std::string> Rest(Args.begin() + 1, Args.end());
  if (Args[0] == "measure")
    return measure(Rest);
  if (Args[0] == "fit")
    return fitCommand(Rest);
  if (Args[0] == "show")
    return show(Rest);
  return fail("unknown command '" + Args[0] + "'\n" + Usage);
}
