// What the Clang parse of one file tells the token-level rules (plain data, no AST pointers).
#pragma once

#include "report/Diagnostics.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

struct ByteRange {
  unsigned Begin = 0, End = 0; // [Begin, End) in the main file
  bool contains(unsigned Offset) const { return Offset >= Begin && Offset < End; }
};

// A cooperative-groups shuffle of a value HIP's AMD groups do not shuffle. The ranges are
// set when the whole call is written in the main file ('tile.shfl_xor(v, 1)' itself, not a
// macro's expansion), so that it can be rewritten.
struct CooperativeGroupsShuffle {
  std::string Member; // shfl, shfl_up, shfl_down, shfl_xor
  std::string Type;   // the value's type as written by Clang
  std::optional<ByteRange> Call, Object, Value, Second;
  bool Arrow = false; // 'group->shfl(...)'
};

// A kernel launch written with <<<...>>> directly in the main file.
struct LaunchSite {
  ByteRange Callee; // the kernel expression before '<<<'
  bool CalleeHasTemplateArgs = false;
  ByteRange OpenChevrons;          // '<<<'
  std::vector<ByteRange> Config;   // explicit grid, block[, shmem[, stream]]
  ByteRange CloseChevronsAndParen; // from '>>>' to the '(' of the argument list
  bool HasArguments = false;
};

struct AstFacts {
  bool Parsed = false;
  std::vector<std::string> Errors;          // first Clang errors, "file:line:col: message"
  std::vector<std::string> MissingIncludes; // headers Clang could not find
  // The parse entered the main file again through an #include (an includer's prefix that
  // already reached this header): the main file's own text may have been skipped.
  bool MainFileReentered = false;
  // A parse kept despite its errors (ParseOptions::Tolerance): how many names stayed
  // unresolved.
  unsigned NamesUnresolved = 0;
  // Such a parse's errors in the main file (offsets): the definitions around them are partly
  // unknown to Clang, and the token-level stand-ins of the AST detectors look at them too.
  std::set<unsigned> ToleratedErrorOffsets;
  // Main-file '__shared__' variables Clang rejected for their constructor or initializer
  // (offsets of its errors), in any parse: what nvcc accepts and hipcc does not.
  std::set<unsigned> SharedInitializers;
  // The bodies of the functions the main file defines, '{' to '}'.
  std::vector<ByteRange> FunctionBodies;
  // Offsets of the '#' of main-file #include lines naming the program's own headers (found
  // outside the system folders, or quoted and not found): what nvcc's implicit
  // cuda_runtime.h precedes and a header may rely on.
  std::set<unsigned> UserIncludeDirectives;
  // Every #include's name as written, at any depth of the parse (the precompiled CUDA
  // preamble aside): 'curand_kernel.h' when the file includes it directly or not.
  std::set<std::string> IncludedNames;

  std::set<unsigned> UserReferenceOffsets; // tokens naming the program's own declarations
  std::set<unsigned> CudaReferenceOffsets; // tokens naming declarations of CUDA headers
  std::set<std::string> UserDeclaredNames; // names the program declares (incl. its macros)
  std::vector<ByteRange> InactiveRanges;   // skipped by the preprocessor on every side parsed
  // Integer constant arguments of *_sync calls (mask arguments), keyed by the offset of
  // the argument's first token: lets a mask named through a constant be recognised.
  std::map<unsigned, unsigned long long> SyncCallConstantArgs;
  // Offsets of *_sync arguments whose own type is already 64 bits wide (an 'unsigned long
  // long' mask variable): widening them for HIP's 64-bit masks loses no lanes.
  std::set<unsigned> SyncCallWideArgs;
  // Explicit template argument lists written in the main file ('f<A, B>'): offset of '<' ->
  // offset of its '>'. The commas inside are not call-argument separators.
  std::map<unsigned, unsigned> TemplateArgumentLists;
  // Tokens naming a CUDA runtime function called from device code (dynamic parallelism):
  // HIP has no device-side runtime API, so these keep their CUDA names.
  std::set<unsigned> DeviceRuntimeCalls;
  // Tokens naming a CUDA header's function called from host code that returns CUDA's error
  // type: cudaError_t (Runtime), CUresult (Driver) or curandStatus_t (Curand). Where such a
  // call keeps its CUDA name, HIP's NVIDIA platform still runs it, and the translated code
  // expects hipError_t (hiprandStatus_t).
  enum class CudaErrorType { Runtime, Driver, Curand };
  std::map<unsigned, CudaErrorType> CudaErrorCalls;
  // The program's own definitions of the integer helpers that CUDA's crt/math_functions.hpp
  // defines for host code too when a file is compiled as CUDA (min, umin, llmax, ...), with
  // the same parameters: whole lines, and the offset of the name.
  struct HelperRedefinition {
    // The lines of the definition, or, where other code shares its first or last line,
    // the definition alone from that side (a guard then goes on a line of its own).
    ByteRange Lines;
    unsigned NameOffset;
    bool SharesFirstLine = false, SharesLastLine = false;
    std::string Operator, VectorType; // "operator+=", "float4" (vector operators only)
  };
  std::vector<HelperRedefinition> HostHelperRedefinitions;
  // The program's own '+=', '-=', '*=' or '/=' on a CUDA vector type and the same type
  // ('void operator+=(float4 &a, float4 b)', cuda-samples' helper_math.h): on AMD, HIP's
  // vector types have these as members, so every such use is ambiguous there.
  std::vector<HelperRedefinition> VectorOperatorDefinitions;
  // The program's own floating-point atomicMin/Max/Sub/CAS on float or double ('__device__
  // float atomicMin(float *, float)'): CUDA has none, HIP defines them on AMD.
  std::vector<HelperRedefinition> AtomicOverloadDefinitions;
  // The program's own functions named as HIP's NVIDIA platform names a function-like macro
  // ('float4 __shfl_down(float4, ...)'): offsets of the name in each declaration and in each
  // call that resolves to such a function, the name followed by '(' (the macro would
  // replace it).
  std::set<unsigned> NvidiaMacroNamedFunctionNames;
  // CUDA functions called from the program's own headers that this file includes (not from
  // the file itself): a '.cu' whose kernel header calls '__any_sync' needs what that call
  // needs before its first include (hip-opt-in).
  std::set<std::string> CalleesInIncludedHeaders;
  // Thrust algorithms the main file calls, by the public header declaring each
  // ('thrust/sequence.h'): the first call's name offset and the algorithm's name
  // (thrust-algorithm-header).
  struct ThrustAlgorithmUse {
    unsigned Offset = 0;
    std::string Name;
  };
  std::map<std::string, ThrustAlgorithmUse> ThrustAlgorithmHeaders;
  // The program's own definitions of a function HIP 5.2's NVIDIA headers also define at
  // global scope ('make_Complex(float, float)'), by name offset -> name.
  std::map<unsigned, std::string> NvidiaHeaderFunctionDefinitions;
  // A dim3 built from a uint3 (CUDA's dim3 has a uint3 constructor, HIP's on AMD has none),
  // by the uint3 expression's begin offset.
  struct Dim3FromUint3 {
    ByteRange Value;              // the uint3 expression
    unsigned MakeUint3Name = ~0u; // offset of 'make_uint3' when Value is a call of it
    bool Repeatable = false;      // a variable or a member of one: may be written thrice
  };
  std::map<unsigned, Dim3FromUint3> Dim3FromUint3Conversions;
  // Arguments of __ffs/__ffsll whose type is neither overload HIP declares on AMD
  // ('__ffsll(int64_t)': long is neither long long nor unsigned long long, so the call is
  // ambiguous there): offset of the argument -> {its end, CUDA's parameter type}.
  std::map<unsigned, std::pair<unsigned, std::string>> AmbiguousIntrinsicArguments;
  // Values of nvcuda::wmma::fill_fragment whose type is not CUDA's parameter type (the
  // fragment's element type; rocWMMA deduces it from both arguments): offset of the value ->
  // {its end, CUDA's parameter type}. Filled by WmmaFillFacts.
  std::map<unsigned, std::pair<unsigned, std::string>> WmmaFillValueCasts;
  // Components of threadIdx/blockIdx/blockDim/gridDim used where their type is deduced or
  // chosen (BuiltinCoordinateFacts.h): offset of the expression -> offset after it.
  std::map<unsigned, unsigned> CoordinateValueUses;
  // Reads of CUDA's cudaDeviceProp fields in the main file: offset of the field name -> name.
  std::map<unsigned, std::string> DevicePropFields;
  // Members of the driver API's CUmemAllocationProp named in the main file ('prop.
  // requestedHandleTypes'): offset of the member's name -> its name.
  std::map<unsigned, std::string> AllocationPropFields;
  // Member functions of CUDA's cooperative-groups classes the main file calls ('tile.
  // meta_group_rank()'): offset of the member's name -> its name.
  std::map<unsigned, std::string> CooperativeGroupsMembers;
  // Cooperative-groups shuffles ('tile.shfl_xor(v, 1)') of a value that is neither an
  // integer nor a floating-point type (a uint4, a __half, a struct): offset of the member's
  // name -> the call.
  std::map<unsigned, CooperativeGroupsShuffle> CooperativeGroupsShuffledTypes;
  // 'tile.meta_group_rank()' and 'tile.meta_group_size()' on a tile variable partitioned
  // from the thread block: offset of the member's name -> {the call, the tile's size}.
  struct TileMetaGroupCall {
    ByteRange Call;
    unsigned TileSize = 0;
  };
  std::map<unsigned, TileMetaGroupCall> TileMetaGroupCalls;
  std::vector<LaunchSite> Launches;
  std::vector<unsigned> LaunchesInMacros; // offsets of launches that could not be mapped back
  std::vector<std::string> SidesParsed;   // "host", "device"
  std::vector<Finding> AstFindings;
  std::vector<std::string> InternalErrors; // detectors that crashed (their findings are missing) //
                                           // from the hazard detectors (offsets set)
  // Namespaces of CUDA's C++ headers as written in the main file: the written range, from
  // its first name to the end of its last ('nvcuda::wmma' of 'nvcuda::wmma::fragment',
  // 'wmma' after 'using namespace nvcuda'), -> the namespace it denotes, qualified and
  // without inline namespaces ("nvcuda::wmma"). Filled by CudaNamespaceFacts.
  std::map<std::pair<unsigned, unsigned>, std::string> CudaNamespaceSpellings;
  // Tokens naming a namespace-scope declaration of CUDA's C++ headers: offset -> its
  // qualified name ("cooperative_groups::this_cluster").
  std::map<unsigned, std::string> CudaQualifiedReferences;
};

} // namespace cu2hip
