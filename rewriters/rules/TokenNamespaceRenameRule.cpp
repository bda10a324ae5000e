// api-mapping's qualified names in a file Clang could not parse: the parse-driven rename
// (NamespaceRenameRule) knows only the qualifiers of names Clang resolved, so a name the
// parse rejected kept CUDA's namespace ('cub::TransformInputIterator', removed in CUDA 13's
// CUB, stayed 'cub::' while the file's other 'cub::' became 'hipcub::'), and the
// translation did not compile. Here the raw tokens decide: a run 'a::b::' whose longest
// prefix is a table namespace ('cub', 'nvcuda::wmma', 'thrust::cuda') is renamed where it
// qualifies a name or follows 'using namespace'. A namespace of the program's own with a
// library's name inside another ('counters::cub::') is qualified, so never such a run.
#include "ApiMappingParts.h"
#include "mappings/MappingResolution.h"
#include "mappings/QualifiedNameLookup.h"

namespace cu2hip {
namespace {

class TokenNamespaceRenameRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!startsQualifier(T, I))
        continue;
      // The longest run of 'name ::' pairs from I that names a table namespace.
      std::string Run;
      size_t Last = 0;
      const MappingEntry *Entry = nullptr;
      for (size_t J = I; J < T.size() && T[J].isIdentifier(); J += 2) {
        Run += (J == I ? "" : "::") + std::string(T[J].Text);
        bool Qualifies = J + 1 < T.size() && T[J + 1].is(clang::tok::coloncolon);
        if (!Qualifies && !afterUsingNamespace(T, I))
          break;
        if (const MappingEntry *E = lookupNamespace(C.Table, Run)) {
          Entry = E;
          Last = J;
        }
        if (!Qualifies)
          break;
      }
      if (!Entry)
        continue;
      Resolution R =
          resolve(*Entry, C.Options.TargetHip, C.Options.UseRocNames, C.Options.SoftwareTextures);
      if (R.What != Resolution::Action::Rename)
        continue; // the parse-driven rule reports what cannot be renamed where it sees it
      unsigned Begin = T[I].Offset, End = T[Last].end();
      if (C.Source.substr(Begin, End - Begin) == R.Spelling)
        C.portable(Entry->Cuda);
      else if (C.edit(Begin, End - Begin, R.Spelling))
        C.converted(Entry->Cuda);
      I = Last;
    }
  }

private:
  // An identifier that starts a qualifier run: not itself qualified ('x::cub::'), not a
  // member ('a.cub'), not on a preprocessor line.
  static bool startsQualifier(const TokenStream &T, size_t I) {
    if (!T[I].isIdentifier() || T[I].DirectiveHash >= 0)
      return false;
    if (I == 0)
      return true;
    const SourceToken &Prev = T[I - 1];
    return !Prev.is(clang::tok::coloncolon) && !Prev.is(clang::tok::period) &&
           !Prev.is(clang::tok::arrow);
  }

  static bool afterUsingNamespace(const TokenStream &T, size_t I) {
    return I >= 2 && T[I - 1].Text == "namespace" && T[I - 2].Text == "using";
  }
};

} // namespace

std::unique_ptr<Rule> createTokenNamespaceRenameRule() {
  return std::make_unique<TokenNamespaceRenameRule>();
}

} // namespace cu2hip
