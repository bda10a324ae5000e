// CUDA/HIP vector types (x, y, z, w members and make_* constructors) for the wave64 tier.
// Unlike HIP's, they carry no arithmetic operators: code that relies on HIP's vector
// operators does not compile here and is reported as unsupported, never miscomputed.
#pragma once

#include "Lane.h"

struct char1 { char x; };
inline char1 make_char1(char x) { return char1{x}; }
struct alignas(2) char2 { char x; char y; };
inline char2 make_char2(char x, char y) { return char2{x, y}; }
struct char3 { char x; char y; char z; };
inline char3 make_char3(char x, char y, char z) { return char3{x, y, z}; }
struct alignas(4) char4 { char x; char y; char z; char w; };
inline char4 make_char4(char x, char y, char z, char w) { return char4{x, y, z, w}; }
struct uchar1 { unsigned char x; };
inline uchar1 make_uchar1(unsigned char x) { return uchar1{x}; }
struct alignas(2) uchar2 { unsigned char x; unsigned char y; };
inline uchar2 make_uchar2(unsigned char x, unsigned char y) { return uchar2{x, y}; }
struct uchar3 { unsigned char x; unsigned char y; unsigned char z; };
inline uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) { return uchar3{x, y, z}; }
struct alignas(4) uchar4 { unsigned char x; unsigned char y; unsigned char z; unsigned char w; };
inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) { return uchar4{x, y, z, w}; }
struct short1 { short x; };
inline short1 make_short1(short x) { return short1{x}; }
struct alignas(4) short2 { short x; short y; };
inline short2 make_short2(short x, short y) { return short2{x, y}; }
struct short3 { short x; short y; short z; };
inline short3 make_short3(short x, short y, short z) { return short3{x, y, z}; }
struct alignas(8) short4 { short x; short y; short z; short w; };
inline short4 make_short4(short x, short y, short z, short w) { return short4{x, y, z, w}; }
struct ushort1 { unsigned short x; };
inline ushort1 make_ushort1(unsigned short x) { return ushort1{x}; }
struct alignas(4) ushort2 { unsigned short x; unsigned short y; };
inline ushort2 make_ushort2(unsigned short x, unsigned short y) { return ushort2{x, y}; }
struct ushort3 { unsigned short x; unsigned short y; unsigned short z; };
inline ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) { return ushort3{x, y, z}; }
struct alignas(8) ushort4 { unsigned short x; unsigned short y; unsigned short z; unsigned short w; };
inline ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w) { return ushort4{x, y, z, w}; }
struct int1 { int x; };
inline int1 make_int1(int x) { return int1{x}; }
struct alignas(8) int2 { int x; int y; };
inline int2 make_int2(int x, int y) { return int2{x, y}; }
struct int3 { int x; int y; int z; };
inline int3 make_int3(int x, int y, int z) { return int3{x, y, z}; }
struct alignas(16) int4 { int x; int y; int z; int w; };
inline int4 make_int4(int x, int y, int z, int w) { return int4{x, y, z, w}; }
struct uint1 { unsigned int x; };
inline uint1 make_uint1(unsigned int x) { return uint1{x}; }
struct alignas(8) uint2 { unsigned int x; unsigned int y; };
inline uint2 make_uint2(unsigned int x, unsigned int y) { return uint2{x, y}; }
struct uint3 { unsigned int x; unsigned int y; unsigned int z; };
inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { return uint3{x, y, z}; }
struct alignas(16) uint4 { unsigned int x; unsigned int y; unsigned int z; unsigned int w; };
inline uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) { return uint4{x, y, z, w}; }
struct long1 { long x; };
inline long1 make_long1(long x) { return long1{x}; }
struct alignas(16) long2 { long x; long y; };
inline long2 make_long2(long x, long y) { return long2{x, y}; }
struct long3 { long x; long y; long z; };
inline long3 make_long3(long x, long y, long z) { return long3{x, y, z}; }
struct alignas(16) long4 { long x; long y; long z; long w; };
inline long4 make_long4(long x, long y, long z, long w) { return long4{x, y, z, w}; }
struct ulong1 { unsigned long x; };
inline ulong1 make_ulong1(unsigned long x) { return ulong1{x}; }
struct alignas(16) ulong2 { unsigned long x; unsigned long y; };
inline ulong2 make_ulong2(unsigned long x, unsigned long y) { return ulong2{x, y}; }
struct ulong3 { unsigned long x; unsigned long y; unsigned long z; };
inline ulong3 make_ulong3(unsigned long x, unsigned long y, unsigned long z) { return ulong3{x, y, z}; }
struct alignas(16) ulong4 { unsigned long x; unsigned long y; unsigned long z; unsigned long w; };
inline ulong4 make_ulong4(unsigned long x, unsigned long y, unsigned long z, unsigned long w) { return ulong4{x, y, z, w}; }
struct longlong1 { long long x; };
inline longlong1 make_longlong1(long long x) { return longlong1{x}; }
struct alignas(16) longlong2 { long long x; long long y; };
inline longlong2 make_longlong2(long long x, long long y) { return longlong2{x, y}; }
struct longlong3 { long long x; long long y; long long z; };
inline longlong3 make_longlong3(long long x, long long y, long long z) { return longlong3{x, y, z}; }
struct alignas(16) longlong4 { long long x; long long y; long long z; long long w; };
inline longlong4 make_longlong4(long long x, long long y, long long z, long long w) { return longlong4{x, y, z, w}; }
struct ulonglong1 { unsigned long long x; };
inline ulonglong1 make_ulonglong1(unsigned long long x) { return ulonglong1{x}; }
struct alignas(16) ulonglong2 { unsigned long long x; unsigned long long y; };
inline ulonglong2 make_ulonglong2(unsigned long long x, unsigned long long y) { return ulonglong2{x, y}; }
struct ulonglong3 { unsigned long long x; unsigned long long y; unsigned long long z; };
inline ulonglong3 make_ulonglong3(unsigned long long x, unsigned long long y, unsigned long long z) { return ulonglong3{x, y, z}; }
struct alignas(16) ulonglong4 { unsigned long long x; unsigned long long y; unsigned long long z; unsigned long long w; };
inline ulonglong4 make_ulonglong4(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) { return ulonglong4{x, y, z, w}; }
struct float1 { float x; };
inline float1 make_float1(float x) { return float1{x}; }
struct alignas(8) float2 { float x; float y; };
inline float2 make_float2(float x, float y) { return float2{x, y}; }
struct float3 { float x; float y; float z; };
inline float3 make_float3(float x, float y, float z) { return float3{x, y, z}; }
struct alignas(16) float4 { float x; float y; float z; float w; };
inline float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
struct double1 { double x; };
inline double1 make_double1(double x) { return double1{x}; }
struct alignas(16) double2 { double x; double y; };
inline double2 make_double2(double x, double y) { return double2{x, y}; }
struct double3 { double x; double y; double z; };
inline double3 make_double3(double x, double y, double z) { return double3{x, y, z}; }
struct alignas(16) double4 { double x; double y; double z; double w; };
inline double4 make_double4(double x, double y, double z, double w) { return double4{x, y, z, w}; }

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1) : x(vx), y(vy), z(vz) {}
  constexpr dim3(::wave64::Index3 i) : x(i.x), y(i.y), z(i.z) {}
  constexpr operator ::wave64::Index3() const { return ::wave64::Index3{x, y, z}; }
};
