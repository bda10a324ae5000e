// What a translation fixture says about itself: header lines and inline expectations.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::golden {

struct FixtureSpec {
  std::string Description;          // "// fixture: ..."
  std::string Kind;                 // "// kind: program|unit"
  std::vector<std::string> Args;    // "// args: ..." split on spaces
  // (line, diagnostic ID) pairs from "// expect: ID[, ID...]" comments on that line.
  std::multiset<std::pair<unsigned, std::string>> ExpectedDiagnostics;
};

FixtureSpec parseFixtureSpec(const std::string &Source);

// (line, ID) pairs of cu2hip's "file:line:col: severity: message [ID]" stderr lines.
std::multiset<std::pair<unsigned, std::string>> parseReportedDiagnostics(const std::string &Stderr);

} // namespace cu2hip::golden
