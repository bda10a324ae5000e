// Each shuffle form against its documented semantics (CUDA Programming Guide, "Warp
// Shuffle Functions"; HIP's AMD headers follow it with 64 lanes): __shfl reads lane
// srcLane % width of the caller's width-segment; __shfl_up returns the caller's own value
// when lane % width < delta; __shfl_down when lane % width + delta >= width; __shfl_xor
// when lane ^ laneMask lies in a later segment. Two full wavefronts (128 threads).
// expect: shfl_src5 lane0 5 lane63 5 lane64 1005
// expect: shfl_next lane63 0 lane127 1000
// expect: shfl_w16 lane17 19 lane63 51
// expect: up1 lane0 0 lane1 0 lane64 1000
// expect: up4_w16 lane19 19 lane20 16
// expect: down1 lane62 63 lane63 63
// expect: down8_w32 lane23 31 lane24 24 lane31 31 lane32 40
// expect: xor1 lane0 1 lane63 62
// expect: xor32 lane5 37 lane37 5
// expect: xor16_w16 lane3 3 lane19 3
// expect: mismatches 0
#include <hip/hip_runtime.h>

#include <cstdio>

constexpr int kThreads = 128;
constexpr int kForms = 10;

__global__ void shuffles(int *out) {
  const int t = threadIdx.x;
  const int lane = t % warpSize;
  const int v = 1000 * (t / warpSize) + lane;
  out[0 * kThreads + t] = __shfl(v, 5);
  out[1 * kThreads + t] = __shfl(v, lane + 1);
  out[2 * kThreads + t] = __shfl(v, 3, 16);
  out[3 * kThreads + t] = __shfl_up(v, 1);
  out[4 * kThreads + t] = __shfl_up(v, 4, 16);
  out[5 * kThreads + t] = __shfl_down(v, 1);
  out[6 * kThreads + t] = __shfl_down(v, 8, 32);
  out[7 * kThreads + t] = __shfl_xor(v, 1);
  out[8 * kThreads + t] = __shfl_xor(v, 32);
  out[9 * kThreads + t] = __shfl_xor(v, 16, 16);
}

// The documented result, lane by lane, for lane l of wavefront w holding 1000 w + l.
int documented(int form, int t) {
  const int w = t / 64, l = t % 64, base = 1000 * w;
  auto segmentRead = [&](int width, int source) {
    return base + (l / width) * width + source % width;
  };
  switch (form) {
  case 0:
    return segmentRead(64, 5);
  case 1:
    return segmentRead(64, l + 1);
  case 2:
    return segmentRead(16, 3);
  case 3:
    return l % 64 < 1 ? base + l : base + l - 1;
  case 4:
    return l % 16 < 4 ? base + l : base + l - 4;
  case 5:
    return l % 64 + 1 >= 64 ? base + l : base + l + 1;
  case 6:
    return l % 32 + 8 >= 32 ? base + l : base + l + 8;
  case 7:
    return base + (l ^ 1);
  case 8:
    return base + (l ^ 32);
  case 9:
    return (l ^ 16) / 16 > l / 16 ? base + l : base + (l ^ 16);
  }
  return -1;
}

int main() {
  int *device;
  hipMalloc(&device, kForms * kThreads * sizeof(int));
  hipLaunchKernelGGL(shuffles, dim3(1), dim3(kThreads), 0, 0, device);
  int out[kForms][kThreads];
  hipMemcpy(out, device, sizeof out, hipMemcpyDeviceToHost);
  std::printf("shfl_src5 lane0 %d lane63 %d lane64 %d\n", out[0][0], out[0][63], out[0][64]);
  std::printf("shfl_next lane63 %d lane127 %d\n", out[1][63], out[1][127]);
  std::printf("shfl_w16 lane17 %d lane63 %d\n", out[2][17], out[2][63]);
  std::printf("up1 lane0 %d lane1 %d lane64 %d\n", out[3][0], out[3][1], out[3][64]);
  std::printf("up4_w16 lane19 %d lane20 %d\n", out[4][19], out[4][20]);
  std::printf("down1 lane62 %d lane63 %d\n", out[5][62], out[5][63]);
  std::printf("down8_w32 lane23 %d lane24 %d lane31 %d lane32 %d\n", out[6][23], out[6][24],
              out[6][31], out[6][32]);
  std::printf("xor1 lane0 %d lane63 %d\n", out[7][0], out[7][63]);
  std::printf("xor32 lane5 %d lane37 %d\n", out[8][5], out[8][37]);
  std::printf("xor16_w16 lane3 %d lane19 %d\n", out[9][3], out[9][19]);
  int mismatches = 0;
  for (int form = 0; form < kForms; ++form)
    for (int t = 0; t < kThreads; ++t)
      if (out[form][t] != documented(form, t)) {
        if (++mismatches <= 5)
          std::printf("form %d thread %d: %d, documented %d\n", form, t, out[form][t],
                      documented(form, t));
      }
  std::printf("mismatches %d\n", mismatches);
  return 0;
}
