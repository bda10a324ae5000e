// The *_sync forms as HIP >= 6.2 defines them on AMD: a 64-bit mask, one pass per
// distinct mask value, and each mask naming exactly the lanes that give it. A CUDA-style
// 32-lane mask given by all 64 lanes is the mistake HIP's mask check catches.
// expect: full_mask_broadcast 7 1007
// expect: half_masks lane0 0 lane40 32
// expect: narrow_mask_ballot 0x00000000ffffffff
// expect: any_sync 1 all_sync 0
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void masks(int *values, unsigned long long *ballots, int *flags) {
  const int t = threadIdx.x;
  const int lane = t % warpSize;
  const int v = 1000 * (t / warpSize) + lane;
  const unsigned long long full = ~0ull;
  values[t] = __shfl_sync(full, v, 7);
  const unsigned long long half = lane < 32 ? 0x00000000ffffffffull : 0xffffffff00000000ull;
  values[128 + t] = __shfl_sync(half, v, 0, 32);
  const unsigned long long narrow =
      __ballot_sync(0xffffffffull, 1); // expect-finding: mask-mismatch
  const int any = __any_sync(full, lane == 5);
  const int all = __all_sync(full, lane != 5);
  if (t == 0) {
    ballots[0] = narrow;
    flags[0] = any;
    flags[1] = all;
  }
}

int main() {
  int *values, *flags;
  unsigned long long *ballots;
  hipMalloc(&values, 256 * sizeof(int));
  hipMalloc(&ballots, sizeof(unsigned long long));
  hipMalloc(&flags, 2 * sizeof(int));
  hipLaunchKernelGGL(masks, dim3(1), dim3(128), 0, 0, values, ballots, flags);
  int v[256], f[2];
  unsigned long long b;
  hipMemcpy(v, values, sizeof v, hipMemcpyDeviceToHost);
  hipMemcpy(&b, ballots, sizeof b, hipMemcpyDeviceToHost);
  hipMemcpy(f, flags, sizeof f, hipMemcpyDeviceToHost);
  std::printf("full_mask_broadcast %d %d\n", v[0], v[64]);
  std::printf("half_masks lane0 %d lane40 %d\n", v[128 + 0], v[128 + 40]);
  std::printf("narrow_mask_ballot 0x%016llx\n", b);
  std::printf("any_sync %d all_sync %d\n", f[0], f[1]);
  return 0;
}
