// The interface every rewrite rule implements, and what a rule sees of one file.
#pragma once

#include "AstFacts.h"
#include "EditSet.h"
#include "TokenStream.h"
#include "TranslationOptions.h"
#include "mappings/MappingTable.h"
#include "report/Diagnostics.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct RuleContext {
  std::string_view FilePath;
  std::string_view Source;
  const TokenStream &Tokens;
  const AstFacts &Facts;
  const MappingTable &Table;
  const TranslationOptions &Options;
  EditSet &Edits;
  std::vector<Finding> &Findings;
  std::vector<std::string> &ConvertedReferences; // CUDA names translated, one per reference
  // CUDA names HIP spells the same (threadIdx, sinf, thrust/sort.h), one per reference:
  // mapped, but nothing to translate, so the statistics count them apart.
  std::vector<std::string> &PortableReferences;
  std::string_view RuleName; // set by the driver before each rule runs (RuleRegistry.h)
  // Definitions for one HIP platform, filled by api-mapping and written out by
  // platform-defines with the offset of the first use:
  // - HIP names the target's NVIDIA platform lacks or types differently, defined there as
  //   CUDA's own (HIP spelling -> what follows it in '#define': " cudaX", or for a function
  //   "(...) hipCUResultTohipError(cuX(__VA_ARGS__))");
  // - '_sync' warp functions kept for NVIDIA with a partial mask, defined for AMD HIP older
  //   than the entry's hip_since as their mask-less form (CUDA name -> HIP name, version);
  // - CUDA calls left as written that return CUDA's error type, converted to hipError_t on
  //   NVIDIA, where they still run and the code around them expects HIP's type.
  std::map<std::string, std::string> NvidiaAliases = {};
  // Every HIP name api-mapping wrote -> the CUDA names it came from in this file: an alias
  // is only right where one CUDA spelling stands behind the HIP name.
  std::map<std::string, std::set<std::string>> RenamedInto = {};
  std::map<std::string, std::pair<std::string, ApiVersion>> AmdMasklessForms = {};
  std::map<std::string, AstFacts::CudaErrorType> NvidiaErrorConversions = {};
  unsigned FirstPlatformDefineUse = ~0u;

  void report(DiagnosticKind Kind, unsigned Offset, std::vector<std::string> Args = {},
              Evidence Source = Evidence::Token) const {
    Findings.push_back({Kind, Offset, 0, 0, std::move(Args), std::string(RuleName), Source, {}});
  }
  bool edit(unsigned Offset, unsigned Length, std::string Replacement,
            Evidence Source = Evidence::Token) const {
    return Edits.add({Offset, Length, std::move(Replacement), std::string(RuleName), Source});
  }
  void converted(std::string CudaName) const { ConvertedReferences.push_back(std::move(CudaName)); }
  void portable(std::string CudaName) const { PortableReferences.push_back(std::move(CudaName)); }
  // The arguments of the call whose '(' is token Open, template argument lists kept whole.
  std::vector<TokenStream::ArgumentSpan> callArguments(size_t Open) const {
    return Tokens.callArguments(Open, &Facts.TemplateArgumentLists);
  }
  // The AST detectors saw the whole file: a clean parse, or one kept with no error in the
  // main file (ParseTolerance). Otherwise the token-level stand-ins run (the file translator
  // keeps only what they find in the function bodies around a kept parse's errors).
  bool astCoversFile() const { return Facts.Parsed && Facts.ToleratedErrorOffsets.empty(); }
  bool isInactive(unsigned Offset) const {
    for (const ByteRange &R : Facts.InactiveRanges)
      if (R.contains(Offset))
        return true;
    return false;
  }
};

class Rule {
public:
  virtual ~Rule() = default;
  virtual void run(RuleContext &Context) = 0;
};

} // namespace cu2hip
