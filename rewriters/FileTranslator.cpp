// One file's translation pipeline. Rules only propose edits and findings; this
// driver owns ordering, application and positions.
#include "FileTranslator.h"

#include "CudaParser.h"
#include "Rule.h"
#include "TokenStream.h"

#include <algorithm>
#include <chrono>

namespace cu2hip {

using Clock = std::chrono::steady_clock;

static double secondsSince(Clock::time_point Start) {
  return std::chrono::duration<double>(Clock::now() - Start).count();
}

std::pair<unsigned, unsigned> lineAndColumn(std::string_view Source, unsigned Offset) {
  unsigned Line = 1, Column = 1;
  for (unsigned I = 0; I < Offset && I < Source.size(); ++I) {
    if (Source[I] == '\n') {
      ++Line;
      Column = 1;
    } else {
      ++Column;
    }
  }
  return {Line, Column};
}

FileTranslator::FileTranslator(const MappingTable &Table, TranslationOptions Options,
                               PreambleCache *Preambles)
    : Table(Table), Options(std::move(Options)), Preambles(Preambles) {}

FileTranslation FileTranslator::translate(const std::string &Path, std::string Content) const {
  FileTranslation Result;
  Result.Path = Path;
  Result.Input = std::move(Content);

  auto ParseStart = Clock::now();
  AstFacts Facts = parseCudaSource(Path, Result.Input, Options.Parse, Preambles);
  Result.ParseSeconds = secondsSince(ParseStart);
  Result.Parsed = Facts.Parsed;
  Result.Errors = Facts.Errors;
  Result.MissingIncludes = Facts.MissingIncludes;
  if (!Facts.Parsed)
    return Result;

  auto RewriteStart = Clock::now();
  TokenStream Tokens(Result.Input);
  EditSet Edits;
  RuleContext Context{Path,  Result.Input, Tokens, Facts, Table, Options, Edits,
                      Result.Findings, Result.ConvertedReferences, {}};
  for (const auto &R : createRewriteRules()) {
    Context.RuleName = R->name();
    R->run(Context);
  }
  for (const Finding &F : Facts.AstFindings) {
    bool Apply = Options.FixWarpSize &&
                 std::string_view(diagnosticInfo(F.Kind).Category) == "warp-size";
    for (const FixIt &Fix : Apply ? F.Fixes : std::vector<FixIt>{})
      Edits.add({Fix.Offset, Fix.Length, Fix.Replacement, F.Rule, Evidence::Ast});
    Result.Findings.push_back(F);
  }
  Result.Output = Edits.apply(Result.Input);
  Result.Edits = Edits.edits();

  // Positions are computed once, in order, instead of rescanning per finding.
  std::stable_sort(Result.Findings.begin(), Result.Findings.end(),
                   [](const Finding &A, const Finding &B) { return A.Offset < B.Offset; });
  unsigned Line = 1, Column = 1, Scanned = 0;
  for (Finding &F : Result.Findings) {
    for (; Scanned < F.Offset && Scanned < Result.Input.size(); ++Scanned) {
      if (Result.Input[Scanned] == '\n') {
        ++Line;
        Column = 1;
      } else {
        ++Column;
      }
    }
    F.Line = Line;
    F.Column = Column;
  }
  Result.RewriteSeconds = secondsSince(RewriteStart);
  return Result;
}

} // namespace cu2hip
