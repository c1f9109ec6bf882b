//===- MatrixInitOrder.h - Row-major flattening of matrix inits -*- C++ -*-===//
//
// HLSL flattens an initializer list element by element in row-major order:
// `int4x4 M = {A, B, ...}` with `int2x2 A` takes A[0][0], A[0][1], A[1][0],
// A[1][1]. Clang 22's Sema expands a matrix-typed initializer into one
// MatrixSubscriptExpr per element, but in column-major order (A[0][0],
// A[1][0], A[0][1], A[1][1]), so every element of the result lands in the
// wrong place whenever the sub-matrix has more than one row and column.
//
// This repair runs before code generation sees a declaration and renumbers
// those generated subscripts: within an InitListExpr, the run of
// MatrixSubscriptExprs that share one base expression and carry exactly
// Clang's column-major sequence of constant indices gets the row-major
// sequence instead. Subscripts written by the user are never part of such a
// run (each has its own base expression), and a run in any other order is
// left alone, so a Clang that flattens correctly is not affected.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_MATRIXINITORDER_H
#define DXILD_CORE_FRONTEND_MATRIXINITORDER_H

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace dxild {

/// The rewrite over one declaration (ASTRepairConsumer calls it on each
/// declaration before code generation sees it).
void fixMatrixInitOrder(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_MATRIXINITORDER_H
