// Components of the built-in index variables used where their type is deduced or chosen
// (BuiltinCoordinateFacts.h) are cast to unsigned int, the type CUDA gives them: on AMD,
// HIP's threadIdx.x is an object that only converts to one.
#include "rewriters/Rule.h"

#include <string>

namespace cu2hip {
namespace {

class BuiltinCoordinateCastRule : public Rule {
public:
  void run(RuleContext &C) override {
    for (const auto &[Begin, End] : C.Facts.CoordinateValueUses) {
      if (C.isInactive(Begin))
        continue;
      // One edit for both ends: a cast never loses its closing parenthesis to a conflict.
      std::string Written(C.Source.substr(Begin, End - Begin));
      C.edit(Begin, End - Begin, "static_cast<unsigned int>(" + Written + ")", Evidence::Ast);
    }
  }
};

} // namespace

std::unique_ptr<Rule> createBuiltinCoordinateCastRule() {
  return std::make_unique<BuiltinCoordinateCastRule>();
}

} // namespace cu2hip
