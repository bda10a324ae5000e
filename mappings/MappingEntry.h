// One record of the API mapping tables: everything cu2hip knows about one CUDA spelling.
#pragma once

#include "ApiVersion.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class SymbolKind { Function, Type, EnumConstant, Macro, Header, Namespace };
enum class SupportStatus { Supported, Partial, Unsupported };

// How one call argument is reshaped when the HIP API differs in shape.
struct ArgumentTransform {
  // WidenMask: a 32-bit CUDA lane mask becomes the 64-bit mask HIP's *_sync functions require.
  // Drop: the argument is removed (reported unless it is a null pointer).
  // SupplyDefault: a call that leaves the argument to CUDA's default value gets that value
  // written out, where HIP's declaration has no default (hipStreamWaitEvent's flags).
  enum class Action { Wrap, Cast, WidenMask, Drop, SupplyDefault };
  unsigned Index = 0;
  Action What = Action::Wrap;
  // The wrapping macro (Wrap), the target type (Cast) or CUDA's default value (SupplyDefault).
  std::string Text;
  // Only for calls with this many arguments (an API whose shape changed between CUDA
  // versions: CUDA 13's four-argument cuCtxCreate).
  std::optional<unsigned> WhenArguments;
};

// The translation used when the target HIP is older than the entry's hip_since.
struct OlderHipForm {
  std::string HipName;
  std::vector<unsigned> DroppedArgs;
  std::string Note;
  // A callee expression written in place of the name when the older HIP's function has
  // another shape: a lambda taking the CUDA arguments ('[](hipError_t e, const char **s) {
  // *s = hipGetErrorString(e); return hipSuccess; }'). The arguments stay as written.
  std::string Callee;
  // Headers only: no counterpart in the older HIP, and AMD compiles without the header, so
  // the include is kept for HIP's NVIDIA platform (where CUDA's header is) and left out on
  // AMD. HipName is empty.
  bool NvidiaOnly = false;
};

// A call with this many arguments has another HIP counterpart (CUDA keeps legacy forms as
// overloads: the five-argument cudaGraphInstantiate is hipGraphInstantiate).
struct CallForm {
  unsigned Arguments = 0;
  std::string HipName;
};

struct MappingEntry {
  std::string Cuda;
  SymbolKind Kind = SymbolKind::Function;
  std::string Family;
  SupportStatus Status = SupportStatus::Supported;
  std::string Hip;
  std::string Roc;
  std::optional<ApiVersion> CudaAdded, CudaDeprecated, CudaRemoved;
  std::optional<ApiVersion> HipSince, HipDeprecated, HipRemoved;
  // HIP versions whose NVIDIA platform (the CUDA-backed headers) does not declare 'hip':
  // the name exists for AMD only there. Measured, not inferred: only versions we checked.
  std::vector<ApiVersion> HipNvidiaAbsent;
  // A header of a HIP library that has no NVIDIA backend at all (rocWMMA: AMD matrix-core
  // builtins only): a file including it builds for AMD only, whatever the HIP version
  // (CU2HIP-W088). Read from the library's sources, not inferred.
  bool AmdOnly = false;
  // HIP versions whose NVIDIA platform declares this hipDeviceAttribute constant but whose
  // hipDeviceGetAttribute has no case for it: hipErrorInvalidValue at run time (AMD serves
  // it). Measured from those versions' headers (CU2HIP-W085).
  std::vector<ApiVersion> HipNvidiaAttributeUnserved;
  // Where HipNvidiaAbsent or HipNvidiaTypeDiffers holds, CUDA's own spelling is a drop-in on
  // that platform: the HIP types it meets there are CUDA's (hipMemPoolProps is
  // cudaMemPoolProps, hip_Memcpy2D's memory types are CUmemorytype). The translation then
  // defines the HIP name as the CUDA one for NVIDIA at that version (a function as the CUDA
  // call with its result converted to hipError_t), in files where no other CUDA name becomes
  // that HIP name. Checked by building a runnable fixture with nvcc.
  bool CudaServesOnNvidia = false;
  // HIP versions older than hip_since whose NVIDIA platform already declares 'hip' (its
  // headers forward to CUDA before AMD's runtime has the call): the name is translated for
  // such a target, with a warning for AMD. Measured against those versions' headers.
  std::vector<ApiVersion> HipNvidiaPresent;
  // HIP versions whose NVIDIA platform declares 'hip' with another type than the CUDA
  // functions and structs it is used with there take (hipArray_t is the runtime's
  // cudaArray_t, hip_Memcpy2D's fields are CUDA's CUmemorytype): builds for AMD only.
  // Measured with nvcc on the cuda-samples; Why says what differs.
  struct NvidiaTypeMismatch {
    std::vector<ApiVersion> Versions;
    std::string Why;
  } HipNvidiaTypeDiffers;
  // HIP versions before Until declare 'hip' only in HipHeader, the translation of CudaHeader
  // (hipRAND before 6.0: hiprandDirectionVectors32_t in hiprand_kernel.h, CUDA's is in
  // curand.h too): a file that does not include CudaHeader, directly or not, fails to compile.
  struct DeclaringHeader {
    ApiVersion Until;
    std::string CudaHeader, HipHeader;
  };
  std::optional<DeclaringHeader> HipDeclaredOnlyIn;
  // HIP versions from From (default hip_since) up to Until (open when absent) declare 'hip'
  // as CUDA code uses it only where Macro is defined before HIP's headers: the '_sync' warp
  // functions of HIP 6.2-6.4 behind HIP_ENABLE_WARP_SYNC_BUILTINS; hipBLAS 2.x (HIP 6.0-6.4)
  // takes hipDataType and hipComplex only behind HIPBLAS_V2. A translation for such a version
  // defines the macro first. Gives says what the macro gives, for the line that defines it;
  // Older, where set, is what versions before From declare instead (a warning at each use).
  struct OptIn {
    std::string Macro;
    ApiVersion From;
    std::optional<ApiVersion> Until;
    std::string Gives, Older;
    bool appliesAt(const ApiVersion &Target) const {
      return From <= Target && (!Until || Target < *Until);
    }
  };
  std::optional<OptIn> HipOptIn;
  // A template argument whose default differs between CUDA's library and HIP's (CUB's
  // logical warp is 32 threads, hipCUB's the wavefront): a use that leaves argument Index to
  // the default gets CUDA's Value written out, so that it means on AMD what it meant in CUDA.
  struct TemplateDefault {
    unsigned Index = 0;
    std::string Value;
    std::string Why;
  };
  std::optional<TemplateDefault> CudaTemplateDefault;
  // The CUDA spelling is removed rather than renamed: a macro that expands to nothing on
  // every platform HIP runs on (CUDART_CB; HIP's callback types carry no calling convention).
  bool Erase = false;
  // The function of cu2hip's software textures (cu2hip_soft_texture.h, written beside the
  // translation) that stands in for this one when the run takes the software texture path:
  // GPUs without image instructions (gfx940-gfx942, gfx950) among the run's targets, where
  // HIP cannot compile texture fetches nor create texture objects.
  std::string SoftwareTexture;
  // The software form is taken only in files that name CUDA arrays (cudaMemcpy3D, cuMemcpy2D
  // copy between plain allocations too; the software form forwards those to HIP's, but a file
  // that never meets an array need not include the header).
  bool SoftwareTextureWithArraysOnly = false;
  // A function that takes or makes CUDA arrays or texture objects and has no software form: on
  // the software texture path it would meet the program's software handles as HIP's, or make
  // hardware ones the translated kernels cannot read (CU2HIP-W083). Says what goes wrong.
  std::string SoftwareTextureGap;
  // The HIP counterpart gives another result than the CUDA one in a way the program may see
  // (CU2HIP-W084): says how. cudaDevAttrGpuOverlap becomes hipDeviceAttributeAsyncEngineCount,
  // a count where CUDA answers 0 or 1.
  std::string ResultDiffers;
  std::string Note;
  std::vector<ArgumentTransform> Args;
  std::optional<OlderHipForm> OlderHip;
  std::vector<CallForm> CallForms;
  // Where the entry was defined, for messages: "runtime_functions.json#cudaMalloc".
  std::string Origin;
};

const char *kindName(SymbolKind Kind);
const char *statusName(SupportStatus Status);

} // namespace cu2hip
