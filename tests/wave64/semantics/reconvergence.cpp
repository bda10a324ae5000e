// Lanes that diverge and meet again execute the next collective together: a loop with a
// lane-dependent trip count, then a full-wavefront exchange; a branch with its own vote,
// then a vote after it. Only the vote inside the branch is partial.
// expect: after_loop lane0 1 lane1 0 lane62 3
// expect: inside 0x00000000000003ff after 0xffffffffffffffff
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void diverge(int *out, unsigned long long *masks) {
  const int lane = threadIdx.x % warpSize;
  int acc = 0;
  for (int i = 0; i < lane % 4; ++i)
    acc += 1;
  out[lane] = __shfl_xor(acc, 1);
  unsigned long long inside = 0;
  if (lane < 10)
    inside = __ballot(1); // expect-finding: partial-wavefront
  const unsigned long long after = __ballot(1);
  if (lane == 0) {
    masks[0] = inside;
    masks[1] = after;
  }
}

int main() {
  int *out;
  unsigned long long *masks;
  hipMalloc(&out, 64 * sizeof(int));
  hipMalloc(&masks, 2 * sizeof(unsigned long long));
  hipLaunchKernelGGL(diverge, dim3(1), dim3(64), 0, 0, out, masks);
  int o[64];
  unsigned long long m[2];
  hipMemcpy(o, out, sizeof o, hipMemcpyDeviceToHost);
  hipMemcpy(m, masks, sizeof m, hipMemcpyDeviceToHost);
  std::printf("after_loop lane0 %d lane1 %d lane62 %d\n", o[0], o[1], o[62]);
  std::printf("inside 0x%016llx after 0x%016llx\n", m[0], m[1]);
  return 0;
}
