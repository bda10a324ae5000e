// Votes with 64-bit masks: __ballot sets bit l for every executing lane l whose predicate
// holds, __any/__all look at the executing lanes only, __activemask names them. A block of
// 96 threads has a second wavefront of 32 lanes, which is whole (not partial) for the votes.
// expect: ballot_mod3 0x9249249249249249 0x9249249249249249
// expect: any_lane63 1 all_below64 1 all_below63 0
// expect: activemask_below20 0x00000000000fffff
// expect: short_wave_ballot 0x00000000ffffffff all 1
// expect: upper_ballot 0xffffff0000000000
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void votes(unsigned long long *masks, int *flags) {
  const int t = threadIdx.x;
  const int lane = t % warpSize;
  const unsigned long long ballot = __ballot(lane % 3 == 0);
  const int any63 = __any(lane == 63);
  const int all64 = __all(lane < 64);
  const int all63 = __all(lane < 63);
  if (lane == 0) {
    masks[t / warpSize] = ballot;
    flags[0] = any63;
    flags[1] = all64;
    flags[2] = all63;
  }
  if (lane < 20) {
    const unsigned long long active = __activemask();
    if (lane == 0)
      masks[2] = active;
  }
  if (lane >= 40) {
    const unsigned long long upper = __ballot(1); // expect-finding: partial-wavefront
    if (lane == 40)
      masks[3] = upper;
  }
}

__global__ void shortWave(unsigned long long *masks, int *flags) {
  const unsigned long long all = __ballot(1);
  const int every = __all(1);
  if (threadIdx.x == 64) {
    masks[4] = all;
    flags[3] = every;
  }
}

int main() {
  unsigned long long *masks;
  int *flags;
  hipMalloc(&masks, 5 * sizeof(unsigned long long));
  hipMalloc(&flags, 4 * sizeof(int));
  hipLaunchKernelGGL(votes, dim3(1), dim3(128), 0, 0, masks, flags);
  hipLaunchKernelGGL(shortWave, dim3(1), dim3(96), 0, 0, masks, flags);
  unsigned long long m[5];
  int f[4];
  hipMemcpy(m, masks, sizeof m, hipMemcpyDeviceToHost);
  hipMemcpy(f, flags, sizeof f, hipMemcpyDeviceToHost);
  std::printf("ballot_mod3 0x%016llx 0x%016llx\n", m[0], m[1]);
  std::printf("any_lane63 %d all_below64 %d all_below63 %d\n", f[0], f[1], f[2]);
  std::printf("activemask_below20 0x%016llx\n", m[2]);
  std::printf("short_wave_ballot 0x%016llx all %d\n", m[4], f[3]);
  std::printf("upper_ballot 0x%016llx\n", m[3]);
  return 0;
}
