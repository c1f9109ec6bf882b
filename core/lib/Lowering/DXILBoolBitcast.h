//===- DXILBoolBitcast.h - Vector bitcasts to narrower lanes ----*- C++ -*-===//
//
// InstCombine turns `trunc (extractelement <4 x i32> %v, 3) to i1` into
// `extractelement (bitcast <4 x i32> %v to <128 x i1>), 96`, and may fold
// that bitcast into the load it reads (`load <128 x i1>, ptr %elt`). Bool
// vectors loaded from memory (HLSL keeps bools as 32-bit values) end up in
// this form after `all`, `any`, `and`, `or`, swizzles and WaveReadLaneAt.
// DXIL has no such vectors, and the scalarizer splits them into per-word
// `bitcast i32 to <32 x i1>` that nothing can lower (or, for the load,
// 128 one-bit "elements" at the wrong offsets).
//
// This pass, run before any other lowering, rewrites
//  - `load <K x i1>, p` (K a multiple of 32) as `load <K/32 x i32>, p` and
//    a bitcast of that;
//  - `bitcast X to <M x iV>` where X is iW or <N x iW>, W a multiple of V
//    (the narrowing direction), as the vector of its lanes: lane k is
//    `trunc (lshr (word k*V/W of X), (k*V) mod W) to iV` (little-endian, as
//    LLVM defines bitcast). Unused lanes die in the scalarizer's DCE;
//  - `bitcast <N x T> to iW` with W = N * bits(T) <= 64 (the widening
//    direction; SROA keeps a uint2 it copies whole as an i64 slice, its
//    lanes packed with a bitcast), as the lanes zero-extended, shifted to
//    their place and ORed. The i64 arithmetic left is valid DXIL (DXC
//    would keep the two i32s; the Int64Ops flag follows it);
//  - `bitcast (trunc (lshr (bitcast <N x T> %v to iW), S)) to <K x T>`,
//    InstCombine's way of taking K lanes of a vector from lane S/bits(T)
//    (lanes 1-2 of a float4 through an i128, which DXIL cannot express), as
//    the shufflevector of those lanes;
//  - `icmp P (bitcast <N x i1> %v to iN), C`, InstCombine's form of
//    `all(a == b)` (`== -1`) and `any(...)` (`!= 0`) over a bool vector, as
//    the same comparison of the lanes packed into an i32 (WickedEngine's
//    `all(uv == saturate(uv))` on a float2).
// Other shapes are left alone (and reported later as a type DXIL cannot
// express).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILBOOLBITCAST_H
#define DXILD_CORE_LOWERING_DXILBOOLBITCAST_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILBoolBitcastPass : public llvm::PassInfoMixin<DXILBoolBitcastPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILBOOLBITCAST_H
