// What AMD hardware does not forgive: a shuffle whose source lane is not executing it.
// A reduction written for a 32-lane warp, run by the lower half of a wavefront, reads
// lanes 32-47; the same exchange bounded to 32-lane segments reads only executing lanes.
// A 96-thread block's second wavefront has no lanes 32-63 at all.
// expect: half_wave_xor lane0 1 lane31 30
// expect: done
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void halfWave(int *out) {
  const int lane = threadIdx.x % warpSize;
  int v = lane;
  if (lane < 32) {
    v = __shfl_down(v, 16); // expect-finding: inactive-lane-read
    out[threadIdx.x] = __shfl_xor(lane, 1, 32);
  }
}

__global__ void shortBlock(int *out) {
  const int v = threadIdx.x;
  out[threadIdx.x] = __shfl_down(v, 16); // expect-finding: inactive-lane-read
}

int main() {
  int *out;
  hipMalloc(&out, 128 * sizeof(int));
  hipLaunchKernelGGL(halfWave, dim3(1), dim3(64), 0, 0, out);
  int host[128];
  hipMemcpy(host, out, 64 * sizeof(int), hipMemcpyDeviceToHost);
  std::printf("half_wave_xor lane0 %d lane31 %d\n", host[0], host[31]);
  hipLaunchKernelGGL(shortBlock, dim3(1), dim3(96), 0, 0, out);
  std::printf("done\n");
  return 0;
}
