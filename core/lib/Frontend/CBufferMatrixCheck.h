//===- CBufferMatrixCheck.h - cbuffer matrices Clang lays out wrongly -*- C++
//-*-===//
//
// HLSL gives each column of a (column-major) cbuffer matrix its own 16-byte
// register: float2x4 takes four registers, 56 bytes. Clang 22 lays the
// matrix out as one contiguous array ([8 x float], 32 bytes), so every
// element past the first column, and every cbuffer member after the matrix,
// is read from the wrong offset: silently wrong values. The IR no longer
// records the matrix's shape, so the DXIL lowering cannot redo the layout.
//
// This consumer rejects such members (diagnostic
// dxild.frontend.unsupported-cbuffer-matrix at the member) unless the two
// layouts agree: a single column, or columns that fill a register exactly
// (R * sizeof(element) == 16, e.g. float4x2, double2x3). Arrays of matrices
// are checked by their element type.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CBUFFERMATRIXCHECK_H
#define DXILD_CORE_FRONTEND_CBUFFERMATRIXCHECK_H

#include "clang/AST/ASTConsumer.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class Decl;
} // namespace clang

namespace dxild {

/// The code of the diagnostic; Clang reports it as a custom diagnostic whose
/// message starts with "[<code>] " (the frontend strips it into the code).
inline constexpr llvm::StringLiteral CBufferMatrixCode =
    "dxild.frontend.unsupported-cbuffer-matrix";

class CBufferMatrixCheck : public clang::ASTConsumer {
public:
  void Initialize(clang::ASTContext &Context) override { Ctx = &Context; }
  bool HandleTopLevelDecl(clang::DeclGroupRef D) override;

private:
  void visit(clang::Decl *D);
  clang::ASTContext *Ctx = nullptr;
};

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_CBUFFERMATRIXCHECK_H
