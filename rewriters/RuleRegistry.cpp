// The rule registry: one entry per rule, in the order they run within their pass, kept in
// sections under rewriters/registry/ (warp size, AST hazards, token rewrites, token hazards,
// engine, build scripts). Adding a rule means one entry in its section, its fixture folder
// under fixtures/rules/<name>/, and a regenerated docs/rules.md.
#include "RuleRegistry.h"

#include "registry/RegistrySections.h"

#include <cstdlib>

namespace cu2hip {

static std::vector<RuleDescription> buildRegistry() {
  std::vector<RuleDescription> R;
  // Analysis: AST detectors, run while the file is parsed.
  addWarpSizeRules(R);
  addAstHazardRules(R);
  // Rewrite: token rules, run after the parse (and where it failed).
  addTokenRewriteRules(R);
  addTokenHazardRules(R);
  // Fallback only.
  addEngineRules(R);
  addBuildScriptRules(R);
  return R;
}

const std::vector<RuleDescription> &ruleRegistry() {
  static const std::vector<RuleDescription> Registry = buildRegistry();
  return Registry;
}

const RuleDescription *findRule(std::string_view Name) {
  for (const RuleDescription &D : ruleRegistry())
    if (D.Name == Name)
      return &D;
  return nullptr;
}

const RuleDescription &ownerOf(DiagnosticKind Kind) {
  for (const RuleDescription &D : ruleRegistry())
    for (DiagnosticKind Owned : D.Owns)
      if (Owned == Kind)
        return D;
  // Unreachable while the registry test passes: every catalogue entry has an owner.
  std::abort();
}

std::string_view passName(RulePass Pass) {
  switch (Pass) {
  case RulePass::Analysis:
    return "analysis";
  case RulePass::Rewrite:
    return "rewrite";
  case RulePass::FallbackOnly:
    return "fallback-only";
  case RulePass::BuildScript:
    return "build-script";
  }
  return "";
}

std::string_view groupName(RuleGroup Group) {
  switch (Group) {
  case RuleGroup::WarpSize:
    return "warp-size";
  case RuleGroup::Hazards:
    return "hazards";
  case RuleGroup::Preprocessor:
    return "preprocessor";
  case RuleGroup::Api:
    return "api";
  case RuleGroup::Engine:
    return "engine";
  case RuleGroup::Build:
    return "build";
  case RuleGroup::CMake:
    return "cmake";
  case RuleGroup::Make:
    return "make";
  }
  return "";
}

std::string_view confidenceName(RuleConfidence Confidence) {
  switch (Confidence) {
  case RuleConfidence::High:
    return "high";
  case RuleConfidence::Medium:
    return "medium";
  case RuleConfidence::Low:
    return "low";
  }
  return "";
}

RuleSelection::RuleSelection(const std::vector<std::string> &Names) : All(Names.empty()) {
  std::vector<std::string> Pending = Names;
  while (!Pending.empty()) {
    std::string Name = std::move(Pending.back());
    Pending.pop_back();
    if (!Enabled.insert(Name).second)
      continue;
    if (const RuleDescription *D = findRule(Name)) {
      for (std::string_view Needed : D->Needs)
        Pending.emplace_back(Needed);
      if (!D->HostedBy.empty())
        Hosts.emplace(D->HostedBy);
    }
  }
}

} // namespace cu2hip
