// Runs the CMake rules over one file, and the helpers they share.
#include "BuildScriptMigration.h"
#include "CMakeRules.h"
#include "rewriters/RuleRegistry.h"

#include <array>
#include <cctype>
#include <set>

namespace cu2hip {

void forEachIdentifier(
    const CMakeCommand &Command,
    const std::function<void(const CMakeArgument &, std::string_view, unsigned)> &Visit) {
  auto IsIdentifierChar = [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
  };
  for (const CMakeArgument &A : Command.Args) {
    if (!A.editable())
      continue;
    std::string_view S = A.Content;
    for (size_t I = 0; I < S.size();) {
      if (!IsIdentifierChar(S[I])) {
        ++I;
        continue;
      }
      size_t Start = I;
      while (I < S.size() && IsIdentifierChar(S[I]))
        ++I;
      Visit(A, S.substr(Start, I - Start), A.ContentOffset + static_cast<unsigned>(Start));
    }
  }
}

void replaceCommand(const CMakeCommand &C, std::string Replacement, MigrationContext &Context,
                    const char *Rule) {
  std::string_view Text = Context.text();
  unsigned Begin = C.NameOffset, End = C.End;
  // Comments written between the arguments are kept, each on a line of its own.
  for (auto [From, To] : C.Comments) {
    if (!Replacement.empty())
      Replacement += "\n" + C.indentation(Text);
    Replacement += std::string(Text.substr(From, To - From));
  }
  if (Replacement.empty()) {
    size_t LineEnd = Text.find('\n', End);
    bool AloneBefore = Text.substr(C.LineStart, Begin - C.LineStart).find_first_not_of(" \t") ==
                       std::string_view::npos;
    std::string_view After =
        Text.substr(End, LineEnd == std::string_view::npos ? Text.npos : LineEnd - End);
    if (AloneBefore && After.find_first_not_of(" \t\r") == std::string_view::npos) {
      Begin = C.LineStart;
      End = LineEnd == std::string_view::npos ? Text.size() : LineEnd + 1;
    }
  }
  Context.replace(Begin, End - Begin, std::move(Replacement), Rule);
}

// Imported target names: hiprand and hipsparse from Debian 12's
// /usr/lib/x86_64-linux-gnu/cmake/{hiprand,hipsparse}/*-targets.cmake; hip::host from
// libamdhip64-dev's hip-config; roc::hipblas, hip::hipfft, roc::hipsolver, roc::hipblaslt as
// exported by the ROCm packages (used so by PyTorch's LoadHIP.cmake).
const HipLibrary *hipLibraryFor(std::string_view CudaName) {
  static constexpr std::array<HipLibrary, 15> Table = {{
      {"cudart", "hip::host", "hip"},
      {"cudart_static", "hip::host", "hip"},
      {"cuda_driver", "hip::host", "hip"},
      {"cublas", "roc::hipblas", "hipblas"},
      {"cublas_static", "roc::hipblas", "hipblas"},
      {"cublasLt", "roc::hipblaslt", "hipblaslt"},
      {"cublasLt_static", "roc::hipblaslt", "hipblaslt"},
      {"curand", "hip::hiprand", "hiprand"},
      {"curand_static", "hip::hiprand", "hiprand"},
      {"cufft", "hip::hipfft", "hipfft"},
      {"cufft_static", "hip::hipfft", "hipfft"},
      {"cusparse", "roc::hipsparse", "hipsparse"},
      {"cusparse_static", "roc::hipsparse", "hipsparse"},
      {"cusolver", "roc::hipsolver", "hipsolver"},
      {"cusolver_static", "roc::hipsolver", "hipsolver"},
  }};
  for (const HipLibrary &L : Table)
    if (L.CudaName == CudaName)
      return &L;
  return nullptr;
}

std::vector<std::string> hipPackagesUsedBy(std::string_view CMakeText) {
  CMakeScript Script = lexCMake(CMakeText);
  std::set<std::string> Packages;
  for (const CMakeCommand &C : Script.Commands) {
    if (C.Name == "cuda_add_cublas_to_target")
      Packages.insert("hipblas");
    if (C.Name == "cuda_add_cufft_to_target")
      Packages.insert("hipfft");
    forEachIdentifier(C, [&](const CMakeArgument &, std::string_view Name, unsigned) {
      if (std::string_view Cuda = cudaLibraryOfFindCudaVariable(Name); !Cuda.empty())
        Packages.insert(std::string(hipLibraryFor(Cuda)->Package));
    });
    for (const CMakeArgument &A : C.Args) {
      if (!A.editable())
        continue;
      for (size_t At = A.Content.find("CUDA::"); At != std::string_view::npos;
           At = A.Content.find("CUDA::", At + 6)) {
        size_t End = At + 6;
        while (End < A.Content.size() &&
               (std::isalnum(static_cast<unsigned char>(A.Content[End])) || A.Content[End] == '_'))
          ++End;
        if (const HipLibrary *L = hipLibraryFor(A.Content.substr(At + 6, End - At - 6)))
          Packages.insert(std::string(L->Package));
      }
    }
  }
  return {Packages.begin(), Packages.end()};
}

BuildScriptMigration migrateCMakeLists(std::string_view Text, const BuildScriptOptions &Options) {
  MigrationContext Context(Text, Options);
  CMakeScript Script = lexCMake(Text);
  if (!Script.Error.empty()) {
    Context.report(DiagnosticKind::BuildScriptUnparsable, Script.ErrorOffset,
                   {"CMake file", Script.Error}, "build-script-syntax");
    BuildScriptMigration Unchanged = Context.finish();
    Unchanged.Parsed = false;
    return Unchanged;
  }
  for (const RuleDescription &Rule : ruleRegistry())
    if (Rule.CMake && Options.Rules.runs(Rule.Name))
      Rule.CMake(Script, Context);
  return Context.finish();
}

} // namespace cu2hip
