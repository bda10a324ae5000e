// Loading order: built-in tables, then user files that may override built-in entries.
#include "MappingLoading.h"

#include "mappings/EmbeddedTables.h"

#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

namespace cu2hip {

namespace {

// The built-in tables are 1.8 MB of JSON, a tenth of a second to parse: every run waits for
// them before its first translation, so the files are parsed on all cores at once.
llvm::Expected<std::vector<MappingFile>> parseBuiltInTables() {
  const std::vector<EmbeddedFile> &Embedded = embeddedMappingFiles();
  std::vector<std::optional<MappingFile>> Parsed(Embedded.size());
  std::vector<std::string> Errors(Embedded.size());
  std::atomic<size_t> Next = 0;
  auto ParseSome = [&] {
    for (size_t I; (I = Next++) < Embedded.size();) {
      auto File = parseMappingFile(Embedded[I].Name, Embedded[I].Text);
      if (File)
        Parsed[I] = std::move(*File);
      else
        Errors[I] = llvm::toString(File.takeError());
    }
  };
  std::vector<std::thread> Helpers(std::clamp(std::thread::hardware_concurrency(), 1u, 3u) - 1);
  for (std::thread &Helper : Helpers)
    Helper = std::thread(ParseSome);
  ParseSome();
  for (std::thread &Helper : Helpers)
    Helper.join();
  std::vector<MappingFile> Files;
  for (size_t I = 0; I < Embedded.size(); ++I) {
    if (!Parsed[I])
      return llvm::createStringError("built-in mapping table is invalid: " + Errors[I]);
    Files.push_back(std::move(*Parsed[I]));
  }
  return Files;
}

} // namespace

llvm::Expected<MappingTable> loadMappingTable(const std::vector<std::string> &UserFiles) {
  auto BuiltIn = parseBuiltInTables();
  if (!BuiltIn)
    return BuiltIn.takeError();
  std::vector<MappingFile> Overrides;
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
  return MappingTable::build(std::move(*BuiltIn), std::move(Overrides));
}

} // namespace cu2hip
