// Includes the public header of each Thrust algorithm a file calls when the file does not.
// CUDA's Thrust headers include one another generously (CCCL's thrust/sort.h brings
// thrust/sequence.h along through its CUDA backend); rocThrust's include less, so a program
// that compiled with nvcc fails for AMD on the first such call (cuda-samples smokeParticles:
// 'thrust::sequence' with only device_ptr.h, for_each.h, zip_iterator.h and sort.h). The
// header a call needs is the one Clang found the algorithm declared in; it is added after the
// file's last Thrust include (or its first include), once, in name order. Adding an include
// both libraries have changes nothing where it was already reached.
#include "rewriters/IncludeLines.h"
#include "rewriters/Rule.h"

#include <set>

namespace cu2hip {
namespace {

class ThrustAlgorithmHeaderRule : public Rule {
public:
  void run(RuleContext &C) override {
    if (C.Facts.ThrustAlgorithmHeaders.empty() || C.Tokens.size() == 0)
      return;
    std::vector<IncludeLine> Includes = includeLines(C.Source, C.Tokens);
    std::set<std::string> Included;
    const IncludeLine *After = nullptr;
    for (const IncludeLine &I : Includes) {
      Included.insert(I.Header);
      if (I.Header.starts_with("thrust/") || !After)
        After = &I;
    }
    std::string Lines;
    for (const auto &[Header, Use] : C.Facts.ThrustAlgorithmHeaders) {
      // A header of rocThrust too (the tables list Thrust's public headers); std::map
      // keeps the name order, so translating twice adds nothing.
      if (Included.count(Header) || !C.Table.lookupHeader(Header))
        continue;
      Lines += "#include <" + Header + ">" + std::string(lineBreakOf(C.Source));
      C.report(DiagnosticKind::ThrustAlgorithmHeaderAdded, Use.Offset, {Header, Use.Name},
               Evidence::Ast);
    }
    if (Lines.empty())
      return;
    unsigned At = After ? After->NextLineStart : logicalLineStart(C.Source, C.Tokens[0].Offset);
    C.edit(At, 0, Lines, Evidence::Ast);
  }
};

} // namespace

std::unique_ptr<Rule> createThrustAlgorithmHeaderRule() {
  return std::make_unique<ThrustAlgorithmHeaderRule>();
}

} // namespace cu2hip
