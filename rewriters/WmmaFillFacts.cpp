#include "WmmaFillFacts.h"

#include "MainFileRanges.h"

#include "clang/AST/Decl.h"
#include "clang/AST/PrettyPrinter.h"

namespace cu2hip {

using namespace clang;

void recordWmmaFillValue(const CallExpr &Call, const SourceManager &SM, const LangOptions &LangOpts,
                         AstFacts &Facts) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || Call.getNumArgs() != 2 || Callee->getNumParams() != 2 ||
      !Callee->getDeclName().isIdentifier() || Callee->getName() != "fill_fragment" ||
      Callee->getQualifiedNameAsString() != "nvcuda::wmma::fill_fragment")
    return;
  // As written: without the conversion to the parameter (an implicit __half(float) included).
  const Expr *Value = Call.getArg(1)->IgnoreUnlessSpelledInSource();
  if (Value->isTypeDependent())
    return;
  QualType Parameter = Callee->getParamDecl(1)
                           ->getType()
                           .getNonReferenceType()
                           .getCanonicalType()
                           .getUnqualifiedType();
  QualType Written = Value->getType().getCanonicalType().getUnqualifiedType();
  if (Parameter->isDependentType() || Parameter == Written)
    return;
  std::optional<ByteRange> Range = writtenRange(Call.getArg(1)->getSourceRange(), SM, LangOpts);
  if (!Range)
    return;
  PrintingPolicy Policy(LangOpts);
  Policy.SuppressTagKeyword = true;
  Facts.WmmaFillValueCasts[Range->Begin] = {Range->End, Parameter.getAsString(Policy)};
}

} // namespace cu2hip
