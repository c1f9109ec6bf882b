//===- VectorCompares.h - HLSL vector comparisons are bool vectors -*- C++
//-*-===//
//
// In HLSL a comparison of vectors is a bool vector: `float3 m = (v > 0);` is
// 1.0 where v > 0, and `(v > 0).y + 10` is 11. Clang 22 types it as
// `vector<int, N>` with OpenCL's values, -1 for true, so every numeric use
// of it is wrong (m is -1.0, the sum 9), silently; only uses as bool
// (`all`, `any`, conditions, `bool3 b = v > 0`) are right. For vectors of
// 32-bit `half` (no -enable-16bit-types; WickedEngine's `#define half
// min16float`) Clang 22 even types it `vector<float, N>` and emits
// `sext <N x i1> to <N x float>`, invalid IR.
//
// This repair, before code generation, gives such a comparison (and `!` of
// a vector, the same masks) DXC's values: a float-typed one becomes
// `vector<int, N>`, and every one used other than as a bool is converted to
// bool and back to int (true becomes 1), which the optimizer folds into a
// zero extension. The condition of a vector `?:` (HLSL 2018, and the
// prelude's element-wise select) becomes a bool vector: Clang 22 selected by
// each element's sign bit, OpenCL's rule, so an int3 condition of 1 chose
// the false side.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_VECTORCOMPARES_H
#define DXILD_CORE_FRONTEND_VECTORCOMPARES_H

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace dxild {

/// The repair over one declaration (ASTRepairConsumer calls it).
void fixVectorCompares(clang::ASTContext &Ctx, clang::Decl *D);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_VECTORCOMPARES_H
