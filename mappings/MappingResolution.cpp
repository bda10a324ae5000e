#include "MappingResolution.h"

#include <algorithm>

namespace cu2hip {

Resolution resolve(const MappingEntry &E, const ApiVersion &Target, bool UseRocNames,
                   bool SoftwareTextures) {
  Resolution R;
  if (E.Status == SupportStatus::Unsupported) {
    R.What = Resolution::Action::Unsupported;
    return R;
  }
  // cu2hip's software textures serve every HIP version alike.
  if (SoftwareTextures && !E.SoftwareTexture.empty()) {
    R.Spelling = E.SoftwareTexture;
    R.SoftwareTexture = true;
    return R;
  }
  if (E.HipRemoved && *E.HipRemoved <= Target) {
    R.What = Resolution::Action::Unsupported;
    R.Removed = true;
    return R;
  }
  R.Partial = E.Status == SupportStatus::Partial;
  R.Deprecated = E.HipDeprecated && *E.HipDeprecated <= Target;
  if (E.HipSince && *E.HipSince > Target) {
    bool NvidiaHasIt = std::find(E.HipNvidiaPresent.begin(), E.HipNvidiaPresent.end(), Target) !=
                       E.HipNvidiaPresent.end();
    if (!NvidiaHasIt) {
      R.What = E.OlderHip ? Resolution::Action::OlderForm : Resolution::Action::NewerThanTarget;
      R.Spelling = E.OlderHip ? E.OlderHip->HipName : "";
      return R;
    }
    R.AmdNeedsNewer = true;
  }
  R.Spelling = UseRocNames && !E.Roc.empty() ? E.Roc : E.Hip;
  return R;
}

std::string Resolution::reason(const MappingEntry &E) const {
  if (Removed)
    return " (removed in HIP " + E.HipRemoved->str() + (E.Note.empty() ? "" : "; " + E.Note) + ")";
  return E.Note.empty() ? "" : " (" + E.Note + ")";
}

} // namespace cu2hip
