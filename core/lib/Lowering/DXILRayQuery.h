//===- DXILRayQuery.h - Inline ray tracing operations -----------*- C++ -*-===//
//
// RayQuery (shader model 6.5 inline ray tracing) reaches the lowering as
// the Intrinsics stage's pseudo-intrinsics:
//
//   i32 llvm.dx.dxild.rayquery.allocate(i32 flags, i32 query_flags)
//              AllocateRayQuery (178); with query flags, shader model 6.9's
//              AllocateRayQuery2 (258)
//   i1 llvm.dx.dxild.rayquery.proceed(i32 q)          RayQuery_Proceed (180)
//   void llvm.dx.dxild.rayquery.abort(i32 q)          RayQuery_Abort (181)
//   void llvm.dx.dxild.rayquery.commit.triangle(i32 q)            (182)
//   void llvm.dx.dxild.rayquery.commit.procedural(i32 q, float t) (183)
//   T llvm.dx.dxild.rayquery.state.<T>(i32 opcode, i32 q)     (184-215)
//   void llvm.dx.dxild.res.trace_ray_inline.N(acceleration structure, q,
//       flags, mask, <3 x float> origin, tmin, <3 x float> dir, tmax)
//                                                 RayQuery_TraceRayInline (179)
//
// A state read's opcode picks its class, as in DXC: the 3x4 matrices
// (186-189, T = <12 x float>, column-major) are one StateMatrix per
// element, the float2/float3 vectors one StateVector per component, the
// rest one StateScalar of T. AllocateRayQuery's flags and each opcode must
// be constants (the prelude's template arguments and literal).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILRAYQUERY_H
#define DXILD_CORE_LOWERING_DXILRAYQUERY_H

#include "llvm/IR/IRBuilder.h"

namespace llvm {
class CallInst;
class Value;
} // namespace llvm

namespace dxild {

class LoweringContext;

/// Lowers a `llvm.dx.dxild.rayquery.*` call; sets \p Handled when \p CI is
/// one. Returns the replacement value (null for void results).
llvm::Value *lowerRayQueryOp(llvm::CallInst &CI, llvm::IRBuilder<> &B,
                             LoweringContext &Ctx, bool &Handled);

/// Lowers `llvm.dx.dxild.res.trace_ray_inline.N` (the handle operand is
/// still the acceleration structure's `target("dx.Texture", ...)`) and
/// erases it.
void lowerTraceRayInline(llvm::CallInst &CI, LoweringContext &Ctx);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILRAYQUERY_H
