// Makes the HIP runtime header come first where HIP needs it:
// - nvcc includes cuda_runtime.h in every .cu file; hipcc does not include hip_runtime.h,
//   so a .cu file that includes nothing providing the runtime gets it added (N003);
// - CUDA's headers are self-contained, several of their HIP counterparts are not (in HIP 5.2
//   hip_cooperative_groups.h, the texture/surface type headers, driver_types.h and
//   channel_descriptor.h fail to compile unless hip_runtime.h came first), so the first
//   HIP header other than the runtime's own is preceded by the runtime include (N009).
// Include lines are compared by header name, never by substring: <helper_cuda.h> is not
// <cuda.h>.
#include "rewriters/IncludeDirective.h"
#include "rewriters/Rule.h"

#include <optional>

namespace cu2hip {
namespace {

constexpr std::string_view RuntimeHeader = "hip/hip_runtime.h";
constexpr std::string_view RuntimeApiHeader = "hip/hip_runtime_api.h";

struct IncludeLine {
  unsigned LineStart; // offset of the logical line holding the directive
  std::string Header; // the name between <> or ""
};

class ImplicitRuntimeIncludeRule : public Rule {
public:
  std::string_view name() const override { return "implicit-runtime-include"; }

  void run(RuleContext &C) override {
    if (C.Tokens.size() == 0)
      return;
    std::vector<IncludeLine> Includes = includeLines(C);
    std::optional<size_t> FirstRuntime, FirstNeedingRuntime;
    for (size_t I = 0; I < Includes.size(); ++I) {
      std::string Target = translatedHeader(C, Includes[I].Header);
      if (!FirstRuntime && Target == RuntimeHeader)
        FirstRuntime = I;
      if (!FirstNeedingRuntime && needsRuntimeFirst(Target))
        FirstNeedingRuntime = I;
    }
    if (C.FilePath.ends_with(".cu") && !FirstRuntime) {
      unsigned LineStart = logicalLineStart(C.Source, C.Tokens[0].Offset);
      C.edit(LineStart, 0, "#include <" + std::string(RuntimeHeader) + ">\n");
      C.report(DiagnosticKind::ImplicitRuntimeInclude, LineStart);
      return;
    }
    if (FirstNeedingRuntime && (!FirstRuntime || *FirstRuntime > *FirstNeedingRuntime)) {
      const IncludeLine &Before = Includes[*FirstNeedingRuntime];
      C.edit(Before.LineStart, 0, "#include <" + std::string(RuntimeHeader) + ">\n");
      C.report(DiagnosticKind::RuntimeIncludeBeforeHipHeader, Before.LineStart,
               {translatedHeader(C, Before.Header)});
    }
  }

private:
  // What the include names after translation: a CUDA header's HIP counterpart for the
  // target version, or the name itself (already HIP, or the program's own header).
  static std::string translatedHeader(const RuleContext &C, const std::string &Header) {
    const MappingEntry *Entry = C.Table.lookupHeader(Header);
    if (!Entry || Entry->Status == SupportStatus::Unsupported)
      return Header;
    if (Entry->HipSince && *Entry->HipSince > C.Options.TargetHip)
      return Entry->OlderHip ? Entry->OlderHip->HipName : Header;
    return Entry->Hip;
  }

  static bool needsRuntimeFirst(std::string_view Header) {
    return Header.starts_with("hip/") && Header != RuntimeHeader && Header != RuntimeApiHeader;
  }

  static std::vector<IncludeLine> includeLines(const RuleContext &C) {
    std::vector<IncludeLine> Lines;
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T[I].is(clang::tok::hash) || T[I].DirectiveHash != static_cast<int>(I) ||
          (T[I + 1].Text != "include" && T[I + 1].Text != "include_next"))
        continue;
      if (auto Included = includedHeader(C.Source, T[I + 1].end()))
        Lines.push_back({logicalLineStart(C.Source, T[I].Offset), std::string(Included->Name)});
    }
    return Lines;
  }

  // The start of the logical line holding Offset: never inside a backslash-continued line
  // (a '//' comment or a macro ending in '\' would swallow an inserted include). Lines end
  // as Clang ends them: at '\n', '\r\n' or a lone '\r'.
  static unsigned logicalLineStart(std::string_view Source, unsigned Offset) {
    unsigned LineStart = Offset;
    do {
      while (LineStart > 0 && Source[LineStart - 1] != '\n' && Source[LineStart - 1] != '\r')
        --LineStart;
    } while (continuesPreviousLine(Source, LineStart) && --LineStart > 0);
    return LineStart;
  }

  // Whether the line break before LineStart is escaped: a backslash, then (as Clang allows,
  // with a warning) spaces or tabs, then the break.
  static bool continuesPreviousLine(std::string_view Source, unsigned LineStart) {
    if (LineStart == 0)
      return false;
    unsigned Break = LineStart - 1;
    if (Source[Break] == '\n' && Break > 0 && Source[Break - 1] == '\r')
      --Break; // '\r\n' is one break
    while (Break > 0 && (Source[Break - 1] == ' ' || Source[Break - 1] == '\t' ||
                         Source[Break - 1] == '\f' || Source[Break - 1] == '\v'))
      --Break;
    return Break > 0 && Source[Break - 1] == '\\';
  }
};

} // namespace

std::unique_ptr<Rule> createImplicitRuntimeIncludeRule() {
  return std::make_unique<ImplicitRuntimeIncludeRule>();
}

} // namespace cu2hip
