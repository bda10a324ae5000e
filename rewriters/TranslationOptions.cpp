#include "TranslationOptions.h"

namespace cu2hip {

std::string TranslationOptions::cacheMaterial() const {
  std::string Material;
  auto Add = [&](const std::string &Field) { Material += Field + '\0'; };
  Add(Parse.CudaPath);
  Add(Parse.ResourceDir);
  for (const std::string &Arg : Parse.ExtraArgs)
    Add("arg:" + Arg);
  Add(Parse.GpuArch);
  Add(TargetHip.str());
  for (const std::string &Arch : AmdTargets)
    Add("target:" + Arch);
  Add(std::to_string(static_cast<int>(Launch)));
  Add(SoftwareTextures ? "textures:software" : "textures:hardware");
  Add(std::string{char('0' + UseRocNames), char('0' + FixWarpSize), char('0' + AllowFallback),
                  char('0' + InlineDiagnostics), char('0' + CuSourcesRenamed)});
  for (const std::string &Id : SuppressedIds)
    Add("suppress:" + Id);
  for (const std::string &Name : OnlyRules)
    Add("rule:" + Name);
  return Material;
}

} // namespace cu2hip
