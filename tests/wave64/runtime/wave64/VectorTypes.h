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

struct char1 {
  char x;
  char1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr char1(U v) : x(static_cast<char>(v)) {}
};
inline constexpr char1 make_char1(char x) { return char1(x); }
template <> struct wave64::VectorTraits<char1> {
  using Scalar = char;
  static constexpr int size = 1;
};
struct alignas(2) char2 {
  char x;
  char y;
  char2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit char2(U v) : x(static_cast<char>(v)), y(static_cast<char>(v)) {}
  template <class U0, class U1>
  constexpr char2(U0 u0, U1 u1) : x(static_cast<char>(u0)), y(static_cast<char>(u1)) {}
};
inline constexpr char2 make_char2(char x, char y) { return char2(x, y); }
template <> struct wave64::VectorTraits<char2> {
  using Scalar = char;
  static constexpr int size = 2;
};
struct char3 {
  char x;
  char y;
  char z;
  char3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit char3(U v)
      : x(static_cast<char>(v)), y(static_cast<char>(v)), z(static_cast<char>(v)) {}
  template <class U0, class U1, class U2>
  constexpr char3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<char>(u0)), y(static_cast<char>(u1)), z(static_cast<char>(u2)) {}
};
inline constexpr char3 make_char3(char x, char y, char z) { return char3(x, y, z); }
template <> struct wave64::VectorTraits<char3> {
  using Scalar = char;
  static constexpr int size = 3;
};
struct alignas(4) char4 {
  char x;
  char y;
  char z;
  char w;
  char4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit char4(U v)
      : x(static_cast<char>(v)), y(static_cast<char>(v)), z(static_cast<char>(v)),
        w(static_cast<char>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr char4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<char>(u0)), y(static_cast<char>(u1)), z(static_cast<char>(u2)),
        w(static_cast<char>(u3)) {}
};
inline constexpr char4 make_char4(char x, char y, char z, char w) { return char4(x, y, z, w); }
template <> struct wave64::VectorTraits<char4> {
  using Scalar = char;
  static constexpr int size = 4;
};
struct uchar1 {
  unsigned char x;
  uchar1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr uchar1(U v) : x(static_cast<unsigned char>(v)) {}
};
inline constexpr uchar1 make_uchar1(unsigned char x) { return uchar1(x); }
template <> struct wave64::VectorTraits<uchar1> {
  using Scalar = unsigned char;
  static constexpr int size = 1;
};
struct alignas(2) uchar2 {
  unsigned char x;
  unsigned char y;
  uchar2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uchar2(U v)
      : x(static_cast<unsigned char>(v)), y(static_cast<unsigned char>(v)) {}
  template <class U0, class U1>
  constexpr uchar2(U0 u0, U1 u1)
      : x(static_cast<unsigned char>(u0)), y(static_cast<unsigned char>(u1)) {}
};
inline constexpr uchar2 make_uchar2(unsigned char x, unsigned char y) { return uchar2(x, y); }
template <> struct wave64::VectorTraits<uchar2> {
  using Scalar = unsigned char;
  static constexpr int size = 2;
};
struct uchar3 {
  unsigned char x;
  unsigned char y;
  unsigned char z;
  uchar3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uchar3(U v)
      : x(static_cast<unsigned char>(v)), y(static_cast<unsigned char>(v)),
        z(static_cast<unsigned char>(v)) {}
  template <class U0, class U1, class U2>
  constexpr uchar3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<unsigned char>(u0)), y(static_cast<unsigned char>(u1)),
        z(static_cast<unsigned char>(u2)) {}
};
inline constexpr uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) {
  return uchar3(x, y, z);
}
template <> struct wave64::VectorTraits<uchar3> {
  using Scalar = unsigned char;
  static constexpr int size = 3;
};
struct alignas(4) uchar4 {
  unsigned char x;
  unsigned char y;
  unsigned char z;
  unsigned char w;
  uchar4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uchar4(U v)
      : x(static_cast<unsigned char>(v)), y(static_cast<unsigned char>(v)),
        z(static_cast<unsigned char>(v)), w(static_cast<unsigned char>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr uchar4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<unsigned char>(u0)), y(static_cast<unsigned char>(u1)),
        z(static_cast<unsigned char>(u2)), w(static_cast<unsigned char>(u3)) {}
};
inline constexpr uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z,
                                    unsigned char w) {
  return uchar4(x, y, z, w);
}
template <> struct wave64::VectorTraits<uchar4> {
  using Scalar = unsigned char;
  static constexpr int size = 4;
};
struct short1 {
  short x;
  short1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr short1(U v) : x(static_cast<short>(v)) {}
};
inline constexpr short1 make_short1(short x) { return short1(x); }
template <> struct wave64::VectorTraits<short1> {
  using Scalar = short;
  static constexpr int size = 1;
};
struct alignas(4) short2 {
  short x;
  short y;
  short2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit short2(U v) : x(static_cast<short>(v)), y(static_cast<short>(v)) {}
  template <class U0, class U1>
  constexpr short2(U0 u0, U1 u1) : x(static_cast<short>(u0)), y(static_cast<short>(u1)) {}
};
inline constexpr short2 make_short2(short x, short y) { return short2(x, y); }
template <> struct wave64::VectorTraits<short2> {
  using Scalar = short;
  static constexpr int size = 2;
};
struct short3 {
  short x;
  short y;
  short z;
  short3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit short3(U v)
      : x(static_cast<short>(v)), y(static_cast<short>(v)), z(static_cast<short>(v)) {}
  template <class U0, class U1, class U2>
  constexpr short3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<short>(u0)), y(static_cast<short>(u1)), z(static_cast<short>(u2)) {}
};
inline constexpr short3 make_short3(short x, short y, short z) { return short3(x, y, z); }
template <> struct wave64::VectorTraits<short3> {
  using Scalar = short;
  static constexpr int size = 3;
};
struct alignas(8) short4 {
  short x;
  short y;
  short z;
  short w;
  short4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit short4(U v)
      : x(static_cast<short>(v)), y(static_cast<short>(v)), z(static_cast<short>(v)),
        w(static_cast<short>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr short4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<short>(u0)), y(static_cast<short>(u1)), z(static_cast<short>(u2)),
        w(static_cast<short>(u3)) {}
};
inline constexpr short4 make_short4(short x, short y, short z, short w) {
  return short4(x, y, z, w);
}
template <> struct wave64::VectorTraits<short4> {
  using Scalar = short;
  static constexpr int size = 4;
};
struct ushort1 {
  unsigned short x;
  ushort1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr ushort1(U v) : x(static_cast<unsigned short>(v)) {}
};
inline constexpr ushort1 make_ushort1(unsigned short x) { return ushort1(x); }
template <> struct wave64::VectorTraits<ushort1> {
  using Scalar = unsigned short;
  static constexpr int size = 1;
};
struct alignas(4) ushort2 {
  unsigned short x;
  unsigned short y;
  ushort2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ushort2(U v)
      : x(static_cast<unsigned short>(v)), y(static_cast<unsigned short>(v)) {}
  template <class U0, class U1>
  constexpr ushort2(U0 u0, U1 u1)
      : x(static_cast<unsigned short>(u0)), y(static_cast<unsigned short>(u1)) {}
};
inline constexpr ushort2 make_ushort2(unsigned short x, unsigned short y) { return ushort2(x, y); }
template <> struct wave64::VectorTraits<ushort2> {
  using Scalar = unsigned short;
  static constexpr int size = 2;
};
struct ushort3 {
  unsigned short x;
  unsigned short y;
  unsigned short z;
  ushort3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ushort3(U v)
      : x(static_cast<unsigned short>(v)), y(static_cast<unsigned short>(v)),
        z(static_cast<unsigned short>(v)) {}
  template <class U0, class U1, class U2>
  constexpr ushort3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<unsigned short>(u0)), y(static_cast<unsigned short>(u1)),
        z(static_cast<unsigned short>(u2)) {}
};
inline constexpr ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) {
  return ushort3(x, y, z);
}
template <> struct wave64::VectorTraits<ushort3> {
  using Scalar = unsigned short;
  static constexpr int size = 3;
};
struct alignas(8) ushort4 {
  unsigned short x;
  unsigned short y;
  unsigned short z;
  unsigned short w;
  ushort4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ushort4(U v)
      : x(static_cast<unsigned short>(v)), y(static_cast<unsigned short>(v)),
        z(static_cast<unsigned short>(v)), w(static_cast<unsigned short>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr ushort4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<unsigned short>(u0)), y(static_cast<unsigned short>(u1)),
        z(static_cast<unsigned short>(u2)), w(static_cast<unsigned short>(u3)) {}
};
inline constexpr ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z,
                                      unsigned short w) {
  return ushort4(x, y, z, w);
}
template <> struct wave64::VectorTraits<ushort4> {
  using Scalar = unsigned short;
  static constexpr int size = 4;
};
struct int1 {
  int x;
  int1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr int1(U v) : x(static_cast<int>(v)) {}
};
inline constexpr int1 make_int1(int x) { return int1(x); }
template <> struct wave64::VectorTraits<int1> {
  using Scalar = int;
  static constexpr int size = 1;
};
struct alignas(8) int2 {
  int x;
  int y;
  int2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit int2(U v) : x(static_cast<int>(v)), y(static_cast<int>(v)) {}
  template <class U0, class U1>
  constexpr int2(U0 u0, U1 u1) : x(static_cast<int>(u0)), y(static_cast<int>(u1)) {}
};
inline constexpr int2 make_int2(int x, int y) { return int2(x, y); }
template <> struct wave64::VectorTraits<int2> {
  using Scalar = int;
  static constexpr int size = 2;
};
struct int3 {
  int x;
  int y;
  int z;
  int3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit int3(U v)
      : x(static_cast<int>(v)), y(static_cast<int>(v)), z(static_cast<int>(v)) {}
  template <class U0, class U1, class U2>
  constexpr int3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<int>(u0)), y(static_cast<int>(u1)), z(static_cast<int>(u2)) {}
};
inline constexpr int3 make_int3(int x, int y, int z) { return int3(x, y, z); }
template <> struct wave64::VectorTraits<int3> {
  using Scalar = int;
  static constexpr int size = 3;
};
struct alignas(16) int4 {
  int x;
  int y;
  int z;
  int w;
  int4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit int4(U v)
      : x(static_cast<int>(v)), y(static_cast<int>(v)), z(static_cast<int>(v)),
        w(static_cast<int>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr int4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<int>(u0)), y(static_cast<int>(u1)), z(static_cast<int>(u2)),
        w(static_cast<int>(u3)) {}
};
inline constexpr int4 make_int4(int x, int y, int z, int w) { return int4(x, y, z, w); }
template <> struct wave64::VectorTraits<int4> {
  using Scalar = int;
  static constexpr int size = 4;
};
struct uint1 {
  unsigned int x;
  uint1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr uint1(U v) : x(static_cast<unsigned int>(v)) {}
};
inline constexpr uint1 make_uint1(unsigned int x) { return uint1(x); }
template <> struct wave64::VectorTraits<uint1> {
  using Scalar = unsigned int;
  static constexpr int size = 1;
};
struct alignas(8) uint2 {
  unsigned int x;
  unsigned int y;
  uint2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uint2(U v)
      : x(static_cast<unsigned int>(v)), y(static_cast<unsigned int>(v)) {}
  template <class U0, class U1>
  constexpr uint2(U0 u0, U1 u1)
      : x(static_cast<unsigned int>(u0)), y(static_cast<unsigned int>(u1)) {}
};
inline constexpr uint2 make_uint2(unsigned int x, unsigned int y) { return uint2(x, y); }
template <> struct wave64::VectorTraits<uint2> {
  using Scalar = unsigned int;
  static constexpr int size = 2;
};
struct uint3 {
  unsigned int x;
  unsigned int y;
  unsigned int z;
  uint3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uint3(U v)
      : x(static_cast<unsigned int>(v)), y(static_cast<unsigned int>(v)),
        z(static_cast<unsigned int>(v)) {}
  template <class U0, class U1, class U2>
  constexpr uint3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<unsigned int>(u0)), y(static_cast<unsigned int>(u1)),
        z(static_cast<unsigned int>(u2)) {}
};
inline constexpr uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) {
  return uint3(x, y, z);
}
template <> struct wave64::VectorTraits<uint3> {
  using Scalar = unsigned int;
  static constexpr int size = 3;
};
struct alignas(16) uint4 {
  unsigned int x;
  unsigned int y;
  unsigned int z;
  unsigned int w;
  uint4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit uint4(U v)
      : x(static_cast<unsigned int>(v)), y(static_cast<unsigned int>(v)),
        z(static_cast<unsigned int>(v)), w(static_cast<unsigned int>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr uint4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<unsigned int>(u0)), y(static_cast<unsigned int>(u1)),
        z(static_cast<unsigned int>(u2)), w(static_cast<unsigned int>(u3)) {}
};
inline constexpr uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) {
  return uint4(x, y, z, w);
}
template <> struct wave64::VectorTraits<uint4> {
  using Scalar = unsigned int;
  static constexpr int size = 4;
};
struct long1 {
  long x;
  long1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr long1(U v) : x(static_cast<long>(v)) {}
};
inline constexpr long1 make_long1(long x) { return long1(x); }
template <> struct wave64::VectorTraits<long1> {
  using Scalar = long;
  static constexpr int size = 1;
};
struct alignas(16) long2 {
  long x;
  long y;
  long2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit long2(U v) : x(static_cast<long>(v)), y(static_cast<long>(v)) {}
  template <class U0, class U1>
  constexpr long2(U0 u0, U1 u1) : x(static_cast<long>(u0)), y(static_cast<long>(u1)) {}
};
inline constexpr long2 make_long2(long x, long y) { return long2(x, y); }
template <> struct wave64::VectorTraits<long2> {
  using Scalar = long;
  static constexpr int size = 2;
};
struct long3 {
  long x;
  long y;
  long z;
  long3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit long3(U v)
      : x(static_cast<long>(v)), y(static_cast<long>(v)), z(static_cast<long>(v)) {}
  template <class U0, class U1, class U2>
  constexpr long3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<long>(u0)), y(static_cast<long>(u1)), z(static_cast<long>(u2)) {}
};
inline constexpr long3 make_long3(long x, long y, long z) { return long3(x, y, z); }
template <> struct wave64::VectorTraits<long3> {
  using Scalar = long;
  static constexpr int size = 3;
};
struct alignas(16) long4 {
  long x;
  long y;
  long z;
  long w;
  long4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit long4(U v)
      : x(static_cast<long>(v)), y(static_cast<long>(v)), z(static_cast<long>(v)),
        w(static_cast<long>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr long4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<long>(u0)), y(static_cast<long>(u1)), z(static_cast<long>(u2)),
        w(static_cast<long>(u3)) {}
};
inline constexpr long4 make_long4(long x, long y, long z, long w) { return long4(x, y, z, w); }
template <> struct wave64::VectorTraits<long4> {
  using Scalar = long;
  static constexpr int size = 4;
};
struct ulong1 {
  unsigned long x;
  ulong1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr ulong1(U v) : x(static_cast<unsigned long>(v)) {}
};
inline constexpr ulong1 make_ulong1(unsigned long x) { return ulong1(x); }
template <> struct wave64::VectorTraits<ulong1> {
  using Scalar = unsigned long;
  static constexpr int size = 1;
};
struct alignas(16) ulong2 {
  unsigned long x;
  unsigned long y;
  ulong2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulong2(U v)
      : x(static_cast<unsigned long>(v)), y(static_cast<unsigned long>(v)) {}
  template <class U0, class U1>
  constexpr ulong2(U0 u0, U1 u1)
      : x(static_cast<unsigned long>(u0)), y(static_cast<unsigned long>(u1)) {}
};
inline constexpr ulong2 make_ulong2(unsigned long x, unsigned long y) { return ulong2(x, y); }
template <> struct wave64::VectorTraits<ulong2> {
  using Scalar = unsigned long;
  static constexpr int size = 2;
};
struct ulong3 {
  unsigned long x;
  unsigned long y;
  unsigned long z;
  ulong3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulong3(U v)
      : x(static_cast<unsigned long>(v)), y(static_cast<unsigned long>(v)),
        z(static_cast<unsigned long>(v)) {}
  template <class U0, class U1, class U2>
  constexpr ulong3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<unsigned long>(u0)), y(static_cast<unsigned long>(u1)),
        z(static_cast<unsigned long>(u2)) {}
};
inline constexpr ulong3 make_ulong3(unsigned long x, unsigned long y, unsigned long z) {
  return ulong3(x, y, z);
}
template <> struct wave64::VectorTraits<ulong3> {
  using Scalar = unsigned long;
  static constexpr int size = 3;
};
struct alignas(16) ulong4 {
  unsigned long x;
  unsigned long y;
  unsigned long z;
  unsigned long w;
  ulong4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulong4(U v)
      : x(static_cast<unsigned long>(v)), y(static_cast<unsigned long>(v)),
        z(static_cast<unsigned long>(v)), w(static_cast<unsigned long>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr ulong4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<unsigned long>(u0)), y(static_cast<unsigned long>(u1)),
        z(static_cast<unsigned long>(u2)), w(static_cast<unsigned long>(u3)) {}
};
inline constexpr ulong4 make_ulong4(unsigned long x, unsigned long y, unsigned long z,
                                    unsigned long w) {
  return ulong4(x, y, z, w);
}
template <> struct wave64::VectorTraits<ulong4> {
  using Scalar = unsigned long;
  static constexpr int size = 4;
};
struct longlong1 {
  long long x;
  longlong1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr longlong1(U v) : x(static_cast<long long>(v)) {}
};
inline constexpr longlong1 make_longlong1(long long x) { return longlong1(x); }
template <> struct wave64::VectorTraits<longlong1> {
  using Scalar = long long;
  static constexpr int size = 1;
};
struct alignas(16) longlong2 {
  long long x;
  long long y;
  longlong2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit longlong2(U v) : x(static_cast<long long>(v)), y(static_cast<long long>(v)) {}
  template <class U0, class U1>
  constexpr longlong2(U0 u0, U1 u1)
      : x(static_cast<long long>(u0)), y(static_cast<long long>(u1)) {}
};
inline constexpr longlong2 make_longlong2(long long x, long long y) { return longlong2(x, y); }
template <> struct wave64::VectorTraits<longlong2> {
  using Scalar = long long;
  static constexpr int size = 2;
};
struct longlong3 {
  long long x;
  long long y;
  long long z;
  longlong3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit longlong3(U v)
      : x(static_cast<long long>(v)), y(static_cast<long long>(v)), z(static_cast<long long>(v)) {}
  template <class U0, class U1, class U2>
  constexpr longlong3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<long long>(u0)), y(static_cast<long long>(u1)),
        z(static_cast<long long>(u2)) {}
};
inline constexpr longlong3 make_longlong3(long long x, long long y, long long z) {
  return longlong3(x, y, z);
}
template <> struct wave64::VectorTraits<longlong3> {
  using Scalar = long long;
  static constexpr int size = 3;
};
struct alignas(16) longlong4 {
  long long x;
  long long y;
  long long z;
  long long w;
  longlong4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit longlong4(U v)
      : x(static_cast<long long>(v)), y(static_cast<long long>(v)), z(static_cast<long long>(v)),
        w(static_cast<long long>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr longlong4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<long long>(u0)), y(static_cast<long long>(u1)), z(static_cast<long long>(u2)),
        w(static_cast<long long>(u3)) {}
};
inline constexpr longlong4 make_longlong4(long long x, long long y, long long z, long long w) {
  return longlong4(x, y, z, w);
}
template <> struct wave64::VectorTraits<longlong4> {
  using Scalar = long long;
  static constexpr int size = 4;
};
struct ulonglong1 {
  unsigned long long x;
  ulonglong1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr ulonglong1(U v) : x(static_cast<unsigned long long>(v)) {}
};
inline constexpr ulonglong1 make_ulonglong1(unsigned long long x) { return ulonglong1(x); }
template <> struct wave64::VectorTraits<ulonglong1> {
  using Scalar = unsigned long long;
  static constexpr int size = 1;
};
struct alignas(16) ulonglong2 {
  unsigned long long x;
  unsigned long long y;
  ulonglong2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulonglong2(U v)
      : x(static_cast<unsigned long long>(v)), y(static_cast<unsigned long long>(v)) {}
  template <class U0, class U1>
  constexpr ulonglong2(U0 u0, U1 u1)
      : x(static_cast<unsigned long long>(u0)), y(static_cast<unsigned long long>(u1)) {}
};
inline constexpr ulonglong2 make_ulonglong2(unsigned long long x, unsigned long long y) {
  return ulonglong2(x, y);
}
template <> struct wave64::VectorTraits<ulonglong2> {
  using Scalar = unsigned long long;
  static constexpr int size = 2;
};
struct ulonglong3 {
  unsigned long long x;
  unsigned long long y;
  unsigned long long z;
  ulonglong3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulonglong3(U v)
      : x(static_cast<unsigned long long>(v)), y(static_cast<unsigned long long>(v)),
        z(static_cast<unsigned long long>(v)) {}
  template <class U0, class U1, class U2>
  constexpr ulonglong3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<unsigned long long>(u0)), y(static_cast<unsigned long long>(u1)),
        z(static_cast<unsigned long long>(u2)) {}
};
inline constexpr ulonglong3 make_ulonglong3(unsigned long long x, unsigned long long y,
                                            unsigned long long z) {
  return ulonglong3(x, y, z);
}
template <> struct wave64::VectorTraits<ulonglong3> {
  using Scalar = unsigned long long;
  static constexpr int size = 3;
};
struct alignas(16) ulonglong4 {
  unsigned long long x;
  unsigned long long y;
  unsigned long long z;
  unsigned long long w;
  ulonglong4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit ulonglong4(U v)
      : x(static_cast<unsigned long long>(v)), y(static_cast<unsigned long long>(v)),
        z(static_cast<unsigned long long>(v)), w(static_cast<unsigned long long>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr ulonglong4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<unsigned long long>(u0)), y(static_cast<unsigned long long>(u1)),
        z(static_cast<unsigned long long>(u2)), w(static_cast<unsigned long long>(u3)) {}
};
inline constexpr ulonglong4 make_ulonglong4(unsigned long long x, unsigned long long y,
                                            unsigned long long z, unsigned long long w) {
  return ulonglong4(x, y, z, w);
}
template <> struct wave64::VectorTraits<ulonglong4> {
  using Scalar = unsigned long long;
  static constexpr int size = 4;
};
struct float1 {
  float x;
  float1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr float1(U v) : x(static_cast<float>(v)) {}
};
inline constexpr float1 make_float1(float x) { return float1(x); }
template <> struct wave64::VectorTraits<float1> {
  using Scalar = float;
  static constexpr int size = 1;
};
struct alignas(8) float2 {
  float x;
  float y;
  float2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit float2(U v) : x(static_cast<float>(v)), y(static_cast<float>(v)) {}
  template <class U0, class U1>
  constexpr float2(U0 u0, U1 u1) : x(static_cast<float>(u0)), y(static_cast<float>(u1)) {}
};
inline constexpr float2 make_float2(float x, float y) { return float2(x, y); }
template <> struct wave64::VectorTraits<float2> {
  using Scalar = float;
  static constexpr int size = 2;
};
struct float3 {
  float x;
  float y;
  float z;
  float3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit float3(U v)
      : x(static_cast<float>(v)), y(static_cast<float>(v)), z(static_cast<float>(v)) {}
  template <class U0, class U1, class U2>
  constexpr float3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<float>(u0)), y(static_cast<float>(u1)), z(static_cast<float>(u2)) {}
};
inline constexpr float3 make_float3(float x, float y, float z) { return float3(x, y, z); }
template <> struct wave64::VectorTraits<float3> {
  using Scalar = float;
  static constexpr int size = 3;
};
struct alignas(16) float4 {
  float x;
  float y;
  float z;
  float w;
  float4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit float4(U v)
      : x(static_cast<float>(v)), y(static_cast<float>(v)), z(static_cast<float>(v)),
        w(static_cast<float>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr float4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<float>(u0)), y(static_cast<float>(u1)), z(static_cast<float>(u2)),
        w(static_cast<float>(u3)) {}
};
inline constexpr float4 make_float4(float x, float y, float z, float w) {
  return float4(x, y, z, w);
}
template <> struct wave64::VectorTraits<float4> {
  using Scalar = float;
  static constexpr int size = 4;
};
struct double1 {
  double x;
  double1() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr double1(U v) : x(static_cast<double>(v)) {}
};
inline constexpr double1 make_double1(double x) { return double1(x); }
template <> struct wave64::VectorTraits<double1> {
  using Scalar = double;
  static constexpr int size = 1;
};
struct alignas(16) double2 {
  double x;
  double y;
  double2() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit double2(U v) : x(static_cast<double>(v)), y(static_cast<double>(v)) {}
  template <class U0, class U1>
  constexpr double2(U0 u0, U1 u1) : x(static_cast<double>(u0)), y(static_cast<double>(u1)) {}
};
inline constexpr double2 make_double2(double x, double y) { return double2(x, y); }
template <> struct wave64::VectorTraits<double2> {
  using Scalar = double;
  static constexpr int size = 2;
};
struct double3 {
  double x;
  double y;
  double z;
  double3() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit double3(U v)
      : x(static_cast<double>(v)), y(static_cast<double>(v)), z(static_cast<double>(v)) {}
  template <class U0, class U1, class U2>
  constexpr double3(U0 u0, U1 u1, U2 u2)
      : x(static_cast<double>(u0)), y(static_cast<double>(u1)), z(static_cast<double>(u2)) {}
};
inline constexpr double3 make_double3(double x, double y, double z) { return double3(x, y, z); }
template <> struct wave64::VectorTraits<double3> {
  using Scalar = double;
  static constexpr int size = 3;
};
struct alignas(16) double4 {
  double x;
  double y;
  double z;
  double w;
  double4() = default;
  template <class U>
    requires std::is_arithmetic_v<U>
  constexpr explicit double4(U v)
      : x(static_cast<double>(v)), y(static_cast<double>(v)), z(static_cast<double>(v)),
        w(static_cast<double>(v)) {}
  template <class U0, class U1, class U2, class U3>
  constexpr double4(U0 u0, U1 u1, U2 u2, U3 u3)
      : x(static_cast<double>(u0)), y(static_cast<double>(u1)), z(static_cast<double>(u2)),
        w(static_cast<double>(u3)) {}
};
inline constexpr double4 make_double4(double x, double y, double z, double w) {
  return double4(x, y, z, w);
}
template <> struct wave64::VectorTraits<double4> {
  using Scalar = double;
  static constexpr int size = 4;
};

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
