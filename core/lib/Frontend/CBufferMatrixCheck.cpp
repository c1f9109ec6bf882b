//===- CBufferMatrixCheck.cpp - Matrices Clang lays out unlike DXC --------===//

#include "Frontend/CBufferMatrixCheck.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

namespace dxild {

namespace {

/// The first matrix type inside \p Ty whose cbuffer layout differs between
/// Clang 22 and DXC, or null.
const clang::ConstantMatrixType *paddedMatrix(clang::QualType Ty) {
  Ty = Ty.getCanonicalType();
  if (const auto *M = Ty->getAs<clang::ConstantMatrixType>())
    return M->getNumRows() < 4 && M->getNumColumns() > 1 ? M : nullptr;
  if (const clang::ArrayType *A = Ty->getAsArrayTypeUnsafe())
    return paddedMatrix(A->getElementType());
  if (const clang::RecordDecl *RD = Ty->getAsRecordDecl()) {
    if (const auto *CXX = llvm::dyn_cast<clang::CXXRecordDecl>(RD))
      if (CXX->hasDefinition())
        for (const clang::CXXBaseSpecifier &B : CXX->bases())
          if (const auto *M = paddedMatrix(B.getType()))
            return M;
    for (const clang::FieldDecl *F : RD->fields())
      if (const auto *M = paddedMatrix(F->getType()))
        return M;
  }
  return nullptr;
}

} // namespace

bool CBufferMatrixCheck::HandleTopLevelDecl(clang::DeclGroupRef Group) {
  for (clang::Decl *D : Group)
    visit(D, /*InBuffer=*/false);
  return true;
}

void CBufferMatrixCheck::visit(clang::Decl *D, bool InBuffer) {
  if (auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(D)) {
    // The prelude's namespace holds no constants.
    if (NS->getName() != "hlsl")
      for (clang::Decl *Inner : NS->decls())
        visit(Inner, InBuffer);
    return;
  }
  if (auto *Buffer = llvm::dyn_cast<clang::HLSLBufferDecl>(D)) {
    for (clang::Decl *Inner : Buffer->decls())
      visit(Inner, /*InBuffer=*/true);
    return;
  }
  auto *Var = llvm::dyn_cast<clang::VarDecl>(D);
  if (!Var || !Var->hasGlobalStorage() || Var->isStaticLocal() ||
      Var->getStorageClass() == clang::SC_Static)
    return;
  if (InBuffer ||
      Var->getType().getAddressSpace() == clang::LangAS::hlsl_constant)
    check(Var);
}

void CBufferMatrixCheck::check(const clang::VarDecl *Var) {
  const clang::ConstantMatrixType *M = paddedMatrix(Var->getType());
  if (!M)
    return;
  Diagnostic D;
  D.Level = Severity::Error;
  D.Code = "dxild.frontend.cbuffer-matrix-layout";
  std::string Shape = std::to_string(M->getNumRows()) + "x" +
                      std::to_string(M->getNumColumns());
  D.Message = "constant buffer member '" + Var->getNameAsString() +
              "' holds a " + Shape +
              " matrix: DXC pads each of its columns to 16 bytes, Clang 22 "
              "packs them, and dxild does not lay it out DXC's way yet; use "
              "4-row matrices (float4x4, float4x3) or vectors";
  clang::PresumedLoc PLoc = SM.getPresumedLoc(Var->getLocation());
  if (PLoc.isValid()) {
    llvm::StringRef File = PLoc.getFilename();
    File.consume_front("/");
    D.File = File.str();
    D.Line = PLoc.getLine();
    D.Column = PLoc.getColumn();
  }
  Out.push_back(std::move(D));
  ++Errors;
}

} // namespace dxild
