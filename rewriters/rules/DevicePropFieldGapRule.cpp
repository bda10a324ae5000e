// Fields of CUDA's cudaDeviceProp that hipDeviceProp_t does not have in the target HIP: the
// struct is renamed, so such a read does not compile on either HIP platform (CU2HIP-W052).
#include "rewriters/Rule.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace cu2hip {
namespace {

// cudaDeviceProp (CUDA 13's driver_types.h) minus hipDeviceProp_t (HIP 5.2.3's
// hip_runtime_api.h, the same struct on both platforms), compared field by field. HIP 6.0
// added many of them; only the measured version is claimed.
constexpr ApiVersion MeasuredHip{5, 2};
constexpr std::array<std::string_view, 57> FieldsAbsentInHip52 = {
    "accessPolicyMaxWindowSize",
    "asyncEngineCount",
    "canUseHostPointerForRegisteredMem",
    "clusterLaunch",
    "computePreemptionSupported",
    "deferredMappingCudaArraySupported",
    "deviceNumaConfig",
    "deviceNumaId",
    "globalL1CacheSupported",
    "gpuDirectRDMAFlushWritesOptions",
    "gpuDirectRDMASupported",
    "gpuDirectRDMAWritesOrdering",
    "gpuPciDeviceID",
    "gpuPciSubsystemID",
    "hostNativeAtomicSupported",
    "hostNumaId",
    "hostNumaMultinodeIpcSupported",
    "hostRegisterReadOnlySupported",
    "hostRegisterSupported",
    "ipcEventSupported",
    "localL1CacheSupported",
    "luid",
    "luidDeviceNodeMask",
    "maxBlocksPerMultiProcessor",
    "maxSurface1D",
    "maxSurface1DLayered",
    "maxSurface2D",
    "maxSurface2DLayered",
    "maxSurface3D",
    "maxSurfaceCubemap",
    "maxSurfaceCubemapLayered",
    "maxTexture1DLayered",
    "maxTexture1DMipmap",
    "maxTexture2DGather",
    "maxTexture2DLayered",
    "maxTexture2DLinear",
    "maxTexture2DMipmap",
    "maxTexture3DAlt",
    "maxTextureCubemap",
    "maxTextureCubemapLayered",
    "memoryPoolSupportedHandleTypes",
    "memoryPoolsSupported",
    "mpsEnabled",
    "multiGpuBoardGroupID",
    "persistingL2CacheMaxSize",
    "regsPerMultiprocessor",
    "reserved",
    "reservedSharedMemPerBlock",
    "sharedMemPerBlockOptin",
    "sharedMemPerMultiprocessor",
    "sparseCudaArraySupported",
    "streamPrioritiesSupported",
    "surfaceAlignment",
    "timelineSemaphoreInteropSupported",
    "unifiedAddressing",
    "unifiedFunctionPointers",
    "uuid"};

class DevicePropFieldGapRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.Options.TargetHip > MeasuredHip)
      return;
    for (const auto &[Offset, Field] : C.Facts.DevicePropFields)
      if (std::find(FieldsAbsentInHip52.begin(), FieldsAbsentInHip52.end(), Field) !=
          FieldsAbsentInHip52.end())
        C.report(DiagnosticKind::DevicePropFieldAbsent, Offset, {Field, C.Options.TargetHip.str()},
                 Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createDevicePropFieldGapRule() {
  return std::make_unique<DevicePropFieldGapRule>();
}

} // namespace cu2hip
