// The AMD GPU targets ('--offload-arch') that migrated build scripts ask for.
#pragma once

#include "mappings/ApiVersion.h"

#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

// MI200 (gfx90a) and MI300 in the spelling the chosen HIP version's compiler accepts: the
// clang of HIP before 5.7 (Debian's HIP 5.2 uses clang 15) knows gfx940 but not gfx942,
// and newer clang has dropped gfx940. A build script asking for a target its compiler
// rejects does not build at all.
std::vector<std::string> defaultOffloadArchs(ApiVersion TargetHip);

// 'gfx90a,gfx942' or 'gfx90a;gfx942' (target features such as 'gfx90a:xnack+' allowed);
// nullopt when an item is not an AMD target name or the list is empty.
std::optional<std::vector<std::string>> parseOffloadArchList(const std::string &Value);

// The targets of Archs whose GPUs have no image instructions: gfx940-gfx942 (MI300) and
// gfx950 (MI350), where clang defines __HIP_NO_IMAGE_SUPPORT and HIP 6.x declares the
// texture and surface API unavailable. Spelled as given, target features dropped.
std::vector<std::string> targetsWithoutImages(const std::vector<std::string> &Archs);

} // namespace cu2hip
