// CUDA's surface reads and writes take a trailing boundary mode ('surf2Dwrite(v, surf, x, y,
// cudaBoundaryModeTrap)'); HIP 5.2's declared the parameter and ignored it, HIP 6.3's surface
// functions (amd_detail/amd_surface_functions.h) have none, so for a newer target the call
// matches nothing on AMD (cuda-samples simpleSurfaceWrite). The argument is removed and the
// change reported as a warning: AMD's image instructions drop out-of-range writes and read
// zero whatever the mode, which is CUDA's cudaBoundaryModeZero and not its Trap (the
// default) or Clamp.
// Runs before api-mapping, which would otherwise rename the removed argument. Not on the
// software texture path: cu2hip's surface functions take and honour the mode, as CUDA's do;
// the cubemap forms it lacks keep HIP's, whose mode is removed.
#include "rewriters/Rule.h"
#include "rewriters/TextureReferenceUses.h"

#include <array>

namespace cu2hip {
namespace {

struct SurfaceAccess {
  std::string_view Name;
  size_t Arguments; // without the boundary mode: the value (or where to read it), the surface,
                    // the coordinates
  bool Read;
};

constexpr std::array<SurfaceAccess, 14> SurfaceAccesses = {{
    {"surf1Dwrite", 3, false},
    {"surf2Dwrite", 4, false},
    {"surf3Dwrite", 5, false},
    {"surf1DLayeredwrite", 4, false},
    {"surf2DLayeredwrite", 5, false},
    {"surfCubemapwrite", 5, false},
    {"surfCubemapLayeredwrite", 5, false},
    {"surf1Dread", 3, true},
    {"surf2Dread", 4, true},
    {"surf3Dread", 5, true},
    {"surf1DLayeredread", 4, true},
    {"surf2DLayeredread", 5, true},
    {"surfCubemapread", 5, true},
    {"surfCubemapLayeredread", 5, true},
}};

// The last HIP version measured to take the boundary mode (the newer measured, 6.3, does not).
constexpr ApiVersion LastHipWithBoundaryMode{5, 2};

// A call of the function, not a member ('log.surf2Dwrite(...)') nor a declaration of the
// program's own ('void surf2Dwrite(...)': a name or keyword before it).
bool isCallPosition(const TokenStream &T, size_t I) {
  if (I == 0)
    return true;
  const SourceToken &Before = T[I - 1];
  if (Before.is(clang::tok::period) || Before.is(clang::tok::arrow))
    return false;
  return !Before.isIdentifier() || Before.Text == "return" || Before.Text == "else" ||
         Before.Text == "do";
}

// The '(' of the call whose name ends before token At: right there, or after explicit
// template arguments ('surf3Dwrite<float>('); T.size() when there is none.
size_t openingParen(const TokenStream &T, size_t At) {
  if (At < T.size() && T[At].is(clang::tok::less)) {
    int Depth = 0;
    for (; At < T.size(); ++At) {
      if (T[At].is(clang::tok::less))
        ++Depth;
      else if (T[At].is(clang::tok::greater) && --Depth == 0)
        break;
      else if (T[At].is(clang::tok::semi) || T[At].is(clang::tok::l_brace))
        return T.size();
    }
    ++At;
  }
  return At < T.size() && T[At].is(clang::tok::l_paren) ? At : T.size();
}

// Removes the argument and the comma before it; the blanks between them go too, unless a
// comment stands there ('y, // why\n  cudaBoundaryModeClamp'), which stays.
bool removeLastArgument(RuleContext &C, unsigned PreviousEnd,
                        const TokenStream::ArgumentSpan &Last) {
  std::string_view Between = C.Source.substr(PreviousEnd, Last.Begin - PreviousEnd);
  if (Between.find('/') == std::string_view::npos)
    return C.edit(PreviousEnd, Last.End - PreviousEnd, "");
  size_t Comma = Between.find(',');
  return Comma != std::string_view::npos && C.edit(PreviousEnd + Comma, 1, "") &&
         C.edit(Last.Begin, Last.End - Last.Begin, "");
}

bool takesSoftwarePath(const RuleContext &C, std::string_view Name) {
  if (!fileTakesSoftwareTextures(C))
    return false;
  const MappingEntry *E = C.Table.lookupSymbol(std::string(Name));
  return E && !E->SoftwareTexture.empty();
}

class SurfaceBoundaryModeRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.Options.TargetHip <= LastHipWithBoundaryMode)
      return;
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T[I].isIdentifier() || T[I].DirectiveHash >= 0 || !isCallPosition(T, I))
        continue;
      const SurfaceAccess *Access = nullptr;
      for (const SurfaceAccess &Candidate : SurfaceAccesses)
        if (T[I].Text == Candidate.Name && !takesSoftwarePath(C, Candidate.Name))
          Access = &Candidate;
      size_t Open = Access ? openingParen(T, I + 1) : T.size();
      // A read with explicit template arguments is CUDA's value-returning form
      // ('surf2Dread<float>(surf, x, y, mode)'), which has one argument less: not this one.
      if (Open >= T.size() || (Access->Read && Open != I + 1))
        continue;
      std::vector<TokenStream::ArgumentSpan> Args =
          T.callArguments(Open, &C.Facts.TemplateArgumentLists);
      if (Args.size() != Access->Arguments + 1)
        continue;
      const TokenStream::ArgumentSpan &Mode = Args.back();
      std::string Written(C.Source.substr(Mode.Begin, Mode.End - Mode.Begin));
      // A mode is a name or a constant on one line: text holding a statement's end or a
      // brace is not one but a call left open (a file being edited; found by the fuzzer,
      // whose input lost its ')' and had the rest of the file taken for the mode).
      if (Written.find_first_of(";{}\n") != std::string::npos)
        continue;
      if (removeLastArgument(C, Args[Args.size() - 2].End, Mode))
        C.report(DiagnosticKind::SurfaceBoundaryModeRemoved, T[I].Offset,
                 {std::string(Access->Name), Written, C.Options.TargetHip.str()});
    }
  }
};

} // namespace

std::unique_ptr<Rule> createSurfaceBoundaryModeRule() {
  return std::make_unique<SurfaceBoundaryModeRule>();
}

} // namespace cu2hip
