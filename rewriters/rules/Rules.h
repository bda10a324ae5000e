// Factories of the token rules (the registry, RuleRegistry.cpp, lists them in order).
#pragma once

#include "rewriters/Rule.h"

namespace cu2hip {

std::unique_ptr<Rule> createCudaArchMacroRule();
std::unique_ptr<Rule> createCudaVersionTestRule();
std::unique_ptr<Rule> createLaunchSyntaxRule();
std::unique_ptr<Rule> createApiMappingRule();
std::unique_ptr<Rule> createHipOptInRule();
std::unique_ptr<Rule> createImplicitRuntimeIncludeRule();
std::unique_ptr<Rule> createAllocationPropMemberRule();
std::unique_ptr<Rule> createPlatformDefinesRule();
std::unique_ptr<Rule> createOverloadCollapseRule();
std::unique_ptr<Rule> createDevicePropFieldGapRule();
std::unique_ptr<Rule> createCooperativeGroupsMemberGapRule();
std::unique_ptr<Rule> createBuiltinCoordinateCastRule();
std::unique_ptr<Rule> createHostHelperRedefinitionRule();
std::unique_ptr<Rule> createSelfReferencingMacroRule();
std::unique_ptr<Rule> createDeviceAssertRule();
std::unique_ptr<Rule> createCooperativeGroupsReduceRule();
std::unique_ptr<Rule> createNvccMacroTestRule();
std::unique_ptr<Rule> createNvidiaHeaderNameRule();
std::unique_ptr<Rule> createThrustAlgorithmHeaderRule();
std::unique_ptr<Rule> createTokenNamespaceRenameRule(); // api-mapping, files Clang could not parse
std::unique_ptr<Rule> createNvccAcceptedCodeRule();
std::unique_ptr<Rule> createSurfaceBoundaryModeRule();
std::unique_ptr<Rule> createSoftwareTextureRule();
std::unique_ptr<Rule> createTokenLevelFallbackRule();

} // namespace cu2hip
