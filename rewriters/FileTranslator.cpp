// One file's translation pipeline. Rules only propose edits and findings; this
// driver owns ordering, application and positions.
#include "FileTranslator.h"

#include "EarlierTranslation.h"

#include "CrashGuard.h"
#include "CudaParser.h"
#include "InlineDiagnostics.h"
#include "Rule.h"
#include "RuleRegistry.h"
#include "Suppressions.h"
#include "TokenLevelFacts.h"
#include "TokenStream.h"
#include "mappings/MappingResolution.h"

#include "llvm/Support/Path.h"

#include <algorithm>
#include <chrono>
#include <ctime>

#include <optional>
#include <sstream>

namespace cu2hip {

using Clock = std::chrono::steady_clock;

static double secondsSince(Clock::time_point Start) {
  return std::chrono::duration<double>(Clock::now() - Start).count();
}

// Whether the translation for the target HIP keeps the mask of the *_sync function named
// Collective: it is written under its own name (HIP >= 6.2), not replaced by its older
// maskless form. CU2HIP-W079 (the mask check failing in a short wavefront) needs a mask.
static bool keepsWarpMask(const std::string &Collective, const MappingTable &Table,
                          const TranslationOptions &Options) {
  const MappingEntry *Entry = Table.lookupSymbol(Collective);
  if (!Entry)
    return false;
  Resolution R = resolve(*Entry, Options.TargetHip, Options.UseRocNames, Options.SoftwareTextures);
  return R.What == Resolution::Action::Rename && !R.AmdNeedsNewer;
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

bool isLowConfidence(const FileTranslation &T, const Finding &F) {
  // The note that the file fell back is itself certain.
  return T.Mode == TranslationMode::Fallback && F.Source == Evidence::Token &&
         F.Kind != DiagnosticKind::TokenLevelTranslation;
}

bool looksBinary(std::string_view Content) { return Content.find('\0') != std::string_view::npos; }

// Positions are computed once, in order, instead of rescanning per finding.
static void sortAndPlaceFindings(std::vector<Finding> &Findings, std::string_view Source) {
  std::stable_sort(Findings.begin(), Findings.end(),
                   [](const Finding &A, const Finding &B) { return A.Offset < B.Offset; });
  unsigned Line = 1, Column = 1, Scanned = 0;
  for (Finding &F : Findings) {
    for (; Scanned < F.Offset && Scanned < Source.size(); ++Scanned) {
      if (Source[Scanned] == '\n') {
        ++Line;
        Column = 1;
      } else {
        ++Column;
      }
    }
    F.Line = Line;
    F.Column = Column;
  }
}

// W059 at the top of the file: which stage the time budget stopped, and what is missing.
static Finding outOfTimeFinding(const TimeBudget &Budget, bool Parsed) {
  std::ostringstream Seconds;
  Seconds << Budget.limitSeconds();
  std::vector<std::string> Args = {
      Budget.limitSeconds() > 0 ? Seconds.str() + " s" : "(test)", Budget.stoppedIn(),
      Parsed ? "the findings of that detector and of those after it are missing"
             : "the file was translated at token level"};
  return {DiagnosticKind::FileTimeBudgetSpent,
          0,
          0,
          0,
          std::move(Args),
          "file-time-budget",
          Evidence::Ast,
          {}};
}

// What a failed parse may be retried with: past its missing headers; for a header, with its
// includer's names unresolved; past the nvcc dialect it met.
static ParseTolerance toleranceAfter(const AstFacts &Failed, const ParseOptions &Options) {
  if (!Failed.MissingIncludes.empty())
    return ParseTolerance::MissingHeaders;
  if (Options.Header)
    return ParseTolerance::UnresolvedNames;
  if (!Failed.SharedInitializers.empty())
    return ParseTolerance::NvccDialect;
  return ParseTolerance::None;
}

// The bodies of the functions around the errors of a parse kept despite them.
static std::vector<ByteRange> damagedBodies(const AstFacts &Facts) {
  std::vector<ByteRange> Damaged;
  for (const ByteRange &Body : Facts.FunctionBodies) {
    auto Error = Facts.ToleratedErrorOffsets.lower_bound(Body.Begin);
    if (Error != Facts.ToleratedErrorOffsets.end() && Body.contains(*Error))
      Damaged.push_back(Body);
  }
  return Damaged;
}

// Of the findings a token-level stand-in added from index First on, keeps those inside a
// damaged body (the stand-ins themselves skip what an AST detector reported on that line).
static void keepStandInFindingsIn(const std::vector<ByteRange> &Damaged,
                                  std::vector<Finding> &Findings, size_t First) {
  auto Outside = [&](const Finding &F) {
    return std::none_of(Damaged.begin(), Damaged.end(),
                        [&](const ByteRange &Body) { return Body.contains(F.Offset); });
  };
  Findings.erase(std::remove_if(Findings.begin() + First, Findings.end(), Outside), Findings.end());
}

// W063/W064 at the top of the file: a parse kept despite missing headers or unresolved names.
static std::optional<Finding> toleratedParseFinding(const AstFacts &Facts) {
  if (!Facts.MissingIncludes.empty()) {
    std::string Headers;
    for (const std::string &Header : Facts.MissingIncludes)
      Headers += (Headers.empty() ? "'" : ", '") + Header + "'";
    return Finding{DiagnosticKind::ParsedWithoutMissingHeaders,
                   0,
                   0,
                   0,
                   {Headers, std::to_string(Facts.NamesUnresolved)},
                   "tolerant-parse",
                   Evidence::Ast,
                   {}};
  }
  if (Facts.NamesUnresolved == 0)
    return std::nullopt;
  return Finding{DiagnosticKind::ParsedWithUnresolvedNames,
                 0,
                 0,
                 0,
                 {std::to_string(Facts.NamesUnresolved)},
                 "tolerant-parse",
                 Evidence::Ast,
                 {}};
}

// Clang's parser recurses once per level of nested parentheses, brackets and braces, and
// stops at -fbracket-depth (256) only for some of them: 1,500 nested '(' overflow an 8 MB
// stack, and a stack overflow ends the whole process, not the file. A file nested deeper
// than Clang's own documented limit is not given to Clang. The error names the first
// bracket past the limit.
static std::optional<std::string> nestedTooDeep(const std::string &Path, std::string_view Source,
                                                const TokenStream &Tokens) {
  constexpr int Limit = 256; // clang's default -fbracket-depth
  int Parens = 0, Brackets = 0, Braces = 0;
  for (const SourceToken &T : Tokens.tokens()) {
    int *Depth = T.is(clang::tok::l_paren) || T.is(clang::tok::r_paren)     ? &Parens
                 : T.is(clang::tok::l_square) || T.is(clang::tok::r_square) ? &Brackets
                 : T.is(clang::tok::l_brace) || T.is(clang::tok::r_brace)   ? &Braces
                                                                            : nullptr;
    if (!Depth)
      continue;
    bool Opens =
        T.is(clang::tok::l_paren) || T.is(clang::tok::l_square) || T.is(clang::tok::l_brace);
    *Depth = Opens ? *Depth + 1 : std::max(0, *Depth - 1);
    if (*Depth > Limit) {
      auto [Line, Column] = lineAndColumn(Source, T.Offset);
      return Path + ":" + std::to_string(Line) + ":" + std::to_string(Column) + ": error: '" +
             std::string(T.Text) + "' nested more than " + std::to_string(Limit) +
             " levels deep (Clang's -fbracket-depth); not given to Clang, whose parser could "
             "run out of stack";
    }
  }
  return std::nullopt;
}

FileTranslation FileTranslator::translate(const std::string &Path, std::string Content) const {
  return translate(Path, std::move(Content), TimeBudget::fromNow(Options.FileTimeoutSeconds));
}

// CPU seconds this thread has used (CLOCK_THREAD_CPUTIME_ID: POSIX, as every platform
// cu2hip is built for).
static double threadCpuSeconds() {
  timespec Now{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &Now) != 0)
    return 0;
  return double(Now.tv_sec) + double(Now.tv_nsec) / 1e9;
}

FileTranslation FileTranslator::translate(const std::string &Path, std::string Content,
                                          TimeBudget Budget) const {
  double Start = threadCpuSeconds();
  FileTranslation Result = translateUntimed(Path, std::move(Content), std::move(Budget));
  Result.CpuSeconds += std::max(0.0, threadCpuSeconds() - Start);
  return Result;
}

FileTranslation FileTranslator::translateUntimed(const std::string &Path, std::string Content,
                                                 TimeBudget Budget) const {
  FileTranslation Result;
  Result.Path = Path;
  Result.Input = std::move(Content);
  if (looksBinary(Result.Input)) {
    Result.Errors.push_back(Path + ": error: binary content (NUL bytes); not a source file");
    return Result;
  }

  auto ParseStart = Clock::now();
  AstFacts Facts;
  RuleSelection Rules(Options.OnlyRules);
  // The file alone; again after its includer's text, or tolerating what it lacks, where
  // that is what kept it from parsing.
  auto ParseAttempts = [&] {
    ParseOptions Alone = Options.Parse;
    Alone.IncluderPath.clear();
    Alone.IncluderPrefix.clear();
    Facts = parseCudaSource(Path, Result.Input, Alone, Rules, Preambles, Budget);
    // A header that is not self-contained parses after what its includer has before it.
    if (!Facts.Parsed && !Options.Parse.IncluderPath.empty() && !Budget.spent()) {
      AstFacts InContext =
          parseCudaSource(Path, Result.Input, Options.Parse, Rules, Preambles, Budget);
      if (InContext.Parsed) {
        Facts = std::move(InContext);
        Result.ParsedAfter = Options.Parse.IncluderPath;
      }
    }
    // A header that is not installed here (an SDK the migration machine lacks), or a
    // header whose includer's declarations no context supplied: the rest of the file
    // still has an AST worth the analysis.
    ParseTolerance Tolerance = toleranceAfter(Facts, Alone);
    if (!Facts.Parsed && Tolerance != ParseTolerance::None && !Budget.spent()) {
      ParseOptions Tolerant = Alone;
      Tolerant.Tolerance = Tolerance;
      AstFacts Without = parseCudaSource(Path, Result.Input, Tolerant, Rules, Preambles, Budget);
      if (Without.Parsed)
        Facts = std::move(Without);
    }
  };
  TokenStream Tokens(Result.Input);
  if (auto TooDeep = nestedTooDeep(Path, Result.Input, Tokens)) {
    Facts.Errors.push_back(std::move(*TooDeep));
  } else if (auto Failure = runGuardedParse([&] {
               // The parse runs on a thread of its own (a larger stack): its CPU is counted
               // there.
               double Start = threadCpuSeconds();
               ParseAttempts();
               Result.CpuSeconds += std::max(0.0, threadCpuSeconds() - Start);
             })) {
    // Nothing a crashed parse recorded is trusted; the tokens still are.
    Facts = AstFacts{};
    Facts.Errors.push_back(Path + ":1:1: error: Clang " + *Failure + " while parsing");
    Result.InternalErrors.push_back("Clang " + *Failure +
                                    " while parsing; translated at token level instead");
  }
  for (std::string &Error : Facts.InternalErrors)
    Result.InternalErrors.push_back(std::move(Error));
  Result.ParseSeconds = secondsSince(ParseStart);
  Result.Parsed = Facts.Parsed;
  Result.Errors = Facts.Errors;
  Result.MissingIncludes = Facts.MissingIncludes;
  Result.OutOfTimeIn = Budget.stoppedIn();
  if (!Facts.Parsed && !Options.AllowFallback)
    return Result;
  Result.Mode = Facts.Parsed ? TranslationMode::Ast : TranslationMode::Fallback;

  auto RewriteStart = Clock::now();
  // What a failed parse recovered still stands; the raw tokens fill in the rest.
  if (!Facts.Parsed)
    addTokenLevelDeclarations(Tokens, Facts);
  addUnparsedVariableDeclarations(Tokens, Table, Facts);
  EditSet Edits;
  // A block an earlier translation wrote is platform-defines' to keep or rewrite: the CUDA
  // calls inside its macros stay CUDA's, and are not findings of this file.
  std::optional<ByteRange> EarlierBlock = earlierPlatformDefinesBlock(Result.Input);
  if (EarlierBlock)
    Edits.reserve(EarlierBlock->Begin, EarlierBlock->End, "platform-defines");
  RuleContext Context{Path,
                      Result.Input,
                      Tokens,
                      Facts,
                      Table,
                      Options,
                      Edits,
                      Result.Findings,
                      Result.ConvertedReferences,
                      Result.PortableReferences,
                      {}};
  // The token pass: the registry's token rules, then, where the parse failed, the token-level
  // stand-ins of the AST detectors. A parse kept despite its errors (ParseTolerance) failed
  // in part: the stand-ins look at the function bodies around its errors.
  std::vector<ByteRange> Damaged = damagedBodies(Facts);
  for (bool FallbackPass : {false, true}) {
    if (FallbackPass && Context.astCoversFile())
      break;
    for (const RuleDescription &Rule : ruleRegistry()) {
      auto Make = FallbackPass ? Rule.FallbackRule : Rule.TokenRule;
      if (!Make || !Rules.runs(Rule.Name))
        continue;
      bool PartlyParsed = FallbackPass && Facts.Parsed;
      if (PartlyParsed && Rule.Name == "token-level-fallback")
        continue; // its N008 says the whole file was not parsed
      size_t FindingsBefore = Result.Findings.size();
      Context.RuleName = Rule.Name;
      std::unique_ptr<cu2hip::Rule> Instance = Make();
      if (auto Failure = runGuarded([&] { Instance->run(Context); })) {
        // Half a rule's edits would be a wrong translation: the file is not written.
        Result.InternalErrors.push_back("rule '" + std::string(Rule.Name) + "' " + *Failure +
                                        "; nothing is written for this file");
        Result.Mode = TranslationMode::Failed;
        Result.Findings.clear();
        return Result;
      }
      if (PartlyParsed)
        keepStandInFindingsIn(Damaged, Result.Findings, FindingsBefore);
    }
  }
  if (EarlierBlock)
    std::erase_if(Result.Findings, [&](const Finding &F) {
      return F.Offset != 0 && EarlierBlock->contains(F.Offset);
    });
  if (Budget.spent())
    Result.Findings.push_back(outOfTimeFinding(Budget, Facts.Parsed));
  if (Facts.Parsed && Rules.runs("tolerant-parse")) {
    if (auto Tolerated = toleratedParseFinding(Facts))
      Result.Findings.push_back(std::move(*Tolerated));
    for (unsigned Offset : Facts.SharedInitializers)
      Result.Findings.push_back({DiagnosticKind::SharedVariableConstructor,
                                 Offset,
                                 0,
                                 0,
                                 {},
                                 "tolerant-parse",
                                 Evidence::Ast,
                                 {}});
  }
  if (!Result.ParsedAfter.empty() && Rules.runs("includer-context"))
    Result.Findings.push_back({DiagnosticKind::ParsedAfterIncluder,
                               0,
                               0,
                               0,
                               {llvm::sys::path::filename(Result.ParsedAfter).str()},
                               "includer-context",
                               Evidence::Ast,
                               {}});
  for (const Finding &F : Facts.AstFindings) {
    if (F.Kind == DiagnosticKind::PartialWavefrontFullMask &&
        !keepsWarpMask(F.Args.at(1), Table, Options))
      continue;
    bool Apply = Options.FixWarpSize && ownerOf(F.Kind).Group == RuleGroup::WarpSize;
    for (const FixIt &Fix : Apply ? F.Fixes : std::vector<FixIt>{})
      Edits.add({Fix.Offset, Fix.Length, Fix.Replacement, F.Rule, Evidence::Ast});
    Result.Findings.push_back(F);
  }
  sortAndPlaceFindings(Result.Findings, Result.Input);
  // Suppression hides findings, not fixes: --fix-warp-size rewrites call-connected groups
  // all or nothing, and a hidden finding must not leave half a group in other units.
  Result.SuppressedFindings =
      removeSuppressedFindings(Result.Findings, Result.Input, Options.SuppressedIds);
  if (Options.InlineDiagnostics)
    addInlineDiagnosticComments(Result.Findings, Result.Input, Edits);
  Result.Output = Edits.apply(Result.Input);
  Result.Edits = Edits.edits();
  Result.RewriteSeconds = secondsSince(RewriteStart);
  return Result;
}

} // namespace cu2hip
