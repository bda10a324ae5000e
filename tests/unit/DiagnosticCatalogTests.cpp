// The diagnostics catalogue is complete: every ID is unique and well formed, and has the
// details that docs/diagnostics.md and the effort estimate need.
#include "report/Diagnostics.h"
#include "tool/DiagnosticsDocsCommand.h"

#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <string>

using namespace cu2hip;

TEST_CASE("every diagnostic has a unique, well-formed ID", "[diagnostics]") {
  std::set<std::string> Seen;
  const std::regex IdPattern("CU2HIP-[EUWN][0-9]{3}");
  for (DiagnosticKind Kind : allDiagnosticKinds()) {
    std::string Id = diagnosticInfo(Kind).Id;
    INFO(Id);
    CHECK(std::regex_match(Id, IdPattern));
    CHECK(Seen.insert(Id).second);
    CHECK(std::string(diagnosticInfo(Kind).Category).size() > 0);
    CHECK(std::string(diagnosticInfo(Kind).Help).size() > 0);
  }
}

TEST_CASE("no diagnostic reuses a retired ID", "[diagnostics]") {
  REQUIRE_FALSE(retiredDiagnostics().empty());
  for (const RetiredDiagnostic &Retired : retiredDiagnostics()) {
    INFO(Retired.Id);
    CHECK_FALSE(isDiagnosticId(Retired.Id));
    CHECK(findRetiredDiagnostic(Retired.Id) == &Retired);
    CHECK(std::string(Retired.Fate).size() > 20);
  }
  CHECK(findRetiredDiagnostic("CU2HIP-N002") == nullptr);
}

TEST_CASE("every diagnostic has details for the docs and the estimate", "[diagnostics]") {
  for (DiagnosticKind Kind : allDiagnosticKinds()) {
    const DiagnosticDetails &Details = diagnosticDetails(Kind);
    INFO(diagnosticInfo(Kind).Id);
    CHECK(std::string(Details.AmdMeaning).size() > 40);
    CHECK(std::string(Details.Example).size() > 0);
    CHECK(Details.EffortHours >= 0);
    CHECK(Details.EffortHours <= 40);
  }
}

TEST_CASE("the catalogue page has a section and an index row per ID", "[diagnostics]") {
  std::string Page = diagnosticsCataloguePage();
  for (DiagnosticKind Kind : allDiagnosticKinds()) {
    std::string Id = diagnosticInfo(Kind).Id;
    INFO(Id);
    CHECK(Page.find("\n## " + Id + "\n") != std::string::npos);
    CHECK(Page.find("| [" + Id + "](#") != std::string::npos);
  }
  CHECK(Page.find("hardware") != std::string::npos);
}
