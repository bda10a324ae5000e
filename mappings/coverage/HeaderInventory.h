// Enumerates the public names a set of CUDA headers declares (functions, types, enum
// constants, macros), by parsing them with Clang: the measure the tables are checked against.
#pragma once

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace cu2hip {

struct HeaderFamily {
  std::string Name;                  // "runtime", "driver", ...
  std::vector<std::string> Includes; // what the probe file includes ("thrust/*.h": every match)
  // Header file names whose declarations count; "cub/" owns every file under a cub folder.
  std::vector<std::string> OwnedFiles;
  bool CudaMode = true; // parse as CUDA (host side) or as plain C++
  // The half/bf16 intrinsics are public yet spelled '__hadd2': for such families only
  // CUDA's internal prefixes (__internal, __nv, __cuda, __CUDA) mark internals.
  bool DoubleUnderscoreIsPublic = false;
  // C++ libraries (CUB, Thrust, cooperative groups, WMMA): only declarations in these
  // namespaces count, named qualified ("cub::BlockReduce"), inline namespaces left out and
  // internal namespaces (detail, details, impl, _*) skipped. Empty for C APIs.
  std::vector<std::string> Namespaces;
  // clang's CUDA wrapper pre-defines the include guards of NVIDIA's device declaration
  // headers (crt/math_functions.h, sm_30_intrinsics.h, ...) and declares their functions
  // itself, so a family living there is parsed a second time as nvcc's host pass sees
  // the headers: C++ with __CUDACC__ defined. Its names are the union of both parses.
  bool AlsoAsNvccSeesIt = false;
};

// The families cu2hip measures (defined next to the enumerator, in HeaderInventory.cpp).
const std::vector<HeaderFamily> &coverageFamilies();

struct InventoryOptions {
  std::string CudaPath;
  std::string ResourceDir;
};

// Public name -> kind ("function", "type", "enum_constant", "macro"; C++ families also
// "variable" and "using" for namespace-scope objects and using-declarations).
using NameInventory = std::map<std::string, std::string>;

llvm::Expected<NameInventory> inventoryFamily(const HeaderFamily &Family,
                                              const InventoryOptions &Options);

} // namespace cu2hip
