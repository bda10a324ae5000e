// Migrating a Makefile: nvcc becomes hipcc, nvcc flags become clang's (NvccFlags.h),
// CUDA install paths become ROCm's, '.cu' prerequisites and suffix rules become '.hip'.
// Variables named after the CUDA tools are renamed with them (NVCC -> HIPCC, CUDA_PATH ->
// ROCM_PATH, which hipcc itself reads) so the file reads as a HIP build.
#include "BuildScriptMigration.h"
#include "MigrationContext.h"
#include "NvccFlags.h"

#include <array>
#include <cctype>

namespace cu2hip {
namespace {

constexpr const char *CompilerRule = "make-compiler";
constexpr const char *VariableRule = "make-variables";
constexpr const char *FlagRule = "make-nvcc-flags";
constexpr const char *PathRule = "make-cuda-paths";
constexpr const char *SourceRule = "make-source-names";

constexpr std::array<std::pair<std::string_view, std::string_view>, 9> RenamedVariables = {{
    {"NVCC", "HIPCC"},
    {"NVCCFLAGS", "HIPCCFLAGS"},
    {"NVCC_FLAGS", "HIPCC_FLAGS"},
    {"CUDA_PATH", "ROCM_PATH"},
    {"CUDA_HOME", "ROCM_PATH"},
    {"CUDA_ROOT", "ROCM_PATH"},
    {"CUDA_DIR", "ROCM_PATH"},
    {"CUDA_INSTALL_PATH", "ROCM_PATH"},
    {"CUDA_TOOLKIT_ROOT_DIR", "ROCM_PATH"},
}};

bool isNameChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

// One logical line (physical lines joined by '\'): the code ranges before any comment.
struct LogicalLine {
  std::vector<std::pair<unsigned, unsigned>> Code; // [begin, end) per physical line
};

std::vector<LogicalLine> logicalLines(std::string_view Text) {
  std::vector<LogicalLine> Lines;
  LogicalLine Current;
  bool InComment = false;
  for (unsigned Begin = 0; Begin < Text.size();) {
    size_t NewLine = Text.find('\n', Begin);
    unsigned End = NewLine == std::string_view::npos ? Text.size() : NewLine;
    unsigned CodeEnd = End;
    for (unsigned I = Begin; I < End && !InComment; ++I)
      if (Text[I] == '#' && (I == Begin || Text[I - 1] != '\\'))
        CodeEnd = I, InComment = true;
    if (!InComment || CodeEnd > Begin)
      Current.Code.push_back({Begin, InComment ? CodeEnd : End});
    bool Continued = End > Begin && Text[End - 1] == '\\';
    if (!Continued) {
      Lines.push_back(std::move(Current));
      Current = LogicalLine();
      InComment = false;
    }
    Begin = End + 1;
  }
  if (!Current.Code.empty())
    Lines.push_back(std::move(Current));
  return Lines;
}

void renameIdentifiers(std::string_view Text, unsigned Begin, unsigned End,
                       MigrationContext &Context) {
  for (unsigned I = Begin; I < End;) {
    if (!isNameChar(Text[I])) {
      ++I;
      continue;
    }
    unsigned Start = I;
    while (I < End && isNameChar(Text[I]))
      ++I;
    std::string_view Name = Text.substr(Start, I - Start);
    for (const auto &[Cuda, Hip] : RenamedVariables)
      if (Name == Cuda)
        Context.replace(Start, I - Start, std::string(Hip), VariableRule);
    // The compiler itself: 'nvcc' as a word or the last part of a path.
    bool WordBefore = Start > Begin && (std::isalnum(static_cast<unsigned char>(Text[Start - 1])) ||
                                        Text[Start - 1] == '-' || Text[Start - 1] == '.');
    bool WordAfter = I < End && (Text[I] == '-' || Text[I] == '.');
    if (Name == "nvcc" && !WordBefore && !WordAfter)
      Context.replace(Start, 4, "hipcc", CompilerRule);
  }
}

void renameSources(std::string_view Text, unsigned Begin, unsigned End, MigrationContext &Context) {
  std::string_view Code = Text.substr(Begin, End - Begin);
  for (size_t At = Code.find(".cu"); At != std::string_view::npos; At = Code.find(".cu", At + 3)) {
    if (At + 3 < Code.size() && isNameChar(Code[At + 3]))
      continue; // .cuh, .cuda
    Context.replace(Begin + static_cast<unsigned>(At) + 1, 2, "hip", SourceRule);
  }
}

// A CUDA install path as a word or as the value in 'CUDA_PATH?=/usr/local/cuda'; -L and
// -I paths are the flag translator's.
void pathInWord(const FlagWord &W, MigrationContext &Context) {
  if (W.Text.rfind("-L", 0) == 0 || W.Text.rfind("-I", 0) == 0)
    return;
  size_t Equals = W.Text.rfind('=');
  size_t Start = Equals == std::string_view::npos ? 0 : Equals + 1;
  translateCudaPath(W.Text.substr(Start), W.Offset + static_cast<unsigned>(Start), Context,
                    PathRule);
}

} // namespace

BuildScriptMigration migrateMakefile(std::string_view Text, const BuildScriptOptions &Options) {
  MigrationContext Context(Text, Options);
  for (const LogicalLine &Line : logicalLines(Text)) {
    std::vector<FlagWord> Words;
    for (auto [Begin, End] : Line.Code) {
      // Paths first: they own the bytes of a literal CUDA root inside a word.
      for (const FlagWord &W : splitFlagWords(Text, Begin, End))
        pathInWord(W, Context);
      renameIdentifiers(Text, Begin, End, Context);
      if (!Options.KeepExtensions)
        renameSources(Text, Begin, End, Context);
      std::vector<FlagWord> More = splitFlagWords(Text, Begin, End);
      Words.insert(Words.end(), More.begin(), More.end());
    }
    translateNvccFlags(Words, Context, FlagRule);
  }
  return Context.finish();
}

} // namespace cu2hip
