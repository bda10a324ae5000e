// Writes the definitions api-rename asked for: HIP names that the target version's NVIDIA
// platform does not declare, defined as CUDA's own spelling (a drop-in there, N011):
//
//   #if defined(__HIP_PLATFORM_NVIDIA__) && HIP_VERSION_MAJOR == 5 && HIP_VERSION_MINOR == 2
//   #define hipMemPoolAttrReleaseThreshold cudaMemPoolAttrReleaseThreshold
//   #endif
//
// The guard names the exact version whose headers were measured to lack the names: another
// HIP may declare them itself (a macro would then rename its declarations), and AMD has them.
// The block follows the include that brings in the HIP runtime, so HIP_VERSION_* and the
// platform macro are defined; a file using the names before any such include gets the
// runtime API header inside the block.
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class NvidiaAliasBlockRule : public Rule {
public:
  std::string_view name() const override { return "nvidia-alias-block"; }

  void run(RuleContext &C) override {
    if (C.NvidiaAliases.empty() || C.Tokens.size() == 0)
      return;
    auto [Offset, NeedsRuntime] = blockPosition(C);
    std::string Block;
    if (Offset > 0 && C.Source[Offset - 1] != '\n' && C.Source[Offset - 1] != '\r')
      Block += "\n"; // an include on the last line, without a line break
    const ApiVersion &V = C.Options.TargetHip;
    Block += "// cu2hip: HIP " + V.str() +
             "'s NVIDIA platform lacks these HIP names; CUDA's are the same there\n";
    if (NeedsRuntime)
      Block += "#include <" + std::string(HipRuntimeApiHeader) + ">\n";
    Block += "#if defined(__HIP_PLATFORM_NVIDIA__) && HIP_VERSION_MAJOR == " +
             std::to_string(V.Major) + " && HIP_VERSION_MINOR == " + std::to_string(V.Minor) +
             "\n";
    for (const auto &[Hip, Cuda] : C.NvidiaAliases)
      Block += "#define " + Hip + " " + Cuda + "\n";
    Block += "#endif\n";
    C.edit(Offset, 0, Block);
  }

private:
  // After the first include that provides the runtime and comes before the first use; else
  // just after the runtime include implicit-runtime-include added there; else at the top.
  static std::pair<unsigned, bool> blockPosition(const RuleContext &C) {
    for (const IncludeLine &Line : includeLines(C.Source, C.Tokens)) {
      if (Line.LineStart > C.FirstNvidiaAliasUse)
        break;
      std::string Header = translatedHeader(C.Table, C.Options, Line.Header);
      if (Header == HipRuntimeHeader || Header == HipRuntimeApiHeader)
        return {Line.NextLineStart, false};
    }
    for (const Edit &E : C.Edits.edits())
      if (E.Rule == "implicit-runtime-include" && E.Offset <= C.FirstNvidiaAliasUse)
        return {E.Offset, false}; // inserted after it: same offset, added later
    return {logicalLineStart(C.Source, C.Tokens[0].Offset), true};
  }
};

} // namespace

std::unique_ptr<Rule> createNvidiaAliasBlockRule() {
  return std::make_unique<NvidiaAliasBlockRule>();
}

} // namespace cu2hip
