// The program the wave64 issue gives: a correct wave64 block sum (wavefront shuffles,
// then wavefront 0 again) followed by a 64-bit ballot count. 1024 inputs, 682 of them
// positive: k2 must count 682 whether or not s ran before it, and s's block sums must be
// the exact sums (integer-valued floats).
// expect: sums 170 171 171 170
// expect: count_alone 682
// expect: count_after_sum 682
#include <hip/hip_runtime.h>

#include <cstdio>
#include <vector>

__global__ void s(const float *in, float *out) {
  __shared__ float ws[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down(v, o);
  int lane = threadIdx.x % warpSize, w = threadIdx.x / warpSize;
  if (lane == 0)
    ws[w] = v;
  __syncthreads();
  if (w == 0) {
    v = (lane < blockDim.x / warpSize) ? ws[lane] : 0.f;
    for (int o = warpSize / 2; o > 0; o /= 2)
      v += __shfl_down(v, o);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

__global__ void k2(const float *p, int *c) {
  unsigned long long m = __ballot(p[blockIdx.x * blockDim.x + threadIdx.x] > 0.f);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(c, (int)__popcll(m));
}

int main() {
  std::vector<float> host(1024);
  // 682 positives: every index not divisible by 3 (1024 - 342 = 682) holds 1, the others -0.
  for (int i = 0; i < 1024; ++i)
    host[i] = (i % 3 == 0) ? -0.0f : 1.0f;
  float *in, *out;
  int *count;
  hipMalloc(&in, 1024 * sizeof(float));
  hipMalloc(&out, 4 * sizeof(float));
  hipMalloc(&count, sizeof(int));
  hipMemcpy(in, host.data(), 1024 * sizeof(float), hipMemcpyHostToDevice);

  hipMemset(count, 0, sizeof(int));
  hipLaunchKernelGGL(k2, dim3(4), dim3(256), 0, 0, in, count);
  int alone = 0;
  hipMemcpy(&alone, count, sizeof(int), hipMemcpyDeviceToHost);

  hipMemset(count, 0, sizeof(int));
  hipLaunchKernelGGL(s, dim3(4), dim3(256), 0, 0, in, out);
  hipLaunchKernelGGL(k2, dim3(4), dim3(256), 0, 0, in, count);
  int after = 0;
  float sums[4];
  hipMemcpy(&after, count, sizeof(int), hipMemcpyDeviceToHost);
  hipMemcpy(sums, out, sizeof sums, hipMemcpyDeviceToHost);
  std::printf("sums %g %g %g %g\n", sums[0], sums[1], sums[2], sums[3]);
  std::printf("count_alone %d\ncount_after_sum %d\n", alone, after);
  return 0;
}
