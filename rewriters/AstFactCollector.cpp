// Collects AstFacts from one parse. A declaration is the program's own when it is
// written outside system headers (the CUDA and clang wrapper headers are system headers).
#include "AstFactCollector.h"

#include "AstDetector.h"
#include "BuiltinCoordinateFacts.h"
#include "CooperativeGroupsFacts.h"
#include "CrashGuard.h"
#include "CudaNamespaceFacts.h"
#include "MainFileRanges.h"
#include "NvidiaHeaderNameFacts.h"
#include "ThrustHeaderFacts.h"
#include "WmmaFillFacts.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

#include <optional>

namespace cu2hip {
namespace {

using namespace clang;

class FactRecorder {
public:
  FactRecorder(AstFacts &Facts, SourceManager &SM) : Facts(Facts), SM(SM) {}

  bool isUserLocation(SourceLocation Loc) const {
    return Loc.isValid() && !SM.isInSystemHeader(SM.getExpansionLoc(Loc));
  }

  // Records that the token at Loc names something declared at DeclLoc.
  void recordReference(SourceLocation Loc, SourceLocation DeclLoc) {
    if (Loc.isInvalid())
      return;
    SourceLocation Spelling = SM.getSpellingLoc(Loc);
    if (!SM.isWrittenInMainFile(Spelling))
      return;
    unsigned Offset = SM.getFileOffset(Spelling);
    if (isUserLocation(DeclLoc))
      Facts.UserReferenceOffsets.insert(Offset);
    else
      Facts.CudaReferenceOffsets.insert(Offset);
  }

  void recordUserName(llvm::StringRef Name) { Facts.UserDeclaredNames.insert(Name.str()); }

  // A declaration whose name a CUDA macro expands to: the macro's name as written is the
  // program's name, and its token a reference to the program's declaration.
  void recordDeclarationThroughMacro(SourceLocation NameLoc, const LangOptions &LangOpts) {
    SourceLocation Written = SM.getExpansionLoc(NameLoc);
    recordUserName(Lexer::getSourceText(CharSourceRange::getTokenRange(Written), SM, LangOpts));
    if (!SM.isWrittenInMainFile(Written))
      return;
    unsigned Offset = SM.getFileOffset(Written);
    Facts.CudaReferenceOffsets.erase(Offset);
    Facts.UserReferenceOffsets.insert(Offset);
  }

  AstFacts &Facts;
  SourceManager &SM;
};

class PreprocessorFacts : public PPCallbacks {
public:
  explicit PreprocessorFacts(FactRecorder &Recorder) : Recorder(Recorder) {}

  void MacroDefined(const Token &Name, const MacroDirective *) override {
    if (!Recorder.isUserLocation(Name.getLocation()))
      return;
    Recorder.recordUserName(Name.getIdentifierInfo()->getName());
    Recorder.recordReference(Name.getLocation(), Name.getLocation());
  }

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    referenceMacro(Name, MD);
  }
  void Defined(const Token &Name, const MacroDefinition &MD, SourceRange) override {
    referenceMacro(Name, MD);
  }
  void Ifdef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    referenceMacro(Name, MD);
  }
  void Ifndef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    referenceMacro(Name, MD);
  }

  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    SourceManager &SM = Recorder.SM;
    if (!SM.isWrittenInMainFile(Range.getBegin()))
      return;
    // The range starts at the '#if' line itself, which was parsed: begin after it.
    llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Range.getBegin()));
    unsigned Begin = SM.getFileOffset(Range.getBegin());
    size_t LineEnd = Buffer.find('\n', Begin);
    if (LineEnd != llvm::StringRef::npos)
      Begin = LineEnd + 1;
    Recorder.Facts.InactiveRanges.push_back({Begin, SM.getFileOffset(EndifLoc)});
  }

  void InclusionDirective(SourceLocation Hash, const Token &, StringRef FileName, bool Angled,
                          CharSourceRange, OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind Kind) override {
    SourceManager &SM = Recorder.SM;
    if (!File)
      Recorder.Facts.MissingIncludes.push_back(FileName.str());
    else if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
             Main && Main->getUniqueID() == File->getUniqueID())
      Recorder.Facts.MainFileReentered = true;
    Recorder.Facts.IncludedNames.insert(FileName.str());
    bool Own = File ? Kind == SrcMgr::C_User : !Angled;
    if (Own && Hash.isFileID() && SM.isWrittenInMainFile(Hash))
      Recorder.Facts.UserIncludeDirectives.insert(SM.getFileOffset(Hash));
  }

private:
  void referenceMacro(const Token &Name, const MacroDefinition &MD) {
    // A macro that is not defined (an #ifdef test on the host side, say) names
    // nothing yet: leave the token to the table.
    if (const MacroInfo *Info = MD.getMacroInfo())
      Recorder.recordReference(Name.getLocation(), Info->getDefinitionLoc());
  }

  FactRecorder &Recorder;
};

class ReferenceVisitor : public RecursiveASTVisitor<ReferenceVisitor> {
public:
  ReferenceVisitor(FactRecorder &Recorder, ASTContext &Context)
      : Recorder(Recorder), Context(&Context), LangOpts(Context.getLangOpts()) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitNamedDecl(NamedDecl *D) {
    if (D->isImplicit() || !D->getDeclName().isIdentifier())
      return true;
    if (Recorder.isUserLocation(D->getLocation())) {
      Recorder.recordUserName(D->getName());
      Recorder.recordReference(D->getLocation(), D->getLocation());
      // A name written as one of CUDA's versioning macros ('cuMemcpyAtoA', which cuda.h
      // defines as cuMemcpyAtoA_v2) declares the spelling the program uses: the token there
      // names the program's declaration, not CUDA's macro, or a member named so would have
      // its declaration renamed and its calls not.
      if (D->getLocation().isMacroID() &&
          Recorder.SM.isInSystemHeader(Recorder.SM.getSpellingLoc(D->getLocation())))
        Recorder.recordDeclarationThroughMacro(D->getLocation(), LangOpts);
    }
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *D) {
    recordFunctionBody(D);
    recordHostHelperRedefinition(D);
    recordVectorOperatorRedefinition(D);
    recordAtomicOverload(D);
    recordNvidiaHeaderNameClash(*D, Recorder.SM, Recorder.Facts);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Recorder.recordReference(E->getLocation(), E->getDecl()->getLocation());
    recordNvidiaMacroNamedReference(*E, Recorder.SM, Recorder.Facts);
    recordThrustAlgorithmUse(E->getDecl(), E->getLocation(), Recorder.SM, Recorder.Facts);
    if (E->hasExplicitTemplateArgs())
      recordTemplateArguments(E->getLAngleLoc(), E->getRAngleLoc());
    return true;
  }
  bool VisitOverloadExpr(OverloadExpr *E) {
    for (const NamedDecl *D : E->decls()) // a call in a template: any candidate names the header
      recordThrustAlgorithmUse(D, E->getNameLoc(), Recorder.SM, Recorder.Facts);
    if (E->hasExplicitTemplateArgs())
      recordTemplateArguments(E->getLAngleLoc(), E->getRAngleLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    recordTemplateArguments(TL.getLAngleLoc(), TL.getRAngleLoc());
    return true;
  }
  // Which function's body the visitor is in: calls from device code are told apart.
  bool TraverseDecl(Decl *D) {
    const auto *Function = dyn_cast_or_null<FunctionDecl>(D);
    if (!Function)
      return RecursiveASTVisitor::TraverseDecl(D);
    const FunctionDecl *Outer = CurrentFunction;
    CurrentFunction = Function;
    bool Continue = RecursiveASTVisitor::TraverseDecl(D);
    CurrentFunction = Outer;
    return Continue;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    recordCooperativeGroupsShuffle(*E, *Context, Recorder.Facts);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    Recorder.recordReference(E->getMemberLoc(), E->getMemberDecl()->getLocation());
    recordDevicePropField(E);
    recordCooperativeGroupsMember(*E, *Context, Recorder.Facts);
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    Recorder.recordReference(TL.getNameLoc(), TL.getDecl()->getLocation());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    Recorder.recordReference(TL.getNameLoc(), TL.getTypePtr()->getDecl()->getLocation());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    recordDeviceRuntimeCall(E, Callee);
    recordCudaErrorCall(E, Callee);
    recordCoordinateArguments(*E, Recorder.SM, Recorder.Facts);
    recordAmbiguousIntrinsicArgument(E, Callee);
    recordTileMetaGroup(*E, *Context, Recorder.Facts);
    recordWmmaFillValue(*E, Recorder.SM, LangOpts, Recorder.Facts);
    recordCalleeInIncludedHeader(*E, Callee, Recorder.SM, Recorder.Facts);
    if (!Callee || !Callee->getDeclName().isIdentifier() || !Callee->getName().ends_with("_sync"))
      return true;
    for (const Expr *Arg : E->arguments()) {
      recordConstantArgument(Arg);
      recordWideArgument(Arg);
    }
    return true;
  }
  bool VisitVarDecl(VarDecl *D) {
    recordCoordinateAutoInitializer(*D, Recorder.SM, Recorder.Facts);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    recordDim3FromUint3(E);
    return true;
  }
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    recordLaunch(E);
    return true;
  }

private:
  void recordTemplateArguments(SourceLocation Open, SourceLocation Close) {
    SourceManager &SM = Recorder.SM;
    if (Open.isInvalid() || Close.isInvalid() || Open.isMacroID() || Close.isMacroID() ||
        !SM.isWrittenInMainFile(Open) || !SM.isWrittenInMainFile(Close))
      return;
    Recorder.Facts.TemplateArgumentLists[SM.getFileOffset(Open)] = SM.getFileOffset(Close);
  }

  // Inside a __global__ function or a __device__ one that is not also __host__.
  bool inDeviceOnlyFunction() const {
    return CurrentFunction && (CurrentFunction->hasAttr<CUDAGlobalAttr>() ||
                               (CurrentFunction->hasAttr<CUDADeviceAttr>() &&
                                !CurrentFunction->hasAttr<CUDAHostAttr>()));
  }

  // A function of the CUDA headers whose result is CUDA's error type, called from host code.
  void recordCudaErrorCall(const CallExpr *E, const FunctionDecl *Callee) {
    if (!Callee || Recorder.isUserLocation(Callee->getLocation()) || inDeviceOnlyFunction())
      return;
    const auto *Enum = Callee->getReturnType().getCanonicalType()->getAs<EnumType>();
    if (!Enum || !Enum->getDecl()->getDeclName().isIdentifier())
      return;
    llvm::StringRef Name = Enum->getDecl()->getName();
    std::optional<AstFacts::CudaErrorType> Type;
    if (Name == "cudaError") // cudaError_t
      Type = AstFacts::CudaErrorType::Runtime;
    else if (Name == "cudaError_enum") // CUresult
      Type = AstFacts::CudaErrorType::Driver;
    else if (Name == "curandStatus") // curandStatus_t
      Type = AstFacts::CudaErrorType::Curand;
    if (!Type)
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Token = SM.getSpellingLoc(E->getCallee()->IgnoreImplicit()->getExprLoc());
    if (SM.isWrittenInMainFile(Token))
      Recorder.Facts.CudaErrorCalls[SM.getFileOffset(Token)] = *Type;
  }

  // A CUDA runtime function (declared in the CUDA headers, named cuda*) called in the body
  // of a __global__ or device-only function.
  void recordDeviceRuntimeCall(const CallExpr *E, const FunctionDecl *Callee) {
    if (!Callee || !CurrentFunction || !Callee->getDeclName().isIdentifier() ||
        !Callee->getName().starts_with("cuda") || Recorder.isUserLocation(Callee->getLocation()))
      return;
    if (!inDeviceOnlyFunction())
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Name = SM.getSpellingLoc(E->getCallee()->IgnoreImplicit()->getExprLoc());
    if (SM.isWrittenInMainFile(Name))
      Recorder.Facts.DeviceRuntimeCalls.insert(SM.getFileOffset(Name));
  }

  void recordFunctionBody(const FunctionDecl *D) {
    const Stmt *Body = D->doesThisDeclarationHaveABody() ? D->getBody() : nullptr;
    if (!Body)
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Begin = SM.getExpansionLoc(Body->getBeginLoc());
    SourceLocation End = SM.getExpansionLoc(Body->getEndLoc());
    if (SM.isWrittenInMainFile(Begin) && SM.isWrittenInMainFile(End))
      Recorder.Facts.FunctionBodies.push_back({SM.getFileOffset(Begin), SM.getFileOffset(End) + 1});
  }

  // CUDA's crt/math_functions.hpp defines these 'inline __host__ __device__' when the file
  // is compiled as CUDA; hipcc compiles .cpp files as HIP (on NVIDIA through nvcc), so a
  // .cpp file's own definition with the same parameters becomes a redefinition there.
  void recordHostHelperRedefinition(const FunctionDecl *D) {
    static const std::pair<llvm::StringRef, BuiltinType::Kind> Helpers[] = {
        {"min", BuiltinType::Int},          {"max", BuiltinType::Int},
        {"umin", BuiltinType::UInt},        {"umax", BuiltinType::UInt},
        {"llmin", BuiltinType::LongLong},   {"llmax", BuiltinType::LongLong},
        {"ullmin", BuiltinType::ULongLong}, {"ullmax", BuiltinType::ULongLong}};
    if (!D->isThisDeclarationADefinition() || !D->getDeclName().isIdentifier() ||
        !D->getDeclContext()->getRedeclContext()->isTranslationUnit() || D->getNumParams() != 2 ||
        D->hasAttr<CUDADeviceAttr>() || D->hasAttr<CUDAGlobalAttr>() ||
        D->getTemplatedKind() != FunctionDecl::TK_NonTemplate)
      return;
    auto Helper = llvm::find_if(Helpers, [&](const auto &H) { return H.first == D->getName(); });
    if (Helper == std::end(Helpers))
      return;
    for (const ParmVarDecl *P : D->parameters()) {
      const auto *Type = P->getType().getCanonicalType()->getAs<BuiltinType>();
      if (!Type || Type->getKind() != Helper->second)
        return;
    }
    if (auto Definition = wholeLines(D))
      Recorder.Facts.HostHelperRedefinitions.push_back(*Definition);
  }

  // A program's own element-wise operator that HIP's vector types also define on AMD:
  // 'a += b' with another vector (members of HIP_vector_type in every HIP), and 'a * b' /
  // 'a / b' of two vectors (hidden friends of HIP_vector_type in HIP 6.x; templates in 5.2,
  // which the program's non-template beats, so guarding it there changes nothing either).
  void recordVectorOperatorRedefinition(const FunctionDecl *D) {
    OverloadedOperatorKind Op = D->getOverloadedOperator();
    bool Compound =
        Op == OO_PlusEqual || Op == OO_MinusEqual || Op == OO_StarEqual || Op == OO_SlashEqual;
    bool Binary = Op == OO_Star || Op == OO_Slash;
    if ((!Compound && !Binary) || !D->isThisDeclarationADefinition() || isa<CXXMethodDecl>(D) ||
        D->getNumParams() != 2 || D->getTemplatedKind() != FunctionDecl::TK_NonTemplate)
      return;
    auto ValueType = [&](unsigned I) {
      return D->getParamDecl(I)
          ->getType()
          .getNonReferenceType()
          .getCanonicalType()
          .getUnqualifiedType();
    };
    if (Compound) {
      const auto *Target = D->getParamDecl(0)->getType()->getAs<LValueReferenceType>();
      if (!Target || Target->getPointeeType().isConstQualified())
        return;
    } else if (D->getParamDecl(0)->getType()->isLValueReferenceType() &&
               !D->getParamDecl(0)->getType().getNonReferenceType().isConstQualified()) {
      return; // 'operator*(float2 &, float2)' is not what HIP defines
    }
    QualType Left = ValueType(0);
    if (Left != ValueType(1) || !isCudaVectorType(Left))
      return;
    if (auto Definition = wholeLines(D)) {
      Definition->Operator = "operator" + std::string(getOperatorSpelling(Op));
      Definition->VectorType = Left->getAsRecordDecl()->getName().str();
      Recorder.Facts.VectorOperatorDefinitions.push_back(*Definition);
    }
  }

  // 'dim3 block = make_uint3(256, 1, 1)': CUDA's dim3(uint3) constructor, which HIP's dim3
  // lacks on AMD.
  void recordDim3FromUint3(const CXXConstructExpr *E) {
    const CXXRecordDecl *Class = E->getConstructor()->getParent();
    if (E->getNumArgs() != 1 || !Class->getDeclName().isIdentifier() ||
        Class->getName() != "dim3" || Recorder.isUserLocation(Class->getLocation()))
      return;
    // What is written: without the implicit copy of a named uint3.
    const Expr *Value = E->getArg(0)->IgnoreUnlessSpelledInSource();
    const auto *Uint3 = Value->getType().getCanonicalType()->getAsRecordDecl();
    if (!Uint3 || !Uint3->getDeclName().isIdentifier() || Uint3->getName() != "uint3" ||
        Recorder.isUserLocation(Uint3->getLocation()))
      return;
    SourceRange Range = Value->getSourceRange();
    if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
      return;
    auto Written = fileRange(Range);
    if (!Written)
      return;
    AstFacts::Dim3FromUint3 Conversion{*Written};
    if (const auto *Call = dyn_cast<CallExpr>(Value)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      auto Name = fileRange(Call->getCallee()->IgnoreImplicit()->getSourceRange());
      if (Callee && Callee->getDeclName().isIdentifier() && Callee->getName() == "make_uint3" &&
          !Recorder.isUserLocation(Callee->getLocation()) && Name)
        Conversion.MakeUint3Name = Name->Begin;
    }
    const Expr *Base = Value;
    while (const auto *Member = dyn_cast<MemberExpr>(Base))
      Base = Member->getBase()->IgnoreImplicit();
    Conversion.Repeatable = isa<DeclRefExpr>(Base) || isa<CXXThisExpr>(Base);
    Recorder.Facts.Dim3FromUint3Conversions.emplace(Written->Begin, Conversion);
  }

  // HIP's amd_hip_atomic.h defines atomicMin, atomicMax, atomicSub and atomicCAS for float
  // and double too (CUDA, only for integers): a program's own definition with those
  // parameters ('T *', then one T, or two for atomicCAS) is a redefinition on AMD.
  void recordAtomicOverload(const FunctionDecl *D) {
    if (!D->isThisDeclarationADefinition() || !D->getDeclName().isIdentifier() ||
        !D->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
        D->getTemplatedKind() != FunctionDecl::TK_NonTemplate)
      return;
    llvm::StringRef Name = D->getName();
    unsigned Values = Name == "atomicCAS" ? 2 : 1;
    if (Name != "atomicMin" && Name != "atomicMax" && Name != "atomicSub" && Name != "atomicCAS")
      return;
    if (D->getNumParams() != Values + 1)
      return;
    const auto *Pointer = D->getParamDecl(0)->getType()->getAs<PointerType>();
    if (!Pointer)
      return;
    QualType Element = Pointer->getPointeeType().getCanonicalType();
    if (Element.isConstQualified() || !Element->isSpecificBuiltinType(BuiltinType::Float) &&
                                          !Element->isSpecificBuiltinType(BuiltinType::Double))
      return;
    for (unsigned I = 1; I <= Values; ++I)
      if (D->getParamDecl(I)->getType().getCanonicalType().getUnqualifiedType() !=
          Element.getUnqualifiedType())
        return;
    if (auto Definition = wholeLines(D)) {
      Definition->Operator = Name.str();
      Definition->VectorType = Element.getAsString();
      Recorder.Facts.AtomicOverloadDefinitions.push_back(*Definition);
    }
  }

  // float4, uint2, longlong3...: CUDA's vector_types.h structs (not a program's own).
  bool isCudaVectorType(QualType Type) const {
    const auto *Record = Type->getAsRecordDecl();
    if (!Record || !Record->getDeclName().isIdentifier() ||
        Recorder.isUserLocation(Record->getLocation()))
      return false;
    llvm::StringRef Name = Record->getName();
    if (Name.empty() || Name.back() < '1' || Name.back() > '4')
      return false;
    Name = Name.drop_back();
    Name.consume_front("u");
    return Name == "char" || Name == "short" || Name == "int" || Name == "long" ||
           Name == "longlong" || Name == "float" || Name == "double";
  }

  // The whole lines of a definition in the main file (or the definition alone on a side
  // where other code shares its line), and the offset of its name.
  std::optional<AstFacts::HelperRedefinition> wholeLines(const FunctionDecl *D) const {
    // 'inline __host__ __device__ void operator+=': a definition may start with a macro.
    SourceManager &SM = Recorder.SM;
    auto Range = fileRange({SM.getExpansionLoc(D->getSourceRange().getBegin()),
                            SM.getExpansionLoc(D->getSourceRange().getEnd())});
    if (!Range)
      return std::nullopt;
    llvm::StringRef Buffer = Recorder.SM.getBufferData(Recorder.SM.getMainFileID());
    size_t Begin = Buffer.rfind('\n', Range->Begin);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    size_t End = Buffer.find('\n', Range->End);
    End = End == llvm::StringRef::npos ? Buffer.size() : End + 1;
    llvm::StringRef Before = Buffer.slice(Begin, Range->Begin);
    llvm::StringRef After = Buffer.slice(Range->End, End).trim();
    bool SharesFirstLine = !Before.trim().empty();
    bool SharesLastLine = !After.empty() && !After.starts_with("//");
    unsigned Name = Recorder.SM.getFileOffset(Recorder.SM.getSpellingLoc(D->getLocation()));
    AstFacts::HelperRedefinition Definition;
    Definition.Lines = {SharesFirstLine ? Range->Begin : static_cast<unsigned>(Begin),
                        SharesLastLine ? Range->End : static_cast<unsigned>(End)};
    Definition.NameOffset = Name;
    Definition.SharesFirstLine = SharesFirstLine;
    Definition.SharesLastLine = SharesLastLine;
    return Definition;
  }

  // '__ffsll(x)' with x an int64_t (long): CUDA declares one __ffsll(long long), HIP on AMD
  // two (long long and unsigned long long), between which a long is ambiguous. The same for
  // __ffs (int, unsigned int) given a long, a long long or their unsigned forms.
  void recordAmbiguousIntrinsicArgument(const CallExpr *E, const FunctionDecl *Callee) {
    if (!Callee || !Callee->getDeclName().isIdentifier() || E->getNumArgs() != 1 ||
        Recorder.isUserLocation(Callee->getLocation()))
      return;
    llvm::StringRef Name = Callee->getName();
    if (Name != "__ffs" && Name != "__ffsll")
      return;
    const Expr *Arg = E->getArg(0)->IgnoreParenImpCasts();
    QualType Written = Arg->getType().getCanonicalType().getUnqualifiedType();
    if (!Written->isIntegerType() || Written->isDependentType())
      return;
    ASTContext &Ctx = *Context;
    bool Wide = Name == "__ffsll";
    QualType Signed = Wide ? Ctx.LongLongTy : Ctx.IntTy;
    QualType Unsigned = Wide ? Ctx.UnsignedLongLongTy : Ctx.UnsignedIntTy;
    if (Written == Signed || Written == Unsigned || (!Wide && Ctx.isPromotableIntegerType(Written)))
      return;
    auto Range = writtenRange(E->getArg(0)->getSourceRange());
    if (!Range)
      return;
    Recorder.Facts.AmbiguousIntrinsicArguments[Range->Begin] = {
        Range->End, Callee->getParamDecl(0)->getType().getAsString()};
  }

  // 'prop.asyncEngineCount' on CUDA's own cudaDeviceProp (not a program's struct), and
  // 'prop.requestedHandleTypes' on the driver API's CUmemAllocationProp.
  void recordDevicePropField(const MemberExpr *E) {
    const auto *Field = dyn_cast<FieldDecl>(E->getMemberDecl());
    if (!Field || !Field->getDeclName().isIdentifier() ||
        Recorder.isUserLocation(Field->getLocation()))
      return;
    const RecordDecl *Record = Field->getParent();
    if (!Record)
      return;
    std::map<unsigned, std::string> *Fields =
        Record->getName() == "cudaDeviceProp"           ? &Recorder.Facts.DevicePropFields
        : Record->getName() == "CUmemAllocationProp_st" ? &Recorder.Facts.AllocationPropFields
                                                        : nullptr;
    if (!Fields)
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Name = SM.getSpellingLoc(E->getMemberLoc());
    if (SM.isWrittenInMainFile(Name))
      (*Fields)[SM.getFileOffset(Name)] = Field->getName().str();
  }

  void recordConstantArgument(const Expr *Arg) {
    if (Arg->isValueDependent() || Arg->isTypeDependent())
      return;
    Expr::EvalResult Result;
    if (!Arg->EvaluateAsInt(Result, *Context))
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Begin = SM.getSpellingLoc(Arg->getBeginLoc());
    if (SM.isWrittenInMainFile(Begin))
      Recorder.Facts.SyncCallConstantArgs[SM.getFileOffset(Begin)] =
          Result.Val.getInt().getZExtValue();
  }

  // The type before CUDA's implicit conversion to its 32-bit 'unsigned' mask parameter.
  void recordWideArgument(const Expr *Arg) {
    QualType Written = Arg->IgnoreImpCasts()->getType();
    if (Arg->isTypeDependent() || !Written->isIntegerType() || Context->getTypeSize(Written) < 64)
      return;
    SourceManager &SM = Recorder.SM;
    SourceLocation Begin = SM.getSpellingLoc(Arg->getBeginLoc());
    if (SM.isWrittenInMainFile(Begin))
      Recorder.Facts.SyncCallWideArgs.insert(SM.getFileOffset(Begin));
  }

  std::optional<ByteRange> fileRange(SourceRange Range) const {
    return cu2hip::fileRange(Range, Recorder.SM, LangOpts);
  }
  std::optional<ByteRange> writtenRange(SourceRange Range) const {
    return cu2hip::writtenRange(Range, Recorder.SM, LangOpts);
  }

  void recordLaunch(CUDAKernelCallExpr *E) {
    SourceManager &SM = Recorder.SM;
    const CallExpr *Config = E->getConfig();
    // Sema builds the configuration call with the '<<<' location as its callee
    // location and the '>>>' location as its right parenthesis.
    SourceLocation Open = Config->getCallee()->getBeginLoc();
    SourceLocation Close = Config->getRParenLoc();
    auto Callee = fileRange(E->getCallee()->IgnoreImplicit()->getSourceRange());
    auto WholeLaunch = fileRange(E->getSourceRange());
    if (!Callee || !WholeLaunch || Open.isMacroID() || Close.isMacroID()) {
      SourceLocation Where = SM.getExpansionLoc(E->getBeginLoc());
      if (SM.isWrittenInMainFile(Where))
        Recorder.Facts.LaunchesInMacros.push_back(SM.getFileOffset(Where));
      return;
    }
    LaunchSite Site;
    Site.Callee = *Callee;
    const Expr *CalleeExpr = E->getCallee()->IgnoreImplicit();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(CalleeExpr))
      Site.CalleeHasTemplateArgs = Ref->hasExplicitTemplateArgs();
    else if (const auto *Lookup = dyn_cast<OverloadExpr>(CalleeExpr))
      Site.CalleeHasTemplateArgs = Lookup->hasExplicitTemplateArgs();
    unsigned OpenOffset = SM.getFileOffset(Open);
    Site.OpenChevrons = {OpenOffset, OpenOffset + 3};
    auto reportUnrewritable = [&] {
      Recorder.Facts.LaunchesInMacros.push_back(
          SM.getFileOffset(SM.getExpansionLoc(E->getBeginLoc())));
    };
    for (const Expr *Arg : Config->arguments()) {
      if (isa<CXXDefaultArgExpr>(Arg))
        break;
      // 'k<<<N / 32, BS>>>': an argument that is or contains a macro keeps the text written
      // in the file, macro names included.
      auto Range = writtenRange(Arg->getSourceRange());
      if (!Range)
        return reportUnrewritable();
      Site.Config.push_back(*Range);
    }
    std::optional<Token> Paren = Lexer::findNextToken(Close, SM, LangOpts);
    if (!Paren || Paren->isNot(tok::l_paren))
      return reportUnrewritable();
    Site.CloseChevronsAndParen = {SM.getFileOffset(Close),
                                  SM.getFileOffset(Paren->getLocation()) + 1};
    Site.HasArguments = E->getNumArgs() > 0 && !isa<CXXDefaultArgExpr>(E->getArg(0));
    Recorder.Facts.Launches.push_back(std::move(Site));
  }

  FactRecorder &Recorder;
  ASTContext *Context;
  const LangOptions &LangOpts;
  const FunctionDecl *CurrentFunction = nullptr;
};

class FactConsumer : public ASTConsumer {
public:
  FactConsumer(FactRecorder &Recorder, const RuleSelection &Detectors, TimeBudget &Budget,
               std::string ParseStage, PreambleUseCheck *PreambleCheck)
      : Recorder(Recorder), Detectors(Detectors), Budget(Budget), ParseStage(std::move(ParseStage)),
        PreambleCheck(PreambleCheck) {}

  // Returning false ends the parse here (clang::ParseAST): the file's budget is spent, and
  // the caller translates it at token level.
  bool HandleTopLevelDecl(DeclGroupRef) override { return Budget.allows(ParseStage); }

  // Bodies of functions in system headers (the C++ library, Thrust, CUB, the CUDA headers)
  // are never translated or inspected: they are skipped unparsed. So are the bodies of host
  // functions in the program's own headers: only this file is rewritten, its facts are its
  // own text's, and the hazards that look into a called function's body look into device
  // code (a header's host code is read when the header itself is translated). Sema still
  // parses what it may need to evaluate (constexpr functions, deduced return types).
  bool shouldSkipFunctionBody(Decl *D) override {
    SourceLocation Where = Recorder.SM.getExpansionLoc(D->getLocation());
    if (Recorder.SM.isInSystemHeader(Where))
      return true;
    const FunctionDecl *F = D->getAsFunction();
    return F && !Recorder.SM.isWrittenInMainFile(Where) && !F->hasAttr<CUDADeviceAttr>() &&
           !F->hasAttr<CUDAGlobalAttr>();
  }

  void HandleTranslationUnit(ASTContext &Context) override {
    // With the precompiled CUDA headers (PreambleCache), walking the translation unit
    // would deserialize every declaration of the PCH: most of a parse's cost. The walks
    // below only want what this file's text declares (header declarations are reached
    // through the references to them), so the unit's lexical contents stop at the
    // declarations parsed here. Without a PCH this changes nothing.
    Context.getTranslationUnitDecl()->setHasExternalLexicalStorage(false);
    if (PreambleCheck) { // a parse that fails it is done again: its facts would be wasted
      PreambleCheck->decide(Context);
      if (!PreambleCheck->passed())
        return;
    }
    // The reference walk belongs to the parse: without it the facts are not complete.
    if (!Budget.allows(ParseStage))
      return;
    ReferenceVisitor(Recorder, Context).TraverseAST(Context);
    collectCudaNamespaceFacts(Context, Recorder.Facts);
    limitParentLookupsToOwnCode(Context);
    DetectorSink Sink(Recorder.Facts, Recorder.SM, Budget);
    for (const RuleDescription &Rule : ruleRegistry()) {
      if (!Rule.Detector || !Detectors.runs(Rule.Name))
        continue;
      Sink.setDetector(Rule.Name);
      if (!Budget.allows(Sink.stage()))
        break;
      size_t Before = Sink.Pending.size();
      std::unique_ptr<AstDetector> Detector = Rule.Detector();
      bool OutOfTime = false;
      auto Failure = runGuarded([&] {
        try {
          Detector->run(Context, Sink);
        } catch (const TimeBudgetSpent &) {
          OutOfTime = true; // what it found so far stands; the finding says the rest is missing
        }
      });
      if (OutOfTime)
        break;
      if (Failure) {
        Sink.Pending.resize(Before); // a crashed detector's findings may be half of them
        Sink.dropSharedAnalyses();
        Recorder.Facts.InternalErrors.push_back("hazard detector '" + std::string(Rule.Name) +
                                                "' " + *Failure +
                                                "; its findings for this file are missing");
      }
    }
    Sink.flush();
  }

private:
  // A detector's first parent lookup (ExprMutationAnalyzer's) maps the parents of everything
  // in the traversal scope. System headers that no preamble holds, parsed now, can be most
  // of it (the tables of curand_kernel.h: a tenth of a second per file), and no detector
  // asks for a parent there: their function bodies were skipped. The scope keeps the file's
  // own declarations and its project headers'.
  void limitParentLookupsToOwnCode(ASTContext &Context) {
    std::vector<Decl *> Own;
    for (Decl *D : Context.getTranslationUnitDecl()->decls())
      if (!Recorder.SM.isInSystemHeader(Recorder.SM.getExpansionLoc(D->getLocation())))
        Own.push_back(D);
    Context.setTraversalScope(Own);
  }

  FactRecorder &Recorder;
  const RuleSelection &Detectors;
  TimeBudget &Budget;
  std::string ParseStage;
  PreambleUseCheck *PreambleCheck;
};

class FactCollectingAction : public ASTFrontendAction {
public:
  FactCollectingAction(AstFacts &Facts, const RuleSelection &Detectors, TimeBudget &Budget,
                       std::string ParseStage, PreambleUseCheck *PreambleCheck)
      : Facts(Facts), Detectors(Detectors), Budget(Budget), ParseStage(std::move(ParseStage)),
        PreambleCheck(PreambleCheck) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    // Owned here: the preprocessor's callbacks and the consumer both use it.
    Recorder = std::make_unique<FactRecorder>(Facts, CI.getSourceManager());
    CI.getFrontendOpts().SkipFunctionBodies = true; // asks FactConsumer which ones
    CI.getPreprocessor().addPPCallbacks(std::make_unique<PreprocessorFacts>(*Recorder));
    if (PreambleCheck)
      CI.getPreprocessor().addPPCallbacks(PreambleCheck->watch(CI.getPreprocessor()));
    return std::make_unique<FactConsumer>(*Recorder, Detectors, Budget, ParseStage, PreambleCheck);
  }

private:
  AstFacts &Facts;
  const RuleSelection &Detectors;
  TimeBudget &Budget;
  std::string ParseStage;
  PreambleUseCheck *PreambleCheck;
  std::unique_ptr<FactRecorder> Recorder;
};

} // namespace

std::unique_ptr<FrontendAction> makeFactCollectingAction(AstFacts &Facts,
                                                         const RuleSelection &Detectors,
                                                         TimeBudget &Budget, std::string ParseStage,
                                                         PreambleUseCheck *PreambleCheck) {
  return std::make_unique<FactCollectingAction>(Facts, Detectors, Budget, std::move(ParseStage),
                                                PreambleCheck);
}

} // namespace cu2hip
