// Reading and writing the calibration's files.
#include "CalibrationFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <ctime>
#include <fstream>

namespace cu2hip {

llvm::Expected<std::string> readTextFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read '%s': %s", Path.c_str(),
                                   Buffer.getError().message().c_str());
  return (*Buffer)->getBuffer().str();
}

std::string todayUtc() {
  std::time_t Now = std::time(nullptr);
  char Buffer[16];
  std::strftime(Buffer, sizeof Buffer, "%Y-%m-%d", std::gmtime(&Now));
  return Buffer;
}

llvm::Error writeTextFileAtomically(const std::string &Path, const std::string &Text) {
  std::string Temp = Path + ".tmp-calibrate";
  {
    std::ofstream Out(Temp, std::ios::binary);
    Out << Text;
    if (!Out.flush()) {
      llvm::sys::fs::remove(Temp);
      return llvm::createStringError(std::errc::io_error, "cannot write '%s'", Temp.c_str());
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Temp, Path)) {
    llvm::sys::fs::remove(Temp);
    return llvm::createStringError(EC, "cannot write '%s': %s", Path.c_str(), EC.message().c_str());
  }
  return llvm::Error::success();
}

} // namespace cu2hip
