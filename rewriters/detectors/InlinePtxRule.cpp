// CU2HIP-W036/W037/W032/W039, N010/W053: inline assembly. HIP-Clang compiles device code to AMDGPU
// machine code, whose assembler knows no PTX, so every asm statement in CUDA code needs a
// rewrite. One finding per statement, the most specific one: a tensor-core instruction
// (wmma), an asynchronous copy (memory-model), a special-register read, or plain PTX.
// Token level, because inline PTX often sits in files or branches Clang does not parse.
#include "HazardRules.h"
#include "NvidiaOnlyBranches.h"
#include "TokenHazards.h"

#include <array>
#include <cctype>

namespace cu2hip {
namespace {

// The text of the string literals that open the asm statement, escapes turned into the
// characters the assembler sees (enough to split instructions).
std::string assemblyText(const TokenStream &T, size_t First, size_t End) {
  std::string Text;
  for (size_t I = First; I < End && clang::tok::isStringLiteral(T[I].Kind); ++I) {
    std::string_view Literal = T[I].Text;
    size_t Open = Literal.find('"'), Close = Literal.rfind('"');
    if (Open == std::string_view::npos || Close <= Open)
      continue;
    for (size_t C = Open + 1; C < Close; ++C) {
      if (Literal[C] == '\\' && C + 1 < Close) {
        char Escaped = Literal[++C];
        Text += Escaped == 'n' || Escaped == 't' ? ' ' : Escaped;
      } else {
        Text += Literal[C];
      }
    }
    Text += ' ';
  }
  return Text;
}

// The instruction mnemonics of PTX text: the first word of each statement, skipping
// directives ('.reg ...'), labels ('L1:') and predicate guards ('@p').
std::vector<std::string> mnemonics(const std::string &Text) {
  std::vector<std::string> Result;
  size_t At = 0;
  while (At < Text.size()) {
    size_t End = Text.find_first_of(";{}", At);
    if (End == std::string::npos)
      End = Text.size();
    std::string_view Statement(Text.data() + At, End - At);
    while (true) {
      size_t Begin = Statement.find_first_not_of(" \r");
      if (Begin == std::string_view::npos)
        break;
      Statement.remove_prefix(Begin);
      size_t WordEnd = Statement.find_first_of(" \r");
      std::string_view Word = Statement.substr(0, WordEnd);
      if (Word.front() == '@' || (Word.back() == ':' && Word.size() > 1)) {
        Statement.remove_prefix(Word.size());
        continue;
      }
      if (Word.front() != '.')
        Result.emplace_back(Word);
      break;
    }
    At = End + 1;
  }
  return Result;
}

bool startsWith(std::string_view S, std::string_view Prefix) {
  return S.substr(0, Prefix.size()) == Prefix;
}

struct SpecialRegister {
  std::string_view Name, Advice;
};

// PTX special registers that describe NVIDIA hardware, with what HIP offers instead.
constexpr std::array<SpecialRegister, 11> SpecialRegisters = {{
    {"%laneid", "; use __lane_id() (0-63 on a 64-wide wavefront)"},
    {"%warpid", "; there is no stable wavefront slot number on AMD"},
    {"%nwarpid", "; there is no wavefront slot count on AMD"},
    {"%smid", "; use __smid() (the compute unit)"},
    {"%nsmid", "; query the compute unit count on the host"},
    {"%lanemask_eq", "; build a 64-bit mask from __lane_id()"},
    {"%lanemask_lt", "; build a 64-bit mask from __lane_id()"},
    {"%lanemask_le", "; build a 64-bit mask from __lane_id()"},
    {"%lanemask_gt", "; build a 64-bit mask from __lane_id()"},
    {"%lanemask_ge", "; build a 64-bit mask from __lane_id()"},
    {"%gridid", "; AMD has no grid identifier register"},
}};

// Register names are matched whole: '%laneid' must not match inside '%laneid_x'.
const SpecialRegister *specialRegisterIn(const std::string &Text) {
  for (const SpecialRegister &R : SpecialRegisters)
    for (size_t At = Text.find(R.Name); At != std::string::npos; At = Text.find(R.Name, At + 1)) {
      size_t After = At + R.Name.size();
      if (After == Text.size() || !(std::isalnum(Text[After]) || Text[After] == '_'))
        return &R;
    }
  return nullptr;
}

bool isTensorCoreInstruction(std::string_view M) {
  return startsWith(M, "mma.") || startsWith(M, "wmma.") || startsWith(M, "wgmma.") ||
         startsWith(M, "ldmatrix") || startsWith(M, "stmatrix");
}

bool isAsyncCopyInstruction(std::string_view M) {
  return startsWith(M, "cp.async") || startsWith(M, "cp.reduce.async.bulk") ||
         startsWith(M, "mbarrier.");
}

class InlinePtxRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &T = C.Tokens;
    std::vector<NvidiaOnlyBranch> Branches = nvidiaOnlyBranches(T, C.Source);
    for (size_t I = 0; I < T.size(); ++I) {
      if (!isAsmKeyword(T[I]) || hazards::inNonDefineDirective(T, I))
        continue;
      size_t Open = I + 1;
      while (Open < T.size() && T[Open].isIdentifier() && isAsmQualifier(T[Open].Text))
        ++Open;
      if (Open >= T.size() || !T[Open].is(clang::tok::l_paren))
        continue;
      reportStatement(C, I, assemblyText(T, Open + 1, T.matchingParen(Open)), Branches);
    }
  }

private:
  static bool isAsmKeyword(const SourceToken &Tok) {
    return Tok.isIdentifier() &&
           (Tok.Text == "asm" || Tok.Text == "__asm__" || Tok.Text == "__asm");
  }
  static bool isAsmQualifier(std::string_view Word) {
    return Word == "volatile" || Word == "__volatile__" || Word == "__volatile" || Word == "goto" ||
           Word == "inline";
  }

  // x86 instructions of host-side spin loops and timers: not PTX, and fine under hipcc.
  static bool isHostInstruction(std::string_view M) {
    return M == "pause" || M == "rdtsc" || M == "rdtscp" || M == "cpuid" || M == "mfence" ||
           M == "lfence" || M == "sfence";
  }

  static void reportStatement(RuleContext &C, size_t AsmToken, const std::string &Text,
                              const std::vector<NvidiaOnlyBranch> &Branches) {
    unsigned Offset = C.Tokens[AsmToken].Offset;
    std::vector<std::string> Instructions = mnemonics(Text);
    if (Instructions.empty() && Text.find_first_not_of(' ') == std::string::npos && !Text.empty())
      return; // asm("" ::: "memory"): a compiler barrier, valid for any target
    if (!Instructions.empty() && isHostInstruction(Instructions.front()))
      return;
    // Under '#if __CUDA_ARCH__ >= 700' the PTX never reaches an AMD compiler: what matters
    // is what AMD compiles instead, if anything.
    if (const NvidiaOnlyBranch *B = enclosingBranch(Branches, Offset)) {
      const SpecialRegister *R = specialRegisterIn(Text);
      std::string What = R                      ? std::string(R->Name)
                         : Instructions.empty() ? std::string(C.Tokens[AsmToken].Text)
                                                : Instructions.front();
      return C.report(B->HasAlternative ? DiagnosticKind::NvidiaOnlyPtx
                                        : DiagnosticKind::NvidiaOnlyPtxWithoutAlternative,
                      Offset, {What, B->Condition});
    }
    for (const std::string &M : Instructions)
      if (isTensorCoreInstruction(M))
        return C.report(DiagnosticKind::TensorCorePtx, Offset, {M});
    for (const std::string &M : Instructions)
      if (isAsyncCopyInstruction(M))
        return C.report(DiagnosticKind::AsyncCopyPtx, Offset, {M});
    if (const SpecialRegister *R = specialRegisterIn(Text))
      return C.report(DiagnosticKind::PtxSpecialRegister, Offset,
                      {std::string(R->Name), std::string(R->Advice)});
    // A statement whose text is not a literal (a macro, say) is still PTX on CUDA.
    C.report(DiagnosticKind::InlinePtx, Offset,
             {Instructions.empty() ? std::string(C.Tokens[AsmToken].Text) : Instructions.front()});
  }
};

} // namespace

std::unique_ptr<Rule> createInlinePtxRule() { return std::make_unique<InlinePtxRule>(); }

} // namespace cu2hip
