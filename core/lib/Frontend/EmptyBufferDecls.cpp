//===- EmptyBufferDecls.cpp - Decls in constant-free cbuffers -------------===//

#include "Frontend/EmptyBufferDecls.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclGroup.h"
#include "clang/CodeGen/ModuleBuilder.h"

using namespace clang;

namespace dxild {

namespace {

/// What Clang 22 emits as an ordinary global from inside a buffer it does
/// emit (CGHLSLRuntime's buffer globals): functions, statics, groupshared
/// variables and resources. Constants have no place without the buffer,
/// and there are none here.
bool emittedOutsideBuffer(const Decl *D) {
  if (isa<FunctionDecl>(D))
    return true;
  const auto *Var = dyn_cast<VarDecl>(D);
  if (!Var)
    return false;
  QualType Ty = Var->getType();
  return Var->getStorageClass() == SC_Static ||
         Ty.getAddressSpace() == LangAS::hlsl_groupshared ||
         Ty->isHLSLResourceRecord() || Ty->isHLSLResourceRecordArray();
}

} // namespace

bool EmptyBufferDeclEmitter::HandleTopLevelDecl(DeclGroupRef Group) {
  for (Decl *D : Group) {
    auto *Buffer = dyn_cast<HLSLBufferDecl>(D);
    const CXXRecordDecl *Layout = Buffer ? Buffer->getLayoutStruct() : nullptr;
    if (!Layout || !Layout->isEmpty())
      continue;
    for (Decl *Inner : Buffer->buffer_decls())
      if (emittedOutsideBuffer(Inner))
        Gen.HandleTopLevelDecl(DeclGroupRef(Inner));
  }
  return true;
}

} // namespace dxild
