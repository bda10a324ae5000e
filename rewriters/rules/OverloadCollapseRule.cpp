// Overloads that become one function: HIP merges some CUDA types (CUresult and cudaError_t
// are both hipError_t), so 'f(cudaError_t)' and 'f(CUresult)' would be two definitions of
// 'f(hipError_t)' after the rename, which does not compile. The later definition is disabled
// with '#if 0' and reported (CU2HIP-W048). Token level on purpose: helper headers keep such
// overloads in branches that the file's own parse does not enable ('#ifdef CUDA_DRIVER_API').
#include "rewriters/Rule.h"

#include <map>

namespace cu2hip {
namespace {

// Where a token sits in the file's #if structure: one (group, branch) pair per open #if.
using ConditionalPath = std::vector<std::pair<unsigned, unsigned>>;

struct Definition {
  size_t NameToken, OpenParen, CloseParen, OpenBrace;
  ConditionalPath Path;
};

class OverloadCollapseRule : public Rule {
public:
  void run(RuleContext &C) override {
    std::map<std::string, Definition> FirstBySignature;
    for (const Definition &D : definitions(C)) {
      auto [It, Inserted] = FirstBySignature.try_emplace(translatedSignature(C, D), D);
      if (Inserted || originalSignature(C, It->second) == originalSignature(C, D) ||
          exclusive(It->second.Path, D.Path))
        continue;
      disable(C, It->second, D);
    }
  }

private:
  // 'name ( ... ) {' at any depth outside other parentheses, with a CUDA type among the
  // parameters; calls and declarations without a body never match.
  static std::vector<Definition> definitions(const RuleContext &C) {
    const TokenStream &T = C.Tokens;
    std::vector<Definition> Found;
    ConditionalPath Path;
    unsigned Groups = 0;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (T[I].DirectiveHash == static_cast<int>(I) && I + 1 < T.size()) {
        std::string_view Directive = T[I + 1].Text;
        if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef")
          Path.push_back({Groups++, 0});
        else if ((Directive == "elif" || Directive == "else") && !Path.empty())
          ++Path.back().second;
        else if (Directive == "endif" && !Path.empty())
          Path.pop_back();
        continue;
      }
      if (!T[I].isIdentifier() || !T[I + 1].is(clang::tok::l_paren) || T[I].DirectiveHash >= 0)
        continue;
      size_t Close = T.matchingParen(I + 1);
      if (Close + 1 >= T.size() || !T[Close + 1].is(clang::tok::l_brace) ||
          !mentionsCudaType(C, I + 2, Close))
        continue;
      Found.push_back({I, I + 1, Close, Close + 1, Path});
    }
    return Found;
  }

  static bool mentionsCudaType(const RuleContext &C, size_t Begin, size_t End) {
    for (size_t I = Begin; I < End; ++I)
      if (const MappingEntry *E = typeEntry(C, I); E && E->Hip != C.Tokens[I].Text)
        return true;
    return false;
  }

  static const MappingEntry *typeEntry(const RuleContext &C, size_t I) {
    if (!C.Tokens[I].isIdentifier())
      return nullptr;
    const MappingEntry *E = C.Table.lookupSymbol(std::string(C.Tokens[I].Text));
    return E && E->Kind == SymbolKind::Type && E->Status != SupportStatus::Unsupported ? E
                                                                                          : nullptr;
  }

  // The name and parameter types as HIP will spell them (parameter names included: they
  // never differ between two overloads of a helper that only changed the type).
  static std::string translatedSignature(const RuleContext &C, const Definition &D) {
    std::string Key(C.Tokens[D.NameToken].Text);
    for (size_t I = D.OpenParen; I <= D.CloseParen; ++I) {
      const MappingEntry *E = typeEntry(C, I);
      Key += ' ';
      Key += E ? std::string_view(E->Hip) : C.Tokens[I].Text;
    }
    return Key;
  }

  static std::string originalSignature(const RuleContext &C, const Definition &D) {
    std::string Key;
    for (size_t I = D.NameToken; I <= D.CloseParen; ++I)
      (Key += ' ') += C.Tokens[I].Text;
    return Key;
  }

  // Two definitions in different branches of one #if chain are never both compiled.
  static bool exclusive(const ConditionalPath &A, const ConditionalPath &B) {
    for (size_t I = 0; I < A.size() && I < B.size() && A[I].first == B[I].first; ++I)
      if (A[I].second != B[I].second)
        return true;
    return false;
  }

  static void disable(RuleContext &C, const Definition &First, const Definition &Later) {
    const TokenStream &T = C.Tokens;
    size_t Close = matchingBrace(T, Later.OpenBrace);
    if (Close >= T.size())
      return;
    unsigned Begin = lineStart(C.Source, T[declarationStart(T, Later.NameToken)].Offset);
    std::string FirstType, LaterType;
    for (size_t I = 1; First.OpenParen + I < First.CloseParen; ++I)
      if (T[First.OpenParen + I].Text != T[Later.OpenParen + I].Text) {
        FirstType = T[First.OpenParen + I].Text;
        LaterType = T[Later.OpenParen + I].Text;
        break;
      }
    if (!C.edit(Begin, 0, "#if 0 // cu2hip: CU2HIP-W048, a second definition in HIP\n") ||
        !C.edit(T[Close].end(), 0, "\n#endif"))
      return;
    C.report(DiagnosticKind::OverloadsCollapse, T[Later.NameToken].Offset,
             {std::string(T[Later.NameToken].Text),
              std::to_string(lineOf(C.Source, T[First.NameToken].Offset)), FirstType, LaterType});
  }

  // The first token of the declaration holding the name: after the previous ';', '{', '}'
  // or preprocessor line.
  static size_t declarationStart(const TokenStream &T, size_t Name) {
    size_t I = Name;
    while (I > 0) {
      const SourceToken &Prev = T[I - 1];
      if (Prev.DirectiveHash >= 0 || Prev.is(clang::tok::semi) || Prev.is(clang::tok::l_brace) ||
          Prev.is(clang::tok::r_brace))
        break;
      --I;
    }
    return I;
  }

  static size_t matchingBrace(const TokenStream &T, size_t Open) {
    int Depth = 0;
    for (size_t I = Open; I < T.size(); ++I) {
      if (T[I].is(clang::tok::l_brace))
        ++Depth;
      else if (T[I].is(clang::tok::r_brace) && --Depth == 0)
        return I;
    }
    return T.size();
  }

  static unsigned lineStart(std::string_view Source, unsigned Offset) {
    while (Offset > 0 && Source[Offset - 1] != '\n')
      --Offset;
    return Offset;
  }

  static unsigned lineOf(std::string_view Source, unsigned Offset) {
    unsigned Line = 1;
    for (unsigned I = 0; I < Offset && I < Source.size(); ++I)
      Line += Source[I] == '\n';
    return Line;
  }
};

} // namespace

std::unique_ptr<Rule> createOverloadCollapseRule() {
  return std::make_unique<OverloadCollapseRule>();
}

} // namespace cu2hip
