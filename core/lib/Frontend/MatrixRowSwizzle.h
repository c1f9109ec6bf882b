//===- MatrixRowSwizzle.h - Reads of swizzled matrix rows -------*- C++ -*-===//
//
// `M[3].xyz`, `M[i].x`, `W[2].yx`: a swizzle of a matrix row, everyday HLSL
// (the translation row of a world matrix). Clang 22 generates wrong IR when
// such a swizzle is read: it builds a row-long shufflevector whose lanes past
// the swizzle's length carry uninitialized indices (the verifier rejects the
// module: a crash; or the indices happen to be in range and the extra lanes
// are stored over neighbouring locals or read back as later components:
// wrong values, different from run to run).
//
// When the row is first loaded as a vector value, the swizzle is one of an
// ordinary vector rvalue, which Clang generates correctly (a read inside a
// vector constructor, `int2(dot(p.rgb, M[0].rgb), 1)`, is reached through
// the OpaqueValueExpr Clang keeps each element in). This repair runs
// before code generation sees a declaration and, for every swizzle that is
// read (under an lvalue-to-rvalue conversion, possibly through element
// subscripts and further swizzles) and whose base is a matrix row subscript
// (MatrixSingleSubscriptExpr), inserts that lvalue-to-rvalue conversion on
// the row itself. Swizzles shorter than the row that are written
// (`M[3].xyz = v`, `M[1].y += 1`, out/inout arguments; a full-length
// `M[1].wzyx = v` is right) come out of Clang 22 with garbage element indices
// and types too (an optimizer hang, stores over other locals); they cannot be
// repaired this way and are refused with
// `dxild.frontend.matrix-row-swizzle-write` at the swizzle, before any code
// is generated; the frontend then parses again with such writes rewritten
// into element writes (MatrixSwizzle.h, TypedRewrites::RowSwizzleWrites;
// an `inout` argument of a call that is a whole statement through
// temporaries copied back element by element).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_MATRIXROWSWIZZLE_H
#define DXILD_CORE_FRONTEND_MATRIXROWSWIZZLE_H

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace dxild {

/// The rewrite over one declaration (ASTRepairConsumer calls it on each
/// declaration before code generation sees it).
void fixMatrixRowSwizzles(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_MATRIXROWSWIZZLE_H
