#include "SupportHeaders.h"

#include "OutputWriter.h"
#include "rewriters/SoftwareTextureSupport.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace cu2hip {

llvm::Error placeSupportHeaders(const std::string &OutputPath, std::string_view Translated) {
  if (!includesSoftwareTextures(Translated))
    return llvm::Error::success();
  llvm::SmallString<256> Path(llvm::sys::path::parent_path(OutputPath));
  llvm::sys::path::append(Path, SoftwareTextureHeader);
  std::string_view Text = softwareTextureHeaderText();
  if (auto Existing = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false)) {
    llvm::StringRef Old = (*Existing)->getBuffer();
    if (Old == llvm::StringRef(Text.data(), Text.size()))
      return llvm::Error::success();
    if (!Old.starts_with(
            llvm::StringRef(SoftwareTextureFirstLine.data(), SoftwareTextureFirstLine.size())))
      return llvm::createStringError("'" + Path.str().str() +
                                     "' exists and is not cu2hip's software textures header, "
                                     "which '" +
                                     OutputPath +
                                     "' includes: it is left as it is (rename it and run cu2hip "
                                     "again, or translate with --texture-path hardware)");
  }
  return writeFileAtomically(Path.str().str(), Text);
}

} // namespace cu2hip
