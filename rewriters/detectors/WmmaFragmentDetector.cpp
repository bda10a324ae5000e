// CU2HIP-W030/W031: nvcuda::wmma fragments. rocWMMA offers fragments of 16x16 (K >= 16) and
// 32x32 (K >= 8) blocks for half, bf16 and signed 8-bit integer inputs on gfx90a/gfx94x, f64
// only as 16x16 blocks and tf32 (xfloat32) only on gfx94x (rocWMMA API reference, "supported
// data types"). A fragment outside that set cannot be translated (error); one inside it is
// translated but its lane layout differs (note). Every spelled fragment type is one site.
#include "HazardDetectors.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <cctype>
#include <optional>
#include <set>

namespace cu2hip {
namespace {

using namespace clang;

struct FragmentShape {
  std::string Use; // matrix_a, matrix_b, accumulator
  long long M, N, K;
  std::string Element; // f16, bf16, i8, f32, f64, i32, tf32, sub-byte, or a type name
};

std::optional<long long> integerArgument(const TemplateArgument &A, const ASTContext &Context) {
  if (A.getKind() == TemplateArgument::Integral)
    return A.getAsIntegral().getExtValue();
  if (A.getKind() != TemplateArgument::Expression || A.getAsExpr()->isValueDependent())
    return std::nullopt;
  if (std::optional<llvm::APSInt> V = A.getAsExpr()->getIntegerConstantExpr(Context))
    return V->getExtValue();
  return std::nullopt;
}

std::string elementKind(QualType Type) {
  Type = Type.getCanonicalType();
  if (const auto *B = Type->getAs<BuiltinType>()) {
    switch (B->getKind()) {
    case BuiltinType::Float:
      return "f32";
    case BuiltinType::Double:
      return "f64";
    case BuiltinType::Int:
    case BuiltinType::UInt:
      return "i32";
    case BuiltinType::SChar:
    case BuiltinType::Char_S:
      return "i8";
    case BuiltinType::UChar:
    case BuiltinType::Char_U:
      return "u8";
    default:
      break;
    }
  }
  if (const RecordDecl *R = Type->getAsRecordDecl()) {
    StringRef Name = R->getName();
    if (Name == "__half")
      return "f16";
    if (Name == "__nv_bfloat16")
      return "bf16";
    if (Name == "tf32")
      return "tf32";
    if (Name == "s4" || Name == "u4" || Name == "b1")
      return "sub-byte";
    return Name.str();
  }
  return Type.getAsString();
}

// Why rocWMMA has no such fragment on gfx90a/gfx94x, or "" when it has.
std::string unsupportedReason(const FragmentShape &F) {
  if (F.Element == "sub-byte")
    return "4-bit and 1-bit precisions have no AMD matrix instruction";
  // rocWMMA's 8-bit integer blocks take int8_t only: an unsigned char fragment instantiates
  // no matrix instruction (cuda-samples immaTensorCoreGemm, uint8_t inputs).
  if (F.Element == "u8")
    return "rocWMMA's 8-bit integer inputs are signed (int8_t); it has no unsigned 8-bit "
           "(uint8_t) matrix input";
  if (F.Element == "tf32" ||
      (F.Use == "accumulator" && F.Element == "f32" && F.M == 16 && F.N == 16 && F.K == 8))
    return "tf32 exists in rocWMMA (as xfloat32) only on gfx94x, not on gfx90a";
  if (F.Element == "f64" && !(F.M == 16 && F.N == 16))
    return "rocWMMA's f64 blocks are 16x16, not NVIDIA's " + std::to_string(F.M) + "x" +
           std::to_string(F.N) + "x" + std::to_string(F.K);
  bool Square16 = F.M == 16 && F.N == 16 && F.K >= 16,
       Square32 = F.M == 32 && F.N == 32 && F.K >= 8;
  if (!Square16 && !Square32)
    return "NVIDIA's " + std::to_string(F.M) + "x" + std::to_string(F.N) + "x" +
           std::to_string(F.K) + " shape; rocWMMA blocks are 16x16 (K >= 16) or 32x32 (K >= 8)";
  return "";
}

// A type written over several lines, comments included, as one line: a diagnostic is one
// line of text.
std::string oneLine(StringRef Text) {
  std::string Result;
  for (size_t I = 0; I < Text.size(); ++I) {
    bool Comment = Text.substr(I).starts_with("//") || Text.substr(I).starts_with("/*");
    if (Comment)
      I = Text[I + 1] == '/' ? Text.find('\n', I) : Text.find("*/", I);
    if (I >= Text.size()) // StringRef::npos included
      break;
    if (Comment && Text[I] == '*')
      ++I; // the '/' closing the block comment
    if (I >= Text.size())
      break;
    if (!Comment && !std::isspace(static_cast<unsigned char>(Text[I])))
      Result += Text[I];
    else if (!Result.empty() && Result.back() != ' ')
      Result += ' ';
  }
  return Result;
}

class FragmentVisitor : public RecursiveASTVisitor<FragmentVisitor> {
public:
  FragmentVisitor(ASTContext &Context, DetectorSink &Sink) : Context(Context), Sink(Sink) {}

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *Template = TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    if (!Template || Template->getQualifiedNameAsString() != "nvcuda::wmma::fragment" ||
        TL.getNumArgs() < 5)
      return true;
    SourceManager &SM = Context.getSourceManager();
    SourceLocation Where = SM.getFileLoc(TL.getTemplateNameLoc());
    if (!SM.isWrittenInMainFile(Where) || !Reported.insert(SM.getFileOffset(Where)).second)
      return true;
    std::optional<FragmentShape> Shape = shapeOf(TL);
    if (!Shape)
      return true; // depends on template parameters: judged nowhere rather than guessed
    std::string Spelled =
        oneLine(Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getFileLoc(TL.getBeginLoc()),
                                                                    SM.getFileLoc(TL.getEndLoc())),
                                     SM, Context.getLangOpts()));
    std::string Reason = unsupportedReason(*Shape);
    if (Reason.empty())
      Sink.report(DiagnosticKind::WmmaFragmentMapped, Where, {Spelled});
    else
      Sink.report(DiagnosticKind::WmmaShapeUnsupported, Where, {Spelled, Reason});
    return true;
  }

private:
  std::optional<FragmentShape> shapeOf(TemplateSpecializationTypeLoc TL) const {
    const TemplateArgument &Use = TL.getArgLoc(0).getArgument();
    const TemplateArgument &Element = TL.getArgLoc(4).getArgument();
    if (Use.getKind() != TemplateArgument::Type || Element.getKind() != TemplateArgument::Type ||
        Element.getAsType()->isDependentType())
      return std::nullopt;
    const RecordDecl *UseDecl = Use.getAsType()->getAsRecordDecl();
    std::optional<long long> M = integerArgument(TL.getArgLoc(1).getArgument(), Context),
                             N = integerArgument(TL.getArgLoc(2).getArgument(), Context),
                             K = integerArgument(TL.getArgLoc(3).getArgument(), Context);
    if (!UseDecl || !M || !N || !K)
      return std::nullopt;
    return FragmentShape{UseDecl->getName().str(), *M, *N, *K, elementKind(Element.getAsType())};
  }

  ASTContext &Context;
  DetectorSink &Sink;
  std::set<unsigned> Reported; // 'fragment<...> a, b;' is one spelled type
};

class WmmaFragmentDetector : public AstDetector {
public:
  void run(ASTContext &Context, DetectorSink &Sink) override {
    FragmentVisitor Visitor(Context, Sink);
    const SourceManager &SM = Context.getSourceManager();
    for (Decl *D : Context.getTranslationUnitDecl()->decls())
      if (SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())))
        Visitor.TraverseDecl(D);
  }
};

} // namespace

std::unique_ptr<AstDetector> createWmmaFragmentDetector() {
  return std::make_unique<WmmaFragmentDetector>();
}

} // namespace cu2hip
