// What a mapped CUDA name becomes for one HIP target: the decision every part of api-mapping
// (identifiers, namespaces, header names) applies, kept in one place so that the
// rules cannot drift apart in what they translate and what they report.
#pragma once

#include "MappingEntry.h"

#include <string>

namespace cu2hip {

struct Resolution {
  enum class Action {
    Rename,          // write Spelling; it may equal the CUDA name (already portable)
    OlderForm,       // the target predates hip_since; the entry's older_hip form stands in
    NewerThanTarget, // the target predates hip_since and nothing stands in (CU2HIP-U003)
    Unsupported,     // no HIP counterpart, or the target HIP removed it (CU2HIP-U001)
  };
  Action What = Action::Rename;
  std::string Spelling;         // Rename: the HIP name (the ROC one with --roc-names);
                                // OlderForm: the older HIP name
  bool AmdNeedsNewer = false;   // Rename although the target predates hip_since: its NVIDIA
                                // platform declares the name, AMD's does not (CU2HIP-W055)
  bool Removed = false;         // Unsupported because the target removed it (hip_removed)
  bool Partial = false;         // same name, other semantics in places (CU2HIP-N002)
  bool Deprecated = false;      // deprecated at or before the target (CU2HIP-N007)
  bool SoftwareTexture = false; // Rename into cu2hip's software textures (CU2HIP-W082)

  // The text after the message of U001/U003: " (the entry's note)", "" without one, and
  // for a removed name " (removed in HIP X.Y)".
  std::string reason(const MappingEntry &E) const;
};

// SoftwareTextures: the run takes the software texture path (TranslationOptions).
Resolution resolve(const MappingEntry &E, const ApiVersion &Target, bool UseRocNames,
                   bool SoftwareTextures);

} // namespace cu2hip
