// The rule registry: every catalogue diagnostic has exactly one owner, names are unique and
// their selections (--only-rules) close over what a rule needs.
#include "rewriters/RuleRegistry.h"

#include <catch2/catch.hpp>

#include <set>

using namespace cu2hip;

TEST_CASE("every diagnostic is reported by exactly one rule", "[registry]") {
  for (DiagnosticKind Kind : allDiagnosticKinds()) {
    unsigned Owners = 0;
    for (const RuleDescription &Rule : ruleRegistry())
      for (DiagnosticKind Owned : Rule.Owns)
        Owners += Owned == Kind;
    INFO(diagnosticInfo(Kind).Id);
    CHECK(Owners == 1);
  }
}

TEST_CASE("rule names are unique and what they need is registered", "[registry]") {
  std::set<std::string_view> Names;
  for (const RuleDescription &Rule : ruleRegistry()) {
    INFO(Rule.Name);
    CHECK(Names.insert(Rule.Name).second);
    CHECK_FALSE(Rule.Summary.empty());
    CHECK_FALSE(Rule.Before.empty());
    for (std::string_view Needed : Rule.Needs)
      CHECK(findRule(Needed) != nullptr);
  }
}

TEST_CASE("each pass's rules have the part that pass runs", "[registry]") {
  for (const RuleDescription &Rule : ruleRegistry()) {
    INFO(Rule.Name);
    switch (Rule.Pass) {
    case RulePass::Analysis:
      // file-time-budget, includer-context and tolerant-parse are the file translator's
      // verdicts on its parse (a stage that ran out of time; a header parsed after its
      // includer's lines; a parse kept despite missing headers or unresolved names).
      CHECK((Rule.Detector != nullptr || Rule.Name == "file-time-budget" ||
             Rule.Name == "includer-context" || Rule.Name == "tolerant-parse"));
      break;
    case RulePass::Rewrite:
      CHECK(Rule.TokenRule != nullptr);
      break;
    case RulePass::FallbackOnly:
      CHECK(Rule.FallbackRule != nullptr);
      break;
    case RulePass::BuildScript:
      // build-script-syntax is the CMake lexer's verdict, reported before any rule runs.
      CHECK((Rule.CMake || Rule.Makefile || Rule.Name == "build-script-syntax"));
      break;
    }
  }
}

TEST_CASE("a selection runs the named rules and what they need, transitively", "[registry]") {
  RuleSelection All;
  CHECK(All.enabled("api-mapping"));
  CHECK(All.enabled("no-such-rule"));

  RuleSelection Defines({"platform-defines"});
  CHECK(Defines.enabled("platform-defines"));
  CHECK(Defines.enabled("api-mapping"));
  CHECK(Defines.enabled("implicit-runtime-include"));
  CHECK_FALSE(Defines.enabled("launch-syntax"));

  RuleSelection Architectures({"architectures"});
  CHECK(Architectures.enabled("architectures"));
  CHECK(Architectures.runs("nvcc-flags")); // it reads the -arch words
  CHECK_FALSE(Architectures.enabled("nvcc-flags"));

  RuleSelection Shuffle({"shuffle-tree"});
  CHECK(Shuffle.enabled("warp-fix-groups"));
  CHECK_FALSE(Shuffle.enabled("lane-bit"));
}
