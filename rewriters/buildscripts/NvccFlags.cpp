// nvcc flags and their clang/hipcc counterparts. Sources: nvcc --help (CUDA 12/13) for the
// nvcc spellings; clang's HIP options (--offload-arch, -fgpu-rdc, -fgpu-default-stream,
// -x hip) from clang --help; HIP library names from Debian's libhiprand-dev/libhipsparse-dev
// and ROCm's hipBLAS/hipFFT/hipSOLVER/hipBLASLt packages.
#include "NvccFlags.h"

#include <array>
#include <cctype>
#include <optional>
#include <set>

namespace cu2hip {
namespace {

bool isSeparator(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == ';'; }

bool startsWith(std::string_view S, std::string_view P) { return S.substr(0, P.size()) == P; }

// Flags clang accepts under another spelling, or that are clang's default (empty).
struct SimpleFlag {
  std::string_view Nvcc, Clang, Difference; // Difference: why the result is a note
};
constexpr std::array SimpleFlags = {
    SimpleFlag{"--expt-relaxed-constexpr", "", ""},
    SimpleFlag{"-expt-relaxed-constexpr", "", ""},
    SimpleFlag{"--expt-extended-lambda", "", ""},
    SimpleFlag{"-expt-extended-lambda", "", ""},
    SimpleFlag{"--extended-lambda", "", ""},
    SimpleFlag{"-extended-lambda", "", ""},
    SimpleFlag{"-Wno-deprecated-gpu-targets", "", ""},
    SimpleFlag{"-rdc=false", "", ""},
    SimpleFlag{"--relocatable-device-code=false", "", ""},
    SimpleFlag{"-lineinfo", "-gline-tables-only", ""},
    SimpleFlag{"--generate-line-info", "-gline-tables-only", ""},
    SimpleFlag{"--use_fast_math", "-ffast-math",
               "clang's -ffast-math also assumes no NaN or infinity and reassociates"},
    SimpleFlag{"-use_fast_math", "-ffast-math",
               "clang's -ffast-math also assumes no NaN or infinity and reassociates"},
    SimpleFlag{"--use-fast-math", "-ffast-math",
               "clang's -ffast-math also assumes no NaN or infinity and reassociates"},
    SimpleFlag{"-rdc=true", "-fgpu-rdc",
               "relocatable device code needs -fgpu-rdc on the final link as well"},
    SimpleFlag{"--relocatable-device-code=true", "-fgpu-rdc",
               "relocatable device code needs -fgpu-rdc on the final link as well"},
    SimpleFlag{"-dc", "-fgpu-rdc -c",
               "relocatable device code needs -fgpu-rdc on the final link as well"},
    SimpleFlag{"--device-c", "-fgpu-rdc -c",
               "relocatable device code needs -fgpu-rdc on the final link as well"},
    SimpleFlag{"--default-stream=per-thread", "-fgpu-default-stream=per-thread", ""},
    SimpleFlag{"-default-stream=per-thread", "-fgpu-default-stream=per-thread", ""},
    SimpleFlag{"-lcudart", "-lamdhip64", ""},
    SimpleFlag{"-lcudart_static", "-lamdhip64", ""},
    SimpleFlag{"-lcuda", "-lamdhip64", ""},
    SimpleFlag{"-lcudadevrt", "", ""},
    SimpleFlag{"-lcublas", "-lhipblas", ""},
    SimpleFlag{"-lcublasLt", "-lhipblaslt", ""},
    SimpleFlag{"-lcurand", "-lhiprand", ""},
    SimpleFlag{"-lcufft", "-lhipfft", ""},
    SimpleFlag{"-lcusparse", "-lhipsparse", ""},
    SimpleFlag{"-lcusolver", "-lhipsolver", ""},
};

// nvcc flags for NVIDIA's toolchain only; the bool says whether a value may follow as a
// separate word.
struct NvidiaOnlyFlag {
  std::string_view Name;
  bool TakesValue;
};
constexpr std::array NvidiaOnlyFlags = {
    NvidiaOnlyFlag{"-Xptxas", true},
    NvidiaOnlyFlag{"--ptxas-options", true},
    NvidiaOnlyFlag{"-Xnvlink", true},
    NvidiaOnlyFlag{"--nvlink-options", true},
    NvidiaOnlyFlag{"-maxrregcount", true},
    NvidiaOnlyFlag{"--maxrregcount", true},
    NvidiaOnlyFlag{"-ccbin", true},
    NvidiaOnlyFlag{"--compiler-bindir", true},
    NvidiaOnlyFlag{"-cudart", true},
    NvidiaOnlyFlag{"--cudart", true},
    NvidiaOnlyFlag{"-Xcudafe", true},
    NvidiaOnlyFlag{"--keep-dir", true},
    NvidiaOnlyFlag{"-keep", false},
    NvidiaOnlyFlag{"--keep", false},
    NvidiaOnlyFlag{"-res-usage", false},
    NvidiaOnlyFlag{"--resource-usage", false},
    NvidiaOnlyFlag{"-G", false},
    NvidiaOnlyFlag{"--device-debug", false},
    NvidiaOnlyFlag{"-dlink", false},
    NvidiaOnlyFlag{"--device-link", false},
    NvidiaOnlyFlag{"-ptx", false},
    NvidiaOnlyFlag{"--ptx", false},
    NvidiaOnlyFlag{"-cubin", false},
    NvidiaOnlyFlag{"--cubin", false},
    NvidiaOnlyFlag{"-fatbin", false},
    NvidiaOnlyFlag{"--fatbin", false},
    NvidiaOnlyFlag{"-diag-suppress", true},
    NvidiaOnlyFlag{"--diag-suppress", true},
    NvidiaOnlyFlag{"-lnvToolsExt", false},
    NvidiaOnlyFlag{"-lnvrtc", false},
    NvidiaOnlyFlag{"-lcupti", false},
    NvidiaOnlyFlag{"-lnvidia-ml", false},
    NvidiaOnlyFlag{"-lcufftw", false},
    NvidiaOnlyFlag{"-lnppc", false},
};

// Flags whose value names NVIDIA architectures; the first becomes the AMD target list.
constexpr std::array ArchFlags = {
    std::string_view("-arch"),    std::string_view("--gpu-architecture"),
    std::string_view("-gencode"), std::string_view("--generate-code"),
    std::string_view("-code"),    std::string_view("--gpu-code")};

// Flags that belong to another rule's concern are edited and reported under its name
// (RuleRegistry.cpp): the nvcc spelling of what CMake also says with a variable or target.
constexpr const char *ArchitecturesRule = "architectures";
constexpr const char *SeparableCompilationRule = "separable-compilation";
constexpr const char *CudaLibrariesRule = "cuda-libraries";

bool relocatableDeviceCode(std::string_view NvccFlag) {
  return NvccFlag.find("rdc") != std::string_view::npos ||
         NvccFlag.find("relocatable-device-code") != std::string_view::npos || NvccFlag == "-dc" ||
         NvccFlag == "--device-c";
}

// "-lcublas", not "-lineinfo".
bool libraryFlag(std::string_view NvccFlag) {
  return NvccFlag.rfind("-l", 0) == 0 && NvccFlag != "-lineinfo";
}

class FlagTranslator {
public:
  FlagTranslator(const std::vector<FlagWord> &Words, MigrationContext &Context, const char *Rule,
                 char Joiner)
      : Words(Words), Context(Context), Rule(Rule), Joiner(Joiner) {}

  void run() {
    for (size_t I = 0; I < Words.size();)
      I += translate(I);
  }

private:
  const std::vector<FlagWord> &Words;
  MigrationContext &Context;
  const char *Rule; // the rule whose edit or finding is being made
  char Joiner;
  bool ArchListWritten = false;
  std::set<unsigned> QuotedArguments;

  // Makes edits and findings under Concern's name until it goes out of scope.
  class ConcernScope {
  public:
    ConcernScope(FlagTranslator &T, const char *Concern) : T(T), Saved(T.Rule) { T.Rule = Concern; }
    ~ConcernScope() { T.Rule = Saved; }

  private:
    FlagTranslator &T;
    const char *Saved;
  };

  unsigned endOf(size_t I) const { return Words[I].Offset + Words[I].Text.size(); }

  // Flags written as one replacement, separated as the context needs.
  std::string join(std::string Flags) const {
    for (char &C : Flags)
      if (C == ' ')
        C = Joiner;
    return Flags;
  }

  void replaceWords(size_t First, size_t Last, std::string Text) {
    bool List = Text.find(';') != std::string::npos;
    if (!Context.replace(Words[First].Offset, endOf(Last) - Words[First].Offset, Text, Rule))
      return;
    const FlagWord &W = Words[First];
    if (List && W.QuoteForList && QuotedArguments.insert(W.QuoteBegin).second) {
      Context.insert(W.QuoteBegin, "\"", Rule);
      Context.insert(W.QuoteEnd, "\"", Rule);
    }
  }

  // Removes words First..Last with the blank that separated them from their neighbour.
  void dropWords(size_t First, size_t Last) {
    if (Words[First].Embedded || Words[Last].Embedded) {
      replaceWords(First, Last, "");
      return;
    }
    std::string_view Text = Context.text();
    unsigned Begin = Words[First].Offset, End = endOf(Last);
    if (Begin > 0 && isSeparator(Text[Begin - 1])) {
      while (Begin > 0 && (Text[Begin - 1] == ' ' || Text[Begin - 1] == '\t'))
        --Begin;
    } else {
      while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
        ++End;
    }
    Context.replace(Begin, End - Begin, "", Rule);
  }

  // A flag spelled "-name=value" or "-name value": the value and how many words it used.
  std::optional<std::pair<std::string_view, size_t>> valueOf(size_t I,
                                                             std::string_view Name) const {
    std::string_view W = Words[I].Text;
    if (W.size() > Name.size() && startsWith(W, Name) && W[Name.size()] == '=')
      return std::pair(W.substr(Name.size() + 1), size_t(1));
    if (W == Name && I + 1 < Words.size() && !Words[I + 1].Wrapped)
      return std::pair(Words[I + 1].Text, size_t(2));
    return std::nullopt;
  }

  size_t translate(size_t I) {
    std::string_view W = Words[I].Text;
    if (W.empty() || W[0] != '-')
      return 1;
    for (const SimpleFlag &F : SimpleFlags) {
      if (W != F.Nvcc)
        continue;
      bool Rdc = relocatableDeviceCode(F.Nvcc);
      ConcernScope Scope(*this, Rdc                   ? SeparableCompilationRule
                                : libraryFlag(F.Nvcc) ? CudaLibrariesRule
                                                      : Rule);
      if (F.Clang.empty()) {
        dropWords(I, I);
      } else {
        replaceWords(I, I, join(std::string(F.Clang)));
        if (!F.Difference.empty())
          Context.report(
              Rdc ? DiagnosticKind::BuildSettingChangedMeaning : DiagnosticKind::NvccFlagDiffers,
              Words[I].Offset,
              {std::string(F.Nvcc), std::string(F.Clang), std::string(F.Difference)}, Rule);
      }
      return 1;
    }
    if (size_t N = architecture(I))
      return N;
    if (size_t N = hostCompilerOptions(I))
      return N;
    if (size_t N = pairedForm(I))
      return N;
    if (size_t N = nvidiaOnly(I))
      return N;
    if ((startsWith(W, "-L") || startsWith(W, "-I")) && W.size() > 2)
      translateCudaPath(W.substr(2), Words[I].Offset + 2, Context, Rule);
    return 1;
  }

  // An NVIDIA architecture value (sm_80, compute_90a, arch=compute_75,code=sm_75, native,
  // all) or a variable that holds one; Apple's '-arch arm64' is another compiler's flag.
  static bool nvidiaArchitecture(std::string_view Value) {
    return Value.find("sm_") != std::string_view::npos ||
           Value.find("compute_") != std::string_view::npos ||
           Value.find("lto_") != std::string_view::npos || Value == "native" || Value == "all" ||
           Value == "all-major" || startsWith(Value, "$");
  }

  size_t architecture(size_t I) {
    ConcernScope Scope(*this, ArchitecturesRule);
    for (std::string_view Name : ArchFlags) {
      auto Value = valueOf(I, Name);
      if (!Value || !nvidiaArchitecture(Value->first))
        continue;
      size_t Last = I + Value->second - 1;
      if (ArchListWritten) {
        dropWords(I, Last);
      } else {
        ArchListWritten = true;
        std::string List;
        for (const std::string &Arch : Context.options().OffloadArchs)
          List += (List.empty() ? "" : " ") + std::string("--offload-arch=") + Arch;
        replaceWords(I, Last, join(List));
        Context.report(DiagnosticKind::NvidiaArchitecturesReplaced, Words[I].Offset,
                       {std::string(Value->first), Context.archList(';')}, Rule);
      }
      return Value->second;
    }
    return 0;
  }

  // -Xcompiler a,b / --compiler-options=a,b: clang takes host options directly.
  size_t hostCompilerOptions(size_t I) {
    for (std::string_view Name :
         {std::string_view("-Xcompiler"), std::string_view("--compiler-options")}) {
      auto Value = valueOf(I, Name);
      if (!Value)
        continue;
      std::string_view V = Value->first;
      if (V.size() >= 2 && (V.front() == '"' || V.front() == '\'') && V.back() == V.front())
        V = V.substr(1, V.size() - 2);
      std::string Flags(V);
      for (char &C : Flags)
        if (C == ',')
          C = ' ';
      replaceWords(I, I + Value->second - 1, join(Flags));
      return Value->second;
    }
    return 0;
  }

  // "-x cu" and the separate-value spellings of the simple flags.
  size_t pairedForm(size_t I) {
    if (I + 1 >= Words.size())
      return 0;
    std::string_view W = Words[I].Text, Next = Words[I + 1].Text;
    if (W == "-x" && Next == "cu") {
      Context.replace(Words[I + 1].Offset, 2, "hip", Rule);
      return 2;
    }
    if ((W == "-rdc" || W == "--relocatable-device-code") && (Next == "true" || Next == "false")) {
      ConcernScope Scope(*this, SeparableCompilationRule);
      if (Next == "false") {
        dropWords(I, I + 1);
        return 2;
      }
      replaceWords(I, I + 1, "-fgpu-rdc");
      Context.report(DiagnosticKind::BuildSettingChangedMeaning, Words[I].Offset,
                     {std::string(W) + " true", "-fgpu-rdc",
                      "relocatable device code needs -fgpu-rdc on the final link as well"},
                     Rule);
      return 2;
    }
    if ((W == "--default-stream" || W == "-default-stream") && Next == "per-thread") {
      replaceWords(I, I + 1, "-fgpu-default-stream=per-thread");
      return 2;
    }
    return 0;
  }

  size_t nvidiaOnly(size_t I) {
    for (const NvidiaOnlyFlag &F : NvidiaOnlyFlags) {
      std::string_view W = Words[I].Text;
      bool Joined = W.size() > F.Name.size() && startsWith(W, F.Name) && W[F.Name.size()] == '=';
      if (W != F.Name && !Joined)
        continue;
      size_t Used = (F.TakesValue && !Joined && I + 1 < Words.size()) ? 2 : 1;
      std::string Shown(W);
      if (Used == 2)
        Shown += " " + std::string(Words[I + 1].Text);
      bool Library = libraryFlag(F.Name);
      Context.report(Library ? DiagnosticKind::CudaLibraryUnsupported
                             : DiagnosticKind::NvccOnlyFlag,
                     Words[I].Offset, {Shown, ""}, Library ? CudaLibrariesRule : Rule);
      return Used;
    }
    return 0;
  }
};

} // namespace

std::vector<FlagWord> splitFlagWords(std::string_view Text, unsigned Begin, unsigned End) {
  std::vector<FlagWord> Words;
  unsigned I = Begin;
  while (I < End) {
    while (I < End && isSeparator(Text[I]))
      ++I;
    unsigned Start = I;
    while (I < End && !isSeparator(Text[I]))
      ++I;
    if (I == Start)
      continue;
    FlagWord W{Start, Text.substr(Start, I - Start), false};
    // '$<$<COMPILE_LANGUAGE:CUDA>:-lineinfo>': the flag is after the last ':'.
    if (startsWith(W.Text, "$<")) {
      size_t Colon = W.Text.rfind(':');
      if (Colon == std::string_view::npos || Colon + 1 >= W.Text.size() || W.Text[Colon + 1] != '-')
        continue;
      W.Offset += Colon + 1;
      W.Text = W.Text.substr(Colon + 1);
      W.Embedded = W.Wrapped = true;
    }
    while (!W.Text.empty() && W.Text.back() == '>' && W.Text.find('<') == std::string_view::npos) {
      W.Text.remove_suffix(1);
      W.Embedded = true;
    }
    // '...code=sm_$(sm)))' closing a make function call: the extra ')' are not the flag's.
    auto Unbalanced = [](std::string_view T) {
      int Depth = 0;
      for (char C : T)
        Depth += (C == '(' || C == '{') - (C == ')' || C == '}');
      return Depth < 0;
    };
    while (!W.Text.empty() && (W.Text.back() == ')' || W.Text.back() == '}') &&
           Unbalanced(W.Text)) {
      W.Text.remove_suffix(1);
      W.Embedded = true;
    }
    Words.push_back(W);
  }
  return Words;
}

void translateNvccFlags(const std::vector<FlagWord> &Words, MigrationContext &Context,
                        const char *Rule, char Joiner) {
  FlagTranslator(Words, Context, Rule, Joiner).run();
}

bool translateCudaPath(std::string_view Path, unsigned PathOffset, MigrationContext &Context,
                       const char *Rule) {
  static constexpr std::array<std::string_view, 14> Roots = {"$(CUDA_PATH)",
                                                             "${CUDA_PATH}",
                                                             "$(CUDA_HOME)",
                                                             "${CUDA_HOME}",
                                                             "$(CUDA_ROOT)",
                                                             "${CUDA_ROOT}",
                                                             "$(CUDA_DIR)",
                                                             "${CUDA_DIR}",
                                                             "$(ROCM_PATH)",
                                                             "${ROCM_PATH}",
                                                             "$(CUDA_INSTALL_PATH)",
                                                             "${CUDA_INSTALL_PATH}",
                                                             "$(CUDA_TOOLKIT_ROOT_DIR)",
                                                             "${CUDA_TOOLKIT_ROOT_DIR}"};
  size_t RootLength = 0;
  for (std::string_view Root : Roots)
    if (startsWith(Path, Root))
      RootLength = Root.size();
  constexpr std::string_view Installed = "/usr/local/cuda";
  if (startsWith(Path, Installed)) {
    // /usr/local/cuda or /usr/local/cuda-12.4 (the version belongs to the root), not
    // /usr/local/cuda_samples.
    size_t End = Installed.size();
    bool Versioned = End + 1 < Path.size() && Path[End] == '-' &&
                     std::isdigit(static_cast<unsigned char>(Path[End + 1]));
    if (Versioned)
      while (End < Path.size() && Path[End] != '/' && !isSeparator(Path[End]))
        ++End;
    if (End < Path.size() && Path[End] != '/' && !isSeparator(Path[End]))
      return false;
    RootLength = End;
    Context.replace(PathOffset, RootLength, "/opt/rocm", Rule);
  }
  if (RootLength == 0)
    return false;
  std::string_view Rest = Path.substr(RootLength);
  if (Rest == "/lib64" || startsWith(Rest, "/lib64/"))
    Context.replace(PathOffset + RootLength + 1, 5, "lib", Rule);
  return true;
}

} // namespace cu2hip
