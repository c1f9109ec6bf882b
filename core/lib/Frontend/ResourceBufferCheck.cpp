//===- ResourceBufferCheck.cpp - ConstantBuffer<T> forms dxild refuses ----===//

#include "Frontend/ResourceBufferCheck.h"
#include "Frontend/FrontendLocations.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Type.h"

namespace dxild {

namespace {

/// "ConstantBuffer" or "TextureBuffer" when \p Ty (or its array element
/// type) is written with the prelude's alias of that name or the frontend's
/// array placeholder for it (ResourceBufferDecls.h), else empty.
llvm::StringRef writtenAs(clang::QualType Ty) {
  while (const clang::ArrayType *A = Ty->getAsArrayTypeUnsafe())
    Ty = A->getElementType();
  for (const clang::Type *T = Ty.getTypePtr(); T;) {
    if (const auto *TS = llvm::dyn_cast<clang::TemplateSpecializationType>(T))
      if (const clang::TemplateDecl *TD =
              TS->getTemplateName().getAsTemplateDecl()) {
        llvm::StringRef Name = TD->getName();
        if (Name == "ConstantBuffer" || Name == "__dxild_cbarr")
          return "ConstantBuffer";
        if (Name == "TextureBuffer" || Name == "__dxild_tbarr")
          return "TextureBuffer";
      }
    clang::QualType Next = T->getLocallyUnqualifiedSingleStepDesugaredType();
    if (Next.getTypePtr() == T)
      break;
    T = Next.getTypePtr();
  }
  return {};
}

} // namespace

bool ResourceBufferCheck::HandleTopLevelDecl(clang::DeclGroupRef Group) {
  for (clang::Decl *D : Group)
    visit(D);
  return true;
}

void ResourceBufferCheck::visit(clang::Decl *D) {
  if (auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(D)) {
    if (NS->getName() != "hlsl")
      for (clang::Decl *Inner : NS->decls())
        visit(Inner);
    return;
  }
  if (llvm::isa<clang::HLSLBufferDecl>(D))
    return; // cbuffer and tbuffer blocks are compiled (Binding/TBuffers.h)
  auto *Var = llvm::dyn_cast<clang::VarDecl>(D);
  if (!Var || !Var->hasGlobalStorage() || Var->isStaticLocal())
    return;
  llvm::StringRef Name = writtenAs(Var->getType());
  if (Name.empty())
    return;
  std::string What = (Name + "<T> '" + Var->getName() + "'").str();
  if (Var->getType()->isArrayType())
    report(Var->getLocation(), "dxild.frontend.constantbuffer-array",
           "arrays of " + What +
               " with more than one dimension, one of them unbounded, are "
               "not supported (DXC 1.9 does not produce valid DXIL for them "
               "either); give every dimension a size or declare a "
               "one-dimensional array");
  else
    report(Var->getLocation(), "dxild.frontend.constantbuffer-declaration",
           What + " must be declared alone at file scope, as `" + Name.str() +
               "<T> Name : register(...);`, for dxild to bind it as DXC "
               "does (several declarators, namespaces, `static`, "
               "initializers and declarations spelled by a macro are not "
               "supported)");
}

void ResourceBufferCheck::report(clang::SourceLocation Loc, const char *Code,
                                 std::string Message) {
  Out.push_back(frontendError(SM, Loc, Code, std::move(Message)));
  ++Errors;
}

} // namespace dxild
