// Hazards that one CUDA name identifies: thread-block clusters (W038), asynchronous copies
// and their barriers (W039), managed-memory hints (W040), device-side graph launch (W035),
// multi-device cooperative launch (W042) and __grid_constant__ (W043). Token level: several
// of these names are gone from CUDA 13's headers or only declared for newer GPUs, so files
// using them often do not parse. The program's own declarations of these names are skipped.
#include "HazardRules.h"
#include "TokenHazards.h"

#include <array>

namespace cu2hip {
namespace {

enum class Match {
  Exact,          // the whole identifier
  Prefix,         // identifiers starting with the name
  CudaQualified,  // 'cuda::name' (libcu++), the plain word being too common
  GroupQualified, // 'cooperative_groups::name' or 'cg::name'
};

struct FeatureName {
  std::string_view Name;
  Match How;
  DiagnosticKind Kind;
};

using K = DiagnosticKind;

constexpr std::array<FeatureName, 38> FeatureNames = {{
    // Clusters (sm_90): the attribute, the __cluster* device functions, the group type and
    // distributed shared memory, the launch attributes.
    {"__cluster", Match::Prefix, K::ThreadBlockCluster},
    {"this_cluster", Match::Exact, K::ThreadBlockCluster},
    {"cluster_group", Match::Exact, K::ThreadBlockCluster},
    {"map_shared_rank", Match::Exact, K::ThreadBlockCluster},
    {"cudaLaunchAttributeClusterDimension", Match::Exact, K::ThreadBlockCluster},
    {"cudaLaunchAttributeClusterSchedulingPolicyPreference", Match::Exact, K::ThreadBlockCluster},
    {"cudaFuncAttributeRequiredClusterWidth", Match::Exact, K::ThreadBlockCluster},
    {"cudaFuncAttributeRequiredClusterHeight", Match::Exact, K::ThreadBlockCluster},
    {"cudaFuncAttributeRequiredClusterDepth", Match::Exact, K::ThreadBlockCluster},
    {"cudaFuncAttributeNonPortableClusterSizeAllowed", Match::Exact, K::ThreadBlockCluster},
    {"cudaOccupancyMaxActiveClusters", Match::Exact, K::ThreadBlockCluster},
    {"cudaOccupancyMaxPotentialClusterSize", Match::Exact, K::ThreadBlockCluster},
    // Asynchronous copies: libcu++ and cooperative-groups memcpy_async, barriers and
    // pipelines, the __pipeline_* primitives, TMA descriptors and bulk copies.
    {"memcpy_async", Match::CudaQualified, K::AsyncCopy},
    {"memcpy_async", Match::GroupQualified, K::AsyncCopy},
    {"barrier", Match::CudaQualified, K::AsyncCopy},
    {"pipeline", Match::CudaQualified, K::AsyncCopy},
    {"make_pipeline", Match::CudaQualified, K::AsyncCopy},
    {"__pipeline_", Match::Prefix, K::AsyncCopy},
    {"cp_async_bulk", Match::Prefix, K::AsyncCopy},
    {"cuTensorMapEncode", Match::Prefix, K::AsyncCopy},
    {"CUtensorMap", Match::Exact, K::AsyncCopy},
    // Managed memory hints (runtime and driver API).
    {"cudaMemAdvise", Match::Exact, K::ManagedMemoryHint},
    {"cudaMemAdvise_v2", Match::Exact, K::ManagedMemoryHint},
    {"cudaMemPrefetchAsync", Match::Exact, K::ManagedMemoryHint},
    {"cudaMemPrefetchAsync_v2", Match::Exact, K::ManagedMemoryHint},
    {"cudaMemPrefetchBatchAsync", Match::Exact, K::ManagedMemoryHint},
    {"cuMemAdvise", Match::Exact, K::ManagedMemoryHint},
    {"cuMemAdvise_v2", Match::Exact, K::ManagedMemoryHint},
    {"cuMemPrefetchAsync", Match::Exact, K::ManagedMemoryHint},
    {"cuMemPrefetchAsync_v2", Match::Exact, K::ManagedMemoryHint},
    // Device-side graph launch.
    {"cudaGraphInstantiateFlagDeviceLaunch", Match::Exact, K::DeviceGraphLaunch},
    {"cudaStreamGraphFireAndForget", Match::Prefix, K::DeviceGraphLaunch},
    {"cudaStreamGraphTailLaunch", Match::Exact, K::DeviceGraphLaunch},
    {"cudaGetCurrentGraphExec", Match::Exact, K::DeviceGraphLaunch},
    // Multi-device cooperative launch (removed in CUDA 13).
    {"cudaLaunchCooperativeKernelMultiDevice", Match::Exact, K::MultiDeviceCooperativeLaunch},
    {"cuLaunchCooperativeKernelMultiDevice", Match::Exact, K::MultiDeviceCooperativeLaunch},
    {"this_multi_grid", Match::Exact, K::MultiDeviceCooperativeLaunch},
    {"__grid_constant__", Match::Exact, K::GridConstant},
}};

bool matches(const FeatureName &F, const TokenStream &T, size_t I) {
  std::string_view Text = T[I].Text;
  switch (F.How) {
  case Match::Exact:
    return Text == F.Name;
  case Match::Prefix:
    return Text.substr(0, F.Name.size()) == F.Name;
  case Match::CudaQualified:
    return Text == F.Name && hazards::isQualifiedBy(T, I, "cuda");
  case Match::GroupQualified:
    return Text == F.Name && (hazards::isQualifiedBy(T, I, "cooperative_groups") ||
                              hazards::isQualifiedBy(T, I, "cg"));
  }
  return false;
}

// 'cuda::barrier' is CUDA's even in a file that declares a 'barrier' of its own.
bool isQualifiedMatch(const FeatureName &F) {
  return F.How == Match::CudaQualified || F.How == Match::GroupQualified;
}

class CudaFeatureNameRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || hazards::inNonDefineDirective(T, I))
        continue;
      for (const FeatureName &F : FeatureNames)
        if (matches(F, T, I) && (isQualifiedMatch(F) || !hazards::isProgramName(C, I))) {
          hazards::reportOncePerLine(C, F.Kind, T[I].Offset, {std::string(T[I].Text)});
          break;
        }
    }
  }
};

} // namespace

std::unique_ptr<Rule> createCudaFeatureNameRule() {
  return std::make_unique<CudaFeatureNameRule>();
}

} // namespace cu2hip
