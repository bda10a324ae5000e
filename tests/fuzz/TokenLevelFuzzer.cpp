// libFuzzer target over what fallback mode runs without Clang: the raw token stream, the
// program's own macros, every rewrite rule with no AST facts, and the edit set; and over
// the mapping-table JSON loader. An input whose first non-blank byte is '{' goes to the
// loader (every mapping file is a JSON object; C++ sources do not start with a brace), so
// one seed corpus of real .cu and .json files exercises both.
#include "mappings/MappingLoader.h"
#include "mappings/MappingLoading.h"
#include "mappings/MappingTable.h"
#include "rewriters/EditSet.h"
#include "rewriters/FileTranslator.h"
#include "rewriters/Rule.h"
#include "rewriters/RuleRegistry.h"
#include "rewriters/TokenLevelFacts.h"
#include "rewriters/TokenStream.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace cu2hip;

namespace {

const MappingTable &builtInTable() {
  static MappingTable Table = [] {
    auto T = loadMappingTable({});
    if (!T) {
      llvm::errs() << "built-in tables do not load: " << llvm::toString(T.takeError()) << "\n";
      std::abort();
    }
    return std::move(*T);
  }();
  return Table;
}

// The token-level translation of FileTranslator's fallback branch, minus the parse.
std::string translateAtTokenLevel(const std::string &Source) {
  static const TranslationOptions Options;
  TokenStream Tokens(Source);
  AstFacts Facts;
  addTokenLevelDeclarations(Tokens, Facts);
  addUnparsedVariableDeclarations(Tokens, builtInTable(), Facts);
  EditSet Edits;
  std::vector<Finding> Findings;
  std::vector<std::string> Converted, Portable;
  RuleContext Context{"fuzz.cu", Source,    Tokens,   Facts, builtInTable(), Options, Edits,
                      Findings,  Converted, Portable, {}};
  // As the translator runs a file Clang could not parse: the token rules, then the
  // fallback-only ones.
  for (bool FallbackPass : {false, true})
    for (const RuleDescription &Rule : ruleRegistry())
      if (auto Make = FallbackPass ? Rule.FallbackRule : Rule.TokenRule) {
        Context.RuleName = Rule.Name;
        Make()->run(Context);
      }
  return Edits.apply(Source);
}

void fuzzMappingLoader(std::string_view Json) {
  auto File = parseMappingFile("fuzz.json", Json);
  if (!File) {
    llvm::consumeError(File.takeError());
    return;
  }
  // A file the parser accepts must also go through the table builder as a user override.
  auto Table = MappingTable::build({}, {*File});
  if (!Table)
    llvm::consumeError(Table.takeError());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Input(reinterpret_cast<const char *>(Data), Size);
  size_t First = Input.find_first_not_of(" \t\r\n");
  if (First != std::string::npos && Input[First] == '{') {
    fuzzMappingLoader(Input);
    return 0;
  }
  // The tool never lets the rules see binary content (FileTranslator refuses it first), so
  // neither does the fuzzer: NUL bytes make the raw lexer end comments early, which no real
  // input can reach.
  if (looksBinary(Input))
    return 0;
  std::string Once = translateAtTokenLevel(Input);
  // A translation is a fixed point: translating it again must change nothing.
  std::string Twice = translateAtTokenLevel(Once);
  if (Twice != Once) {
    llvm::errs() << "not idempotent; first translation:\n"
                 << Once << "\nsecond:\n"
                 << Twice << "\n";
    std::abort();
  }
  return 0;
}
