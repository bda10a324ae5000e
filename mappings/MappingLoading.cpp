// Loading order: built-in tables, then user files that may override built-in entries.
#include "MappingLoading.h"

#include "mappings/EmbeddedTables.h"

#include "llvm/Support/MemoryBuffer.h"

namespace cu2hip {

llvm::Expected<MappingTable> loadMappingTable(const std::vector<std::string> &UserFiles) {
  std::vector<MappingFile> BuiltIn, Overrides;
  for (const EmbeddedFile &File : embeddedMappingFiles()) {
    auto Parsed = parseMappingFile(File.Name, File.Text);
    if (!Parsed)
      return llvm::createStringError("built-in mapping table is invalid: " +
                                     llvm::toString(Parsed.takeError()));
    BuiltIn.push_back(std::move(*Parsed));
  }
  for (const std::string &Path : UserFiles) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError("cannot read --mappings file '" + Path +
                                     "': " + Buffer.getError().message());
    auto Parsed = parseMappingFile(Path, (*Buffer)->getBuffer());
    if (!Parsed)
      return Parsed.takeError();
    Overrides.push_back(std::move(*Parsed));
  }
  return MappingTable::build(std::move(BuiltIn), std::move(Overrides));
}

} // namespace cu2hip
