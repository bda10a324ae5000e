// The one registry of cu2hip's rules: every token rule, AST detector and build-script rule,
// with what a reader (and `cu2hip rules`, docs/rules.md) needs to know about it. The
// translator, the AST pass and the build-script migrators all walk this list, pass by pass,
// in its order; nothing runs that is not listed here.
//
// A rule is one concern, not one file: a concern may have code in several places (an AST
// detector and its token-level stand-in for files Clang cannot parse; a CMake form and a
// Makefile form; the nvcc flag words of either). Whatever part of it runs, its edits and
// findings carry the rule's name, and each diagnostic ID is reported by exactly one rule.
#pragma once

#include "report/Diagnostics.h"

#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

class AstDetector;
class Rule;
struct CMakeScript;
class MigrationContext;
struct MakefileLine;

enum class RulePass {
  Analysis,     // reads the AST while the file is parsed; reports, may offer fix-its
  Rewrite,      // walks the tokens after the parse (and where it failed); edits and reports
  FallbackOnly, // runs only where Clang could not parse the file
  BuildScript,  // reads a CMake file or Makefile; edits and reports
};

// What a rule is about; docs/rules.md groups by it, and --fix-warp-size applies the fix-its
// of the WarpSize group.
enum class RuleGroup { WarpSize, Hazards, Preprocessor, Api, Engine, Build, CMake, Make };

// How sure a rule is that its edits keep the program's meaning, or that its findings are real.
enum class RuleConfidence { High, Medium, Low };

struct RuleDescription {
  std::string_view Name;
  RulePass Pass;
  RuleGroup Group;
  std::vector<DiagnosticKind> Owns; // the diagnostics only this rule reports
  std::string_view Summary;
  std::string_view Before, After; // a one-line example
  RuleConfidence Confidence;
  // Rules whose results this one reads; run with it when rules are selected by name.
  std::vector<std::string_view> Needs = {};
  // The rule whose part also runs this rule's code (nvcc-flags reads every nvcc flag word;
  // an -arch word is the architectures rule's): selected alone, this rule still has the
  // host's part run, and only its own edits and findings are kept.
  std::string_view HostedBy = {};

  // Its parts; a rule has at least one, or is reported by the driver it names in Summary.
  std::unique_ptr<Rule> (*TokenRule)() = nullptr;       // Rewrite pass
  std::unique_ptr<AstDetector> (*Detector)() = nullptr; // Analysis pass
  std::unique_ptr<Rule> (*FallbackRule)() = nullptr;    // token-level stand-in, fallback only
  void (*CMake)(const CMakeScript &, MigrationContext &) = nullptr;
  void (*Makefile)(const MakefileLine &, MigrationContext &) = nullptr;
};

// Every rule, in the order they run within a pass.
const std::vector<RuleDescription> &ruleRegistry();
const RuleDescription *findRule(std::string_view Name);
// The rule that reports Kind (every catalogue entry has exactly one; tested).
const RuleDescription &ownerOf(DiagnosticKind Kind);
std::string_view passName(RulePass Pass);
std::string_view groupName(RuleGroup Group);
std::string_view confidenceName(RuleConfidence Confidence);

// Which rules run. Empty: all of them. Otherwise the named rules and, transitively, the rules
// they need (--only-rules, for debugging a rule and for its fixtures).
class RuleSelection {
public:
  RuleSelection() = default;
  // Names must be registered; the caller checks with findRule first.
  explicit RuleSelection(const std::vector<std::string> &Names);
  // Whether the rule's edits and findings are kept.
  bool enabled(std::string_view Name) const { return All || Enabled.count(std::string(Name)); }
  // Whether the rule's parts run: it is enabled, or it hosts an enabled rule.
  bool runs(std::string_view Name) const { return enabled(Name) || Hosts.count(std::string(Name)); }

private:
  bool All = true;
  std::set<std::string> Enabled, Hosts;
};

} // namespace cu2hip
