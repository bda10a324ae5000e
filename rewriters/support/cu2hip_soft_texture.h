// cu2hip software textures, version 1: written by cu2hip beside translated files; do not edit.
//
// CUDA texture and surface objects for GPUs without image instructions (MI300's gfx940-942,
// MI350's gfx950), where HIP's tex2D & co. are unavailable and the runtime cannot create texture
// objects. Arrays are plain device memory with packed rows, a texture object is the device
// address of a descriptor, and addressing and filtering run in device code, following the CUDA
// C++ Programming Guide's "Texture Fetching" appendix. The same code runs on HIP's NVIDIA
// platform, so translated programs behave alike on both.
//
// Known differences from hardware textures: sRGB, anisotropy, mipmaps and texture gather are not
// supported; cubemap faces are sampled without seamless filtering across edges; resource views
// may not change the format and their subranges are ignored; integer formats read as stored use
// zero for the border colour (float results use the descriptor's borderColor for the format's
// channels). Linear filtering agrees with an H100's texture unit to within one step of its
// 8-bit weights (the hardware's fixed-point coordinates are not modelled).
#ifndef CU2HIP_SOFT_TEXTURE_H
#define CU2HIP_SOFT_TEXTURE_H

#include <hip/hip_runtime.h>

#include <cstdint>
#include <cstring>
#include <mutex>
#include <type_traits>
#include <unordered_map>

namespace cu2hip_soft {
namespace detail {

enum class ChannelKind : unsigned char { Signed, Unsigned, Float };
enum class AddressMode : unsigned char { Wrap, Clamp, Mirror, Border };

// Everything a fetch needs, resident in device memory; a texture or surface object is its address.
struct TextureDescriptor {
  unsigned char *data;
  size_t rowPitch;                  // bytes
  size_t slicePitch;                // bytes between z slices, layers or cubemap faces
  int width, height, depth, layers; // elements; an absent dimension counts 1
  int dims;                         // dimensions addressed by coordinates: 1, 2 or 3
  int channels, bytesPerChannel, elementBytes;
  ChannelKind kind;
  AddressMode addressModes[3];
  bool linearFilter, normalizedCoords;
  bool returnsFloat; // normalized integers and halves read as float, as CUDA's hardware does
  float borderColor[4];
};

// The four 32-bit registers a hardware fetch returns: integers as stored, or float bits.
struct Texel {
  unsigned int bits[4];
};

// The component type and count of the value type a program asks for.
template <class C, int N> struct Shape {
  using Component = C;
  static constexpr int count = N;
};
template <class T> struct VectorShape : Shape<T, 1> {};
#define CU2HIP_SOFT_VECTOR_SHAPE(prefix, component)                                                \
  template <> struct VectorShape<prefix##1> : Shape<component, 1> {};                              \
  template <> struct VectorShape<prefix##2> : Shape<component, 2> {};                              \
  template <> struct VectorShape<prefix##4> : Shape<component, 4> {};
CU2HIP_SOFT_VECTOR_SHAPE(char, signed char)
CU2HIP_SOFT_VECTOR_SHAPE(uchar, unsigned char)
CU2HIP_SOFT_VECTOR_SHAPE(short, short)
CU2HIP_SOFT_VECTOR_SHAPE(ushort, unsigned short)
CU2HIP_SOFT_VECTOR_SHAPE(int, int)
CU2HIP_SOFT_VECTOR_SHAPE(uint, unsigned int)
CU2HIP_SOFT_VECTOR_SHAPE(float, float)
#undef CU2HIP_SOFT_VECTOR_SHAPE

// A register as one component: CUDA's fetch templates narrow integer registers and read float
// registers as float, so a type that matches the format gets the stored value back exactly.
template <class Component> __device__ Component registerAs(unsigned int bits) {
  if constexpr (std::is_integral<Component>::value)
    return static_cast<Component>(bits);
  else // float, and __half through its conversion from float
    return static_cast<Component>(__uint_as_float(bits));
}

template <class T> __device__ T fromTexel(const Texel &texel) {
  using Layout = VectorShape<T>;
  using Component = typename Layout::Component;
  if constexpr (std::is_same<Component, T>::value) {
    return registerAs<T>(texel.bits[0]);
  } else {
    T value{};
    value.x = registerAs<Component>(texel.bits[0]);
    if constexpr (Layout::count >= 2)
      value.y = registerAs<Component>(texel.bits[1]);
    if constexpr (Layout::count >= 4) {
      value.z = registerAs<Component>(texel.bits[2]);
      value.w = registerAs<Component>(texel.bits[3]);
    }
    return value;
  }
}

template <class Handle> __device__ const TextureDescriptor &descriptorOf(Handle object) {
  return *(const TextureDescriptor *)object; // a pointer on AMD, an integer on NVIDIA
}

__device__ inline void trapKernel() {
#if defined(__HIP_PLATFORM_NVIDIA__)
  __trap();
#else
  __builtin_trap();
#endif
}

// Bit conversion, so that the header needs no half-precision header of either platform.
__device__ inline float halfBitsToFloat(unsigned int half) {
  const unsigned int sign = (half & 0x8000u) << 16, exponent = (half >> 10) & 0x1fu,
                     mantissa = half & 0x3ffu;
  if (exponent == 0x1fu)
    return __uint_as_float(sign | 0x7f800000u | (mantissa << 13));
  if (exponent == 0) {
    const float magnitude = mantissa * 0x1p-24f;
    return sign ? -magnitude : magnitude;
  }
  return __uint_as_float(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

__device__ inline unsigned int loadChannel(const TextureDescriptor &t, const unsigned char *element,
                                           int channel) {
  const unsigned char *at = element + channel * t.bytesPerChannel;
  if (t.bytesPerChannel == 1)
    return *at;
  if (t.bytesPerChannel == 2)
    return *reinterpret_cast<const unsigned short *>(at);
  return *reinterpret_cast<const unsigned int *>(at);
}

// The register of an element read as stored: signed channels are sign-extended.
__device__ inline unsigned int channelAsRegister(const TextureDescriptor &t, unsigned int raw) {
  if (t.kind != ChannelKind::Signed || t.bytesPerChannel == 4)
    return raw;
  return static_cast<unsigned int>(t.bytesPerChannel == 1 ? int(static_cast<signed char>(raw))
                                                          : int(static_cast<short>(raw)));
}

// cudaReadModeNormalizedFloat maps unsigned integers onto [0,1] and signed ones onto [-1,1]; only
// 8- and 16-bit channels are normalized (CUDA Programming Guide, "Texture Memory").
__device__ inline float channelAsFloat(const TextureDescriptor &t, unsigned int raw) {
  if (t.kind == ChannelKind::Float)
    return t.bytesPerChannel == 2 ? halfBitsToFloat(raw) : __uint_as_float(raw);
  if (t.kind == ChannelKind::Unsigned)
    return t.bytesPerChannel == 1   ? raw / 255.0f
           : t.bytesPerChannel == 2 ? raw / 65535.0f
                                    : float(raw);
  if (t.bytesPerChannel == 1)
    return fmaxf(static_cast<signed char>(raw) / 127.0f, -1.0f);
  if (t.bytesPerChannel == 2)
    return fmaxf(static_cast<short>(raw) / 32767.0f, -1.0f);
  return float(static_cast<int>(raw));
}

__device__ inline const unsigned char *elementAt(const TextureDescriptor &t, int x, int y,
                                                 int slice) {
  return t.data + size_t(slice) * t.slicePitch + size_t(y) * t.rowPitch +
         size_t(x) * t.elementBytes;
}

__device__ inline void readFloats(const TextureDescriptor &t, const unsigned char *element,
                                  float (&value)[4]) {
  for (int c = 0; c < 4; ++c)
    value[c] = c < t.channels ? channelAsFloat(t, loadChannel(t, element, c)) : 0.0f;
}

__device__ inline Texel floatTexel(const float (&value)[4]) {
  return Texel{{__float_as_uint(value[0]), __float_as_uint(value[1]), __float_as_uint(value[2]),
                __float_as_uint(value[3])}};
}

__device__ inline Texel readTexel(const TextureDescriptor &t, const unsigned char *element) {
  if (t.returnsFloat) {
    float value[4];
    readFloats(t, element, value);
    return floatTexel(value);
  }
  Texel texel{};
  for (int c = 0; c < t.channels; ++c)
    texel.bits[c] = channelAsRegister(t, loadChannel(t, element, c));
  return texel;
}

__device__ inline Texel borderTexel(const TextureDescriptor &t) {
  if (t.returnsFloat || t.kind == ChannelKind::Float)
    return floatTexel(t.borderColor);
  return Texel{};
}

// Moves an integer texel index into the texture; false for Border mode outside it.
__device__ inline bool resolveIndex(int &index, int size, AddressMode mode) {
  if (index >= 0 && index < size)
    return true;
  if (mode == AddressMode::Border)
    return false;
  if (mode == AddressMode::Wrap) {
    index %= size;
    index += index < 0 ? size : 0;
  } else if (mode == AddressMode::Mirror) {
    const int period = 2 * size;
    int phase = index % period;
    phase += phase < 0 ? period : 0;
    index = phase < size ? phase : period - 1 - phase;
  } else {
    index = index < 0 ? 0 : size - 1;
  }
  return true;
}

// floor() as an int, bounded so that NaN and huge coordinates cannot overflow the conversion.
__device__ inline int floorToIndex(float u) {
  const float limit = 1073741824.0f;
  return static_cast<int>(floorf(fminf(fmaxf(u, -limit), limit)));
}

__device__ inline Texel pointSample(const TextureDescriptor &t, const float (&u)[3], int slice) {
  const int sizes[3] = {t.width, t.height, t.depth};
  int index[3] = {0, 0, slice};
  for (int d = 0; d < t.dims; ++d) {
    index[d] = floorToIndex(u[d]);
    if (!resolveIndex(index[d], sizes[d], t.addressModes[d]))
      return borderTexel(t);
  }
  return readTexel(t, elementAt(t, index[0], index[1], index[2]));
}

// Linear filtering weighs the 2, 4 or 8 nearest texels with fractions in the hardware's 9-bit
// fixed point with 8 fractional bits (CUDA Programming Guide, "Linear Filtering").
__device__ inline Texel linearSample(const TextureDescriptor &t, const float (&u)[3], int slice) {
  const int sizes[3] = {t.width, t.height, t.depth};
  int base[3] = {0, 0, slice};
  float fraction[3] = {0.0f, 0.0f, 0.0f};
  for (int d = 0; d < t.dims; ++d) {
    const float shifted = u[d] - 0.5f;
    base[d] = floorToIndex(shifted);
    fraction[d] = rintf((shifted - floorf(shifted)) * 256.0f) / 256.0f;
  }
  float sum[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int corner = 0; corner < (1 << t.dims); ++corner) {
    int index[3] = {base[0], base[1], base[2]};
    float weight = 1.0f;
    bool inside = true;
    for (int d = 0; d < t.dims; ++d) {
      const bool upper = (corner >> d) & 1;
      weight *= upper ? fraction[d] : 1.0f - fraction[d];
      index[d] += upper;
      inside = resolveIndex(index[d], sizes[d], t.addressModes[d]) && inside;
    }
    float value[4];
    if (inside)
      readFloats(t, elementAt(t, index[0], index[1], index[2]), value);
    for (int c = 0; c < 4; ++c)
      sum[c] += weight * (inside ? value[c] : t.borderColor[c]);
  }
  return floatTexel(sum);
}

__device__ inline Texel sample(const TextureDescriptor &t, float x, float y, float z, int slice,
                               bool normalized) {
  const float sizes[3] = {float(t.width), float(t.height), float(t.depth)};
  float u[3] = {x, y, z};
  for (int d = 0; d < 3; ++d)
    u[d] *= normalized ? sizes[d] : 1.0f;
  return t.linearFilter ? linearSample(t, u, slice) : pointSample(t, u, slice);
}

// Clamped surface rows stay inside the array.
__device__ inline int clampIndex(int index, int count) {
  return index < 0 ? 0 : index >= count ? count - 1 : index;
}

// Layer indices are never filtered. One outside the array reads the last layer, a negative one
// too: the hardware takes the index as unsigned (measured on an H100 against CUDA's textures).
__device__ inline int layerIndex(int layer, int count) {
  return static_cast<unsigned>(layer) >= static_cast<unsigned>(count) ? count - 1 : layer;
}

// The face (+x, -x, +y, -y, +z, -z = 0..5) of the major axis and the face coordinates in [0,1],
// oriented as in CUDA Programming Guide table "Cubemap Fetch"; ties prefer x, then y.
__device__ inline Texel cubemapSample(const TextureDescriptor &t, float x, float y, float z,
                                      int layer) {
  const float ax = fabsf(x), ay = fabsf(y), az = fabsf(z);
  int face;
  float major, s, tc;
  if (ax >= ay && ax >= az) {
    face = x >= 0.0f ? 0 : 1, major = ax, s = x >= 0.0f ? -z : z, tc = -y;
  } else if (ay >= az) {
    face = y >= 0.0f ? 2 : 3, major = ay, s = x, tc = y >= 0.0f ? z : -z;
  } else {
    face = z >= 0.0f ? 4 : 5, major = az, s = z >= 0.0f ? x : -x, tc = -y;
  }
  const int slice = face + 6 * layerIndex(layer, t.layers / 6);
  return sample(t, (s / major + 1.0f) * 0.5f, (tc / major + 1.0f) * 0.5f, 0.0f, slice, true);
}

// A fetch with float coordinates; layer 0 for textures without layers.
template <class T>
__device__ T fetch(hipTextureObject_t object, float x, float y, float z, int layer) {
  const TextureDescriptor &t = descriptorOf(object);
  return fromTexel<T>(sample(t, x, y, z, layerIndex(layer, t.layers), t.normalizedCoords));
}

// The byte address of a surface access, or null for an ignored one (Zero mode outside).
template <class T>
__device__ unsigned char *surfaceAddress(const TextureDescriptor &t, int x, int y, int slice,
                                         int sliceCount, hipSurfaceBoundaryMode mode) {
  const long long lastX = (long long)t.width * t.elementBytes - (long long)sizeof(T);
  const bool inside =
      x >= 0 && x <= lastX && y >= 0 && y < t.height && slice >= 0 && slice < sliceCount;
  if (!inside) {
    if (mode == hipBoundaryModeZero)
      return nullptr;
    if (mode != hipBoundaryModeClamp || lastX < 0) {
      trapKernel(); // CUDA's Trap mode ends the kernel with an error
      return nullptr;
    }
    x = x < 0 ? 0 : x > lastX ? int(lastX) : x;
    y = clampIndex(y, t.height);
    slice = clampIndex(slice, sliceCount);
  }
  return t.data + size_t(slice) * t.slicePitch + size_t(y) * t.rowPitch + size_t(x);
}

// Surfaces move raw bytes: the value's size, at a byte offset x (CUDA Programming Guide, "Surface
// Memory").
template <class T>
__device__ void surfaceWrite(const T &data, hipSurfaceObject_t surface, int x, int y, int slice,
                             bool layered, hipSurfaceBoundaryMode mode) {
  const TextureDescriptor &t = descriptorOf(surface);
  if (unsigned char *at = surfaceAddress<T>(t, x, y, slice, layered ? t.layers : t.depth, mode))
    memcpy(at, &data, sizeof(T));
}

template <class T>
__device__ T surfaceRead(hipSurfaceObject_t surface, int x, int y, int slice, bool layered,
                         hipSurfaceBoundaryMode mode) {
  const TextureDescriptor &t = descriptorOf(surface);
  T value{};
  if (const unsigned char *at =
          surfaceAddress<T>(t, x, y, slice, layered ? t.layers : t.depth, mode))
    memcpy(&value, at, sizeof(T));
  return value;
}

} // namespace detail

// ---- Texture fetches: the value forms, then CUDA's pointer-out forms.

template <class T> __device__ T tex1Dfetch(hipTextureObject_t object, int x) {
  const detail::TextureDescriptor &t = detail::descriptorOf(object);
  if (x < 0 || x >= t.width) // linear memory reads zero outside, whatever the address mode
    return detail::fromTexel<T>(detail::Texel{});
  return detail::fromTexel<T>(detail::readTexel(t, detail::elementAt(t, x, 0, 0)));
}
template <class T> __device__ T tex1D(hipTextureObject_t object, float x) {
  return detail::fetch<T>(object, x, 0.0f, 0.0f, 0);
}
template <class T> __device__ T tex2D(hipTextureObject_t object, float x, float y) {
  return detail::fetch<T>(object, x, y, 0.0f, 0);
}
template <class T> __device__ T tex3D(hipTextureObject_t object, float x, float y, float z) {
  return detail::fetch<T>(object, x, y, z, 0);
}
template <class T> __device__ T tex1DLayered(hipTextureObject_t object, float x, int layer) {
  return detail::fetch<T>(object, x, 0.0f, 0.0f, layer);
}
template <class T>
__device__ T tex2DLayered(hipTextureObject_t object, float x, float y, int layer) {
  return detail::fetch<T>(object, x, y, 0.0f, layer);
}
template <class T> __device__ T texCubemap(hipTextureObject_t object, float x, float y, float z) {
  return detail::fromTexel<T>(detail::cubemapSample(detail::descriptorOf(object), x, y, z, 0));
}
template <class T>
__device__ T texCubemapLayered(hipTextureObject_t object, float x, float y, float z, int layer) {
  return detail::fromTexel<T>(detail::cubemapSample(detail::descriptorOf(object), x, y, z, layer));
}

template <class T> __device__ void tex1Dfetch(T *out, hipTextureObject_t object, int x) {
  *out = cu2hip_soft::tex1Dfetch<T>(object, x);
}
template <class T> __device__ void tex1D(T *out, hipTextureObject_t object, float x) {
  *out = cu2hip_soft::tex1D<T>(object, x);
}
template <class T> __device__ void tex2D(T *out, hipTextureObject_t object, float x, float y) {
  *out = cu2hip_soft::tex2D<T>(object, x, y);
}
template <class T>
__device__ void tex3D(T *out, hipTextureObject_t object, float x, float y, float z) {
  *out = cu2hip_soft::tex3D<T>(object, x, y, z);
}
template <class T>
__device__ void tex1DLayered(T *out, hipTextureObject_t object, float x, int layer) {
  *out = cu2hip_soft::tex1DLayered<T>(object, x, layer);
}
template <class T>
__device__ void tex2DLayered(T *out, hipTextureObject_t object, float x, float y, int layer) {
  *out = cu2hip_soft::tex2DLayered<T>(object, x, y, layer);
}
template <class T>
__device__ void texCubemap(T *out, hipTextureObject_t object, float x, float y, float z) {
  *out = cu2hip_soft::texCubemap<T>(object, x, y, z);
}
template <class T>
__device__ void texCubemapLayered(T *out, hipTextureObject_t object, float x, float y, float z,
                                  int layer) {
  *out = cu2hip_soft::texCubemapLayered<T>(object, x, y, z, layer);
}

// ---- Surfaces: x in bytes; writes, then reads in both of CUDA's forms.

template <class T>
__device__ void surf1Dwrite(T data, hipSurfaceObject_t surface, int x,
                            hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  detail::surfaceWrite(data, surface, x, 0, 0, false, mode);
}
template <class T>
__device__ void surf2Dwrite(T data, hipSurfaceObject_t surface, int x, int y,
                            hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  detail::surfaceWrite(data, surface, x, y, 0, false, mode);
}
template <class T>
__device__ void surf3Dwrite(T data, hipSurfaceObject_t surface, int x, int y, int z,
                            hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  detail::surfaceWrite(data, surface, x, y, z, false, mode);
}
template <class T>
__device__ void surf1DLayeredwrite(T data, hipSurfaceObject_t surface, int x, int layer,
                                   hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  detail::surfaceWrite(data, surface, x, 0, layer, true, mode);
}
template <class T>
__device__ void surf2DLayeredwrite(T data, hipSurfaceObject_t surface, int x, int y, int layer,
                                   hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  detail::surfaceWrite(data, surface, x, y, layer, true, mode);
}

template <class T>
__device__ T surf1Dread(hipSurfaceObject_t surface, int x,
                        hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  return detail::surfaceRead<T>(surface, x, 0, 0, false, mode);
}
template <class T>
__device__ T surf2Dread(hipSurfaceObject_t surface, int x, int y,
                        hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  return detail::surfaceRead<T>(surface, x, y, 0, false, mode);
}
template <class T>
__device__ T surf3Dread(hipSurfaceObject_t surface, int x, int y, int z,
                        hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  return detail::surfaceRead<T>(surface, x, y, z, false, mode);
}
template <class T>
__device__ T surf1DLayeredread(hipSurfaceObject_t surface, int x, int layer,
                               hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  return detail::surfaceRead<T>(surface, x, 0, layer, true, mode);
}
template <class T>
__device__ T surf2DLayeredread(hipSurfaceObject_t surface, int x, int y, int layer,
                               hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  return detail::surfaceRead<T>(surface, x, y, layer, true, mode);
}

template <class T>
__device__ void surf1Dread(T *out, hipSurfaceObject_t surface, int x,
                           hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  *out = detail::surfaceRead<T>(surface, x, 0, 0, false, mode);
}
template <class T>
__device__ void surf2Dread(T *out, hipSurfaceObject_t surface, int x, int y,
                           hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  *out = detail::surfaceRead<T>(surface, x, y, 0, false, mode);
}
template <class T>
__device__ void surf3Dread(T *out, hipSurfaceObject_t surface, int x, int y, int z,
                           hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  *out = detail::surfaceRead<T>(surface, x, y, z, false, mode);
}
template <class T>
__device__ void surf1DLayeredread(T *out, hipSurfaceObject_t surface, int x, int layer,
                                  hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  *out = detail::surfaceRead<T>(surface, x, 0, layer, true, mode);
}
template <class T>
__device__ void surf2DLayeredread(T *out, hipSurfaceObject_t surface, int x, int y, int layer,
                                  hipSurfaceBoundaryMode mode = hipBoundaryModeTrap) {
  *out = detail::surfaceRead<T>(surface, x, y, layer, true, mode);
}

// ---- Host side: soft arrays and the objects over them.
namespace detail {

struct ElementFormat {
  int channels = 0, bytesPerChannel = 0;
  ChannelKind kind = ChannelKind::Unsigned;
  int bytes() const { return channels * bytesPerChannel; }
};

// Formats CUDA arrays hold: 1, 2 or 4 equal channels of 8, 16 or 32 bits; floats of 16 or 32.
inline bool decodeFormat(const hipChannelFormatDesc &desc, ElementFormat *format) {
  const int bits[4] = {desc.x, desc.y, desc.z, desc.w};
  int channels = 0;
  while (channels < 4 && bits[channels] != 0)
    ++channels;
  for (int c = 0; c < 4; ++c)
    if (bits[c] != (c < channels ? bits[0] : 0))
      return false;
  if (channels == 3 || (bits[0] != 8 && bits[0] != 16 && bits[0] != 32))
    return false;
  if (desc.f == hipChannelFormatKindSigned)
    format->kind = ChannelKind::Signed;
  else if (desc.f == hipChannelFormatKindUnsigned)
    format->kind = ChannelKind::Unsigned;
  else if (desc.f == hipChannelFormatKindFloat && bits[0] != 8)
    format->kind = ChannelKind::Float;
  else
    return false;
  format->channels = channels;
  format->bytesPerChannel = bits[0] / 8;
  return true;
}

struct SoftArray {
  unsigned char *data;
  hipChannelFormatDesc format;
  ElementFormat element;
  hipExtent extent; // as allocated: 0 for an absent height or depth
  unsigned int flags;
  size_t rowBytes, rows, slices;
};

struct ObjectRecord {
  hipResourceDesc resource;
  void *deviceDescriptor;
  bool surface;
};

struct Registry {
  std::mutex lock;
  std::unordered_map<const void *, SoftArray *> arrays;
  std::unordered_map<std::uintptr_t, ObjectRecord> objects;
};

// Never destroyed, so that frees from other static destructors still find it.
inline Registry &registry() {
  static Registry *const instance = new Registry;
  return *instance;
}

// The soft array behind a handle, or null for one this header did not make.
inline SoftArray *findArray(const void *handle) {
  Registry &r = registry();
  std::lock_guard<std::mutex> hold(r.lock);
  const auto found = r.arrays.find(handle);
  return found == r.arrays.end() ? nullptr : found->second;
}

template <class Handle> std::uintptr_t objectKey(Handle object) {
  return (std::uintptr_t)object; // a pointer on AMD, an integer on NVIDIA
}

inline hipPitchedPtr storageOf(const SoftArray &array) {
  return make_hipPitchedPtr(array.data, array.rowBytes, array.rowBytes, array.rows);
}

// Extents as cudaMalloc3DArray accepts them: (w,0,0) 1D, (w,h,0) 2D, (w,h,d) 3D, depth = layers
// for layered arrays, and for cubemaps width == height with 6 faces per layer.
inline bool validExtent(const hipExtent &e, unsigned int flags) {
  if (e.width == 0)
    return false;
  if (flags & hipArrayCubemap)
    return e.width == e.height && e.depth != 0 &&
           (flags & hipArrayLayered ? e.depth % 6 == 0 : e.depth == 6);
  if (flags & hipArrayLayered)
    return e.depth != 0;
  return e.height != 0 || e.depth == 0;
}

inline hipError_t allocateArray(hipArray_t *array, const hipChannelFormatDesc *desc,
                                hipExtent extent, unsigned int flags) {
  ElementFormat element;
  if (!array || !desc || !decodeFormat(*desc, &element) || !validExtent(extent, flags))
    return hipErrorInvalidValue;
  const size_t rowBytes = extent.width * element.bytes();
  const size_t rows = extent.height ? extent.height : 1, slices = extent.depth ? extent.depth : 1;
  void *data = nullptr;
  if (hipError_t status = hipMalloc(&data, rowBytes * rows * slices))
    return status;
  SoftArray *soft = new SoftArray{
      static_cast<unsigned char *>(data), *desc, element, extent, flags, rowBytes, rows, slices};
  Registry &r = registry();
  std::lock_guard<std::mutex> hold(r.lock);
  r.arrays[soft] = soft;
  *array = reinterpret_cast<hipArray_t>(soft);
  return hipSuccess;
}

// The start of a region in the first slice of a soft array (its row pitch in *pitch), or null for
// an unknown array or a region that does not fit.
inline unsigned char *regionStart(const void *handle, size_t xBytes, size_t y, size_t widthBytes,
                                  size_t height, size_t *pitch) {
  const SoftArray *soft = findArray(handle);
  if (!soft || xBytes + widthBytes > soft->rowBytes || y + height > soft->rows)
    return nullptr;
  *pitch = soft->rowBytes;
  return soft->data + y * soft->rowBytes + xBytes;
}

// The deprecated linear copies run on row after row from (xBytes, y).
inline unsigned char *linearStart(const void *handle, size_t xBytes, size_t y, size_t count) {
  const SoftArray *soft = findArray(handle);
  const size_t offset = y * (soft ? soft->rowBytes : 0) + xBytes;
  if (!soft || xBytes > soft->rowBytes ||
      offset + count > soft->rowBytes * soft->rows * soft->slices)
    return nullptr;
  return soft->data + offset;
}

// The descriptor fields that come from the memory a resource names.
inline hipError_t describeMemory(const hipResourceDesc &resource, TextureDescriptor *t,
                                 const SoftArray **array) {
  ElementFormat element;
  *array = nullptr;
  size_t width = 0, height = 1, rowPitch = 0;
  if (resource.resType == hipResourceTypeMipmappedArray)
    return hipErrorNotSupported;
  if (resource.resType == hipResourceTypeArray) {
    const SoftArray *soft = findArray(resource.res.array.array);
    if (!soft)
      return hipErrorInvalidValue;
    *array = soft;
    element = soft->element;
    t->data = soft->data;
    width = soft->extent.width, height = soft->rows, rowPitch = soft->rowBytes;
  } else if (resource.resType == hipResourceTypeLinear) {
    if (!resource.res.linear.devPtr || !decodeFormat(resource.res.linear.desc, &element))
      return hipErrorInvalidValue;
    t->data = static_cast<unsigned char *>(resource.res.linear.devPtr);
    width = resource.res.linear.sizeInBytes / element.bytes(),
    rowPitch = resource.res.linear.sizeInBytes;
  } else if (resource.resType == hipResourceTypePitch2D) {
    const auto &pitched = resource.res.pitch2D;
    if (!pitched.devPtr || !decodeFormat(pitched.desc, &element) ||
        pitched.pitchInBytes < pitched.width * element.bytes())
      return hipErrorInvalidValue;
    t->data = static_cast<unsigned char *>(pitched.devPtr);
    width = pitched.width, height = pitched.height, rowPitch = pitched.pitchInBytes;
  } else {
    return hipErrorInvalidValue;
  }
  if (width == 0 || height == 0 || width > INT32_MAX || height > INT32_MAX)
    return hipErrorInvalidValue;
  t->width = int(width), t->height = int(height), t->depth = 1, t->layers = 1;
  t->rowPitch = rowPitch, t->slicePitch = rowPitch * height;
  t->channels = element.channels, t->bytesPerChannel = element.bytesPerChannel;
  t->elementBytes = element.bytes(), t->kind = element.kind;
  t->dims = resource.resType == hipResourceTypePitch2D ? 2 : 1;
  if (const SoftArray *soft = *array) {
    const bool layered = soft->flags & (hipArrayLayered | hipArrayCubemap);
    t->dims = soft->flags & hipArrayCubemap ? 2 : soft->extent.height ? 2 : 1;
    t->dims += !layered && soft->extent.depth ? 1 : 0;
    if (layered)
      t->layers = int(soft->slices);
    else
      t->depth = int(soft->slices);
  }
  return hipSuccess;
}

inline AddressMode addressModeOf(hipTextureAddressMode mode) {
  if (mode == hipAddressModeWrap)
    return AddressMode::Wrap;
  if (mode == hipAddressModeMirror)
    return AddressMode::Mirror;
  if (mode == hipAddressModeBorder)
    return AddressMode::Border;
  return AddressMode::Clamp;
}

// Sampling fields from the texture description. CUDA filters linearly only what it returns as
// float, and treats Wrap and Mirror as Clamp for unnormalized coordinates.
inline hipError_t describeSampling(const hipTextureDesc &desc, bool cubemap, TextureDescriptor *t) {
  const bool normalizedRead = desc.readMode == hipReadModeNormalizedFloat &&
                              t->kind != ChannelKind::Float && t->bytesPerChannel < 4;
  t->returnsFloat = normalizedRead || (t->kind == ChannelKind::Float && t->bytesPerChannel == 2);
  t->linearFilter = desc.filterMode == hipFilterModeLinear;
  if (t->linearFilter && !t->returnsFloat && t->kind != ChannelKind::Float)
    return hipErrorInvalidValue;
  t->normalizedCoords = desc.normalizedCoords != 0;
  for (int d = 0; d < 3; ++d) {
    const AddressMode mode = addressModeOf(desc.addressMode[d]);
    const bool needsNormalized = mode == AddressMode::Wrap || mode == AddressMode::Mirror;
    t->addressModes[d] =
        cubemap || (needsNormalized && !t->normalizedCoords) ? AddressMode::Clamp : mode;
  }
  // The hardware returns the border colour's components for the format's channels only
  // (measured on an H100: a one-channel half texture reads (b0, 0, 0, 0) outside).
  for (int c = 0; c < 4; ++c)
    t->borderColor[c] = c < t->channels ? desc.borderColor[c] : 0.0f;
  return hipSuccess;
}

inline hipError_t publish(const TextureDescriptor &t, const hipResourceDesc &resource, bool surface,
                          std::uintptr_t *key) {
  void *device = nullptr;
  if (hipError_t status = hipMalloc(&device, sizeof t))
    return status;
  if (hipError_t status = hipMemcpy(device, &t, sizeof t, hipMemcpyHostToDevice)) {
    (void)hipFree(device);
    return status;
  }
  *key = objectKey(device);
  Registry &r = registry();
  std::lock_guard<std::mutex> hold(r.lock);
  r.objects[*key] = ObjectRecord{resource, device, surface};
  return hipSuccess;
}

inline hipError_t withdraw(std::uintptr_t key, bool surface) {
  void *device = nullptr;
  {
    Registry &r = registry();
    std::lock_guard<std::mutex> hold(r.lock);
    const auto found = r.objects.find(key);
    if (found == r.objects.end() || found->second.surface != surface)
      return hipErrorInvalidValue;
    device = found->second.deviceDescriptor;
    r.objects.erase(found);
  }
  return hipFree(device);
}

// cudaMemcpy3D measures an array side's position, and the extent when an array takes part, in
// that array's elements, and a pointer side's x position in bytes (CUDA Runtime API, cudaMemcpy3D).
// This rewrites array sides as pitched pointers over their storage, all in bytes.
inline hipError_t lowerArrayCopy(const hipMemcpy3DParms &in, hipMemcpy3DParms *out) {
  *out = in;
  if (!in.srcArray && !in.dstArray)
    return hipSuccess;
  const SoftArray *src = in.srcArray ? findArray(in.srcArray) : nullptr;
  const SoftArray *dst = in.dstArray ? findArray(in.dstArray) : nullptr;
  if ((in.srcArray && !src) || (in.dstArray && !dst))
    return hipErrorInvalidValue;
  const size_t elementBytes = (src ? src : dst)->element.bytes();
  if (src && dst && dst->element.bytes() != int(elementBytes))
    return hipErrorInvalidValue;
  const hipExtent &e = in.extent;
  auto fits = [&e](const SoftArray &a, const hipPos &p) {
    return p.x + e.width <= a.extent.width && p.y + e.height <= a.rows && p.z + e.depth <= a.slices;
  };
  if ((src && !fits(*src, in.srcPos)) || (dst && !fits(*dst, in.dstPos)))
    return hipErrorInvalidValue;
  out->extent.width = e.width * elementBytes;
  if (src)
    out->srcArray = nullptr, out->srcPtr = storageOf(*src),
    out->srcPos.x = in.srcPos.x * elementBytes;
  if (dst)
    out->dstArray = nullptr, out->dstPtr = storageOf(*dst),
    out->dstPos.x = in.dstPos.x * elementBytes;
  return hipSuccess;
}

} // namespace detail

inline hipError_t malloc3DArray(hipArray_t *array, const hipChannelFormatDesc *desc,
                                hipExtent extent, unsigned int flags = 0) {
  return detail::allocateArray(array, desc, extent, flags);
}

inline hipError_t mallocArray(hipArray_t *array, const hipChannelFormatDesc *desc, size_t width,
                              size_t height = 0, unsigned int flags = 0) {
  if (flags & (hipArrayLayered | hipArrayCubemap)) // cudaMallocArray makes 1D and 2D arrays only
    return hipErrorInvalidValue;
  return detail::allocateArray(array, desc, make_hipExtent(width, height, 0), flags);
}

inline hipError_t freeArray(hipArray_t array) {
  if (!array) // as cudaFreeArray(0)
    return hipSuccess;
  detail::SoftArray *soft = nullptr;
  {
    detail::Registry &r = detail::registry();
    std::lock_guard<std::mutex> hold(r.lock);
    const auto found = r.arrays.find(array);
    if (found == r.arrays.end())
      return hipErrorInvalidValue;
    soft = found->second;
    r.arrays.erase(found);
  }
  const hipError_t status = hipFree(soft->data);
  delete soft;
  return status;
}

inline hipError_t arrayGetInfo(hipChannelFormatDesc *desc, hipExtent *extent, unsigned int *flags,
                               hipArray_t array) {
  const detail::SoftArray *soft = detail::findArray(array);
  if (!soft)
    return hipErrorInvalidValue;
  if (desc)
    *desc = soft->format;
  if (extent)
    *extent = soft->extent;
  if (flags)
    *flags = soft->flags;
  return hipSuccess;
}

inline hipError_t getChannelDesc(hipChannelFormatDesc *desc, hipArray_const_t array) {
  const detail::SoftArray *soft = detail::findArray(array);
  if (!soft || !desc)
    return hipErrorInvalidValue;
  *desc = soft->format;
  return hipSuccess;
}

inline hipError_t memcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                size_t count, hipMemcpyKind kind) {
  unsigned char *start = detail::linearStart(dst, wOffset, hOffset, count);
  return start ? hipMemcpy(start, src, count, kind) : hipErrorInvalidValue;
}

inline hipError_t memcpyFromArray(void *dst, hipArray_const_t src, size_t wOffset, size_t hOffset,
                                  size_t count, hipMemcpyKind kind) {
  const unsigned char *start = detail::linearStart(src, wOffset, hOffset, count);
  return start ? hipMemcpy(dst, start, count, kind) : hipErrorInvalidValue;
}

inline hipError_t memcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                  size_t spitch, size_t width, size_t height, hipMemcpyKind kind) {
  size_t pitch = 0;
  unsigned char *start = detail::regionStart(dst, wOffset, hOffset, width, height, &pitch);
  return start ? hipMemcpy2D(start, pitch, src, spitch, width, height, kind) : hipErrorInvalidValue;
}

inline hipError_t memcpy2DToArrayAsync(hipArray_t dst, size_t wOffset, size_t hOffset,
                                       const void *src, size_t spitch, size_t width, size_t height,
                                       hipMemcpyKind kind, hipStream_t stream = 0) {
  size_t pitch = 0;
  unsigned char *start = detail::regionStart(dst, wOffset, hOffset, width, height, &pitch);
  if (!start)
    return hipErrorInvalidValue;
  return hipMemcpy2DAsync(start, pitch, src, spitch, width, height, kind, stream);
}

inline hipError_t memcpy2DFromArray(void *dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                    size_t hOffset, size_t width, size_t height,
                                    hipMemcpyKind kind) {
  size_t pitch = 0;
  const unsigned char *start = detail::regionStart(src, wOffset, hOffset, width, height, &pitch);
  return start ? hipMemcpy2D(dst, dpitch, start, pitch, width, height, kind) : hipErrorInvalidValue;
}

inline hipError_t memcpy2DFromArrayAsync(void *dst, size_t dpitch, hipArray_const_t src,
                                         size_t wOffset, size_t hOffset, size_t width,
                                         size_t height, hipMemcpyKind kind,
                                         hipStream_t stream = 0) {
  size_t pitch = 0;
  const unsigned char *start = detail::regionStart(src, wOffset, hOffset, width, height, &pitch);
  if (!start)
    return hipErrorInvalidValue;
  return hipMemcpy2DAsync(dst, dpitch, start, pitch, width, height, kind, stream);
}

inline hipError_t memcpy3D(const hipMemcpy3DParms *p) {
  hipMemcpy3DParms plain;
  if (!p)
    return hipErrorInvalidValue;
  if (hipError_t status = detail::lowerArrayCopy(*p, &plain))
    return status;
  return hipMemcpy3D(&plain);
}

inline hipError_t memcpy3DAsync(const hipMemcpy3DParms *p, hipStream_t stream = 0) {
  hipMemcpy3DParms plain;
  if (!p)
    return hipErrorInvalidValue;
  if (hipError_t status = detail::lowerArrayCopy(*p, &plain))
    return status;
  return hipMemcpy3DAsync(&plain, stream);
}

inline hipError_t createTextureObject(hipTextureObject_t *object, const hipResourceDesc *resource,
                                      const hipTextureDesc *texture,
                                      const hipResourceViewDesc *view) {
#if defined(__HIP_PLATFORM_NVIDIA__)
  const auto noViewFormat = cudaResViewFormatNone; // HIP 5.2's NVIDIA headers lack the HIP name
#else
  const auto noViewFormat = hipResViewFormatNone;
#endif
  if (!object || !resource || !texture)
    return hipErrorInvalidValue;
  if (view && view->format != noViewFormat)
    return hipErrorNotSupported;
  detail::TextureDescriptor t{};
  const detail::SoftArray *array = nullptr;
  if (hipError_t status = detail::describeMemory(*resource, &t, &array))
    return status;
  const bool cubemap = array && (array->flags & hipArrayCubemap);
  if (hipError_t status = detail::describeSampling(*texture, cubemap, &t))
    return status;
  std::uintptr_t key = 0;
  if (hipError_t status = detail::publish(t, *resource, false, &key))
    return status;
  *object = (hipTextureObject_t)key;
  return hipSuccess;
}

inline hipError_t destroyTextureObject(hipTextureObject_t object) {
  return detail::withdraw(detail::objectKey(object), false);
}

inline hipError_t getTextureObjectResourceDesc(hipResourceDesc *resource,
                                               hipTextureObject_t object) {
  detail::Registry &r = detail::registry();
  std::lock_guard<std::mutex> hold(r.lock);
  const auto found = r.objects.find(detail::objectKey(object));
  if (!resource || found == r.objects.end() || found->second.surface)
    return hipErrorInvalidValue;
  *resource = found->second.resource;
  return hipSuccess;
}

// CUDA makes surfaces only over arrays allocated with cudaArraySurfaceLoadStore.
inline hipError_t createSurfaceObject(hipSurfaceObject_t *surface,
                                      const hipResourceDesc *resource) {
  if (!surface || !resource || resource->resType != hipResourceTypeArray)
    return hipErrorInvalidValue;
  detail::TextureDescriptor t{};
  const detail::SoftArray *array = nullptr;
  if (hipError_t status = detail::describeMemory(*resource, &t, &array))
    return status;
  if (!(array->flags & hipArraySurfaceLoadStore))
    return hipErrorInvalidValue;
  std::uintptr_t key = 0;
  if (hipError_t status = detail::publish(t, *resource, true, &key))
    return status;
  *surface = (hipSurfaceObject_t)key;
  return hipSuccess;
}

inline hipError_t destroySurfaceObject(hipSurfaceObject_t surface) {
  return detail::withdraw(detail::objectKey(surface), true);
}

} // namespace cu2hip_soft

#endif // CU2HIP_SOFT_TEXTURE_H
