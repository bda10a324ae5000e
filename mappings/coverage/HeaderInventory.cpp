// Parses a probe file that includes a family's headers and keeps the public names
// declared in the family's own files. Names starting with '_' are CUDA internals;
// include guards are not API.
#include "HeaderInventory.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"

namespace cu2hip {

const std::vector<HeaderFamily> &coverageFamilies() {
  static const std::vector<HeaderFamily> Families = {
      {"runtime",
       {"cuda_runtime.h", "cuda_profiler_api.h"},
       {"cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h", "vector_types.h",
        "vector_functions.h", "vector_functions.hpp", "surface_types.h", "texture_types.h",
        "channel_descriptor.h", "library_types.h", "cuda_profiler_api.h"}},
      {"driver", {"cuda.h"}, {"cuda.h"}},
      {"curand", {"curand.h", "curand_kernel.h"}, {"curand.h", "curand_kernel.h",
        "curand_discrete.h", "curand_discrete2.h", "curand_globals.h", "curand_lognormal.h",
        "curand_mrg32k3a.h", "curand_mtgp32.h", "curand_mtgp32_kernel.h", "curand_normal.h",
        "curand_philox4x32_x.h", "curand_poisson.h", "curand_precalc.h", "curand_uniform.h"}},
      {"cusparse", {"cusparse.h"}, {"cusparse.h"}},
      {"cublas", {"cublas_v2.h"}, {"cublas_api.h", "cublas_v2.h"}},
      {"cufft", {"cufft.h"}, {"cufft.h"}},
      {"cusolver", {"cusolverDn.h"}, {"cusolverDn.h", "cusolver_common.h"}},
      {"nvrtc", {"nvrtc.h"}, {"nvrtc.h"}, false},
      {"cucomplex", {"cuComplex.h"}, {"cuComplex.h"}},
      {"fp16", {"cuda_fp16.h"}, {"cuda_fp16.h", "cuda_fp16.hpp"}, true, true},
      {"bf16", {"cuda_bf16.h"}, {"cuda_bf16.h", "cuda_bf16.hpp"}, true, true},
      {"nccl", {"nccl.h"}, {"nccl.h"}, false},
  };
  return Families;
}

namespace {

using namespace clang;

bool isPublicName(llvm::StringRef Name, bool DoubleUnderscoreIsPublic) {
  if (Name.empty())
    return false;
  if (Name[0] != '_')
    return true;
  if (!DoubleUnderscoreIsPublic || !Name.starts_with("__"))
    return false;
  for (llvm::StringRef Internal : {"__internal", "__nv", "__cuda", "__CUDA", "__CUDACC"})
    if (Name.starts_with(Internal))
      return false;
  return !Name.ends_with("__"); // __FOO_H__ style guards and markers
}

// "FOO_H", "__FOO_H__", "FOO_H_": guards, whose body is empty.
bool isIncludeGuard(llvm::StringRef Name, const MacroInfo &Info) {
  return Info.getNumTokens() == 0 &&
         (Name.ends_with("_H") || Name.ends_with("_H_") || Name.ends_with("_H__") ||
          Name.ends_with("_HPP") || Name.ends_with("_HPP_"));
}

class Collector {
public:
  Collector(const HeaderFamily &Family, NameInventory &Names, SourceManager &SM)
      : Family(Family), Names(Names), SM(SM) {}

  bool isOwned(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    llvm::StringRef File = SM.getFilename(SM.getExpansionLoc(Loc));
    llvm::StringRef Base = llvm::sys::path::filename(File);
    for (const std::string &Owned : Family.OwnedFiles)
      if (Base == Owned)
        return true;
    return false;
  }
  void add(llvm::StringRef Name, const char *Kind) {
    if (isPublicName(Name, Family.DoubleUnderscoreIsPublic))
      Names.emplace(Name.str(), Kind);
  }

private:
  const HeaderFamily &Family;
  NameInventory &Names;
  SourceManager &SM;
};

class MacroCollector : public PPCallbacks {
public:
  explicit MacroCollector(Collector &C) : C(C) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *Info = MD->getMacroInfo();
    llvm::StringRef Text = Name.getIdentifierInfo()->getName();
    if (C.isOwned(Name.getLocation()) && !isIncludeGuard(Text, *Info))
      C.add(Text, "macro");
  }

private:
  Collector &C;
};

class DeclCollector : public RecursiveASTVisitor<DeclCollector> {
public:
  explicit DeclCollector(Collector &C) : C(C) {}
  bool VisitFunctionDecl(FunctionDecl *D) { return add(D, "function"); }
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *D) { return add(D, "function"); }
  bool VisitTypedefNameDecl(TypedefNameDecl *D) { return add(D, "type"); }
  bool VisitTagDecl(TagDecl *D) { return add(D, "type"); }
  bool VisitEnumConstantDecl(EnumConstantDecl *D) { return add(D, "enum_constant"); }

private:
  bool add(NamedDecl *D, const char *Kind) {
    // Class members are reached through their class, not named on their own.
    if (D->getDeclName().isIdentifier() && !D->getDeclContext()->isRecord() &&
        C.isOwned(D->getLocation()))
      C.add(D->getName(), Kind);
    return true;
  }
  Collector &C;
};

class InventoryAction : public ASTFrontendAction {
public:
  InventoryAction(const HeaderFamily &Family, NameInventory &Names)
      : Family(Family), Names(Names) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    Shared = std::make_unique<Collector>(Family, Names, CI.getSourceManager());
    CI.getPreprocessor().addPPCallbacks(std::make_unique<MacroCollector>(*Shared));
    struct Consumer : ASTConsumer {
      Collector &C;
      explicit Consumer(Collector &C) : C(C) {}
      void HandleTranslationUnit(ASTContext &Context) override {
        DeclCollector(C).TraverseAST(Context);
      }
    };
    return std::make_unique<Consumer>(*Shared);
  }

private:
  const HeaderFamily &Family;
  NameInventory &Names;
  std::unique_ptr<Collector> Shared;
};

} // namespace

llvm::Expected<NameInventory> inventoryFamily(const HeaderFamily &Family,
                                              const InventoryOptions &Options) {
  std::string Probe;
  for (const std::string &Include : Family.Includes)
    Probe += "#include <" + Include + ">\n";
  std::vector<std::string> Args = {"-std=c++17", "-w", "-Wno-unknown-cuda-version",
                                   "-resource-dir=" + Options.ResourceDir,
                                   "-I" + Options.CudaPath + "/include",
                                   "-isystem", Options.CudaPath + "/include/cccl"};
  if (Family.CudaMode) {
    Args.insert(Args.end(), {"-x", "cuda", "--cuda-host-only", "--cuda-path=" + Options.CudaPath,
                             "-nocudalib"});
  }
  NameInventory Names;
  bool Ok = clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<InventoryAction>(Family, Names), Probe, Args,
      Family.CudaMode ? "cu2hip-coverage-probe.cu" : "cu2hip-coverage-probe.cpp");
  if (!Ok)
    return llvm::createStringError("the " + Family.Name +
                                   " headers did not parse (is the CUDA installation complete?)");
  return Names;
}

} // namespace cu2hip
