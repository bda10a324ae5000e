// Device-side built-ins of the wave64 tier: thread indices, block barriers, atomics and
// the CUDA-style intrinsics HIP provides. Blocks run one at a time on one host thread,
// so atomics are plain read-modify-writes and fences have nothing to order.
#pragma once

#include "Scheduler.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <ctime>

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
// Every block-shared variable lives in one section, which the scheduler fills with a
// poison pattern before each block: a read before any write sees garbage, as LDS holds
// whatever an earlier workgroup left there (blocks run one at a time, so plain statics).
#define __shared__ __attribute__((section("wave64_shared"))) static
#define __align__(n) __attribute__((aligned(n))) // allowed anywhere in a declaration
#define HIP_DYNAMIC_SHARED(type, var)                                                              \
  type *var = reinterpret_cast<type *>(::wave64::dynamicSharedMemory);
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#define threadIdx (::wave64::currentLane->threadIdx)
#define blockIdx (::wave64::currentBlock.blockIdx)
#define blockDim (::wave64::currentBlock.blockDim)
#define gridDim (::wave64::currentBlock.gridDim)
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

inline void __syncthreads() { ::wave64::waitAtBarrier(::wave64::BarrierKind::Plain, 0); }
inline int __syncthreads_count(int p) {
  return ::wave64::waitAtBarrier(::wave64::BarrierKind::Count, p);
}
inline int __syncthreads_and(int p) {
  return ::wave64::waitAtBarrier(::wave64::BarrierKind::And, p);
}
inline int __syncthreads_or(int p) { return ::wave64::waitAtBarrier(::wave64::BarrierKind::Or, p); }
inline void __threadfence() {}
inline void __threadfence_block() {}
inline void __threadfence_system() {}

// Atomics: the old value is returned, as on the GPU.
#define WAVE64_ATOMIC(name, expr)                                                                  \
  template <class T, class U> T name(T *address, U operand) {                                      \
    T old = *address;                                                                              \
    const T value = static_cast<T>(operand);                                                       \
    *address = (expr);                                                                             \
    return old;                                                                                    \
  }                                                                                                \
  template <class T, class U> T name##_system(T *a, U v) { return name(a, v); }                    \
  template <class T, class U> T name##_block(T *a, U v) { return name(a, v); }
WAVE64_ATOMIC(atomicAdd, old + value)
WAVE64_ATOMIC(atomicSub, old - value)
WAVE64_ATOMIC(atomicExch, value)
WAVE64_ATOMIC(atomicMin, value < old ? value : old)
WAVE64_ATOMIC(atomicMax, value > old ? value : old)
WAVE64_ATOMIC(atomicAnd, old &value)
WAVE64_ATOMIC(atomicOr, old | value)
WAVE64_ATOMIC(atomicXor, old ^ value)
#undef WAVE64_ATOMIC
inline unsigned atomicInc(unsigned *address, unsigned limit) {
  const unsigned old = *address;
  *address = old >= limit ? 0 : old + 1;
  return old;
}
inline unsigned atomicDec(unsigned *address, unsigned limit) {
  const unsigned old = *address;
  *address = (old == 0 || old > limit) ? limit : old - 1;
  return old;
}
template <class T, class U, class V> T atomicCAS(T *address, U compare, V value) {
  const T old = *address;
  if (old == static_cast<T>(compare))
    *address = static_cast<T>(value);
  return old;
}
template <class T, class U, class V> T atomicCAS_system(T *a, U c, V v) {
  return atomicCAS(a, c, v);
}

// Bit and integer intrinsics.
inline int __popc(unsigned x) { return std::popcount(x); }
inline int __popcll(unsigned long long x) { return std::popcount(x); }
inline int __ffs(int x) { return x ? std::countr_zero(static_cast<unsigned>(x)) + 1 : 0; }
inline int __ffs(unsigned x) { return x ? std::countr_zero(x) + 1 : 0; }
inline int __ffsll(long long x) {
  return x ? std::countr_zero(static_cast<unsigned long long>(x)) + 1 : 0;
}
inline int __ffsll(unsigned long long x) { return x ? std::countr_zero(x) + 1 : 0; }
inline int __clz(int x) { return std::countl_zero(static_cast<unsigned>(x)); }
inline int __clzll(long long x) { return std::countl_zero(static_cast<unsigned long long>(x)); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  unsigned long long r = 0;
  for (int i = 0; i < 64; ++i)
    r |= ((x >> i) & 1ull) << (63 - i);
  return r;
}
inline int __mul24(int a, int b) { return a * b; }
inline unsigned __umul24(unsigned a, unsigned b) { return a * b; }
inline unsigned __umulhi(unsigned a, unsigned b) {
  return static_cast<unsigned>((1ull * a * b) >> 32);
}
inline int __mulhi(int a, int b) { return static_cast<int>((1ll * a * b) >> 32); }
inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return static_cast<unsigned long long>((static_cast<unsigned __int128>(a) * b) >> 64);
}
template <class T> T __ldg(const T *p) { return *p; }
inline long long clock64() { return static_cast<long long>(std::clock()); }
inline long long wall_clock64() { return clock64(); }

// Reinterpretations and conversions.
inline float __int_as_float(int x) { return std::bit_cast<float>(x); }
inline int __float_as_int(float x) { return std::bit_cast<int>(x); }
inline unsigned __float_as_uint(float x) { return std::bit_cast<unsigned>(x); }
inline float __uint_as_float(unsigned x) { return std::bit_cast<float>(x); }
inline long long __double_as_longlong(double x) { return std::bit_cast<long long>(x); }
inline double __longlong_as_double(long long x) { return std::bit_cast<double>(x); }
inline int __float2int_rn(float x) { return static_cast<int>(std::nearbyint(x)); }
inline int __float2int_rz(float x) { return static_cast<int>(x); }
inline int __float2int_rd(float x) { return static_cast<int>(std::floor(x)); }
inline int __float2int_ru(float x) { return static_cast<int>(std::ceil(x)); }
inline unsigned __float2uint_rn(float x) { return static_cast<unsigned>(std::nearbyint(x)); }
inline float __int2float_rn(int x) { return static_cast<float>(x); }
inline float __uint2float_rn(unsigned x) { return static_cast<float>(x); }
inline int __double2int_rn(double x) { return static_cast<int>(std::nearbyint(x)); }

// Fast-math and single-precision helpers HIP provides on the device.
inline float __fdividef(float a, float b) { return a / b; }
inline float __expf(float x) { return std::exp(x); }
inline float __exp10f(float x) { return std::pow(10.0f, x); }
inline float __logf(float x) { return std::log(x); }
inline float __log2f(float x) { return std::log2(x); }
inline float __log10f(float x) { return std::log10(x); }
inline float __powf(float a, float b) { return std::pow(a, b); }
inline float __sinf(float x) { return std::sin(x); }
inline float __cosf(float x) { return std::cos(x); }
inline float __tanf(float x) { return std::tan(x); }
inline void __sincosf(float x, float *s, float *c) {
  *s = std::sin(x);
  *c = std::cos(x);
}
inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
inline float __fmaf_rn(float a, float b, float c) { return std::fma(a, b, c); }
inline float __fadd_rn(float a, float b) { return a + b; }
inline float __fmul_rn(float a, float b) { return a * b; }
inline float __frcp_rn(float a) { return 1.0f / a; }
inline float __fsqrt_rn(float a) { return std::sqrt(a); }
inline double __dadd_rn(double a, double b) { return a + b; }
inline double __dmul_rn(double a, double b) { return a * b; }
inline double __fma_rn(double a, double b, double c) { return std::fma(a, b, c); }
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / std::cbrt(x); }
inline float normcdff(float x) { return 0.5f * std::erfc(-x / std::sqrt(2.0f)); }
inline double normcdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }
inline float fdividef(float a, float b) { return a / b; }

// HIP declares min/max for the arithmetic types, host and device.
#define WAVE64_MIN_MAX(T)                                                                          \
  inline T min(T a, T b) { return b < a ? b : a; }                                                 \
  inline T max(T a, T b) { return a < b ? b : a; }
WAVE64_MIN_MAX(int)
WAVE64_MIN_MAX(unsigned)
WAVE64_MIN_MAX(long)
WAVE64_MIN_MAX(unsigned long)
WAVE64_MIN_MAX(long long)
WAVE64_MIN_MAX(unsigned long long)
WAVE64_MIN_MAX(float)
WAVE64_MIN_MAX(double)
#undef WAVE64_MIN_MAX
