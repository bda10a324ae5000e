// A fixed pool of worker threads that computes results out of order and hands them to
// the caller strictly in index order, so output does not depend on the thread count.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cu2hip {

// Runs Work(I) for I in [0, Count) on Jobs threads and calls Consume(I, Result) on the
// calling thread for I = 0, 1, 2, ... in order. Memory stays bounded: a worker does not
// start item I until fewer than Window results are waiting to be consumed. When Consume
// returns false no new item is started and the pool stops after the running ones.
template <typename Result>
void runOrdered(size_t Count, unsigned Jobs, size_t Window,
                const std::function<Result(size_t)> &Work,
                const std::function<bool(size_t, Result &&)> &Consume) {
  Jobs = std::max(1u, Jobs);
  Window = std::max<size_t>(Window, Jobs);
  if (Jobs == 1) { // no threads: simplest to debug, and what -j1 promises
    for (size_t I = 0; I < Count; ++I)
      if (!Consume(I, Work(I)))
        return;
    return;
  }
  std::mutex Lock;
  std::condition_variable Changed;
  std::vector<std::optional<Result>> Slots(Count);
  size_t NextToStart = 0, NextToConsume = 0;
  bool Stopped = false;

  auto Worker = [&] {
    std::unique_lock<std::mutex> Guard(Lock);
    while (true) {
      Changed.wait(Guard, [&] {
        return Stopped || NextToStart >= Count || NextToStart < NextToConsume + Window;
      });
      if (Stopped || NextToStart >= Count)
        return;
      size_t I = NextToStart++;
      Guard.unlock();
      Result R = Work(I);
      Guard.lock();
      Slots[I] = std::move(R);
      Changed.notify_all();
    }
  };
  std::vector<std::thread> Threads;
  for (unsigned T = 0; T < Jobs; ++T)
    Threads.emplace_back(Worker);

  std::unique_lock<std::mutex> Guard(Lock);
  while (NextToConsume < Count && !Stopped) {
    Changed.wait(Guard, [&] { return Slots[NextToConsume].has_value(); });
    Result R = std::move(*Slots[NextToConsume]);
    Slots[NextToConsume].reset();
    size_t I = NextToConsume++;
    Changed.notify_all(); // a slot of the window is free again
    Guard.unlock();
    bool Continue = Consume(I, std::move(R));
    Guard.lock();
    if (!Continue) {
      Stopped = true;
      Changed.notify_all();
    }
  }
  Guard.unlock();
  for (std::thread &T : Threads)
    T.join();
}

} // namespace cu2hip
