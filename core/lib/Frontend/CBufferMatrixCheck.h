//===- CBufferMatrixCheck.h - Matrices Clang lays out unlike DXC -*- C++
//-*-===//
//
// In a constant buffer DXC gives each column of a (column-major) matrix its
// own 16-byte register: a float3x3 takes 44 bytes (16 + 16 + 12). Clang 22
// packs it into 36 contiguous bytes, so every load of it, and of each member
// after it, would read the wrong constants. Until dxild lays such matrices
// out itself, a cbuffer member (or $Globals constant) whose type holds a
// matrix with fewer than four rows and more than one column is rejected
// (`dxild.frontend.cbuffer-matrix-layout`) rather than compiled wrong.
// float4x4, float4x3 and float3x1 lay out the same in both and compile.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_CBUFFERMATRIXCHECK_H
#define DXILD_FRONTEND_CBUFFERMATRIXCHECK_H

#include "dxild/core/CompileRequest.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceManager.h"

#include <vector>

namespace dxild {

class CBufferMatrixCheck : public clang::ASTConsumer {
public:
  /// Appends errors to \p Out and counts them in \p Errors.
  CBufferMatrixCheck(clang::SourceManager &SM, std::vector<Diagnostic> &Out,
                     unsigned &Errors)
      : SM(SM), Out(Out), Errors(Errors) {}

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;

private:
  void visit(clang::Decl *D, bool InBuffer);
  void check(const clang::VarDecl *Var);

  clang::SourceManager &SM;
  std::vector<Diagnostic> &Out;
  unsigned &Errors;
};

} // namespace dxild

#endif // DXILD_FRONTEND_CBUFFERMATRIXCHECK_H
