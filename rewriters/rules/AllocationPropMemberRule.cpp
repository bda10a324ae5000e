// Members of the driver API's CUmemAllocationProp that hipMemAllocationProp spells or lays
// out differently. The struct is renamed by the tables; its members are not names a table
// can hold, so this rule renames them:
// - 'requestedHandleTypes' is 'requestedHandleType' in HIP on AMD (5.2 and 6.3 alike), a
//   silent compile failure there before. On HIP's NVIDIA platform the struct keeps CUDA's
//   spelling (HIP 6.x's hipother headers declare it so; for HIP 5.2, which lacks it, the
//   translation defines hipMemAllocationProp as CUmemAllocationProp), so for that platform
//   the HIP spelling is defined as CUDA's.
// - 'allocFlags' (compressionType, gpuDirectRDMACapable, usage) does not exist in HIP 5.2,
//   whose struct has compressionType and usage directly: reported.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

constexpr ApiVersion LastWithoutAllocFlags{5, 2}; // measured: HIP 5.2.3 lacks it, 6.3 has it

class AllocationPropMemberRule : public Rule {
public:
  void run(RuleContext &C) override {
    for (const auto &[Offset, Field] : C.Facts.AllocationPropFields) {
      if (Field == "requestedHandleTypes") {
        if (!C.edit(Offset, unsigned(Field.size()), "requestedHandleType", Evidence::Ast))
          continue;
        C.converted("CUmemAllocationProp::requestedHandleTypes");
        C.NvidiaAliases["requestedHandleType"] = " requestedHandleTypes";
        C.report(DiagnosticKind::AllocationPropMemberRenamed, Offset,
                 {Field, "requestedHandleType"}, Evidence::Ast);
      } else if (Field == "allocFlags" && C.Options.TargetHip <= LastWithoutAllocFlags) {
        C.report(DiagnosticKind::AllocationPropMemberAbsent, Offset,
                 {Field, C.Options.TargetHip.str()}, Evidence::Ast);
      }
    }
  }
};

} // namespace

std::unique_ptr<Rule> createAllocationPropMemberRule() {
  return std::make_unique<AllocationPropMemberRule>();
}

} // namespace cu2hip
