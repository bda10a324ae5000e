// Block-wide state across wavefronts: static and dynamic shared memory around
// __syncthreads, the counting barrier, and atomics returning the old value. Shared memory
// a block never wrote holds the tier's poison (0xff bytes), not a convenient zero.
// expect: reversed_ok 1
// expect: dynamic_sum 32640
// expect: odd_count 128
// expect: inc_wraps 3 cas_old 5 cas_new 9 max 255
// expect: unwritten_shared -1
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void blockWide(int *flags, unsigned *counters, int *values) {
  __shared__ int tile[256];
  __shared__ int unwritten[4];
  HIP_DYNAMIC_SHARED(int, scratch)
  const int t = threadIdx.x;
  tile[t] = t;
  scratch[t] = t;
  __syncthreads();
  const int mirrored = tile[255 - t];
  const int odd = __syncthreads_count(t % 2);
  if (mirrored != 255 - t)
    atomicAdd(&flags[0], 1);
  if (t == 0) {
    int sum = 0;
    for (int i = 0; i < 256; ++i)
      sum += scratch[i];
    flags[1] = sum;
    flags[2] = odd;
    values[3] = unwritten[2];
  }
  atomicInc(&counters[0], 4); // from 2, 256 increments modulo 5 leave (2 + 256) % 5 = 3
  atomicMax(&values[1], t);
  if (t == 7) {
    values[2] = atomicCAS(&values[0], 5, 9);
  }
}

int main() {
  int *flags, *values;
  unsigned *counters;
  hipMalloc(&flags, 3 * sizeof(int));
  hipMalloc(&counters, sizeof(unsigned));
  hipMalloc(&values, 4 * sizeof(int));
  hipMemset(flags, 0, 3 * sizeof(int));
  unsigned start = 2;
  int initial[3] = {5, 0, 0};
  hipMemcpy(counters, &start, sizeof start, hipMemcpyHostToDevice);
  hipMemcpy(values, initial, sizeof initial, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(blockWide, dim3(1), dim3(256), 256 * sizeof(int), 0, flags, counters, values);
  int f[3], v[4];
  unsigned c;
  hipMemcpy(f, flags, sizeof f, hipMemcpyDeviceToHost);
  hipMemcpy(&c, counters, sizeof c, hipMemcpyDeviceToHost);
  hipMemcpy(v, values, sizeof v, hipMemcpyDeviceToHost);
  std::printf("reversed_ok %d\n", f[0] == 0);
  std::printf("dynamic_sum %d\n", f[1]);
  std::printf("odd_count %d\n", f[2]);
  std::printf("inc_wraps %u cas_old %d cas_new %d max %d\n", c, v[2], v[0], v[1]);
  std::printf("unwritten_shared %d\n", v[3]);
  return 0;
}
