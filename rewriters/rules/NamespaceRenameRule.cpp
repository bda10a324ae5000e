// api-mapping, qualified names: 'nvcuda::wmma::' -> 'rocwmma::', 'cub::' -> 'hipcub::',
// 'thrust::cuda::' -> 'thrust::hip::', driven by the tables' "namespace" entries and the
// parse (AstFacts::CudaNamespaceSpellings); members keep their names unless an entry of
// their own ("cooperative_groups::this_cluster") says otherwise.
#include "ApiMappingParts.h"
#include "mappings/MappingResolution.h"
#include "mappings/QualifiedNameLookup.h"

namespace cu2hip {
namespace {

class NamespaceRenameRule : public Rule {
public:
  void run(RuleContext &C) override {
    renameNamespaces(C);
    translateMembers(C);
  }

private:
  static Resolution resolved(const RuleContext &C, const MappingEntry &E) {
    return resolve(E, C.Options.TargetHip, C.Options.UseRocNames, C.Options.SoftwareTextures);
  }

  // Reports an entry that cannot be translated for this target; true when it did. A
  // qualified name has no older form to write: the target needs hip_since.
  static bool reportUntranslatable(RuleContext &C, const MappingEntry &E, unsigned Offset) {
    Resolution R = resolved(C, E);
    switch (R.What) {
    case Resolution::Action::Unsupported:
      C.report(DiagnosticKind::UnsupportedApi, Offset, {E.Cuda, R.reason(E)}, Evidence::Ast);
      return true;
    case Resolution::Action::NewerThanTarget:
    case Resolution::Action::OlderForm:
      C.report(DiagnosticKind::NewerThanTarget, Offset,
               {E.Cuda, E.HipSince->str(), C.Options.TargetHip.str(), R.reason(E)}, Evidence::Ast);
      return true;
    case Resolution::Action::Rename:
      return false;
    }
    return false;
  }

  // Replaces [Offset, Offset + Length) with Replacement unless it already reads so.
  static void translate(RuleContext &C, const MappingEntry &E, unsigned Offset, unsigned Length,
                        const std::string &Replacement, bool ReportPartial = true) {
    if (C.Source.substr(Offset, Length) == Replacement)
      C.portable(E.Cuda);
    else if (C.edit(Offset, Length, Replacement, Evidence::Ast))
      C.converted(E.Cuda);
    else
      return;
    Resolution R = resolved(C, E);
    if (R.AmdNeedsNewer)
      C.report(DiagnosticKind::AmdNeedsNewerHip, Offset,
               {E.Cuda, R.Spelling, C.Options.TargetHip.str(), E.HipSince->str(), R.reason(E)},
               Evidence::Ast);
    if (R.Partial && ReportPartial)
      C.report(DiagnosticKind::PartialSemantics, Offset, {E.Cuda, R.Spelling, E.Note},
               Evidence::Ast);
    else if (R.Deprecated)
      C.report(DiagnosticKind::DeprecatedInHip, Offset,
               {E.Cuda, R.Spelling, E.HipDeprecated->str()}, Evidence::Ast);
  }

  // Spellings that start at the same offset are one written qualifier seen at several
  // depths ('nvcuda', 'nvcuda::wmma'): the deepest one the tables know is replaced whole,
  // so 'nvcuda::wmma' becomes 'rocwmma' rather than 'rocwmma::wmma'.
  static void renameNamespaces(RuleContext &C) {
    const auto &Spellings = C.Facts.CudaNamespaceSpellings;
    for (auto It = Spellings.begin(); It != Spellings.end();) {
      unsigned Begin = It->first.first;
      auto GroupEnd = Spellings.lower_bound({Begin + 1, 0});
      for (auto Deeper = std::make_reverse_iterator(GroupEnd);
           Deeper != std::make_reverse_iterator(It); ++Deeper) {
        const MappingEntry *E = lookupNamespace(C.Table, Deeper->second);
        if (!E)
          continue;
        if (!reportUntranslatable(C, *E, Begin))
          translate(C, *E, Begin, Deeper->first.second - Begin, resolved(C, *E).Spelling);
        break;
      }
      It = GroupEnd;
    }
  }

  // Members with entries of their own: the ones HIP lacks are reported; a member HIP
  // spells differently gets its last name replaced (its qualifier is renamed above).
  static void translateMembers(RuleContext &C) {
    for (const auto &[Offset, Qualified] : C.Facts.CudaQualifiedReferences) {
      const MappingEntry *E = C.Table.lookupSymbol(Qualified);
      if (!E || E->Kind == SymbolKind::Namespace || reportUntranslatable(C, *E, Offset))
        continue;
      std::string Target = resolved(C, *E).Spelling;
      std::string Member =
          Target.substr(Target.rfind("::") == std::string::npos ? 0 : Target.rfind("::") + 2);
      unsigned WrittenLength = Qualified.size() - (Qualified.rfind("::") + 2);
      // A written-out default (N017) or one that cannot be (W070) says what the partial
      // note would.
      bool Said = E->CudaTemplateDefault && writeCudaTemplateDefault(C, *E, Offset + WrittenLength);
      translate(C, *E, Offset, WrittenLength, Member, !Said);
    }
  }

  // 'cub::WarpReduce<float>' -> 'hipcub::WarpReduce<float, 32>': the argument CUDA's
  // library defaults differently from HIP's is written out when every argument before it
  // is written; when some are not, the use is reported instead (W070). True when it reported.
  static bool writeCudaTemplateDefault(RuleContext &C, const MappingEntry &E, unsigned NameEnd) {
    const MappingEntry::TemplateDefault &D = *E.CudaTemplateDefault;
    size_t Less = tokenAt(C.Tokens, NameEnd);
    if (Less >= C.Tokens.size() || !C.Tokens[Less].is(clang::tok::less))
      return false; // no argument list here ('using cub::WarpReduce;', a constructor name)
    auto List = C.Facts.TemplateArgumentLists.find(C.Tokens[Less].Offset);
    if (List == C.Facts.TemplateArgumentLists.end())
      return false;
    size_t Greater = tokenAt(C.Tokens, List->second);
    unsigned Written = writtenArguments(C, Less, Greater);
    if (Written > D.Index)
      return false;
    std::string Index = std::to_string(D.Index);
    if (Written < D.Index) {
      C.report(DiagnosticKind::CudaTemplateDefaultLeft, C.Tokens[Less].Offset,
               {E.Cuda, Index, D.Why, D.Value}, Evidence::Ast);
      return true;
    }
    if (!C.edit(List->second, 0, (Written ? ", " : "") + D.Value, Evidence::Ast))
      return false;
    C.report(DiagnosticKind::CudaTemplateDefaultWritten, C.Tokens[Less].Offset,
             {E.Cuda, Index, D.Why, D.Value}, Evidence::Ast);
    return true;
  }

  // Index of the first token at or after Offset.
  static size_t tokenAt(const TokenStream &T, unsigned Offset) {
    size_t Low = 0, High = T.size();
    while (Low < High) {
      size_t Mid = (Low + High) / 2;
      if (T[Mid].Offset < Offset)
        Low = Mid + 1;
      else
        High = Mid;
    }
    return Low;
  }

  // Arguments between the '<' at token Less and its '>' at token Greater: top-level commas
  // plus one, nested lists and brackets skipped; 0 for '<>'.
  static unsigned writtenArguments(const RuleContext &C, size_t Less, size_t Greater) {
    if (Greater <= Less + 1)
      return 0;
    unsigned Commas = 0;
    int Depth = 0;
    for (size_t I = Less + 1; I < Greater; ++I) {
      const SourceToken &T = C.Tokens[I];
      if (T.is(clang::tok::less)) {
        if (auto Inner = C.Facts.TemplateArgumentLists.find(T.Offset);
            Inner != C.Facts.TemplateArgumentLists.end())
          I = tokenAt(C.Tokens, Inner->second);
      } else if (T.is(clang::tok::l_paren) || T.is(clang::tok::l_square) ||
                 T.is(clang::tok::l_brace)) {
        ++Depth;
      } else if (T.is(clang::tok::r_paren) || T.is(clang::tok::r_square) ||
                 T.is(clang::tok::r_brace)) {
        --Depth;
      } else if (T.is(clang::tok::comma) && Depth == 0) {
        ++Commas;
      }
    }
    return Commas + 1;
  }
};

} // namespace

std::unique_ptr<Rule> createQualifiedNameRenamePart() {
  return std::make_unique<NamespaceRenameRule>();
}

} // namespace cu2hip
