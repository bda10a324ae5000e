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
    return resolve(E, C.Options.TargetHip, C.Options.UseRocNames);
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
               {E.Cuda, E.HipSince->str(), C.Options.TargetHip.str(), R.reason(E)},
               Evidence::Ast);
      return true;
    case Resolution::Action::Rename:
      return false;
    }
    return false;
  }

  // Replaces [Offset, Offset + Length) with Replacement unless it already reads so.
  static void translate(RuleContext &C, const MappingEntry &E, unsigned Offset, unsigned Length,
                        const std::string &Replacement) {
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
    if (R.Partial)
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
      std::string Member = Target.substr(Target.rfind("::") == std::string::npos
                                             ? 0
                                             : Target.rfind("::") + 2);
      unsigned WrittenLength = Qualified.size() - (Qualified.rfind("::") + 2);
      translate(C, *E, Offset, WrittenLength, Member);
    }
  }
};

} // namespace

std::unique_ptr<Rule> createQualifiedNameRenamePart() {
  return std::make_unique<NamespaceRenameRule>();
}

} // namespace cu2hip
