// api-mapping, header names: #include <cuda_header.h> -> the HIP header that the tables'
// "header" entries name.
#include "ApiMappingParts.h"
#include "mappings/MappingResolution.h"
#include "rewriters/IncludeDirective.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace cu2hip {
namespace {

class IncludeRewriteRule : public Rule {
public:
  void run(RuleContext &C) override {
    const TokenStream &Tokens = C.Tokens;
    for (size_t I = 0; I + 1 < Tokens.size(); ++I) {
      if (!Tokens[I].is(clang::tok::hash) || Tokens[I].DirectiveHash != static_cast<int>(I))
        continue;
      std::string_view Directive = Tokens[I + 1].Text;
      if (Directive != "include" && Directive != "include_next")
        continue;
      rewriteHeaderName(C, Tokens[I].Offset, Tokens[I + 1].end());
    }
  }

private:
  // '#include "kernels.cu"': the included source is written as kernels.hip when outputs
  // are renamed, so the include follows it (the output tree must still compile).
  static void renameIncludedCuSource(RuleContext &C, const IncludedHeader &Included) {
    if (!C.Options.CuSourcesRenamed || Included.Angled || !Included.Name.ends_with(".cu"))
      return;
    C.edit(Included.Offset + Included.Name.size() - 3, 3, ".hip");
  }

  // A header of the CUDA installation that no table names (libcu++'s cuda/barrier, nv/target,
  // a header newer than the tables): HIP ships no such file, so on AMD the include alone
  // stops the build, whether or not anything it declares is used. A quoted name found beside
  // the including file is the project's own header.
  static bool isUnmappedToolkitHeader(const RuleContext &C, const IncludedHeader &Included) {
    const std::string &CudaPath = C.Options.Parse.CudaPath;
    if (CudaPath.empty() || Included.Name.empty())
      return false;
    // rocThrust keeps Thrust's header tree, internal headers included, under the same names.
    if (Included.Name.starts_with("thrust/"))
      return false;
    if (!Included.Angled) {
      llvm::SmallString<256> Beside(llvm::sys::path::parent_path(C.FilePath));
      llvm::sys::path::append(Beside, Included.Name);
      if (llvm::sys::fs::exists(Beside))
        return false;
    }
    for (const char *Folder : {"include", "include/cccl"}) {
      llvm::SmallString<256> Candidate(CudaPath);
      llvm::sys::path::append(Candidate, Folder, Included.Name);
      if (llvm::sys::fs::is_regular_file(Candidate))
        return true;
    }
    return false;
  }

  // '#include <math_constants.h>' for a HIP that has no counterpart and where AMD compiles
  // without it: the directive is kept for HIP's NVIDIA platform, where CUDA's header is.
  // The guard opens at the '#' and closes at the line's end, so the directive stays whole
  // and what a later rule inserts before or after the line (hip_runtime.h) stays outside.
  static void keepForNvidiaOnly(RuleContext &C, unsigned Hash, const MappingEntry &Entry,
                                unsigned Offset) {
    std::string_view Source = C.Source;
    size_t LineStart = Source.rfind('\n', Hash);
    LineStart = LineStart == std::string_view::npos ? 0 : LineStart + 1;
    bool Guarded = followsNvidiaOnlyGuard(Source, LineStart);
    size_t LineEnd = std::min(Source.find('\n', Offset), Source.size());
    // Where another edit holds the place, the include stays as written: it stops the AMD
    // build, which is said as for any header newer than the target.
    if (!Guarded && (C.Edits.touches(LineEnd, 0) || !openNvidiaOnlyGuard(C, Hash))) {
      C.report(
          DiagnosticKind::NewerThanTarget, Offset,
          {Entry.Cuda, Entry.HipSince->str(), C.Options.TargetHip.str(), Entry.OlderHip->Note});
      return;
    }
    if (!Guarded)
      C.edit(LineEnd, 0, "\n#endif");
    C.report(DiagnosticKind::HeaderKeptForNvidia, Offset, {Entry.Cuda, C.Options.TargetHip.str()});
  }

  static void rewriteHeaderName(RuleContext &C, unsigned Hash, unsigned From) {
    std::optional<IncludedHeader> Included = includedHeader(C.Source, From);
    if (!Included)
      return; // a computed include: #include MACRO
    std::string_view Header = Included->Name;
    const MappingEntry *Entry = C.Table.lookupHeader(Header);
    unsigned Offset = Included->Offset;
    if (!Entry) {
      if (isUnmappedToolkitHeader(C, *Included))
        C.report(DiagnosticKind::UnknownCudaIdentifier, Offset, {std::string(Header)});
      else
        renameIncludedCuSource(C, *Included);
      return;
    }
    Resolution R =
        resolve(*Entry, C.Options.TargetHip, C.Options.UseRocNames, C.Options.SoftwareTextures);
    switch (R.What) {
    case Resolution::Action::Unsupported:
      C.report(DiagnosticKind::UnsupportedApi, Offset, {Entry->Cuda, R.reason(*Entry)});
      return;
    case Resolution::Action::NewerThanTarget:
      C.report(DiagnosticKind::NewerThanTarget, Offset,
               {Entry->Cuda, Entry->HipSince->str(), C.Options.TargetHip.str(), R.reason(*Entry)});
      return;
    case Resolution::Action::OlderForm:
      if (Entry->OlderHip->NvidiaOnly) {
        keepForNvidiaOnly(C, Hash, *Entry, Offset);
        return;
      }
      C.report(DiagnosticKind::OlderHipSubstitute, Offset,
               {Entry->Cuda, R.Spelling, C.Options.TargetHip.str(), Entry->OlderHip->Note});
      break;
    case Resolution::Action::Rename:
      break;
    }
    const std::string &Target = R.Spelling;
    if (Target == Header)
      C.portable(Entry->Cuda);
    else if (C.edit(Offset, Header.size(), Target))
      C.converted(Entry->Cuda);
    if (Entry->AmdOnly)
      C.report(DiagnosticKind::AmdOnlyLibrary, Offset, {Entry->Cuda, Target});
  }
};

} // namespace

std::unique_ptr<Rule> createIncludeRewritePart() { return std::make_unique<IncludeRewriteRule>(); }

} // namespace cu2hip
