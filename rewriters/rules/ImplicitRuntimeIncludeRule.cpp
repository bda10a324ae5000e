// Makes the HIP runtime header come first where HIP needs it:
// - nvcc includes cuda_runtime.h in every .cu file; hipcc does not include hip_runtime.h,
//   so a .cu file that includes nothing providing the runtime gets it added (N003), and so
//   does one that includes its own header before the runtime: that header may rely on what
//   nvcc's implicit include declared (cuda-samples' helper_cuda.h defines checkCudaErrors
//   only when the runtime came first);
// - CUDA's headers are self-contained, several of their HIP counterparts are not (in HIP 5.2
//   hip_cooperative_groups.h, the texture/surface type headers, driver_types.h and
//   channel_descriptor.h fail to compile unless hip_runtime.h came first), so the first
//   HIP header other than the runtime's own is preceded by the runtime include (N009).
// Include lines are compared by header name, never by substring: <helper_cuda.h> is not
// <cuda.h>.
#include "rewriters/EarlierTranslation.h"
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"
#include "rewriters/SoftwareTextureSupport.h"

#include <optional>

namespace cu2hip {
namespace {

class ImplicitRuntimeIncludeRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.Tokens.size() == 0)
      return;
    std::vector<IncludeLine> Includes = includeLines(C.Source, C.Tokens);
    std::optional<size_t> FirstRuntime, FirstNeedingRuntime;
    for (size_t I = 0; I < Includes.size(); ++I) {
      std::string Target = translatedHeader(C.Table, C.Options, Includes[I].Header);
      if (!FirstRuntime && Target == HipRuntimeHeader)
        FirstRuntime = I;
      if (!FirstNeedingRuntime && needsRuntimeFirst(Target))
        FirstNeedingRuntime = I;
    }
    if (C.FilePath.ends_with(".cu") && !FirstRuntime) {
      unsigned LineStart = logicalLineStart(C.Source, C.Tokens[0].Offset);
      if (writtenBefore(C, LineStart))
        return;
      C.edit(LineStart, 0, runtimeInclude(C));
      C.report(DiagnosticKind::ImplicitRuntimeInclude, LineStart);
      return;
    }
    std::optional<size_t> FirstOwn;
    // cu2hip's software textures header (an earlier translation's) includes the runtime itself.
    for (size_t I = 0; I < Includes.size() && !FirstOwn; ++I)
      if (C.Facts.UserIncludeDirectives.count(Includes[I].HashOffset) &&
          Includes[I].Header != SoftwareTextureHeader)
        FirstOwn = I;
    if (C.FilePath.ends_with(".cu") && FirstOwn && *FirstRuntime > *FirstOwn &&
        (!FirstNeedingRuntime || *FirstNeedingRuntime >= *FirstOwn)) {
      const IncludeLine &Before = Includes[*FirstOwn];
      if (writtenBefore(C, Before.LineStart))
        return;
      C.edit(Before.LineStart, 0, runtimeInclude(C));
      C.report(DiagnosticKind::ImplicitRuntimeInclude, Before.LineStart);
      return;
    }
    if (FirstNeedingRuntime && (!FirstRuntime || *FirstRuntime > *FirstNeedingRuntime)) {
      const IncludeLine &Before = Includes[*FirstNeedingRuntime];
      if (writtenBefore(C, Before.LineStart))
        return;
      C.edit(Before.LineStart, 0, runtimeInclude(C));
      C.report(DiagnosticKind::RuntimeIncludeBeforeHipHeader, Before.LineStart,
               {translatedHeader(C.Table, C.Options, Before.Header)});
    }
  }

private:
  // The include this rule writes stands on the line before already: an earlier translation
  // put it there, where a comment left open hides it from the include list (found by the
  // fuzzer). Translating again must change nothing.
  static bool writtenBefore(const RuleContext &C, unsigned LineStart) {
    return lineBeforeIs(C.Source, LineStart, "#include <" + std::string(HipRuntimeHeader) + ">");
  }

  static std::string runtimeInclude(const RuleContext &C) {
    return "#include <" + std::string(HipRuntimeHeader) + ">" + std::string(lineBreakOf(C.Source));
  }

  static bool needsRuntimeFirst(std::string_view Header) {
    return Header.starts_with("hip/") && Header != HipRuntimeHeader &&
           Header != HipRuntimeApiHeader;
  }
};

} // namespace

std::unique_ptr<Rule> createImplicitRuntimeIncludeRule() {
  return std::make_unique<ImplicitRuntimeIncludeRule>();
}

} // namespace cu2hip
