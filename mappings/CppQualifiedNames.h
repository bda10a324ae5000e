// How users write the qualified name of a declaration in a C++ library header: the
// namespaces they never spell (versioning namespaces) are left out. Header-only: shared by
// the rewriters (CudaNamespaceFacts) and the coverage inventory (mappings/coverage), so it
// lives with the tables, which depend on nothing else of cu2hip.
#pragma once

#include "clang/AST/DeclCXX.h"

#include <string>

namespace cu2hip {

// CCCL wraps cub and thrust in inline namespaces (cub::CUB_300000_SM_70_NS); cooperative
// groups puts everything in 'cooperative_groups::__v1' and imports it with a
// using-directive. Neither appears in user code.
inline bool isTransparentNamespace(const clang::NamespaceDecl *NS) {
  if (NS->isInline())
    return true;
  const auto *Parent = clang::dyn_cast<clang::NamespaceDecl>(NS->getParent());
  if (!Parent)
    return false;
  for (const clang::UsingDirectiveDecl *D : Parent->using_directives())
    if (D->getNominatedNamespace() == NS->getCanonicalDecl() ||
        D->getNominatedNamespace()->getCanonicalDecl() == NS->getCanonicalDecl())
      return true;
  return false;
}

// "thrust::cuda" for DC inside thrust's 'cuda' namespace; empty when DC is not a
// namespace (a class or function scope).
inline std::string userNamespaceName(const clang::DeclContext *DC) {
  std::string Name;
  for (; DC && !DC->isTranslationUnit(); DC = DC->getParent()) {
    const auto *NS = clang::dyn_cast<clang::NamespaceDecl>(DC);
    if (!NS)
      return {};
    if (!isTransparentNamespace(NS))
      Name = NS->getName().str() + (Name.empty() ? "" : "::" + Name);
  }
  return Name;
}

} // namespace cu2hip
