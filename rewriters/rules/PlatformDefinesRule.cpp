// Writes the definitions api-mapping asked for, for one HIP platform at a time:
//
//   #if defined(__HIP_PLATFORM_NVIDIA__) && HIP_VERSION_MAJOR == 5 && HIP_VERSION_MINOR == 2
//   #define hipMemPoolAttrReleaseThreshold cudaMemPoolAttrReleaseThreshold
//   #define hipMemCreate(...) hipCUResultTohipError(cuMemCreate(__VA_ARGS__))
//   #endif
//   #if defined(__HIP_PLATFORM_AMD__) && HIP_VERSION < 60200000
//   #define __shfl_up_sync(mask, ...) __shfl_up(__VA_ARGS__)
//   #endif
//   #if defined(__HIP_PLATFORM_NVIDIA__)
//   #define cudaGraphAddMemAllocNode(...)
//   hipCUDAErrorTohipError(cudaGraphAddMemAllocNode(__VA_ARGS__)) #endif
//
// - NVIDIA: HIP names that the target version's NVIDIA headers do not declare, or declare
//   with another type than the CUDA functions there take, as CUDA's own (a drop-in there,
//   N011). The guard names the exact version measured to lack them:
//   another HIP may declare them itself (the macro would then rename its declarations).
// - AMD: '_sync' warp functions kept because their mask is partial (NVIDIA must honour it,
//   W001), as the mask-less form AMD's HIP has before the '_sync' one.
// - NVIDIA, any HIP: CUDA calls left as written (U001, U002, U003) that return cudaError_t,
//   CUresult or curandStatus_t, with the result converted to hipError_t by HIP's own NVIDIA
//   helpers (to hiprandStatus_t by a cast: the values are the same). A macro
//   does not expand inside its own expansion, so the call inside is CUDA's function.
// The block follows the include that brings in the HIP runtime, so HIP_VERSION* and the
// platform macros are defined; a file using the names before any such include gets the
// runtime API header inside the block.
#include "rewriters/EarlierTranslation.h"
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"

#include <algorithm>

namespace cu2hip {
namespace {

class PlatformDefinesRule : public Rule {
public:
  void run(RuleContext &C) override {
    if ((C.NvidiaAliases.empty() && C.AmdMasklessForms.empty() &&
         C.NvidiaErrorConversions.empty()) ||
        C.Tokens.size() == 0)
      return;
    // A file translated before holds the block already: it is rewritten where it stands
    // (left alone when it says the same), never written twice.
    std::optional<ByteRange> Earlier = earlierPlatformDefinesBlock(C.Source);
    auto [Offset, NeedsRuntime] = blockPosition(C, Earlier);
    std::string Block;
    if (!Earlier && Offset > 0 && C.Source[Offset - 1] != '\n' && C.Source[Offset - 1] != '\r')
      Block += "\n"; // an include on the last line, without a line break
    const ApiVersion &V = C.Options.TargetHip;
    Block += "// cu2hip: what one HIP platform needs that HIP " + V.str() + " lacks there\n";
    if (NeedsRuntime)
      Block += "#include <" + std::string(HipRuntimeApiHeader) + ">\n";
    if (!C.NvidiaAliases.empty()) {
      Block += "#if defined(__HIP_PLATFORM_NVIDIA__) && HIP_VERSION_MAJOR == " +
               std::to_string(V.Major) + " && HIP_VERSION_MINOR == " + std::to_string(V.Minor) +
               "\n";
      for (const auto &[Hip, Definition] : C.NvidiaAliases)
        Block += "#define " + Hip + Definition + "\n";
      Block += "#endif\n";
    }
    for (const auto &[Sync, Form] : C.AmdMasklessForms) {
      const auto &[Maskless, Since] = Form;
      Block += "#if defined(__HIP_PLATFORM_AMD__) && HIP_VERSION < " + hipVersionNumber(Since) +
               "\n#define " + Sync + "(mask, ...) " + Maskless + "(__VA_ARGS__)\n#endif\n";
    }
    if (!C.NvidiaErrorConversions.empty()) {
      Block += "#if defined(__HIP_PLATFORM_NVIDIA__)\n";
      // A function-like macro must not reach the function's own declaration: HIP's NVIDIA
      // headers declare the runtime's and the driver's before this point, but cuRAND's only
      // where hiprand.h is included, which may come later.
      if (std::any_of(
              C.NvidiaErrorConversions.begin(), C.NvidiaErrorConversions.end(),
              [](const auto &Entry) { return Entry.second == AstFacts::CudaErrorType::Curand; }))
        Block += "#include <curand.h>\n";
      for (const auto &[Cuda, Type] : C.NvidiaErrorConversions)
        Block += "#define " + Cuda + "(...) " + conversionOf(Type) + Cuda + "(__VA_ARGS__))\n";
      Block += "#endif\n";
    }
    if (std::string_view Break = lineBreakOf(C.Source); Break != "\n") {
      std::string Converted;
      for (char Ch : Block)
        Converted += Ch == '\n' ? std::string(Break) : std::string(1, Ch);
      Block = std::move(Converted);
    }
    if (!Earlier) {
      C.edit(Offset, 0, Block);
      return;
    }
    std::string_view Before = C.Source.substr(Earlier->Begin, Earlier->End - Earlier->Begin);
    // A second translation sees HIP names where the first saw CUDA ones and knows less:
    // it keeps every definition the earlier block has and adds what it finds new.
    std::string Merged = mergedBlock(Before, Block);
    if (Merged != Before)
      C.edit(Earlier->Begin, Earlier->End - Earlier->Begin, Merged);
  }

private:
  // A block's lines: the marker and any line outside a group, then each '#if' group with
  // its lines up to its '#endif' (line breaks kept apart: '\r' stays in a CRLF file's lines).
  struct BlockLines {
    std::vector<std::string> Head;
    std::vector<std::pair<std::string, std::vector<std::string>>> Groups;
  };

  static BlockLines blockLines(std::string_view Text) {
    BlockLines B;
    bool InGroup = false;
    while (!Text.empty()) {
      size_t End = Text.find('\n');
      std::string Line(Text.substr(0, End));
      Text.remove_prefix(End == std::string_view::npos ? Text.size() : End + 1);
      std::string_view Bare = std::string_view(Line).substr(0, Line.find('\r'));
      if (!InGroup && Bare.starts_with("#if ")) {
        B.Groups.push_back({Line, {}});
        InGroup = true;
      } else if (InGroup && Bare == "#endif") {
        InGroup = false;
      } else {
        (InGroup ? B.Groups.back().second : B.Head).push_back(Line);
      }
    }
    return B;
  }

  static void addMissing(std::vector<std::string> &Into, const std::vector<std::string> &From) {
    for (const std::string &Line : From)
      if (std::find(Into.begin(), Into.end(), Line) == Into.end())
        Into.push_back(Line);
  }

  // Earlier's definitions with New's added, under New's marker line (its HIP version).
  static std::string mergedBlock(std::string_view Earlier, std::string_view New) {
    BlockLines E = blockLines(Earlier), N = blockLines(New);
    std::vector<std::string> Head = N.Head.empty() ? E.Head : std::vector{N.Head.front()};
    addMissing(Head, {E.Head.begin() + std::min<size_t>(1, E.Head.size()), E.Head.end()});
    addMissing(Head, {N.Head.begin() + std::min<size_t>(1, N.Head.size()), N.Head.end()});
    // A group is found again by its condition; AMD's mask-less forms repeat theirs, one
    // group a name, so such a group is new unless one holds all of its lines.
    for (auto &[Condition, Lines] : N.Groups) {
      auto HasAll = [&](const auto &G) {
        return G.first == Condition && std::all_of(Lines.begin(), Lines.end(), [&](const auto &L) {
                 return std::find(G.second.begin(), G.second.end(), L) != G.second.end();
               });
      };
      if (std::any_of(E.Groups.begin(), E.Groups.end(), HasAll))
        continue;
      auto SameCondition = [&](const auto &G) { return G.first == Condition; };
      auto Same = std::find_if(E.Groups.begin(), E.Groups.end(), SameCondition);
      if (std::count_if(E.Groups.begin(), E.Groups.end(), SameCondition) == 1)
        addMissing(Same->second, Lines);
      else
        E.Groups.push_back({Condition, Lines});
    }
    std::string Text;
    for (const std::string &Line : Head)
      Text += Line + "\n";
    for (const auto &[Condition, Lines] : E.Groups) {
      Text += Condition + "\n";
      for (const std::string &Line : Lines)
        Text += Line + "\n";
      // '#endif' with the line break the file uses (the condition line's '\r', if any).
      Text += std::string("#endif") + (Condition.ends_with("\r") ? "\r" : "") + "\n";
    }
    return Text;
  }

  // HIP's NVIDIA helpers for the runtime's and the driver's error; hipRAND has none in a
  // header before 6.x, but its status values are cuRAND's (0, 100-106, 201-204, 999), so a
  // cast converts.
  static std::string conversionOf(AstFacts::CudaErrorType Type) {
    switch (Type) {
    case AstFacts::CudaErrorType::Runtime:
      return "hipCUDAErrorTohipError(";
    case AstFacts::CudaErrorType::Driver:
      return "hipCUResultTohipError(";
    case AstFacts::CudaErrorType::Curand:
      return "(hiprandStatus_t)(";
    }
    return "(";
  }

  // HIP_VERSION as hip_version.h computes it: major * 10^7 + minor * 10^5 + patch.
  static std::string hipVersionNumber(const ApiVersion &V) {
    return std::to_string(V.Major * 10000000LL + V.Minor * 100000LL);
  }

  // After the first include that provides the runtime and comes before the first use; else
  // just after the runtime include implicit-runtime-include added there; else at the top.
  static std::pair<unsigned, bool> blockPosition(const RuleContext &C,
                                                 const std::optional<ByteRange> &Earlier) {
    for (const IncludeLine &Line : includeLines(C.Source, C.Tokens)) {
      if (Line.LineStart > C.FirstPlatformDefineUse)
        break;
      if (Earlier && Earlier->contains(Line.LineStart)) // the block's own include
        continue;
      std::string Header = translatedHeader(C.Table, C.Options, Line.Header);
      if (Header == HipRuntimeHeader || Header == HipRuntimeApiHeader)
        return {Line.NextLineStart, false};
    }
    for (const Edit &E : C.Edits.edits())
      if (E.Rule == "implicit-runtime-include" && E.Offset <= C.FirstPlatformDefineUse)
        return {E.Offset, false}; // inserted after it: same offset, added later
    return {logicalLineStart(C.Source, C.Tokens[0].Offset), true};
  }
};

} // namespace

std::unique_ptr<Rule> createPlatformDefinesRule() {
  return std::make_unique<PlatformDefinesRule>();
}

} // namespace cu2hip
