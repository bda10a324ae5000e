// The list of rewrite rules, in the order they run: one line per rule.
#include "detectors/HazardRules.h"
#include "rules/Rules.h"

namespace cu2hip {

std::vector<std::unique_ptr<Rule>> createRewriteRules() {
  std::vector<std::unique_ptr<Rule>> Rules;
  Rules.push_back(createIncludeRewriteRule());
  Rules.push_back(createCudaArchMacroRule());
  Rules.push_back(createLaunchSyntaxRule()); // before renames: its edits are insertions
  Rules.push_back(createApiRenameRule());
  Rules.push_back(createNamespaceRenameRule()); // C++ library namespaces (cub::, nvcuda::wmma::)
  Rules.push_back(createImplicitRuntimeIncludeRule());
  Rules.push_back(createPlatformDefinesRule()); // after the runtime include it follows
  Rules.push_back(createOverloadCollapseRule()); // only inserts lines: after the renames
  Rules.push_back(createHostHelperRedefinitionRule());
  Rules.push_back(createDevicePropFieldGapRule());
  // Token-level hazard detectors: they only report.
  Rules.push_back(createInlinePtxRule());
  Rules.push_back(createTextureReferenceRule());
  Rules.push_back(createCudaFeatureNameRule());
  Rules.push_back(createTokenLaneArithmeticRule());
  Rules.push_back(createTokenDeviceLaunchRule());
  return Rules;
}

} // namespace cu2hip
