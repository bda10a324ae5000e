#include "TextureReferenceUses.h"

#include <array>
#include <set>
#include <utility>

namespace cu2hip {
namespace {

// The arguments of the reference forms: the reference, then the coordinates (and layer).
constexpr std::array<std::pair<std::string_view, size_t>, 8> ReferenceFetchArguments = {{
    {"tex1Dfetch", 2},
    {"tex1D", 2},
    {"tex2D", 3},
    {"tex3D", 4},
    {"tex1DLayered", 3},
    {"tex2DLayered", 4},
    {"texCubemap", 4},
    {"texCubemapLayered", 5},
}};

// Index of the '>' closing the '<' at Open, or T.size().
size_t closingAngle(const TokenStream &T, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < T.size(); ++I) {
    if (T[I].is(clang::tok::less))
      ++Depth;
    else if (T[I].is(clang::tok::greater) && --Depth == 0)
      return I;
    else if (T[I].is(clang::tok::greatergreater) && (Depth -= 2) <= 0)
      return I;
    else if (T[I].is(clang::tok::semi) || T[I].is(clang::tok::l_brace))
      break;
  }
  return T.size();
}

// 'texture<...> name' and 'surface<...> name' declarations of the file.
std::set<std::string_view> declaredReferences(const TokenStream &T) {
  std::set<std::string_view> Names;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].isIdentifier() || (T[I].Text != "texture" && T[I].Text != "surface") ||
        !T[I + 1].is(clang::tok::less))
      continue;
    size_t After = closingAngle(T, I + 1) + 1;
    while (After < T.size() && (T[After].is(clang::tok::amp) || T[After].is(clang::tok::star)))
      ++After;
    if (After < T.size() && T[After].isIdentifier())
      Names.insert(T[After].Text);
  }
  return Names;
}

} // namespace

bool fileUsesTextureReferences(const TokenStream &T) {
  if (!declaredReferences(T).empty())
    return true;
  for (const SourceToken &Tok : T.tokens())
    if (Tok.isIdentifier() && Tok.Text.starts_with("cudaBind") &&
        (Tok.Text.ends_with("Texture") || Tok.Text.ends_with("ToArray") ||
         Tok.Text.ends_with("Texture2D") || Tok.Text.ends_with("MipmappedArray")))
      return true;
  return false;
}

bool fileNamesCudaArrays(const TokenStream &T) {
  for (const SourceToken &Tok : T.tokens())
    if (Tok.isIdentifier() &&
        (Tok.Text == "srcArray" || Tok.Text == "dstArray" || Tok.Text == "cudaArray_t" ||
         Tok.Text == "cudaArray" || Tok.Text == "CUarray"))
      return true;
  return false;
}

bool fileTakesSoftwareTextures(const RuleContext &C) {
  return C.Options.SoftwareTextures && !fileUsesTextureReferences(C.Tokens);
}

bool callUsesTextureReference(const RuleContext &C, size_t I) {
  const TokenStream &T = C.Tokens;
  bool Templated = I + 1 < T.size() && T[I + 1].is(clang::tok::less);
  size_t Open = Templated ? closingAngle(T, I + 1) + 1 : I + 1;
  if (Open >= T.size() || !T[Open].is(clang::tok::l_paren))
    return false;
  std::vector<TokenStream::ArgumentSpan> Args = C.callArguments(Open);
  std::set<std::string_view> References = declaredReferences(T);
  for (const TokenStream::ArgumentSpan &Arg : Args)
    if (Arg.FirstToken == Arg.LastToken && References.count(T[Arg.FirstToken].Text))
      return true;
  if (Templated)
    return false;
  for (const auto &[Name, Count] : ReferenceFetchArguments)
    if (T[I].Text == Name)
      return Args.size() == Count;
  return false;
}

} // namespace cu2hip
