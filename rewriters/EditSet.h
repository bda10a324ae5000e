// The replacements one translation makes in one file, applied in a single pass.
#pragma once

#include "report/Diagnostics.h"

#include <string>
#include <string_view>
#include <vector>

namespace cu2hip {

struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Replacement;
  std::string Rule;
  Evidence Source = Evidence::Token;
};

class EditSet {
public:
  // Refuses an edit overlapping one already accepted (returns false): two rules
  // must never fight over the same bytes silently.
  bool add(Edit E);
  // Bytes [Begin, End) only the rule Owner may edit: code an earlier translation wrote
  // (EarlierTranslation.h), which a second translation must leave as that rule decides.
  void reserve(unsigned Begin, unsigned End, std::string Owner);
  const std::vector<Edit> &edits() const { return Edits; }
  std::string apply(std::string_view Source) const;
  // Source[Begin, End) with the edits that lie wholly inside it applied.
  std::string applyWithin(std::string_view Source, unsigned Begin, unsigned End) const;
  bool touches(unsigned Offset, unsigned Length) const;

private:
  std::vector<Edit> Edits; // kept sorted by offset
  struct Reservation {
    unsigned Begin, End;
    std::string Owner;
  };
  std::vector<Reservation> Reserved;
};

} // namespace cu2hip
