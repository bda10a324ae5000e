// api-mapping: every CUDA reference the mapping tables know, as the target HIP version
// allows. Header names first, then identifiers, then qualified names; the parts never touch
// the same bytes, and a name the tables cannot translate is reported by the one part that
// met it.
#include "ApiMappingParts.h"
#include "Rules.h"

namespace cu2hip {
namespace {

class ApiMappingRule : public Rule {
public:
  void run(RuleContext &C) override {
    for (auto Make :
         {createIncludeRewritePart, createIdentifierRenamePart, createQualifiedNameRenamePart})
      Make()->run(C);
  }
};

} // namespace

std::unique_ptr<Rule> createApiMappingRule() { return std::make_unique<ApiMappingRule>(); }

} // namespace cu2hip
