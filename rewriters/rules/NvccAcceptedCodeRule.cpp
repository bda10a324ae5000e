// Code nvcc compiles and hipcc rejects, rewritten to what both compile:
// - 'register' on a variable or parameter: ISO C++17 has no register storage class; nvcc
//   ignores the keyword, Clang (hipcc) makes it an error. Removing it changes nothing else.
// - a dim3 built from a uint3 ('dim3 block = make_uint3(256, 1, 1)'): CUDA's dim3 has a
//   uint3 constructor, HIP's dim3 on AMD has not. make_uint3(...) becomes dim3(...); a named
//   uint3 is passed component by component; another expression is reported.
// - __ffs/__ffsll given an integer of another type than CUDA's one parameter (an int64_t,
//   which is long): HIP on AMD declares two overloads (signed and unsigned), between which
//   the conversion is ambiguous. The argument is cast to CUDA's parameter type, the
//   conversion CUDA made implicitly.
// - 'h = {};' on a variable of a half or bfloat16 type (half2 res2; ... res2 = {};): nvcc
//   takes it, while HIP's __half2 on AMD (and Clang with CUDA's own headers) has several
//   assignment operators that an empty list matches equally. It becomes
//   'h = decltype(h){};', the same zero value, which both compile.
// - nvcuda::wmma::fill_fragment given a value of another type than the fragment's element
//   type: CUDA converts it to its parameter type, rocWMMA deduces the element type from both
//   arguments and matches nothing. The value is cast to CUDA's parameter type.
#include "rewriters/Rule.h"

#include <cctype>
#include <set>

namespace cu2hip {
namespace {

class NvccAcceptedCodeRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (!C.FilePath.ends_with(".c")) // C keeps its register storage class
      removeRegisterKeywords(C);
    for (const auto &[Begin, Conversion] : C.Facts.Dim3FromUint3Conversions)
      rewriteDim3FromUint3(C, Conversion);
    castArguments(C, C.Facts.AmbiguousIntrinsicArguments, DiagnosticKind::IntrinsicArgumentCast);
    castArguments(C, C.Facts.WmmaFillValueCasts, DiagnosticKind::WmmaFillValueCast);
    rewriteEmptyListAssignments(C);
  }

private:
  // Casts each argument (offset -> {its end, CUDA's parameter type}) to CUDA's parameter
  // type: the conversion CUDA's call made implicitly, which HIP's overloads or deduction
  // do not make.
  static void castArguments(RuleContext &C,
                            const std::map<unsigned, std::pair<unsigned, std::string>> &Arguments,
                            DiagnosticKind Kind) {
    for (const auto &[Begin, EndAndType] : Arguments)
      if (C.edit(Begin, 0, "(" + EndAndType.second + ")(", Evidence::Ast) &&
          C.edit(EndAndType.first, 0, ")", Evidence::Ast))
        C.report(Kind, Begin, {EndAndType.second}, Evidence::Ast);
  }

  // The names declared with one of the half types ('half2 a, b;' declares a only: a later
  // declarator may be a pointer or an array).
  static std::set<std::string_view> halfVariables(const TokenStream &T) {
    static const std::set<std::string_view> HalfTypes = {
        "half",         "half2",         "__half",         "__half2",     "nv_bfloat16",
        "nv_bfloat162", "__nv_bfloat16", "__nv_bfloat162", "hip_bfloat16"};
    std::set<std::string_view> Names;
    for (size_t I = 0; I + 2 < T.size(); ++I)
      if (T[I].isIdentifier() && HalfTypes.count(T[I].Text) && T[I + 1].isIdentifier() &&
          (T[I + 2].is(clang::tok::semi) || T[I + 2].is(clang::tok::equal) ||
           T[I + 2].is(clang::tok::comma)) &&
          (I == 0 || !T[I - 1].is(clang::tok::coloncolon)))
        Names.insert(T[I + 1].Text);
    return Names;
  }

  static void rewriteEmptyListAssignments(RuleContext &C) {
    const TokenStream &T = C.Tokens;
    std::set<std::string_view> Names;
    bool Scanned = false;
    for (size_t I = 1; I + 3 < T.size(); ++I) {
      if (!T[I].is(clang::tok::equal) || !T[I + 1].is(clang::tok::l_brace) ||
          !T[I + 2].is(clang::tok::r_brace) || !T[I + 3].is(clang::tok::semi) ||
          !T[I - 1].isIdentifier() || T[I].DirectiveHash >= 0)
        continue;
      // An assignment statement, not a declaration's initializer ('half2 h = {};').
      if (I >= 2 && (T[I - 2].isIdentifier() || T[I - 2].is(clang::tok::star) ||
                     T[I - 2].is(clang::tok::amp) || T[I - 2].is(clang::tok::greater)))
        continue;
      if (!Scanned) {
        Names = halfVariables(T);
        Scanned = true;
      }
      std::string_view Name = T[I - 1].Text;
      if (!Names.count(Name))
        continue;
      if (C.edit(T[I + 1].Offset, 0, "decltype(" + std::string(Name) + ")"))
        C.report(DiagnosticKind::EmptyListAssignment, T[I - 1].Offset, {std::string(Name)});
    }
  }

  static void removeRegisterKeywords(RuleContext &C) {
    for (size_t I = 0; I < C.Tokens.size(); ++I) {
      const SourceToken &Tok = C.Tokens[I];
      if (Tok.Text != "register") // comments are not tokens, a string is a literal
        continue;
      // In a directive other than #define it is no storage class: the preprocessor ignores
      // what follows an #include's header name, and '#if register' tests a macro name.
      if (Tok.DirectiveHash >= 0 && !(size_t(Tok.DirectiveHash) + 1 < C.Tokens.size() &&
                                      C.Tokens[Tok.DirectiveHash + 1].Text == "define"))
        continue;
      unsigned End = Tok.end();
      while (End < C.Source.size() && (C.Source[End] == ' ' || C.Source[End] == '\t'))
        ++End;
      if (C.edit(Tok.Offset, End - Tok.Offset, ""))
        C.report(DiagnosticKind::RegisterKeywordRemoved, Tok.Offset);
    }
  }

  static void rewriteDim3FromUint3(RuleContext &C, const AstFacts::Dim3FromUint3 &Conversion) {
    const ByteRange &Value = Conversion.Value;
    if (Conversion.MakeUint3Name != ~0u) {
      if (C.edit(Conversion.MakeUint3Name, std::string_view("make_uint3").size(), "dim3",
                 Evidence::Ast))
        C.report(DiagnosticKind::Dim3FromUint3Rewritten, Value.Begin, {}, Evidence::Ast);
      return;
    }
    if (Conversion.Repeatable) {
      std::string Name(C.Source.substr(Value.Begin, Value.End - Value.Begin));
      if (C.edit(Value.Begin, Value.End - Value.Begin,
                 "dim3(" + Name + ".x, " + Name + ".y, " + Name + ".z)", Evidence::Ast))
        C.report(DiagnosticKind::Dim3FromUint3Rewritten, Value.Begin, {}, Evidence::Ast);
      return;
    }
    C.report(DiagnosticKind::Dim3FromUint3, Value.Begin, {}, Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createNvccAcceptedCodeRule() {
  return std::make_unique<NvccAcceptedCodeRule>();
}

} // namespace cu2hip
