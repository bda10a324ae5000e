// Ordered, non-overlapping edits over one buffer.
#include "EditSet.h"

#include <algorithm>
#include <iterator>

namespace cu2hip {

static bool overlaps(const Edit &A, unsigned Offset, unsigned Length) {
  // Two insertions at the same point do not overlap; an insertion inside a replaced range does.
  if (A.Length == 0 && Length == 0)
    return false;
  unsigned AEnd = A.Offset + A.Length, End = Offset + Length;
  if (A.Length == 0)
    return A.Offset > Offset && A.Offset < End;
  if (Length == 0)
    return Offset > A.Offset && Offset < AEnd;
  return A.Offset < End && Offset < AEnd;
}

// Edits are sorted and never overlap, so only the one before Offset and those starting up
// to the range's end can touch it; a linear scan made large generated files quadratic.
bool EditSet::touches(unsigned Offset, unsigned Length) const {
  auto First = std::lower_bound(Edits.begin(), Edits.end(), Offset,
                                [](const Edit &E, unsigned At) { return E.Offset < At; });
  if (First != Edits.begin() && overlaps(*std::prev(First), Offset, Length))
    return true;
  for (auto It = First; It != Edits.end() && It->Offset <= Offset + Length; ++It)
    if (overlaps(*It, Offset, Length))
      return true;
  return false;
}

void EditSet::reserve(unsigned Begin, unsigned End, std::string Owner) {
  Reserved.push_back({Begin, End, std::move(Owner)});
}

bool EditSet::add(Edit E) {
  if (touches(E.Offset, E.Length))
    return false;
  for (const Reservation &R : Reserved)
    if (E.Rule != R.Owner && E.Offset < R.End && E.Offset + E.Length > R.Begin)
      return false;
  // At one offset, insertions come before a replacement that starts there (a
  // wrapper opened before a renamed token), and keep the order they were added in.
  auto Pos = std::upper_bound(Edits.begin(), Edits.end(), E, [](const Edit &L, const Edit &R) {
    return std::pair(L.Offset, L.Length != 0) < std::pair(R.Offset, R.Length != 0);
  });
  Edits.insert(Pos, std::move(E));
  return true;
}

std::string EditSet::apply(std::string_view Source) const {
  std::string Out;
  Out.reserve(Source.size() + Source.size() / 8);
  unsigned Cursor = 0;
  for (const Edit &E : Edits) {
    Out.append(Source.substr(Cursor, E.Offset - Cursor));
    Out.append(E.Replacement);
    Cursor = E.Offset + E.Length;
  }
  Out.append(Source.substr(Cursor));
  return Out;
}

std::string EditSet::applyWithin(std::string_view Source, unsigned Begin, unsigned End) const {
  std::string Out;
  unsigned Cursor = Begin;
  for (const Edit &E : Edits) {
    if (E.Offset < Begin || E.Offset + E.Length > End)
      continue;
    Out.append(Source.substr(Cursor, E.Offset - Cursor));
    Out.append(E.Replacement);
    Cursor = E.Offset + E.Length;
  }
  Out.append(Source.substr(Cursor, End - Cursor));
  return Out;
}

} // namespace cu2hip
