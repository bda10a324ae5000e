// Parses a probe file that includes a family's headers and keeps the public names
// declared in the family's own files. Names starting with '_' are CUDA internals;
// include guards are not API, nor are helper macros the headers #undef again.
#include "HeaderInventory.h"

#include "mappings/CppQualifiedNames.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace cu2hip {

const std::vector<HeaderFamily> &coverageFamilies() {
  static const std::vector<HeaderFamily> Families = {
      {"runtime",
       {"cuda_runtime.h", "cuda_profiler_api.h"},
       {"cuda_runtime_api.h", "cuda_runtime.h", "driver_types.h", "vector_types.h",
        "vector_functions.h", "vector_functions.hpp", "surface_types.h", "texture_types.h",
        "channel_descriptor.h", "library_types.h", "cuda_profiler_api.h", "driver_functions.h"}},
      {"math_constants", {"math_constants.h"}, {"math_constants.h"}},
      {"driver", {"cuda.h"}, {"cuda.h"}},
      {"curand",
       {"curand.h", "curand_kernel.h"},
       {"curand.h", "curand_kernel.h", "curand_discrete.h", "curand_discrete2.h",
        "curand_globals.h", "curand_lognormal.h", "curand_mrg32k3a.h", "curand_mtgp32.h",
        "curand_mtgp32_kernel.h", "curand_normal.h", "curand_philox4x32_x.h", "curand_poisson.h",
        "curand_precalc.h", "curand_uniform.h"}},
      {"cusparse", {"cusparse.h"}, {"cusparse.h"}},
      {"cublas", {"cublas_v2.h"}, {"cublas_api.h", "cublas_v2.h"}},
      {"cublaslt", {"cublasLt.h"}, {"cublasLt.h"}},
      {"cufft", {"cufft.h"}, {"cufft.h"}},
      {"cusolver", {"cusolverDn.h"}, {"cusolverDn.h", "cusolver_common.h"}},
      {"nvrtc", {"nvrtc.h"}, {"nvrtc.h"}, false},
      {"cucomplex", {"cuComplex.h"}, {"cuComplex.h"}},
      {"fp16", {"cuda_fp16.h"}, {"cuda_fp16.h", "cuda_fp16.hpp"}, true, true},
      {"bf16", {"cuda_bf16.h"}, {"cuda_bf16.h", "cuda_bf16.hpp"}, true, true},
      {"nccl", {"nccl.h"}, {"nccl.h"}, false},
      {"cudnn",
       {"cudnn.h"},
       {"cudnn.h", "cudnn_version.h", "cudnn_graph.h", "cudnn_ops.h", "cudnn_cnn.h", "cudnn_adv.h",
        "cudnn_backend.h"},
       false},
      {"cub", {"cub/cub.cuh"}, {"cub/"}, true, false, {"cub"}},
      {"thrust", {"thrust/*.h"}, {"thrust/"}, true, false, {"thrust"}},
      {"cooperative_groups",
       {"cooperative_groups.h", "cooperative_groups/reduce.h", "cooperative_groups/scan.h",
        "cooperative_groups/memcpy_async.h"},
       {"cooperative_groups.h", "cooperative_groups/"},
       true,
       false,
       {"cooperative_groups"}},
      {"wmma", {"mma.h"}, {"mma.h", "mma.hpp"}, true, false, {"nvcuda"}},
      // Device-side math, atomics, warp and integer intrinsics: declared by the headers
      // cuda_runtime.h pulls in for device code (include/ and include/crt/).
      {"device",
       {"cuda_runtime.h"},
       {"math_functions.h", "math_functions.hpp", "device_functions.h", "device_functions.hpp",
        "device_double_functions.h", "device_atomic_functions.h", "sm_20_atomic_functions.h",
        "sm_20_intrinsics.h", "sm_30_intrinsics.h", "sm_32_atomic_functions.h",
        "sm_32_intrinsics.h", "sm_35_atomic_functions.h", "sm_35_intrinsics.h",
        "sm_60_atomic_functions.h", "sm_61_intrinsics.h", "sm_70_rt.h", "sm_80_rt.h", "sm_90_rt.h",
        "sm_100_rt.h"},
       true,
       true,
       {},
       /*AlsoAsNvccSeesIt=*/true},
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
      if (Owned.back() == '/' ? File.contains("/" + Owned) : Base == Owned)
        return true;
    return false;
  }
  const HeaderFamily &family() const { return Family; }
  // True when the name is public and was not known yet.
  bool add(llvm::StringRef Name, const char *Kind) {
    return isPublicName(Name, Family.DoubleUnderscoreIsPublic) &&
           Names.emplace(Name.str(), Kind).second;
  }
  void remove(const std::string &Name, llvm::StringRef Kind) {
    auto It = Names.find(Name);
    if (It != Names.end() && It->second == Kind)
      Names.erase(It);
  }

private:
  const HeaderFamily &Family;
  NameInventory &Names;
  SourceManager &SM;
};

class MacroCollector : public PPCallbacks {
public:
  MacroCollector(Collector &C, Preprocessor &PP) : C(C), PP(PP) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *Info = MD->getMacroInfo();
    llvm::StringRef Text = Name.getIdentifierInfo()->getName();
    // A C++ library's macros configure or implement it (THRUST_PP_*, CUB_NAMESPACE_BEGIN):
    // its API is its namespace. The few macros users test have table entries all the same.
    if (!C.family().Namespaces.empty())
      return;
    // '__NV_' is the macro spelling of the internal '__nv' prefix: the headers' helpers
    // (__NV_ATOMIC_RET, __NV_GLIBCXX_VERSION). Enumerators spelled so (the memory orders
    // __NV_ATOMIC_RELAXED, the fp8 __NV_E4M3) are API and still count.
    if (Text.starts_with("__NV_"))
      return;
    if (C.isOwned(Name.getLocation()) && !isIncludeGuard(Text, *Info) && C.add(Text, "macro"))
      Defined.push_back(Text.str());
  }
  // A macro the headers #undef again before they end (__DEF_IF_HOST, NV_MATH_NOEXCEPT)
  // helps write the headers; user code cannot name it, so it is not API.
  void EndOfMainFile() override {
    for (const std::string &Name : Defined)
      if (!PP.isMacroDefined(Name))
        C.remove(Name, "macro");
  }

private:
  Collector &C;
  Preprocessor &PP;
  std::vector<std::string> Defined;
};

bool isInternalNamespace(llvm::StringRef Name) {
  return Name.empty() || Name.starts_with("_") || Name == "detail" || Name == "details" ||
         Name == "impl" || Name == "internal";
}

// "cub::BlockReduce" for a declaration in one of the family's namespaces, as users write
// it: inline (versioning) namespaces and unscoped enums left out. Empty when the
// declaration is not in the family's namespaces, is internal, or is a class member.
std::string qualifiedPublicName(const NamedDecl *D, const std::vector<std::string> &Roots) {
  std::vector<llvm::StringRef> Scopes;
  for (const DeclContext *DC = D->getDeclContext(); !DC->isTranslationUnit();
       DC = DC->getParent()) {
    if (const auto *Enum = dyn_cast<EnumDecl>(DC)) {
      if (Enum->isScoped())
        Scopes.push_back(Enum->getName());
      continue;
    }
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS)
      return {}; // a class member, or inside an extern "C++" block of a record
    if (isTransparentNamespace(NS))
      continue;
    if (isInternalNamespace(NS->getName()))
      return {};
    Scopes.push_back(NS->getName());
  }
  if (Scopes.empty() || std::find(Roots.begin(), Roots.end(), Scopes.back()) == Roots.end())
    return {};
  std::string Name;
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
    Name += It->str() + "::";
  return Name + D->getName().str();
}

class DeclCollector : public RecursiveASTVisitor<DeclCollector> {
public:
  explicit DeclCollector(Collector &C) : C(C) {}
  bool VisitFunctionDecl(FunctionDecl *D) { return add(D, "function"); }
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *D) { return add(D, "function"); }
  bool VisitTypedefNameDecl(TypedefNameDecl *D) { return add(D, "type"); }
  bool VisitTagDecl(TagDecl *D) { return add(D, "type"); }
  bool VisitClassTemplateDecl(ClassTemplateDecl *D) { return add(D, "type"); }
  bool VisitTypeAliasTemplateDecl(TypeAliasTemplateDecl *D) { return add(D, "type"); }
  bool VisitEnumConstantDecl(EnumConstantDecl *D) { return add(D, "enum_constant"); }
  // Only C++ families name objects and using-declarations ('thrust::device', 'thrust::cuda::par').
  bool VisitVarDecl(VarDecl *D) { return isCpp() ? add(D, "variable") : true; }
  bool VisitUsingDecl(UsingDecl *D) { return isCpp() ? add(D, "using") : true; }

private:
  bool isCpp() const { return !C.family().Namespaces.empty(); }
  bool add(NamedDecl *D, const char *Kind) {
    if (!D->getDeclName().isIdentifier() || !C.isOwned(D->getLocation()))
      return true;
    if (isCpp()) {
      if (isa<ParmVarDecl>(D) || (isa<VarDecl>(D) && !cast<VarDecl>(D)->hasGlobalStorage()))
        return true;
      std::string Name = qualifiedPublicName(D, C.family().Namespaces);
      if (!Name.empty() && isPublicName(D->getName(), false))
        C.add(Name, Kind);
      return true;
    }
    // Class members are reached through their class, not named on their own.
    if (!D->getDeclContext()->isRecord())
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
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroCollector>(*Shared, CI.getPreprocessor()));
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

// "thrust/*.h" -> every thrust/NAME.h of the installation (CUDA 13 keeps CCCL under
// include/cccl), sorted so that the probe is the same on every run.
std::vector<std::string> expandIncludes(const std::vector<std::string> &Includes,
                                        const std::string &CudaPath) {
  std::vector<std::string> Result;
  for (const std::string &Include : Includes) {
    size_t Star = Include.find("/*");
    if (Star == std::string::npos) {
      Result.push_back(Include);
      continue;
    }
    std::string Folder = Include.substr(0, Star), Suffix = Include.substr(Star + 2);
    std::vector<std::string> Found;
    for (const char *Root : {"/include/", "/include/cccl/"}) {
      std::error_code EC;
      for (llvm::sys::fs::directory_iterator It(CudaPath + Root + Folder, EC), End;
           It != End && !EC; It.increment(EC))
        if (llvm::StringRef(It->path()).ends_with(Suffix))
          Found.push_back(Folder + "/" + llvm::sys::path::filename(It->path()).str());
    }
    std::sort(Found.begin(), Found.end());
    Result.insert(Result.end(), Found.begin(), Found.end());
  }
  return Result;
}

// The names of one parse of the probe; false when the headers did not parse.
bool collectNames(const HeaderFamily &Family, const std::string &Probe,
                  const std::vector<std::string> &Args, bool AsCuda, NameInventory &Names) {
  return clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<InventoryAction>(Family, Names), Probe, Args,
      AsCuda ? "cu2hip-coverage-probe.cu" : "cu2hip-coverage-probe.cpp");
}

// nvcc's host pass: __CUDACC__ without __CUDA_ARCH__ shows every device declaration.
// C++03, because libstdc++'s C++11 <cmath> declares std::sin & co. constexpr and CUDA's
// std:: redeclarations are then errors for clang; the declared names are the same.
std::vector<std::string> nvccHostViewArgs(const InventoryOptions &Options) {
  return {"-x",
          "c++",
          "-std=c++03",
          "-w",
          "-D__CUDACC__",
          "-D__NV_NO_HOST_COMPILER_CHECK=1",
          "-resource-dir=" + Options.ResourceDir,
          "-I" + Options.CudaPath + "/include"};
}

} // namespace

llvm::Expected<NameInventory> inventoryFamily(const HeaderFamily &Family,
                                              const InventoryOptions &Options) {
  std::string Probe;
  for (const std::string &Include : expandIncludes(Family.Includes, Options.CudaPath))
    Probe += "#include <" + Include + ">\n";
  std::vector<std::string> Args = {"-std=c++17",
                                   "-w",
                                   "-Wno-unknown-cuda-version",
                                   "-resource-dir=" + Options.ResourceDir,
                                   "-I" + Options.CudaPath + "/include",
                                   "-isystem",
                                   Options.CudaPath + "/include/cccl"};
  if (Family.CudaMode) {
    Args.insert(Args.end(), {"-x", "cuda", "--cuda-host-only", "--cuda-path=" + Options.CudaPath,
                             "-nocudalib"});
  }
  auto Failed = [&](const char *View) {
    return llvm::createStringError("the " + Family.Name + " headers did not parse" + View +
                                   " (is the CUDA installation complete?)");
  };
  NameInventory Names;
  if (!collectNames(Family, Probe, Args, Family.CudaMode, Names))
    return Failed("");
  if (Family.AlsoAsNvccSeesIt) {
    NameInventory NvccNames;
    if (!collectNames(Family, Probe, nvccHostViewArgs(Options), false, NvccNames))
      return Failed(" as nvcc's host pass sees them");
    Names.insert(NvccNames.begin(), NvccNames.end());
  }
  return Names;
}

} // namespace cu2hip
