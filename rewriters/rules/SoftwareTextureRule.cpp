// software-texture: on the software texture path (--texture-path; by default when a target
// without image instructions, gfx940-gfx942 or gfx950, is among the run's), api-mapping turns
// texture and surface objects, CUDA arrays and their copies into cu2hip's software textures
// (mapping field 'software_texture'): HIP cannot compile a texture fetch for those targets,
// nor create a texture object there. This rule makes the file include their header, which
// the run writes beside the translated file, and tells the file once (CU2HIP-W082): the
// reads are plain global-memory loads, filtered in device code.
// A function that takes or makes CUDA arrays or texture objects but has no software form
// (mapping field 'software_texture_gap': copies between arrays, texture-description getters,
// mipmapped and graphics-interop arrays) would meet the program's software handles as HIP's,
// or make hardware ones that the kernels, which read every texture object as a software
// descriptor, cannot read. Each such call is an error (CU2HIP-W083), in files that take the
// software path.
// Runs after hip-opt-in, whose macro must still come before the HIP runtime header that the
// software textures' header includes.
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"
#include "rewriters/SoftwareTextureSupport.h"
#include "rewriters/TextureReferenceUses.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include <optional>

namespace cu2hip {
namespace {

constexpr std::string_view SoftwareNamespace = "cu2hip_soft::";

std::string whyTheSoftwarePath(const TranslationOptions &Options) {
  std::string Targets;
  for (const std::string &Arch : targetsWithoutImages(Options.AmdTargets))
    Targets += (Targets.empty() ? "" : ", ") + Arch;
  if (Targets.empty())
    return "--texture-path software was asked for";
  return Targets + " among this run's AMD targets " +
         (Targets.find(',') == std::string::npos ? "has" : "have") + " no image instructions";
}

void reportGaps(RuleContext &C) {
  const TokenStream &T = C.Tokens;
  if (!fileTakesSoftwareTextures(C))
    return;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    // A call: not a member ('pool.cuMemcpyAtoA('), nor a declaration ('CUresult
    // cuMemcpyAtoA(': a name before it).
    if (!T[I].isIdentifier() || !T[I + 1].is(clang::tok::l_paren) ||
        (I > 0 && (T[I - 1].is(clang::tok::period) || T[I - 1].is(clang::tok::arrow) ||
                   (T[I - 1].isIdentifier() && T[I - 1].Text != "return"))))
      continue;
    const MappingEntry *Entry = C.Table.lookupSymbol(std::string(T[I].Text));
    if (!Entry || Entry->SoftwareTextureGap.empty() ||
        (Entry->SoftwareTextureWithArraysOnly && !fileNamesCudaArrays(T)))
      continue;
    C.report(DiagnosticKind::SoftwareTextureGap, T[I].Offset,
             {Entry->Cuda, Entry->SoftwareTextureGap, whyTheSoftwarePath(C.Options)});
  }
}

class SoftwareTextureRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (!C.Options.SoftwareTextures || C.Tokens.size() == 0)
      return;
    reportGaps(C);
    // Copied: the include added below shifts the edits.
    std::optional<Edit> First;
    for (const Edit &E : C.Edits.edits())
      if (E.Replacement.starts_with(SoftwareNamespace)) {
        First = E;
        break;
      }
    if (!First)
      return;
    std::string Include = "#include \"" + std::string(SoftwareTextureHeader) + "\"";
    // Present already: an earlier translation of a file that gained another texture call.
    if (C.Source.find(Include) == std::string_view::npos) {
      unsigned Top = logicalLineStart(C.Source, C.Tokens.tokens().front().Offset);
      C.edit(Top, 0, Include + std::string(lineBreakOf(C.Source)));
    }
    std::string Cuda(C.Source.substr(First->Offset, First->Length));
    C.report(DiagnosticKind::SoftwareTexture, First->Offset,
             {Cuda, std::string(SoftwareTextureHeader), whyTheSoftwarePath(C.Options)});
  }
};

} // namespace

std::unique_ptr<Rule> createSoftwareTextureRule() {
  return std::make_unique<SoftwareTextureRule>();
}

} // namespace cu2hip
