// Overloads that become one function: HIP merges some CUDA types (CUresult and cudaError_t
// are both hipError_t), so 'f(cudaError_t)' and 'f(CUresult)' would be two definitions of
// 'f(hipError_t)' after the rename, which does not compile. The later definition is disabled
// with '#if 0' and reported (CU2HIP-W048). Token level on purpose: helper headers keep such
// overloads in branches that the file's own parse does not enable ('#ifdef CUDA_DRIVER_API').
#include "rewriters/Rule.h"
#include "rewriters/SourceLines.h"

#include <algorithm>
#include <map>
#include <set>

namespace cu2hip {
namespace {

// Where a token sits in the file's #if structure: one (group, branch) pair per open #if.
using ConditionalPath = std::vector<std::pair<unsigned, unsigned>>;

struct Definition {
  size_t NameToken, OpenParen, CloseParen, OpenBrace;
  ConditionalPath Path;
  std::string Scope; // the class or namespace heads around it ("namespace rt|struct A")
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
  // 'name ( ... ) [const|noexcept|...] {' at any depth outside other parentheses, with a
  // CUDA type among the parameters; calls and declarations without a body never match.
  static std::vector<Definition> definitions(const RuleContext &C) {
    const TokenStream &T = C.Tokens;
    std::vector<Definition> Found;
    ConditionalPath Path;
    // Per open #if, whether its current branch is '#if 0' text: never compiled, so a
    // definition there collides with nothing (and one cu2hip disabled stays as it is).
    std::vector<bool> DeadBranch;
    unsigned Groups = 0;
    std::vector<size_t> OpenBraces; // of the scopes around the current token
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (T[I].is(clang::tok::l_brace))
        OpenBraces.push_back(I);
      else if (T[I].is(clang::tok::r_brace) && !OpenBraces.empty())
        OpenBraces.pop_back();
      if (T[I].DirectiveHash == static_cast<int>(I) && I + 1 < T.size()) {
        std::string_view Directive = T[I + 1].Text;
        if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef") {
          Path.push_back({Groups++, 0});
          DeadBranch.push_back(Directive == "if" && I + 2 < T.size() &&
                               T[I + 2].DirectiveHash == static_cast<int>(I) &&
                               T[I + 2].Text == "0");
        } else if ((Directive == "elif" || Directive == "else") && !Path.empty()) {
          ++Path.back().second;
          DeadBranch.back() = false;
        } else if (Directive == "endif" && !Path.empty()) {
          Path.pop_back();
          DeadBranch.pop_back();
        }
        continue;
      }
      if (std::find(DeadBranch.begin(), DeadBranch.end(), true) != DeadBranch.end())
        continue;
      if (!T[I].isIdentifier() || !T[I + 1].is(clang::tok::l_paren) || T[I].DirectiveHash >= 0)
        continue;
      size_t Close = T.matchingParen(I + 1);
      size_t Body = Close + 1;
      while (Body < T.size() && isFunctionQualifier(T[Body]))
        ++Body;
      if (Body >= T.size() || !T[Body].is(clang::tok::l_brace) ||
          !mentionsCudaType(C, I + 2, Close))
        continue;
      Found.push_back({I, I + 1, Close, Body, Path, scopeOf(T, OpenBraces)});
    }
    return Found;
  }

  // What may stand between a member function's ')' and its body; 'const' and '&' make
  // another overload, so they stay part of the signature.
  static bool isFunctionQualifier(const SourceToken &Token) {
    return Token.Text == "const" || Token.Text == "volatile" || Token.Text == "noexcept" ||
           Token.Text == "override" || Token.Text == "final" || Token.is(clang::tok::amp) ||
           Token.is(clang::tok::ampamp);
  }

  // Overloads collapse only within one scope: 'r(cudaError_t)' in struct A and 'r(CUresult)'
  // in struct B stay two functions. A scope is named by the text before its '{' (a
  // namespace opened twice is one scope); a function body makes no scope for this.
  static std::string scopeOf(const TokenStream &T, const std::vector<size_t> &OpenBraces) {
    std::string Scope;
    for (size_t Open : OpenBraces) {
      size_t Head = declarationStart(T, Open);
      for (size_t I = Head; I < Open; ++I)
        (Scope += T[I].Text) += ' ';
      Scope += '|';
    }
    return Scope;
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

  // The scope, name, parameter types as HIP will spell them, and qualifiers; parameter
  // names left out ('code(cudaError_t status)' and 'code(CUresult result)' collide).
  static std::string translatedSignature(const RuleContext &C, const Definition &D) {
    std::string Key = D.Scope + std::string(C.Tokens[D.NameToken].Text);
    for (size_t I = D.OpenParen; I < D.OpenBrace; ++I) {
      if (isParameterName(C, I))
        continue;
      const MappingEntry *E = typeEntry(C, I);
      Key += ' ';
      Key += E ? std::string_view(E->Hip) : C.Tokens[I].Text;
    }
    return Key;
  }

  // The last identifier of a parameter that has a type before it ('status' in
  // 'cudaError_t status', 's' in 'const CUresult *s'), not a type name standing alone.
  static bool isParameterName(const RuleContext &C, size_t I) {
    const TokenStream &T = C.Tokens;
    // The raw tokens do not tell keywords from names: an unnamed 'unsigned int' parameter
    // ends in a keyword.
    static const std::set<std::string_view> TypeKeywords = {
        "int",    "long", "short", "char", "unsigned", "signed",   "float",
        "double", "bool", "void",  "auto", "const",    "volatile", "wchar_t"};
    if (!T[I].isIdentifier() || typeEntry(C, I) || TypeKeywords.count(T[I].Text) ||
        I + 1 >= T.size())
      return false;
    const SourceToken &Next = T[I + 1], &Prev = T[I - 1];
    bool EndsParameter = Next.is(clang::tok::comma) || Next.is(clang::tok::r_paren) ||
                         Next.is(clang::tok::equal) || Next.is(clang::tok::l_square);
    bool StartsParameter = Prev.is(clang::tok::l_paren) || Prev.is(clang::tok::comma);
    return EndsParameter && !StartsParameter;
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
    unsigned Begin = lineStart(C.Source, T[declarationStart(T, Later.NameToken)].Offset);
    std::string FirstType, LaterType;
    for (size_t I = 1; First.OpenParen + I < First.CloseParen; ++I)
      if (T[First.OpenParen + I].Text != T[Later.OpenParen + I].Text &&
          (typeEntry(C, First.OpenParen + I) || typeEntry(C, Later.OpenParen + I))) {
        FirstType = T[First.OpenParen + I].Text;
        LaterType = T[Later.OpenParen + I].Text;
        break;
      }
    std::vector<std::string> Arguments = {
        std::string(T[Later.NameToken].Text),
        std::to_string(lineOf(C.Source, T[First.NameToken].Offset)), FirstType, LaterType};
    // An '#if 0' around a definition that opens or closes a conditional of its own would
    // pair with that conditional's directives and change which code the file compiles; one
    // whose body does not end (its braces paired across '#if' branches) has no place for
    // the '#endif'.
    if (Close >= T.size() || !conditionalsBalanced(T, Begin, T[Close].end())) {
      Arguments.push_back("it is left as it is: an '#if 0' around it would split the "
                          "preprocessor conditional its text opens or closes");
      C.report(DiagnosticKind::OverloadsCollapse, T[Later.NameToken].Offset, Arguments);
      return;
    }
    // Code before the definition on its first line ('namespace drv {') or after it on its
    // last ('} int other() {...}') stays outside the #if 0, on a line of its own.
    unsigned DeclarationBegin = T[declarationStart(T, Later.NameToken)].Offset;
    bool SharedFirstLine =
        C.Source.substr(Begin, DeclarationBegin - Begin).find_first_not_of(" \t") !=
        std::string_view::npos;
    unsigned End = T[Close].end();
    std::string_view After = C.Source.substr(End);
    After = After.substr(0, After.find('\n'));
    size_t Code = After.find_first_not_of(" \t\r");
    bool SharedLastLine = Code != std::string_view::npos && After.substr(Code, 2) != "//";
    // A '#' there is no directive, as it does not start the line; on a line of its own it
    // would become one: the rest of the line is disabled with the definition instead.
    if (SharedLastLine && After[Code] == '#') {
      End = logicalLineEnd(C.Source, End);
      SharedLastLine = false;
      // Unless the disabled text ends in a token that joins the next line's first name to
      // it ('... } .' then 'CUname'): disabled, it would stop doing so, and a translation of
      // the output would rename what this one took for a member (not a fixed point).
      size_t Last = Close;
      while (Last + 1 < T.size() && T[Last + 1].Offset < End)
        ++Last;
      if (T[Last].is(clang::tok::period) || T[Last].is(clang::tok::arrow) ||
          T[Last].is(clang::tok::coloncolon)) {
        Arguments.push_back("it is left as it is: the text after it on its line ends in '" +
                            std::string(T[Last].Text) + "', which joins the next line to it");
        C.report(DiagnosticKind::OverloadsCollapse, T[Later.NameToken].Offset, Arguments);
        return;
      }
    }
    Arguments.push_back("it is disabled with '#if 0'");
    std::string Open = "#if 0 // cu2hip: CU2HIP-W048, a second definition in HIP\n";
    if (!C.edit(SharedFirstLine ? DeclarationBegin : Begin, 0,
                SharedFirstLine ? "\n" + Open : Open) ||
        !C.edit(End, 0, SharedLastLine ? "\n#endif\n" : "\n#endif"))
      return;
    C.report(DiagnosticKind::OverloadsCollapse, T[Later.NameToken].Offset, Arguments);
  }

  // Whether every #if, #ifdef and #ifndef between the offsets ends there too, and no
  // #elif, #else or #endif there belongs to a conditional opened before.
  static bool conditionalsBalanced(const TokenStream &T, unsigned Begin, unsigned End) {
    int Depth = 0;
    for (size_t I = 0; I + 1 < T.size() && T[I].Offset < End; ++I) {
      if (T[I].Offset < Begin || T[I].DirectiveHash != static_cast<int>(I))
        continue;
      std::string_view Directive = T[I + 1].Text;
      if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef")
        ++Depth;
      else if (Directive == "endif")
        --Depth;
      else if ((Directive == "elif" || Directive == "else" || Directive == "elifdef" ||
                Directive == "elifndef") &&
               Depth == 0)
        return false;
      if (Depth < 0)
        return false;
    }
    return Depth == 0;
  }

  // The first token of the declaration holding the name: after the previous ';', '{', '}'
  // or preprocessor line, or a stray '#' (one that does not start its line): moved to a
  // line of its own ahead of the '#if 0', it would become a directive.
  static size_t declarationStart(const TokenStream &T, size_t Name) {
    size_t I = Name;
    while (I > 0) {
      const SourceToken &Prev = T[I - 1];
      if (Prev.DirectiveHash >= 0 || Prev.is(clang::tok::semi) || Prev.is(clang::tok::l_brace) ||
          Prev.is(clang::tok::r_brace) || Prev.is(clang::tok::hash) ||
          Prev.is(clang::tok::hashhash))
        break;
      --I;
    }
    return I;
  }

  // Braces on preprocessor lines are not code ('#include <a}}>' in a damaged file): an
  // #endif placed after one would split the directive.
  static size_t matchingBrace(const TokenStream &T, size_t Open) {
    int Depth = 0;
    for (size_t I = Open; I < T.size(); ++I) {
      if (T[I].DirectiveHash >= 0)
        continue;
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
