// Translating nvcc command-line flags to their clang/hipcc equivalents, for both CMake
// flag variables and Makefiles: architecture lists, -Xcompiler, fast math, relocatable
// device code, CUDA libraries and install paths. Flags with no equivalent are reported.
#pragma once

#include "MigrationContext.h"

#include <string_view>
#include <vector>

namespace cu2hip {

struct FlagWord {
  unsigned Offset = 0;   // of the flag text in the whole file
  std::string_view Text; // the flag, without a generator-expression wrapper around it
  bool Embedded = false; // inside '$<...:FLAG>' or 'f(FLAG)': dropping it leaves the wrapper
  bool Wrapped = false;  // the word started with '$<...:', so it cannot be a flag's value
  // Set by the CMake rule for a flag inside an unquoted generator expression: a ';' list
  // written there must quote the argument [QuoteBegin, QuoteEnd), or CMake would split it.
  bool QuoteForList = false;
  unsigned QuoteBegin = 0, QuoteEnd = 0;
};

// Splits Text[Begin, End) into words at blanks and ';' (CMake list separators).
std::vector<FlagWord> splitFlagWords(std::string_view Text, unsigned Begin, unsigned End);

// Translates the nvcc flags among Words, which belong to one command line or one CMake
// command: the first architecture flag becomes the --offload-arch list, later ones are
// dropped. Words that are not nvcc flags are left alone.
// Joiner separates the flags of a replacement that has several: ' ' in command lines and
// CMake flag strings, ';' in CMake option lists (target_compile_options, CUDA_NVCC_FLAGS).
void translateNvccFlags(const std::vector<FlagWord> &Words, MigrationContext &Context,
                        const char *Rule, char Joiner = ' ');

// Rewrites a path that points into a CUDA installation ('/usr/local/cuda-12.4/lib64',
// '$(CUDA_PATH)/include') to the ROCm layout: literal roots become /opt/rocm, lib64 becomes
// lib. PathOffset is where Path starts in the file. True when it was a CUDA path.
bool translateCudaPath(std::string_view Path, unsigned PathOffset, MigrationContext &Context,
                       const char *Rule);

} // namespace cu2hip
