// Factories of the individual rewrite rules (the registry lists them in order).
#pragma once

#include "rewriters/Rule.h"

namespace cu2hip {

std::unique_ptr<Rule> createIncludeRewriteRule();
std::unique_ptr<Rule> createCudaArchMacroRule();
std::unique_ptr<Rule> createLaunchSyntaxRule();
std::unique_ptr<Rule> createApiRenameRule();
std::unique_ptr<Rule> createNamespaceRenameRule();
std::unique_ptr<Rule> createImplicitRuntimeIncludeRule();
std::unique_ptr<Rule> createPlatformDefinesRule();
std::unique_ptr<Rule> createOverloadCollapseRule();
std::unique_ptr<Rule> createDevicePropFieldGapRule();
std::unique_ptr<Rule> createHostHelperRedefinitionRule();

} // namespace cu2hip
