//===- MatrixSplatCast.h - Scalar-to-matrix conversions ---------*- C++ -*-===//
//
// `float4x4 m = i;`, `int2x2 k = 2.5f;`, `(float3x3)id.x`: a scalar of one
// type splatted into a matrix of another element type. Clang 22's Sema
// builds the conversion in the wrong order for the implicit form (a scalar
// conversion typed as the *matrix*, then a second conversion back to the
// element type, then HLSLAggregateSplatCast): code generation meets
// `fpext i32 to <4 x float>` and the verifier aborts the compile. For the
// explicit cast it inserts no element conversion at all and code generation
// splats the source bits (`(float3x3)id.x` stored the integer's bits as
// floats: a silent wrong value).
//
// This repair runs before code generation sees a declaration: for every
// HLSLAggregateSplatCast to a matrix it drops the implicit scalar
// conversions Sema put under it and converts the scalar source once, with
// the cast kind its source and element types call for, so the splat is of
// a value of the element type.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_MATRIXSPLATCAST_H
#define DXILD_CORE_FRONTEND_MATRIXSPLATCAST_H

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace dxild {

/// The rewrite over one declaration (ASTRepairConsumer calls it on each
/// declaration before code generation sees it).
void fixMatrixSplatCasts(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_MATRIXSPLATCAST_H
