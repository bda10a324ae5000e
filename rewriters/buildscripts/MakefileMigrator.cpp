// Migrating a Makefile: nvcc becomes hipcc, nvcc flags become clang's (NvccFlags.h),
// CUDA install paths become ROCm's, '.cu' prerequisites and suffix rules become '.hip'.
// Variables named after the CUDA tools are renamed with them (NVCC -> HIPCC, CUDA_PATH ->
// ROCM_PATH, which hipcc itself reads) so the file reads as a HIP build.
#include "BuildScriptMigration.h"
#include "MakefileRules.h"
#include "rewriters/RuleRegistry.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace cu2hip {
namespace {

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

// The logical lines (physical lines joined by '\'): the code ranges before any comment.
std::vector<MakefileLine> logicalLines(std::string_view Text) {
  std::vector<MakefileLine> Lines;
  MakefileLine Current{Text, {}, {}};
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
      Current = MakefileLine{Text, {}, {}};
      InComment = false;
    }
    Begin = End + 1;
  }
  if (!Current.Code.empty())
    Lines.push_back(std::move(Current));
  for (MakefileLine &Line : Lines)
    for (auto [Begin, End] : Line.Code) {
      std::vector<FlagWord> Words = splitFlagWords(Text, Begin, End);
      Line.Words.insert(Line.Words.end(), Words.begin(), Words.end());
    }
  return Lines;
}

// Calls Visit(Name, Offset, Begin, End) for each identifier of the line, with the
// [Begin, End) of its physical line.
template <typename Visitor> void forEachName(const MakefileLine &Line, Visitor Visit) {
  for (auto [Begin, End] : Line.Code)
    for (unsigned I = Begin; I < End;) {
      if (!isNameChar(Line.Text[I])) {
        ++I;
        continue;
      }
      unsigned Start = I;
      while (I < End && isNameChar(Line.Text[I]))
        ++I;
      Visit(Line.Text.substr(Start, I - Start), Start, Begin, End);
    }
}

} // namespace

static std::string_view hipVariableFor(std::string_view Name) {
  for (const auto &[Cuda, Hip] : RenamedVariables)
    if (Name == Cuda)
      return Hip;
  return {};
}

// make-variables. Several CUDA variables become ROCM_PATH, so 'CUDA_HOME = $(CUDA_PATH)'
// would become 'ROCM_PATH = $(ROCM_PATH)', which make rejects as recursive: the variable
// assigned on such a line keeps its name (its value still follows the rename).
void migrateMakefileVariables(const MakefileLine &Line, MigrationContext &Context) {
  std::vector<std::pair<std::string_view, unsigned>> Names;
  forEachName(Line, [&](std::string_view Name, unsigned Start, unsigned, unsigned) {
    Names.emplace_back(Name, Start);
  });
  bool KeepAssigned = false;
  if (!Names.empty() && !hipVariableFor(Names[0].first).empty()) {
    std::string_view After = Line.Text.substr(Names[0].second + Names[0].first.size());
    After = After.substr(std::min(After.find_first_not_of(" \t"), After.size()));
    bool Assignment = After.starts_with("=") || After.starts_with(":=") ||
                      After.starts_with("?=") || After.starts_with("+=") ||
                      After.starts_with("::=");
    for (size_t I = 1; Assignment && I < Names.size(); ++I)
      KeepAssigned =
          KeepAssigned || hipVariableFor(Names[I].first) == hipVariableFor(Names[0].first);
  }
  for (size_t I = KeepAssigned ? 1 : 0; I < Names.size(); ++I)
    if (std::string_view Hip = hipVariableFor(Names[I].first); !Hip.empty())
      Context.replace(Names[I].second, Names[I].first.size(), std::string(Hip), "make-variables");
}

// make-compiler: 'nvcc' as a word or the last part of a path.
void migrateMakefileCompiler(const MakefileLine &Line, MigrationContext &Context) {
  std::string_view Text = Line.Text;
  forEachName(Line, [&](std::string_view Name, unsigned Start, unsigned Begin, unsigned End) {
    unsigned After = Start + Name.size();
    bool WordBefore = Start > Begin && (std::isalnum(static_cast<unsigned char>(Text[Start - 1])) ||
                                        Text[Start - 1] == '-' || Text[Start - 1] == '.');
    bool WordAfter = After < End && (Text[After] == '-' || Text[After] == '.');
    if (Name == "nvcc" && !WordBefore && !WordAfter)
      Context.replace(Start, 4, "hipcc", "make-compiler");
  });
}

// source-names, Makefile part: '.cu' prerequisites and suffix rules become '.hip'.
void migrateMakefileSourceNames(const MakefileLine &Line, MigrationContext &Context) {
  if (Context.options().KeepExtensions)
    return;
  for (auto [Begin, End] : Line.Code) {
    std::string_view Code = Line.Text.substr(Begin, End - Begin);
    for (size_t At = Code.find(".cu"); At != std::string_view::npos;
         At = Code.find(".cu", At + 3)) {
      if (At + 3 < Code.size() && isNameChar(Code[At + 3]))
        continue; // .cuh, .cuda
      if (Code.substr(At + 3, 3) == ".in" && (At + 6 >= Code.size() || !isNameChar(Code[At + 6])))
        continue; // x.cu.in: a configure template, copied under its own name
      Context.replace(Begin + static_cast<unsigned>(At) + 1, 2, "hip", "source-names");
    }
  }
}

// make-cuda-paths: a CUDA install path as a word or as the value in
// 'CUDA_PATH?=/usr/local/cuda'; -L and -I paths are nvcc-flags'.
void migrateMakefileCudaPaths(const MakefileLine &Line, MigrationContext &Context) {
  for (const FlagWord &W : Line.Words) {
    if (W.Text.rfind("-L", 0) == 0 || W.Text.rfind("-I", 0) == 0)
      continue;
    size_t Equals = W.Text.rfind('=');
    size_t Start = Equals == std::string_view::npos ? 0 : Equals + 1;
    translateCudaPath(W.Text.substr(Start), W.Offset + static_cast<unsigned>(Start), Context,
                      "make-cuda-paths");
  }
}

// nvcc-flags, Makefile part: the whole logical line is one command line.
void migrateMakefileNvccFlags(const MakefileLine &Line, MigrationContext &Context) {
  translateNvccFlags(Line.Words, Context, "nvcc-flags");
}

BuildScriptMigration migrateMakefile(std::string_view Text, const BuildScriptOptions &Options) {
  MigrationContext Context(Text, Options);
  // Line by line, each rule in the registry's order: make-cuda-paths comes first, as it owns
  // the bytes of a literal CUDA root inside a word.
  for (const MakefileLine &Line : logicalLines(Text))
    for (const RuleDescription &Rule : ruleRegistry())
      if (Rule.Makefile && Options.Rules.runs(Rule.Name))
        Rule.Makefile(Line, Context);
  return Context.finish();
}

} // namespace cu2hip
