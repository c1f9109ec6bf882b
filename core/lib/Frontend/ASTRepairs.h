//===- ASTRepairs.h - Clang 22 AST repairs before codegen ------*- C++ -*-===//
//
// One consumer, placed before Clang's code generator, that applies dxild's
// AST repairs to every declaration code generation will see (top-level
// declarations, inline function definitions, template instantiations):
// CBufferBitFields.h (bit-fields read out of constant buffers),
// MatrixInitOrder.h (row-major flattening of matrix initializers),
// MatrixRowSwizzle.h (reads of swizzled matrix rows), MatrixSplatCast.h
// (scalar-to-matrix conversions), MatrixTruncation.h (the elements a
// matrix truncation keeps) and VectorCompares.h (vector comparisons as
// bool vectors). A repair is a function
// over one declaration; adding one means adding a call here.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_ASTREPAIRS_H
#define DXILD_CORE_FRONTEND_ASTREPAIRS_H

#include "clang/AST/ASTConsumer.h"

namespace dxild {

class ASTRepairConsumer : public clang::ASTConsumer {
public:
  void Initialize(clang::ASTContext &Context) override { Ctx = &Context; }
  bool HandleTopLevelDecl(clang::DeclGroupRef D) override;
  void HandleInlineFunctionDefinition(clang::FunctionDecl *D) override;
  void HandleCXXImplicitFunctionInstantiation(clang::FunctionDecl *D) override;

private:
  void repair(clang::Decl *D);
  clang::ASTContext *Ctx = nullptr;
};

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_ASTREPAIRS_H
