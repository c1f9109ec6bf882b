//===- MatrixTruncation.h - Matrix truncation element order -----*- C++ -*-===//
//
// `(float3x4)M` with `float4x4 M` keeps M's elements (r, c) with r < 3 and
// c < 4 in their places, as does `float4x3 N = M;` (an implicit
// truncation). Clang 22 generates the truncation as a shuffle of the
// source's flattened elements whose indices are computed row by row
// (r * Cols + c) while its matrices are flattened column by column
// (c * Rows + r): every truncation that is not square to square (4x4 to
// 3x3, which both orders agree on) takes the wrong elements, silently.
//
// This repair runs before code generation sees a declaration: every
// HLSLMatrixTruncation cast whose two orders differ becomes a no-op cast of
// a PseudoObjectExpr that evaluates the source once (an OpaqueValueExpr)
// and builds the result from its elements, `M[r][c]` in the matrix's own
// flattening order, which Clang 22 generates correctly. A Clang whose
// truncation is right generates the same values from it.
//
// A cast that truncates and converts the elements at once (`(half3x3)M`,
// `(int2x3)M`) is one conversion of every source element into fewer in Clang
// 22 (`fpext <16 x float> to <9 x float>`, a broken module): it is built the
// same way from the converted elements. Such a cast as the argument of a
// prelude template call (`mul((half3x3)M, v)`) still reaches code generation
// unrepaired (an internal error in the worker).
//
// Clang 22's Sema also builds a matrix-to-scalar conversion of another
// element type (`double d = bool1x2(1, 2);`, `bool b = float2x1(0, 1);`)
// as the element conversion applied to the whole matrix with a scalar
// type, then a truncation to an unrelated type (`long double`, `char`):
// code generation never returned from the first and crashed on the second.
// Such a cast becomes the truncation in the matrix's element type followed
// by the scalar conversion. Element conversions named by the wrong kind
// (IntegralToBoolean from float elements, `bool3x3 b = float3x3(...)`,
// invalid IR) get the kind of their element types. An elementwise cast of
// a matrix to a vector (`(float4)M` with `float2x2 M`), which crashed
// Clang 22's code generation, becomes the vector of M's elements row by
// row, as DXC casts it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_MATRIXTRUNCATION_H
#define DXILD_CORE_FRONTEND_MATRIXTRUNCATION_H

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace dxild {

/// The repair over one declaration (ASTRepairConsumer calls it on each
/// declaration before code generation sees it).
void fixMatrixTruncations(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_MATRIXTRUNCATION_H
