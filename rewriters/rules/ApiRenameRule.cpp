// api-mapping, identifiers: every CUDA identifier the mapping tables know becomes its HIP
// spelling (with argument reshaping), unless the token names the program's own declaration.
#include "ApiMappingParts.h"
#include "mappings/MappingResolution.h"
#include "rewriters/CallArgumentEdits.h"
#include "rewriters/CudaNameHeuristics.h"
#include "rewriters/TextureReferenceUses.h"

#include <algorithm>
#include <set>

namespace cu2hip {
namespace {

class ApiRenameRule : public Rule {
public:
  void run(RuleContext &C) override {
    std::set<size_t> ReportedInactiveRanges;
    for (size_t I = 0; I < C.Tokens.size(); ++I) {
      const SourceToken &Tok = C.Tokens[I];
      if (!Tok.isIdentifier() || isIncludeOperand(C.Tokens, I) || isMemberName(C.Tokens, I) ||
          isQualifiedByOtherScope(C, I))
        continue;
      if (C.Facts.UserReferenceOffsets.count(Tok.Offset))
        continue;
      if (!translateToken(C, I))
        continue;
      noteInactiveRange(C, Tok.Offset, ReportedInactiveRanges);
    }
    withdrawSharedAliases(C);
  }

private:
  static bool isIncludeOperand(const TokenStream &T, size_t I) {
    std::string_view Directive = T.directiveOf(I);
    return (Directive == "include" || Directive == "include_next" || Directive == "import") &&
           static_cast<int>(I) > T[I].DirectiveHash + 1;
  }

  // 'x.name' / 'p->name': members are not API names (cudaDeviceProp's fields keep
  // their names in hipDeviceProp_t).
  static bool isMemberName(const TokenStream &T, size_t I) {
    return I > 0 && (T[I - 1].is(clang::tok::period) || T[I - 1].is(clang::tok::arrow));
  }

  // 'std::any', 'Config::all': the C APIs of the tables live in the global namespace, so a
  // name qualified by a scope the tables do not know is someone else's. A CUDA qualifier
  // ('cudaMemcpyKind::cudaMemcpyHostToDevice') still counts; C++ library namespaces such
  // as cub:: are the namespace part's (NamespaceRenameRule.cpp).
  static bool isQualifiedByOtherScope(const RuleContext &C, size_t I) {
    const TokenStream &T = C.Tokens;
    if (I < 2 || !T[I - 1].is(clang::tok::coloncolon))
      return false;
    if (T[I - 2].is(clang::tok::greater)) // 'Traits<T>::name'
      return true;
    return T[I - 2].isIdentifier() && !C.Table.lookupSymbol(std::string(T[I - 2].Text));
  }

  static bool namesArrays(const RuleContext &C, const MappingEntry &E) {
    return !E.SoftwareTextureWithArraysOnly || fileNamesCudaArrays(C.Tokens);
  }

  static size_t openParenAfter(const TokenStream &T, size_t I) {
    return I + 1 < T.size() && T[I + 1].is(clang::tok::l_paren) ? I + 1 : 0;
  }

  // Returns true when the token was translated.
  static bool translateToken(RuleContext &C, size_t I) {
    const SourceToken &Tok = C.Tokens[I];
    std::string Name(Tok.Text);
    const MappingEntry *Entry = C.Table.lookupSymbol(Name);
    if (Entry && Entry->Kind == SymbolKind::Namespace)
      return false; // the namespace part's: it knows which tokens name the CUDA namespace
    bool DeclaredByProgram = C.Facts.UserDeclaredNames.count(Name) > 0;
    if (!Entry) {
      if (looksLikeCudaApiName(Name) && !DeclaredByProgram) {
        C.report(DiagnosticKind::UnknownCudaIdentifier, Tok.Offset, {Name});
        convertResultOnNvidia(C, Name, Tok.Offset);
      }
      return false;
    }
    if (DeclaredByProgram && !C.Facts.CudaReferenceOffsets.count(Tok.Offset)) {
      // A variable 'y0' beside the math function 'y0': HIP spells it the same, so leaving
      // the token alone decides nothing and is not worth a note (one header with y0/y1
      // coordinates produced hundreds).
      bool SameInHip = Entry->Hip == Name && Entry->Status != SupportStatus::Unsupported;
      if (!SameInHip)
        C.report(DiagnosticKind::UserNameShadowsCuda, Tok.Offset, {Name});
      return false;
    }
    if (C.Facts.DeviceRuntimeCalls.count(Tok.Offset)) {
      C.report(DiagnosticKind::DeviceRuntimeCallKept, Tok.Offset, {Name});
      return false;
    }
    Resolution R =
        resolve(*Entry, C.Options.TargetHip, C.Options.UseRocNames, C.Options.SoftwareTextures);
    // A texture reference (removed in CUDA 12; texture-reference reports it) has no software
    // form: the call keeps HIP's name.
    if (R.SoftwareTexture && (!fileTakesSoftwareTextures(C) || callUsesTextureReference(C, I) ||
                              !namesArrays(C, *Entry)))
      R = resolve(*Entry, C.Options.TargetHip, C.Options.UseRocNames, false);
    switch (R.What) {
    case Resolution::Action::Unsupported:
      if (keepCaseLabelForNvidia(C, I, *Entry))
        return false;
      C.report(DiagnosticKind::UnsupportedApi, Tok.Offset, {Name, R.reason(*Entry)});
      convertResultOnNvidia(C, Name, Tok.Offset);
      return false;
    case Resolution::Action::NewerThanTarget:
      if (keepCaseLabelForNvidia(C, I, *Entry))
        return false;
      C.report(DiagnosticKind::NewerThanTarget, Tok.Offset,
               {Name, Entry->HipSince->str(), C.Options.TargetHip.str(), R.reason(*Entry)});
      convertResultOnNvidia(C, Name, Tok.Offset);
      return false;
    case Resolution::Action::OlderForm:
      return translateForOlderHip(C, I, *Entry);
    case Resolution::Action::Rename:
      break;
    }
    bool NvidiaOnly = R.AmdNeedsNewer;
    const std::string &Target = R.Spelling;
    size_t Open = openParenAfter(C.Tokens, I);
    if (const CallForm *Form = Open ? callFormFor(C, *Entry, Open) : nullptr)
      return translateCallForm(C, I, *Form);
    // Only calls whose CUDA result the NVIDIA platform can convert (runtime, driver, cuRAND:
    // the parse saw their return type); a library call stays renamed and reported.
    if (Open && Entry->Kind == SymbolKind::Function && C.Facts.CudaErrorCalls.count(Tok.Offset)) {
      if (std::string Kept = untranslatableArgument(C, Open); !Kept.empty()) {
        // The HIP function could not take the CUDA argument (another enum type); left as
        // CUDA's call it still builds and runs on HIP's NVIDIA platform.
        C.report(DiagnosticKind::CallKeptForCudaArgument, Tok.Offset,
                 {Name, Kept, Target, C.Options.TargetHip.str()});
        convertResultOnNvidia(C, Name, Tok.Offset);
        return false;
      }
    }
    // Evidence records whether Clang resolved this token to a CUDA declaration or only the
    // spelling matched (macro bodies, inactive branches, files that did not parse).
    Evidence Source =
        C.Facts.CudaReferenceOffsets.count(Tok.Offset) ? Evidence::Ast : Evidence::Token;
    if (Target == Name)
      C.portable(Name);
    else if (C.edit(Tok.Offset, Entry->Erase ? erasedLength(C, I) : Tok.Length, Target, Source))
      C.converted(Name);
    else
      return false;
    C.RenamedInto[Target].insert(Name);
    if (Entry->Kind == SymbolKind::Type)
      dropElaboratedKeyword(C, I);
    if (NvidiaOnly)
      C.report(DiagnosticKind::AmdNeedsNewerHip, Tok.Offset,
               {Name, Target, C.Options.TargetHip.str(), Entry->HipSince->str(),
                Entry->Note.empty() ? "" : " (" + Entry->Note + ")"});
    if (const auto &Only = Entry->HipDeclaredOnlyIn;
        Only && C.Options.TargetHip < Only->Until &&
        !C.Facts.IncludedNames.count(Only->CudaHeader) &&
        !C.Facts.IncludedNames.count(Only->HipHeader))
      C.report(DiagnosticKind::HipNameInOtherHeader, Tok.Offset,
               {Name, Target, C.Options.TargetHip.str(), Only->HipHeader, Only->CudaHeader});
    if (listed(Entry->HipNvidiaAbsent, C.Options.TargetHip))
      reportAbsentOnNvidia(C, *Entry, Tok.Offset, Target);
    const auto &Mismatch = Entry->HipNvidiaTypeDiffers;
    if (listed(Mismatch.Versions, C.Options.TargetHip) &&
        !aliasOnNvidia(C, *Entry, Tok.Offset, Target))
      C.report(DiagnosticKind::NvidiaPlatformTypeDiffers, Tok.Offset,
               {Name, Target, C.Options.TargetHip.str(), Mismatch.Why});
    if (listed(Entry->HipNvidiaAttributeUnserved, C.Options.TargetHip))
      C.report(DiagnosticKind::NvidiaAttributeUnserved, Tok.Offset,
               {Name, Target, C.Options.TargetHip.str()});
    if (!Entry->ResultDiffers.empty() && !R.SoftwareTexture)
      C.report(DiagnosticKind::ResultDiffers, Tok.Offset, {Name, Target, Entry->ResultDiffers});
    if (R.Partial)
      C.report(DiagnosticKind::PartialSemantics, Tok.Offset, {Name, Target, Entry->Note});
    else if (R.Deprecated)
      C.report(DiagnosticKind::DeprecatedInHip, Tok.Offset,
               {Name, Target, Entry->HipDeprecated->str()});
    if (Open && !Entry->Args.empty())
      applyArgumentTransforms(C, *Entry, Open, Tok.Offset);
    return true;
  }

  // The first enumerator or macro among the call's arguments that the tables know and cannot
  // translate for the target (CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED in
  // HIP 5.2), or empty.
  static std::string untranslatableArgument(const RuleContext &C, size_t Open) {
    size_t Close = C.Tokens.matchingParen(Open);
    for (size_t J = Open + 1; J < Close && J < C.Tokens.size(); ++J) {
      const SourceToken &Arg = C.Tokens[J];
      if (!Arg.isIdentifier() || isMemberName(C.Tokens, J) ||
          C.Facts.UserReferenceOffsets.count(Arg.Offset))
        continue;
      std::string ArgName(Arg.Text);
      const MappingEntry *ArgEntry = C.Table.lookupSymbol(ArgName);
      if (!ArgEntry || C.Facts.UserDeclaredNames.count(ArgName) ||
          (ArgEntry->Kind != SymbolKind::EnumConstant && ArgEntry->Kind != SymbolKind::Macro))
        continue;
      auto What =
          resolve(*ArgEntry, C.Options.TargetHip, C.Options.UseRocNames, C.Options.SoftwareTextures)
              .What;
      if (What == Resolution::Action::Unsupported || What == Resolution::Action::NewerThanTarget)
        return ArgName;
    }
    return {};
  }

  // An erased name takes the blanks after it along ('void CUDART_CB f()' -> 'void f()').
  static unsigned erasedLength(const RuleContext &C, size_t I) {
    const SourceToken &Tok = C.Tokens[I];
    unsigned End = Tok.end();
    while (End < C.Source.size() && (C.Source[End] == ' ' || C.Source[End] == '\t'))
      ++End;
    return End - Tok.Offset;
  }

  static bool listed(const std::vector<ApiVersion> &Versions, const ApiVersion &V) {
    return std::find(Versions.begin(), Versions.end(), V) != Versions.end();
  }

  // A HIP name the target's NVIDIA platform lacks: defined there as CUDA's own where that is
  // a drop-in, otherwise an NVIDIA build fails.
  static void reportAbsentOnNvidia(RuleContext &C, const MappingEntry &Entry, unsigned Offset,
                                   const std::string &Target) {
    if (!aliasOnNvidia(C, Entry, Offset, Target))
      C.report(DiagnosticKind::AbsentOnNvidiaPlatform, Offset,
               {Entry.Cuda, Target, C.Options.TargetHip.str()});
  }

  // Asks platform-defines to define Target as Entry's CUDA spelling on NVIDIA (N011): a
  // function as CUDA's call with its result converted, which needs the parse's word on what
  // the call returns. False where the entry does not allow it or the file already defines
  // Target otherwise.
  static bool aliasOnNvidia(RuleContext &C, const MappingEntry &Entry, unsigned Offset,
                            const std::string &Target) {
    if (!Entry.CudaServesOnNvidia)
      return false;
    std::string Definition = " " + Entry.Cuda;
    if (Entry.Kind == SymbolKind::Function) {
      auto Call = C.Facts.CudaErrorCalls.find(Offset);
      if (Call == C.Facts.CudaErrorCalls.end() || Call->second == AstFacts::CudaErrorType::Curand)
        return false;
      Definition =
          "(...) " +
          std::string(Call->second == AstFacts::CudaErrorType::Driver ? "hipCUResultTohipError("
                                                                      : "hipCUDAErrorTohipError(") +
          Entry.Cuda + "(__VA_ARGS__))";
    }
    if (C.NvidiaAliases.try_emplace(Target, Definition).first->second != Definition)
      return false;
    C.FirstPlatformDefineUse = std::min(C.FirstPlatformDefineUse, Offset);
    C.report(DiagnosticKind::NvidiaAliasToCuda, Offset,
             {Entry.Cuda, Target, C.Options.TargetHip.str()});
    return true;
  }

  // An alias is wrong where a CUDA name that HIP's NVIDIA platform serves as it is also
  // became the HIP name ('cudaArray_t' and 'CUarray' both give 'hipArray_t', the runtime's
  // type there): withdrawn, and its notes become the warning the name had without it.
  static void withdrawSharedAliases(RuleContext &C) {
    for (auto It = C.NvidiaAliases.begin(); It != C.NvidiaAliases.end();) {
      const std::set<std::string> &Sources = C.RenamedInto[It->first];
      if (std::all_of(Sources.begin(), Sources.end(), [&](const std::string &Cuda) {
            const MappingEntry *Entry = C.Table.lookupSymbol(Cuda);
            return Entry && Entry->CudaServesOnNvidia;
          })) {
        ++It;
        continue;
      }
      for (Finding &F : C.Findings)
        if (F.Kind == DiagnosticKind::NvidiaAliasToCuda && F.Args.size() == 3 &&
            F.Args[1] == It->first)
          relabelWithdrawnAlias(C, F);
      It = C.NvidiaAliases.erase(It);
    }
  }

  static void relabelWithdrawnAlias(const RuleContext &C, Finding &F) {
    const MappingEntry *Entry = C.Table.lookupSymbol(F.Args[0]);
    if (Entry && listed(Entry->HipNvidiaTypeDiffers.Versions, C.Options.TargetHip)) {
      F.Kind = DiagnosticKind::NvidiaPlatformTypeDiffers;
      F.Args.push_back(Entry->HipNvidiaTypeDiffers.Why);
    } else {
      F.Kind = DiagnosticKind::AbsentOnNvidiaPlatform;
    }
  }

  // A CUDA call left as written still runs on HIP's NVIDIA platform (CUDA is underneath),
  // but returns CUDA's error type where the translated code around it expects hipError_t:
  // the file converts the result there. Known only from the parse (the callee's type).
  // 'case CUFFT_NVRTC_FAILURE:', a value HIP on AMD does not have (an error-string switch
  // over a library's status, cuda-samples helper_cuda.h): the label is compiled on HIP's
  // NVIDIA platform only, where CUDA's header defines the name. On AMD the switched value
  // can never equal it, so leaving the label out changes nothing there; the statements after
  // it stay, reached as before only by falling through from the label above.
  static bool keepCaseLabelForNvidia(RuleContext &C, size_t I, const MappingEntry &Entry) {
    const TokenStream &T = C.Tokens;
    if ((Entry.Kind != SymbolKind::EnumConstant && Entry.Kind != SymbolKind::Macro) || I == 0 ||
        I + 1 >= T.size() || T[I - 1].Text != "case" || !T[I + 1].is(clang::tok::colon) ||
        T[I - 1].DirectiveHash >= 0)
      return false;
    std::string_view Source = C.Source;
    unsigned Case = T[I - 1].Offset, Colon = T[I + 1].end();
    // The directives go on lines of their own: before the label's line when the label
    // starts it, after the line's end when nothing but blanks follow the colon.
    size_t LineStart = Source.rfind('\n', Case);
    LineStart = LineStart == std::string_view::npos ? 0 : LineStart + 1;
    bool StartsLine = Source.substr(LineStart, Case - LineStart).find_first_not_of(" \t") ==
                      std::string_view::npos;
    size_t LineEnd = Source.find('\n', Colon);
    LineEnd = LineEnd == std::string_view::npos ? Source.size() : LineEnd;
    // Blanks or a line comment after the colon: the '#endif' goes after the line.
    std::string_view Rest = Source.substr(Colon, LineEnd - Colon);
    size_t Code = Rest.find_first_not_of(" \t\r");
    bool EndsLine = Code == std::string_view::npos || Rest.substr(Code).starts_with("//");
    // A line ending in a backslash continues (its comment too): an '#endif' after it would
    // be spliced into it, and the guard left open (found by the fuzzer).
    // The same for the line before, which an '#if' written after it would continue.
    std::string_view Line = Rest.substr(0, Rest.find_last_not_of('\r') + 1);
    std::string_view Before = Source.substr(0, LineStart == 0 ? 0 : LineStart - 1);
    Before = Before.substr(0, Before.find_last_not_of('\r') + 1);
    if ((EndsLine && Line.ends_with('\\')) || (StartsLine && Before.ends_with('\\')))
      return false;
    unsigned OpenAt = StartsLine ? LineStart : Case;
    unsigned CloseAt = EndsLine ? LineEnd : Colon;
    // Translated before: the label already sits under the guard this rule writes.
    if (StartsLine && followsNvidiaOnlyGuard(Source, LineStart)) {
      C.report(DiagnosticKind::CaseLabelKeptForNvidia, T[I].Offset,
               {Entry.Cuda, C.Options.TargetHip.str()});
      return true;
    }
    if (C.Edits.touches(CloseAt, 0) || !openNvidiaOnlyGuard(C, OpenAt, StartsLine ? "" : "\n"))
      return false;
    C.edit(CloseAt, 0, std::string("\n#endif") + (EndsLine ? "" : "\n"));
    C.report(DiagnosticKind::CaseLabelKeptForNvidia, T[I].Offset,
             {Entry.Cuda, C.Options.TargetHip.str()});
    return true;
  }

  static void convertResultOnNvidia(RuleContext &C, const std::string &Name, unsigned Offset) {
    auto It = C.Facts.CudaErrorCalls.find(Offset);
    if (It == C.Facts.CudaErrorCalls.end())
      return;
    C.NvidiaErrorConversions.try_emplace(Name, It->second);
    C.FirstPlatformDefineUse = std::min(C.FirstPlatformDefineUse, Offset);
  }

  static const CallForm *callFormFor(const RuleContext &C, const MappingEntry &Entry, size_t Open) {
    if (Entry.CallForms.empty())
      return nullptr;
    size_t Count = C.callArguments(Open).size();
    for (const CallForm &Form : Entry.CallForms)
      if (Form.Arguments == Count)
        return &Form;
    return nullptr;
  }

  // A legacy overload with its own HIP counterpart: renamed, arguments as written.
  static bool translateCallForm(RuleContext &C, size_t I, const CallForm &Form) {
    const SourceToken &Tok = C.Tokens[I];
    if (Tok.Text == Form.HipName) {
      C.portable(std::string(Tok.Text));
      return true;
    }
    if (!C.edit(Tok.Offset, Tok.Length, Form.HipName,
                C.Facts.CudaReferenceOffsets.count(Tok.Offset) ? Evidence::Ast : Evidence::Token))
      return false;
    C.converted(std::string(Tok.Text));
    return true;
  }

  // 'struct cudaFuncAttributes a;' -> 'hipFuncAttributes a;': on HIP's NVIDIA platform many
  // HIP types are typedefs of the CUDA types ('typedef cudaFuncAttributes hipFuncAttributes'),
  // and 'struct TYPEDEF-NAME' does not compile. C++ needs no keyword before a type name, so
  // it is dropped in C++ files; a declaration of the tag itself ('struct cudaX;', 'struct
  // cudaX {') keeps it.
  static void dropElaboratedKeyword(RuleContext &C, size_t I) {
    const TokenStream &T = C.Tokens;
    if (I == 0 || C.FilePath.ends_with(".c") || I + 1 >= T.size())
      return;
    std::string_view Keyword = T[I - 1].Text;
    if (Keyword != "struct" && Keyword != "union" && Keyword != "enum")
      return;
    if (T[I + 1].is(clang::tok::semi) || T[I + 1].is(clang::tok::l_brace) ||
        T[I + 1].is(clang::tok::colon))
      return;
    if (I >= 2 && T[I - 2].Text == "friend")
      return;
    C.edit(T[I - 1].Offset, T[I].Offset - T[I - 1].Offset, "");
  }

  // The target predates hip_since and the entry has an older form (resolve's OlderForm).
  static bool translateForOlderHip(RuleContext &C, size_t I, const MappingEntry &Entry) {
    const SourceToken &Tok = C.Tokens[I];
    std::string Target = C.Options.TargetHip.str();
    const OlderHipForm &Older = *Entry.OlderHip;
    size_t Open = openParenAfter(C.Tokens, I);
    bool DroppedMask = !Older.DroppedArgs.empty() && Older.DroppedArgs.front() == 0;
    auto Args = Open ? C.callArguments(Open) : std::vector<TokenStream::ArgumentSpan>{};
    bool FullMask = !Args.empty() && isFullWarpMaskArgument(C, Args.front());
    // '__shfl_down_sync' -> '__shfl_down' only loses the mask; anything else is a
    // different function and is worth a note of its own.
    bool OnlyLosesMask = DroppedMask && Entry.Cuda == Older.HipName + "_sync";
    if (OnlyLosesMask && !Args.empty() && !FullMask)
      return keepPartialMaskCall(C, Tok.Offset, Entry, Args.front());
    if (OnlyLosesMask && !Args.empty() && isVote(Older.HipName))
      return keepFullMaskVote(C, Tok.Offset, Entry);
    if (!C.edit(Tok.Offset, Tok.Length, Older.Callee.empty() ? Older.HipName : Older.Callee))
      return false;
    C.converted(Entry.Cuda);
    std::vector<std::string> Removed;
    if (Open)
      Removed = dropArguments(C, Older.DroppedArgs, Open);
    if (DroppedMask && !Removed.empty() && !FullMask)
      C.report(DiagnosticKind::PartialMaskDropped, Tok.Offset,
               {Entry.Cuda, Target, Removed.front()});
    if (!OnlyLosesMask)
      C.report(DiagnosticKind::OlderHipSubstitute, Tok.Offset,
               {Entry.Cuda,
                // A callee (a lambda) is too long for the message; the note says what it does.
                Older.Callee.empty() ? Older.HipName : "an expression using " + Older.HipName,
                Target, Older.Note});
    return true;
  }

  // A partial mask matters on HIP's NVIDIA platform: there the mask-less form is CUDA's
  // '_sync' call with the full mask, which waits for lanes that never arrive. The call is
  // kept, so NVIDIA honours the mask, and AMD (which has only the mask-less form before
  // hip_since) gets it from a definition in the file (W001: AMD still drops the mask).
  static bool keepPartialMaskCall(RuleContext &C, unsigned Offset, const MappingEntry &Entry,
                                  const TokenStream::ArgumentSpan &Mask) {
    C.AmdMasklessForms.try_emplace(Entry.Cuda, Entry.OlderHip->HipName, *Entry.HipSince);
    C.FirstPlatformDefineUse = std::min(C.FirstPlatformDefineUse, Offset);
    C.converted(Entry.Cuda);
    C.report(DiagnosticKind::PartialMaskDropped, Offset,
             {Entry.Cuda, C.Options.TargetHip.str(),
              std::string(C.Source.substr(Mask.Begin, Mask.End - Mask.Begin))});
    return true;
  }

  // HIP before 6.2 has no '_sync' votes. On its NVIDIA platform, __any/__all/__ballot are
  // CUDA's mask-less votes, which ptxas rejects for sm_70 and newer ("vote without .sync"):
  // even with the full mask the call is kept, NVIDIA runs CUDA's '_sync' vote, and AMD gets
  // the mask-less form from a definition in the file (the mask changes nothing there: W012).
  static bool isVote(std::string_view MasklessName) {
    return MasklessName == "__any" || MasklessName == "__all" || MasklessName == "__ballot";
  }
  static bool keepFullMaskVote(RuleContext &C, unsigned Offset, const MappingEntry &Entry) {
    C.AmdMasklessForms.try_emplace(Entry.Cuda, Entry.OlderHip->HipName, *Entry.HipSince);
    C.FirstPlatformDefineUse = std::min(C.FirstPlatformDefineUse, Offset);
    C.converted(Entry.Cuda);
    return true;
  }

  static void noteInactiveRange(RuleContext &C, unsigned Offset, std::set<size_t> &Reported) {
    for (size_t R = 0; R < C.Facts.InactiveRanges.size(); ++R)
      if (C.Facts.InactiveRanges[R].contains(Offset) && Reported.insert(R).second)
        C.report(DiagnosticKind::InactiveBranchTranslated, Offset);
  }
};

} // namespace

std::unique_ptr<Rule> createIdentifierRenamePart() { return std::make_unique<ApiRenameRule>(); }

} // namespace cu2hip
