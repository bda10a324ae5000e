// Everything that changes how a file is translated; filled by tool/, passed down as a value.
#pragma once

#include "mappings/ApiVersion.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace cu2hip {

enum class LaunchSyntax { Chevrons, HipLaunchKernelGGL };
// --texture-path: Auto takes the software path when a target has no image instructions.
enum class TexturePath { Auto, Hardware, Software };

// How a parse that reports errors may still be kept. Tried only after a strict parse failed,
// never part of a precompiled preamble. In every mode the nvcc-dialect errors of the main
// file are tolerated (and reported), and an error of no known kind only on a line that also
// has an unresolved name (the syntax error that name caused).
enum class ParseTolerance {
  None,
  // Headers not found (an SDK not installed on the migration machine): every error is such a
  // header or a name nothing declared, and there is at least one such header.
  MissingHeaders,
  // A header that relies on its includer's declarations: every error is a name nothing
  // declared (or a header not found).
  UnresolvedNames,
  // Code nvcc accepts and Clang rejects, each place reported (a __shared__ variable whose
  // type has a constructor): every error is of that kind.
  NvccDialect,
};

// A PCH as a parse uses it (set per parse from the PreambleCache).
struct PrecompiledPreamble {
  std::string Path; // "" when there is none
  // Clang checks, on loading a PCH, that the file it was built from still has its size and
  // time. For a PCH from the store, another cu2hip run may remove both files at any time
  // (eviction), so Path is then this run's own link to the PCH and that file is served to
  // the parse from memory (SourcePath empty: nothing to serve).
  std::string SourcePath, SourceText;
  int64_t SourceTime = 0; // seconds since the epoch, as Clang compares them
};

struct ParseOptions {
  std::string CudaPath;                  // CUDA installation root
  std::string ResourceDir;               // clang's builtin headers
  std::vector<std::string> ExtraArgs;    // -I, -D, -std=..., and everything after --
  std::string GpuArch = "sm_70";         // device-side parse
  PrecompiledPreamble PrecompiledHeader; // set per parse from the PreambleCache
  // A header that is not self-contained parses only after what its includer included
  // first. IncluderPath names a file that includes it; IncluderPrefix is that file's text
  // up to the include (its open conditionals closed). Tried when the header alone fails.
  std::string IncluderPath;
  std::string IncluderPrefix;
  // The file belongs to a translation unit whose main file nvcc compiles (a header reached
  // from a .cu through other headers): parsed with nvcc's dialect (NvccDialect.h) as that
  // main file is, '#if __CUDACC__' included.
  bool NvccDialectUnit = false;
  ParseTolerance Tolerance = ParseTolerance::None;
  // The file is a header by its name: when no includer's context makes it parse, its
  // unresolved names may be its includer's (ParseTolerance::UnresolvedNames).
  bool Header = false;
  // Files the parse reads from here instead of the disk (absolute path -> text): an
  // --in-place run's originals, so that a header it rewrote already (or an interrupted run
  // did) is still parsed as the CUDA its includers were written against.
  std::shared_ptr<const std::map<std::string, std::string>> FileSnapshot;
};

struct TranslationOptions {
  ParseOptions Parse;
  ApiVersion TargetHip{7, 0};
  // The run's AMD targets (--offload-arch, else what the migrated build scripts get):
  // findings about constructs one of them cannot compile are warnings, not notes.
  std::vector<std::string> AmdTargets = {"gfx90a", "gfx942"};
  // Texture and surface objects through cu2hip's software textures (cu2hip_soft_texture.h)
  // instead of HIP's: by default when a target without image instructions is among
  // AmdTargets (--texture-path).
  bool SoftwareTextures = false;
  LaunchSyntax Launch = LaunchSyntax::Chevrons;
  bool UseRocNames = false;
  bool FixWarpSize = false;       // apply the fix-its of warp-size findings
  bool AllowFallback = true;      // translate at token level when Clang cannot parse the file
  bool InlineDiagnostics = false; // write each finding as a comment above its line
  // Outputs of .cu files are named .hip (--out-dir, --out-root): '#include "x.cu"' must
  // then name x.hip, or the output tree does not compile.
  bool CuSourcesRenamed = false;
  std::vector<std::string> SuppressedIds; // --suppress: IDs never reported
  // --only-rules: run these rules of the registry and the ones they need (empty: all).
  std::vector<std::string> OnlyRules;
  // --file-timeout: seconds a file's parse and analysis may take (0: no limit). Not in
  // cacheMaterial(): it changes nothing in a translation that finished, and one that did
  // not is never cached.
  double FileTimeoutSeconds = 120;

  // Every field above except Parse.PrecompiledHeader (set per parse; the same headers
  // either way), as text: what the incremental cache keys a run's translations on. A new
  // field belongs here too.
  std::string cacheMaterial() const;
};

} // namespace cu2hip
