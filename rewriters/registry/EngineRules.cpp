// The engine's own behaviours that report (token-level fallback, tolerant parse, includer
// context, time budget): entries without code of their own; part of the rule registry.
#include "rewriters/registry/RegistrySections.h"

#include "rewriters/rules/Rules.h"

namespace cu2hip {

using K = DiagnosticKind;
using P = RulePass;
using C = RuleConfidence;
using G = RuleGroup;

void addEngineRules(std::vector<RuleDescription> &R) {
  auto Add = [&R](RuleDescription D) -> RuleDescription & { return R.emplace_back(std::move(D)); };

  Add({"token-level-fallback",
       P::FallbackOnly,
       G::Engine,
       {K::TokenLevelTranslation},
       "Says that a file Clang could not parse was translated from its tokens alone, and why",
       "(a file with a missing include)",
       "(N008 at line 1, with Clang's first error)",
       C::Low})
      .FallbackRule = createTokenLevelFallbackRule;
  Add({"tolerant-parse",
       P::Analysis,
       G::Engine,
       {K::ParsedWithoutMissingHeaders, K::ParsedWithUnresolvedNames, K::SharedVariableConstructor},
       "A file whose parse fails only for want of a header that is not installed (or, for a "
       "header, of the declarations its includers supply) is parsed again without typo "
       "correction; when every error is such a header, a name nothing declared, or a syntax "
       "error on such a name's line, the AST is kept and the file translator reports it; so is "
       "a __shared__ variable with a constructor (nvcc accepts it, Clang does not), each one "
       "reported",
       "#include <nppi.h> (not installed)",
       "(W063 at line 1, or W064 for a header, W065 at each such __shared__ variable; the "
       "file is translated from the AST, not at token level)",
       C::Medium});
  Add({"includer-context",
       P::Analysis,
       G::Engine,
       {K::ParsedAfterIncluder},
       "A header that does not parse alone is parsed after the lines that precede its "
       "#include in a file of the run (or a source beside it), instead of going to token "
       "level; the file translator reports which includer it used",
       "(util.cuh uses cudaStream_t and includes nothing; main.cu includes it after "
       "<cuda_runtime.h>)",
       "(N012 at line 1, naming main.cu; the header is translated from the AST)",
       C::High});
  Add({"file-time-budget",
       P::Analysis,
       G::Engine,
       {K::FileTimeBudgetSpent},
       "Reported by the file translator when a file's parse or hazard analysis outlasts "
       "--file-timeout: the stage that stopped, and what is missing because of it",
       "(a file whose analysis takes longer than --file-timeout)",
       "(W059 at line 1; token-level translation when the parse stopped)",
       C::High});
}

} // namespace cu2hip
