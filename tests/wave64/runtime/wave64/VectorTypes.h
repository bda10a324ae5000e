// CUDA/HIP vector types for the wave64 tier: x, y, z, w members, HIP's constructors (one
// value for every component, or one per component) and make_* functions, and HIP's
// component-wise operators (amd_hip_vector_types.h): arithmetic and bit operators between
// two vectors or a vector and a scalar, compound assignments, unary minus, == and != over
// all components.
#pragma once

#include "Lane.h"

#include <cstddef>
#include <type_traits>

namespace wave64 {
template <class V> struct VectorTraits {
  static constexpr int size = 0;
};
} // namespace wave64

// One struct per element type and width, as HIP declares them: a 2- or 4-wide vector is
// aligned to its size (at most 16 bytes), a 1- or 3-wide one to its element.
#define WAVE64_VECTOR_TRAITS(name, T, n)                                                           \
  template <> struct wave64::VectorTraits<name##n> {                                               \
    using Scalar = T;                                                                              \
    static constexpr int size = n;                                                                 \
  };
#define WAVE64_VECTOR1(name, T)                                                                    \
  struct name##1 {                                                                                 \
    T x;                                                                                           \
    name##1() = default;                                                                           \
    template <class U>                                                                             \
      requires std::is_arithmetic_v<U>                                                             \
    constexpr name##1(U v) : x(static_cast<T>(v)) {}                                               \
  };                                                                                               \
  inline constexpr name##1 make_##name##1(T x) { return name##1(x); }                              \
  WAVE64_VECTOR_TRAITS(name, T, 1)
#define WAVE64_VECTOR2(name, T)                                                                    \
  struct alignas(2 * sizeof(T) < 16 ? 2 * sizeof(T) : 16) name##2 {                                \
    T x;                                                                                           \
    T y;                                                                                           \
    name##2() = default;                                                                           \
    template <class U>                                                                             \
      requires std::is_arithmetic_v<U>                                                             \
    constexpr explicit name##2(U v) : x(static_cast<T>(v)), y(static_cast<T>(v)) {}                \
    template <class U0, class U1>                                                                  \
    constexpr name##2(U0 u0, U1 u1) : x(static_cast<T>(u0)), y(static_cast<T>(u1)) {}              \
  };                                                                                               \
  inline constexpr name##2 make_##name##2(T x, T y) { return name##2(x, y); }                      \
  WAVE64_VECTOR_TRAITS(name, T, 2)
#define WAVE64_VECTOR3(name, T)                                                                    \
  struct name##3 {                                                                                 \
    T x;                                                                                           \
    T y;                                                                                           \
    T z;                                                                                           \
    name##3() = default;                                                                           \
    template <class U>                                                                             \
      requires std::is_arithmetic_v<U>                                                             \
    constexpr explicit name##3(U v)                                                                \
        : x(static_cast<T>(v)), y(static_cast<T>(v)), z(static_cast<T>(v)) {}                      \
    template <class U0, class U1, class U2>                                                        \
    constexpr name##3(U0 u0, U1 u1, U2 u2)                                                         \
        : x(static_cast<T>(u0)), y(static_cast<T>(u1)), z(static_cast<T>(u2)) {}                   \
  };                                                                                               \
  inline constexpr name##3 make_##name##3(T x, T y, T z) { return name##3(x, y, z); }              \
  WAVE64_VECTOR_TRAITS(name, T, 3)
#define WAVE64_VECTOR4(name, T)                                                                    \
  struct alignas(4 * sizeof(T) < 16 ? 4 * sizeof(T) : 16) name##4 {                                \
    T x;                                                                                           \
    T y;                                                                                           \
    T z;                                                                                           \
    T w;                                                                                           \
    name##4() = default;                                                                           \
    template <class U>                                                                             \
      requires std::is_arithmetic_v<U>                                                             \
    constexpr explicit name##4(U v)                                                                \
        : x(static_cast<T>(v)), y(static_cast<T>(v)), z(static_cast<T>(v)), w(static_cast<T>(v)) { \
    }                                                                                              \
    template <class U0, class U1, class U2, class U3>                                              \
    constexpr name##4(U0 u0, U1 u1, U2 u2, U3 u3)                                                  \
        : x(static_cast<T>(u0)), y(static_cast<T>(u1)), z(static_cast<T>(u2)),                     \
          w(static_cast<T>(u3)) {}                                                                 \
  };                                                                                               \
  inline constexpr name##4 make_##name##4(T x, T y, T z, T w) { return name##4(x, y, z, w); }      \
  WAVE64_VECTOR_TRAITS(name, T, 4)
#define WAVE64_VECTORS(name, T)                                                                    \
  WAVE64_VECTOR1(name, T)                                                                          \
  WAVE64_VECTOR2(name, T)                                                                          \
  WAVE64_VECTOR3(name, T)                                                                          \
  WAVE64_VECTOR4(name, T)
WAVE64_VECTORS(char, char)
WAVE64_VECTORS(uchar, unsigned char)
WAVE64_VECTORS(short, short)
WAVE64_VECTORS(ushort, unsigned short)
WAVE64_VECTORS(int, int)
WAVE64_VECTORS(uint, unsigned int)
WAVE64_VECTORS(long, long)
WAVE64_VECTORS(ulong, unsigned long)
WAVE64_VECTORS(longlong, long long)
WAVE64_VECTORS(ulonglong, unsigned long long)
WAVE64_VECTORS(float, float)
WAVE64_VECTORS(double, double)
#undef WAVE64_VECTORS
#undef WAVE64_VECTOR4
#undef WAVE64_VECTOR3
#undef WAVE64_VECTOR2
#undef WAVE64_VECTOR1
#undef WAVE64_VECTOR_TRAITS

namespace wave64 {
template <class V>
concept HipVector = VectorTraits<std::remove_cvref_t<V>>::size > 0;
template <class V> constexpr auto *components(V &v) { return &v.x; }
template <class V> constexpr const auto *components(const V &v) { return &v.x; }
} // namespace wave64

#define WAVE64_VECTOR_OPERATOR(op)                                                                 \
  template <::wave64::HipVector V> constexpr V &operator op## = (V & a, const V &b) {              \
    for (int i = 0; i < ::wave64::VectorTraits<V>::size; ++i)                                      \
      ::wave64::components(a)[i] op## = ::wave64::components(b)[i];                                \
    return a;                                                                                      \
  }                                                                                                \
  template <::wave64::HipVector V, class S>                                                        \
    requires std::is_arithmetic_v<S>                                                               \
  constexpr V &operator op## = (V & a, S s) {                                                      \
    for (int i = 0; i < ::wave64::VectorTraits<V>::size; ++i)                                      \
      ::wave64::components(a)[i] op## = s;                                                         \
    return a;                                                                                      \
  }                                                                                                \
  template <::wave64::HipVector V> constexpr V operator op(V a, const V &b) { return a op## = b; } \
  template <::wave64::HipVector V, class S>                                                        \
    requires std::is_arithmetic_v<S>                                                               \
  constexpr V operator op(V a, S s) {                                                              \
    return a op## = s;                                                                             \
  }                                                                                                \
  template <::wave64::HipVector V, class S>                                                        \
    requires std::is_arithmetic_v<S>                                                               \
  constexpr V operator op(S s, const V &b) {                                                       \
    V a(s);                                                                                        \
    return a op## = b;                                                                             \
  }
WAVE64_VECTOR_OPERATOR(+)
WAVE64_VECTOR_OPERATOR(-)
WAVE64_VECTOR_OPERATOR(*)
WAVE64_VECTOR_OPERATOR(/)
WAVE64_VECTOR_OPERATOR(%)
WAVE64_VECTOR_OPERATOR(&)
WAVE64_VECTOR_OPERATOR(|)
WAVE64_VECTOR_OPERATOR(^)
WAVE64_VECTOR_OPERATOR(<<)
WAVE64_VECTOR_OPERATOR(>>)
#undef WAVE64_VECTOR_OPERATOR

template <::wave64::HipVector V> constexpr V operator-(V a) {
  for (int i = 0; i < ::wave64::VectorTraits<V>::size; ++i)
    ::wave64::components(a)[i] = -::wave64::components(a)[i];
  return a;
}
template <::wave64::HipVector V> constexpr V operator+(const V &a) { return a; }
template <::wave64::HipVector V> constexpr bool operator==(const V &a, const V &b) {
  for (int i = 0; i < ::wave64::VectorTraits<V>::size; ++i)
    if (!(::wave64::components(a)[i] == ::wave64::components(b)[i]))
      return false;
  return true;
}
template <::wave64::HipVector V> constexpr bool operator!=(const V &a, const V &b) {
  return !(a == b);
}

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
  constexpr dim3(::wave64::Index3 i) : x(i.x), y(i.y), z(i.z) {}
  constexpr operator ::wave64::Index3() const { return ::wave64::Index3{x, y, z}; }
};
