// Messages for files that do not parse. A missing header is the most common reason in real
// trees (not self-contained headers, platform SDKs, MPI), so it gets a concrete remedy.
#include "ParseProblemReport.h"

#include "llvm/Support/Path.h"

namespace cu2hip {

std::vector<std::string> includeSearchDirectories(const std::string &Path,
                                                  const std::vector<std::string> &ClangArgs,
                                                  const std::string &CudaPath) {
  std::vector<std::string> Dirs = {llvm::sys::path::parent_path(Path).str()};
  for (size_t I = 0; I < ClangArgs.size(); ++I) {
    const std::string &Arg = ClangArgs[I];
    if (Arg.rfind("-I", 0) == 0 && Arg.size() > 2)
      Dirs.push_back(Arg.substr(2));
    else if ((Arg == "-I" || Arg == "-isystem" || Arg == "-iquote") && I + 1 < ClangArgs.size())
      Dirs.push_back(ClangArgs[++I]);
    else if (Arg.rfind("-isystem", 0) == 0 && Arg.size() > 8)
      Dirs.push_back(Arg.substr(8));
  }
  if (!CudaPath.empty())
    Dirs.push_back(CudaPath + "/include");
  return Dirs;
}

void printParseProblems(const FileTranslation &T, const std::vector<std::string> &ClangArgs,
                        const std::string &CudaPath, bool KeepGoing, llvm::raw_ostream &OS) {
  if (T.Parsed)
    OS << "cu2hip: warning: '" << T.Path
       << "' was parsed despite these errors (names and headers it lacks); translated from "
          "its AST\n";
  else if (T.Mode == TranslationMode::Fallback)
    OS << "cu2hip: warning: '" << T.Path
       << "' does not parse; translated at token level (--no-fallback refuses such files)\n";
  else
    OS << "cu2hip: error: '" << T.Path << "' was not translated; no output written"
       << (KeepGoing ? "\n" : " (--keep-going continues with other files)\n");
  for (const std::string &Error : T.Errors)
    OS << "  " << Error << "\n";
  if (T.MissingIncludes.empty())
    return;
  std::string Searched;
  for (const std::string &Dir : includeSearchDirectories(T.Path, ClangArgs, CudaPath))
    Searched += (Searched.empty() ? "" : ", ") + Dir;
  for (const std::string &Header : T.MissingIncludes)
    OS << "  note: header '" << Header << "' was not found (searched: " << Searched
       << ", and the system directories); add its directory with -I DIR, point --cuda-path "
          "at the CUDA installation if it is a CUDA header, or use the project's compile "
          "database (-p BUILD_DIR) so each file gets its own include paths\n";
}

} // namespace cu2hip
