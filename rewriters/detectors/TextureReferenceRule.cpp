// CU2HIP-W033: texture and surface references ('texture<float, 1> tex;', cudaBindTexture,
// tex1Dfetch(tex, i)), removed in CUDA 12 and deprecated in HIP; CU2HIP-W034: fetches and
// surface accesses through objects, which HIP cannot compile for gfx94x/gfx950 (no image
// instructions on MI300/MI350): a warning when such a target is among the run's, else a
// note (CU2HIP-N016); on the software texture path only for the accesses it lacks
// (tex2DLod, tex2Dgather...). Token level: with CUDA 12+ headers a file that uses texture
// references does not parse, and this must still be reported.
#include "HazardRules.h"
#include "TokenHazards.h"
#include "rewriters/TextureReferenceUses.h"
#include "rewriters/buildscripts/OffloadTargets.h"

#include <set>

namespace cu2hip {
namespace {

using clang::tok::TokenKind;

bool isOneOf(std::string_view Name, std::initializer_list<std::string_view> Names) {
  for (std::string_view N : Names)
    if (Name == N)
      return true;
  return false;
}

std::string joined(const std::vector<std::string> &Items) {
  std::string Text;
  for (const std::string &Item : Items)
    Text += (Text.empty() ? "" : ", ") + Item;
  return Text;
}

// The host API of texture references (all removed in CUDA 12).
bool isReferenceApi(std::string_view Name) {
  return isOneOf(Name, {"cudaBindTexture", "cudaBindTexture2D", "cudaBindTextureToArray",
                        "cudaBindTextureToMipmappedArray", "cudaUnbindTexture",
                        "cudaGetTextureReference", "cudaGetTextureAlignmentOffset",
                        "cudaBindSurfaceToArray", "cudaGetSurfaceReference"});
}

bool isTextureFetch(std::string_view Name) {
  return isOneOf(Name, {"tex1Dfetch", "tex1D", "tex2D", "tex3D", "tex1DLayered", "tex2DLayered",
                        "texCubemap", "texCubemapLayered", "tex2Dgather", "tex1DLod", "tex2DLod",
                        "tex3DLod", "tex1DGrad", "tex2DGrad", "tex3DGrad"});
}

bool isSurfaceAccess(std::string_view Name) {
  return Name.substr(0, 4) == "surf" && (Name.ends_with("read") || Name.ends_with("write")) &&
         Name.size() > 8;
}

// Index just past the '>' closing the '<' at Open, or T.size() if there is none.
size_t afterTemplateArguments(const TokenStream &T, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < T.size(); ++I) {
    if (T[I].is(clang::tok::less))
      ++Depth;
    else if (T[I].is(clang::tok::greater) && --Depth == 0)
      return I + 1;
    else if (T[I].is(clang::tok::greatergreater) && (Depth -= 2) <= 0)
      return I + 1;
    else if (T[I].is(clang::tok::semi) || T[I].is(clang::tok::l_brace))
      return T.size();
  }
  return T.size();
}

class TextureReferenceRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    bool OwnTextureTemplate = declaresOwnTemplate(C, "texture");
    bool OwnSurfaceTemplate = declaresOwnTemplate(C, "surface");
    std::set<std::string_view> References;
    for (size_t I = 0; I < T.size(); ++I) {
      if (!T[I].isIdentifier() || hazards::inNonDefineDirective(T, I) ||
          hazards::followsAccessor(T, I) || hazards::isProgramName(C, I))
        continue;
      std::string_view Name = T[I].Text;
      bool Texture = Name == "texture" && !OwnTextureTemplate;
      bool Surface = Name == "surface" && !OwnSurfaceTemplate;
      if ((Texture || Surface) && I + 1 < T.size() && T[I + 1].is(clang::tok::less)) {
        size_t After = afterTemplateArguments(T, I + 1);
        while (After < T.size() && (T[After].is(clang::tok::amp) || T[After].is(clang::tok::star)))
          ++After;
        if (After < T.size() && T[After].isIdentifier()) {
          References.insert(T[After].Text);
          C.report(DiagnosticKind::TextureReference, T[I].Offset,
                   {std::string(T[After].Text),
                    Texture ? "is a texture reference" : "is a surface reference"});
        }
        continue;
      }
      if (!callFollows(T, I))
        continue;
      if (isReferenceApi(Name))
        C.report(DiagnosticKind::TextureReference, T[I].Offset,
                 {std::string(Name), "belongs to the texture reference API"});
      else if (isTextureFetch(Name) || isSurfaceAccess(Name))
        reportAccess(C, I, References);
    }
  }

private:
  // 'struct texture' / 'class texture' anywhere: the program's own template of that name.
  static bool declaresOwnTemplate(const RuleContext &C, std::string_view Name) {
    const TokenStream &T = C.Tokens;
    for (size_t I = 1; I < T.size(); ++I)
      if (T[I].isIdentifier() && T[I].Text == Name && T[I - 1].isIdentifier() &&
          (T[I - 1].Text == "struct" || T[I - 1].Text == "class"))
        return true;
    return false;
  }

  // 'name(' or 'name<T>('.
  static bool callFollows(const TokenStream &T, size_t I) {
    size_t Next = I + 1;
    if (Next < T.size() && T[Next].is(clang::tok::less))
      Next = afterTemplateArguments(T, Next);
    return Next < T.size() && T[Next].is(clang::tok::l_paren);
  }

  // An access naming a reference declared above ('tex1Dfetch(texRef, i)',
  // 'surf2Dwrite(v, surfRef, x, y)') uses the reference; any other goes through an object.
  static void reportAccess(RuleContext &C, size_t I, const std::set<std::string_view> &References) {
    const TokenStream &T = C.Tokens;
    std::string Name(T[I].Text);
    bool Templated = T[I + 1].is(clang::tok::less);
    size_t Open = Templated ? afterTemplateArguments(T, I + 1) : I + 1;
    for (const TokenStream::ArgumentSpan &Arg : T.callArguments(Open)) {
      if (Arg.FirstToken != Arg.LastToken || !References.count(T[Arg.FirstToken].Text))
        continue;
      C.report(DiagnosticKind::TextureReference, T[I].Offset,
               {Name, "uses the reference '" + std::string(T[Arg.FirstToken].Text) + "'"});
      return;
    }
    // On the software texture path api-mapping turns the access into cu2hip's, which every
    // target compiles (software-texture reports that, CU2HIP-W082).
    if (const MappingEntry *E = C.Table.lookupSymbol(Name);
        E && !E->SoftwareTexture.empty() && fileTakesSoftwareTextures(C))
      return;
    std::string Object = isSurfaceAccess(Name) ? "surface" : "texture";
    std::vector<std::string> Imageless = targetsWithoutImages(C.Options.AmdTargets);
    if (!Imageless.empty())
      C.report(DiagnosticKind::ImageAccess, T[I].Offset, {Name, Object, joined(Imageless)});
    else
      C.report(DiagnosticKind::ImageAccessOutsideTargets, T[I].Offset,
               {Name, Object, joined(C.Options.AmdTargets)});
  }
};

} // namespace

std::unique_ptr<Rule> createTextureReferenceRule() {
  return std::make_unique<TextureReferenceRule>();
}

} // namespace cu2hip
