// Myers' greedy diff with the per-round frontier kept for the way back.
#include "LineDiff.h"

#include <unordered_map>

namespace cu2hip {
namespace {

enum class Step { Equal, Delete, Insert };

// The shortest edit script between A and B as steps from their start, or an empty vector
// with Gave Up set when it needs more than MaxEdits edits.
std::vector<Step> shortestEdit(const std::vector<int> &A, const std::vector<int> &B,
                               size_t MaxEdits, bool &GaveUp) {
  const long N = long(A.size()), M = long(B.size());
  const long Max = std::min<long>(N + M, long(MaxEdits));
  // Frontier[d][k + d + 1]: the furthest x on diagonal k before round d (k in -d-1..d+1).
  std::vector<std::vector<long>> Frontier;
  std::vector<long> V(2 * (N + M) + 3, 0);
  const long Off = N + M + 1;
  long D = 0;
  for (;; ++D) {
    if (D > Max) {
      GaveUp = true;
      return {};
    }
    Frontier.emplace_back(V.begin() + (Off - D - 1), V.begin() + (Off + D + 2));
    bool Done = false;
    for (long K = -D; K <= D; K += 2) {
      long X = (K == -D || (K != D && V[Off + K - 1] < V[Off + K + 1])) ? V[Off + K + 1]
                                                                        : V[Off + K - 1] + 1;
      long Y = X - K;
      while (X < N && Y < M && A[X] == B[Y])
        ++X, ++Y;
      V[Off + K] = X;
      if (X >= N && Y >= M) {
        Done = true;
        break;
      }
    }
    if (Done)
      break;
  }
  std::vector<Step> Reverse;
  long X = N, Y = M;
  for (long Round = D; Round > 0; --Round) {
    const std::vector<long> &Prev = Frontier[Round];
    auto At = [&](long K) { return Prev[K + Round + 1]; };
    long K = X - Y;
    bool Down = K == -Round || (K != Round && At(K - 1) < At(K + 1));
    long PrevK = Down ? K + 1 : K - 1;
    long PrevX = At(PrevK), PrevY = PrevX - PrevK;
    long StartX = Down ? PrevX : PrevX + 1, StartY = Down ? PrevY + 1 : PrevY;
    while (X > StartX && Y > StartY)
      Reverse.push_back(Step::Equal), --X, --Y;
    Reverse.push_back(Down ? Step::Insert : Step::Delete);
    X = PrevX, Y = PrevY;
  }
  while (X > 0 && Y > 0)
    Reverse.push_back(Step::Equal), --X, --Y;
  return {Reverse.rbegin(), Reverse.rend()};
}

} // namespace

std::vector<DiffHunk> diffLines(const std::vector<std::string> &Old,
                                const std::vector<std::string> &New, size_t MaxEdits) {
  size_t Head = 0;
  while (Head < Old.size() && Head < New.size() && Old[Head] == New[Head])
    ++Head;
  size_t Tail = 0;
  while (Tail < Old.size() - Head && Tail < New.size() - Head &&
         Old[Old.size() - 1 - Tail] == New[New.size() - 1 - Tail])
    ++Tail;
  std::unordered_map<std::string, int> Ids;
  auto idsOf = [&](const std::vector<std::string> &Lines) {
    std::vector<int> Out;
    for (size_t I = Head; I < Lines.size() - Tail; ++I)
      Out.push_back(Ids.emplace(Lines[I], int(Ids.size())).first->second);
    return Out;
  };
  std::vector<int> A = idsOf(Old), B = idsOf(New);
  std::vector<DiffHunk> Hunks;
  bool GaveUp = false;
  std::vector<Step> Steps = shortestEdit(A, B, MaxEdits, GaveUp);
  if (GaveUp) {
    DiffHunk All;
    for (size_t I = 0; I < A.size(); ++I)
      All.Deleted.push_back(Head + I);
    for (size_t I = 0; I < B.size(); ++I)
      All.Inserted.push_back(Head + I);
    return {All};
  }
  size_t X = Head, Y = Head;
  bool Open = false;
  for (Step S : Steps) {
    if (S == Step::Equal) {
      ++X, ++Y;
      Open = false;
      continue;
    }
    if (!Open)
      Hunks.emplace_back();
    Open = true;
    if (S == Step::Delete)
      Hunks.back().Deleted.push_back(X++);
    else
      Hunks.back().Inserted.push_back(Y++);
  }
  return Hunks;
}

} // namespace cu2hip
