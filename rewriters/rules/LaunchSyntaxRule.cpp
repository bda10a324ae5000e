// --launch-syntax=hip: kernel<<<g, b, s, st>>>(args) -> hipLaunchKernelGGL(kernel, g, b, s, st,
// args). Only the punctuation around the launch changes, so the arguments keep their own edits.
#include "rewriters/Rule.h"

namespace cu2hip {
namespace {

class LaunchSyntaxRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.Options.Launch != LaunchSyntax::HipLaunchKernelGGL)
      return;
    for (const LaunchSite &Site : C.Facts.Launches)
      rewrite(C, Site);
    for (unsigned Offset : C.Facts.LaunchesInMacros)
      C.report(DiagnosticKind::LaunchInMacro, Offset, {}, Evidence::Ast);
  }

private:
  // A comma outside parentheses ('dim3{2, 2}', 'Blocks<2, 3>::value') would split the
  // macro argument in two: braces and angle brackets do not protect it.
  static bool splitsMacroArgument(std::string_view Text) {
    int Depth = 0;
    for (char Ch : Text) {
      Depth += Ch == '(';
      Depth -= Ch == ')';
      if (Ch == ',' && Depth == 0)
        return true;
    }
    return false;
  }

  static void rewrite(RuleContext &C, const LaunchSite &Site) {
    if (Site.Config.size() < 2)
      return;
    // Template arguments contain commas: the macro needs the kernel in parentheses.
    std::string Open = Site.CalleeHasTemplateArgs ? "hipLaunchKernelGGL((" : "hipLaunchKernelGGL(";
    C.edit(Site.Callee.Begin, 0, Open, Evidence::Ast);
    C.edit(Site.OpenChevrons.Begin, Site.OpenChevrons.End - Site.OpenChevrons.Begin,
           Site.CalleeHasTemplateArgs ? "), " : ", ", Evidence::Ast);
    if (Site.CalleeHasTemplateArgs) {
      // "kernel<T>  <<<": drop the text between the callee and the chevrons.
      if (Site.Callee.End < Site.OpenChevrons.Begin)
        C.edit(Site.Callee.End, Site.OpenChevrons.Begin - Site.Callee.End, "", Evidence::Ast);
    }
    for (const ByteRange &Argument : Site.Config)
      if (splitsMacroArgument(C.Source.substr(Argument.Begin, Argument.End - Argument.Begin))) {
        C.edit(Argument.Begin, 0, "(", Evidence::Ast);
        C.edit(Argument.End, 0, ")", Evidence::Ast);
      }
    std::string Close;
    for (size_t Missing = Site.Config.size(); Missing < 4; ++Missing)
      Close += ", 0";
    // 'k<<<g, b>>>(\n    args)': the arguments keep their line, and no space trails the comma.
    bool ArgumentsOnNextLine = Site.CloseChevronsAndParen.End < C.Source.size() &&
                               (C.Source[Site.CloseChevronsAndParen.End] == '\n' ||
                                C.Source[Site.CloseChevronsAndParen.End] == '\r');
    if (Site.HasArguments)
      Close += ArgumentsOnNextLine ? "," : ", ";
    C.edit(Site.CloseChevronsAndParen.Begin,
           Site.CloseChevronsAndParen.End - Site.CloseChevronsAndParen.Begin, Close, Evidence::Ast);
    C.converted("<<<>>>");
  }
};

} // namespace

std::unique_ptr<Rule> createLaunchSyntaxRule() { return std::make_unique<LaunchSyntaxRule>(); }

} // namespace cu2hip
