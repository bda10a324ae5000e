// token-level-fallback: says that a file Clang could not parse was translated from its
// tokens alone (the registry runs it only then), with the first error Clang gave.
#include "Rules.h"

namespace cu2hip {
namespace {

class TokenLevelFallbackRule : public Rule {
public:
  void run(RuleContext &C) override {
    C.report(DiagnosticKind::TokenLevelTranslation, 0,
             {C.Facts.Errors.empty() ? "no details" : C.Facts.Errors.front()});
  }
};

} // namespace

std::unique_ptr<Rule> createTokenLevelFallbackRule() {
  return std::make_unique<TokenLevelFallbackRule>();
}

} // namespace cu2hip
