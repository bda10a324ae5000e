// The progress reporter's three styles, with a fake clock for the ETA.
#include "report/ProgressReporter.h"

#include <catch2/catch.hpp>

using namespace cu2hip;

TEST_CASE("progress style: silent when quiet or for one file, a bar only on a terminal") {
  using S = ProgressReporter::Style;
  CHECK(ProgressReporter::styleFor(false, true, 5, false) == S::Bar);
  CHECK(ProgressReporter::styleFor(false, false, 5, true) == S::Lines);
  CHECK(ProgressReporter::styleFor(false, false, 5, false) == S::Silent); // a log: findings first
  CHECK(ProgressReporter::styleFor(true, true, 5, false) == S::Silent);
  CHECK(ProgressReporter::styleFor(false, true, 1, false) == S::Silent);
}

TEST_CASE("progress lines for logs name each file with its count") {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  {
    ProgressReporter P(2, ProgressReporter::Style::Lines, OS);
    P.fileDone("a.cu");
    P.fileDone("dir/b.cu");
    P.fileDone("extra.cu"); // more calls than files are ignored
  }
  CHECK(Out == "[1/2] a.cu\n[2/2] dir/b.cu\n");
}

TEST_CASE("silent progress writes nothing") {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ProgressReporter P(3, ProgressReporter::Style::Silent, OS);
  P.fileDone("a.cu");
  P.finish();
  CHECK(Out.empty());
}

TEST_CASE("the progress bar redraws one line with counts and an ETA, then clears it") {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  double Time = 100;
  ProgressReporter P(4, ProgressReporter::Style::Bar, OS, [&] { return Time; });
  Time = 102; // 2 s for the first file: 3 files left -> ETA 0:06
  P.fileDone("src/first.cu");
  CHECK(Out.rfind('\r') == 0);
  CHECK(Out.find("[======>                 ] 1/4 files  ETA 0:06  src/first.cu") !=
        std::string::npos);
  CHECK(Out.find('\n') == std::string::npos);
  CHECK(Out.size() == 1 + 79); // '\r' + one padded terminal line
  Time = 104;
  P.fileDone("src/second.cu");
  CHECK(Out.find("2/4 files  ETA 0:04  src/second.cu") != std::string::npos);
  P.finish();
  CHECK(Out.substr(Out.size() - 81) == "\r" + std::string(79, ' ') + "\r");
}
