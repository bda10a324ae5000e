// Filling TranslationOptions from RunOptions; the one place both are read together.
#include "TranslationSetup.h"

#include "rewriters/buildscripts/OffloadTargets.h"

namespace cu2hip {

TranslationOptions translationOptions(const RunOptions &Options, const std::string &CudaPath,
                                      const MappingTable &Table,
                                      const std::string &DefaultResourceDir) {
  TranslationOptions T;
  T.Parse.CudaPath = CudaPath;
  T.Parse.ResourceDir = Options.ResourceDir.empty() ? DefaultResourceDir : Options.ResourceDir;
  T.Parse.ExtraArgs = Options.ClangArgs;
  T.TargetHip = Options.HipVersion ? *Options.HipVersion : Table.newestHipVersion();
  T.AmdTargets =
      Options.OffloadArchs.empty() ? defaultOffloadArchs(T.TargetHip) : Options.OffloadArchs;
  T.SoftwareTextures =
      Options.Textures == TexturePath::Software ||
      (Options.Textures == TexturePath::Auto && !targetsWithoutImages(T.AmdTargets).empty());
  T.Launch = Options.Launch;
  T.UseRocNames = Options.UseRocNames;
  T.FixWarpSize = Options.FixWarpSize;
  T.AllowFallback = !Options.NoFallback;
  T.InlineDiagnostics = Options.InlineDiagnostics;
  T.CuSourcesRenamed = !Options.KeepExtensions && !Options.InPlace && Options.OutputFile.empty() &&
                       (!Options.OutputDir.empty() || !Options.OutputRoot.empty());
  T.SuppressedIds = Options.SuppressedIds;
  T.OnlyRules = Options.OnlyRules;
  T.FileTimeoutSeconds = Options.FileTimeoutSeconds;
  return T;
}

} // namespace cu2hip
