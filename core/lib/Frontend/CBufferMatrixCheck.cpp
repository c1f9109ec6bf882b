//===- CBufferMatrixCheck.cpp - cbuffer matrices Clang lays out wrongly ---===//

#include "Frontend/CBufferMatrixCheck.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Diagnostic.h"

using namespace clang;

namespace dxild {

void CBufferMatrixCheck::visit(Decl *D) {
  if (auto *NS = dyn_cast<NamespaceDecl>(D)) {
    for (Decl *Inner : NS->decls())
      visit(Inner);
    return;
  }
  auto *Buffer = dyn_cast<HLSLBufferDecl>(D);
  if (!Buffer || !Ctx)
    return;
  for (Decl *Member : Buffer->decls()) {
    auto *Var = dyn_cast<VarDecl>(Member);
    if (!Var)
      continue;
    QualType Ty = Var->getType();
    while (const ArrayType *AT = Ctx->getAsArrayType(Ty))
      Ty = AT->getElementType();
    const auto *MT = Ty->getAs<ConstantMatrixType>();
    if (!MT)
      continue;
    uint64_t ColumnBytes =
        MT->getNumRows() *
        Ctx->getTypeSizeInChars(MT->getElementType()).getQuantity();
    if (MT->getNumColumns() == 1 || ColumnBytes == 16)
      continue;
    DiagnosticsEngine &Diags = Ctx->getDiagnostics();
    unsigned ID = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "[%0] cbuffer member '%1' of type %2: Clang 22 lays a cbuffer matrix "
        "out contiguously, not one 16-byte register per column as HLSL "
        "does, so its values would be read from the wrong offsets; use a "
        "matrix with 4-component columns (e.g. float4xN) or vectors");
    Diags.Report(Var->getLocation(), ID)
        << CBufferMatrixCode << Var->getName() << Var->getType();
  }
}

bool CBufferMatrixCheck::HandleTopLevelDecl(DeclGroupRef D) {
  for (Decl *Each : D)
    visit(Each);
  return true;
}

} // namespace dxild
