// nvcc includes cuda_runtime.h in every .cu file; hipcc does not include hip_runtime.h.
// A .cu file that never includes the runtime header gets it added explicitly.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

constexpr std::string_view RuntimeHeader = "hip/hip_runtime.h";

class ImplicitRuntimeIncludeRule : public Rule {
public:
  std::string_view name() const override { return "implicit-runtime-include"; }

  void run(RuleContext &C) override {
    if (!C.FilePath.ends_with(".cu") || C.Tokens.size() == 0 || includesRuntime(C))
      return;
    // Before the first directive or declaration, after the file's leading comments, and
    // never inside a backslash-continued line (a '//' comment or a macro ending in '\'
    // would swallow the include): back to the start of that logical line.
    unsigned LineStart = C.Tokens[0].Offset;
    do {
      while (LineStart > 0 && C.Source[LineStart - 1] != '\n')
        --LineStart;
    } while (continuesPreviousLine(C.Source, LineStart) && --LineStart > 0);
    C.edit(LineStart, 0, "#include <" + std::string(RuntimeHeader) + ">\n");
    C.report(DiagnosticKind::ImplicitRuntimeInclude, LineStart);
  }

private:
  static bool continuesPreviousLine(std::string_view Source, unsigned LineStart) {
    if (LineStart == 0)
      return false;
    unsigned End = LineStart - 1; // the '\n' ending the previous line
    if (End > 0 && Source[End - 1] == '\r')
      --End;
    return End > 0 && Source[End - 1] == '\\';
  }

  static bool includesRuntime(const RuleContext &C) {
    const TokenStream &T = C.Tokens;
    for (size_t I = 0; I + 1 < T.size(); ++I) {
      if (!T[I].is(clang::tok::hash) || T[I].DirectiveHash != static_cast<int>(I) ||
          T[I + 1].Text != "include")
        continue;
      std::string_view Line = C.Source.substr(T[I + 1].end());
      Line = Line.substr(0, Line.find('\n'));
      for (std::string_view Header : {std::string_view("cuda_runtime.h"), RuntimeHeader,
                                      std::string_view("cuda.h")})
        if (Line.find(Header) != std::string_view::npos)
          return true;
    }
    return false;
  }
};

} // namespace

std::unique_ptr<Rule> createImplicitRuntimeIncludeRule() {
  return std::make_unique<ImplicitRuntimeIncludeRule>();
}

} // namespace cu2hip
