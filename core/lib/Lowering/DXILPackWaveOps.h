//===- DXILPackWaveOps.h - SM 6.5-6.7 named operations ----------*- C++ -*-===//
//
// Part of the DXIL op lowering (DXILOpLowering): the Intrinsics stage's
// named intrinsics for the shader model 6.5-6.7 operations and msad4's parts
// (core/lib/Intrinsics/README.md), each lowered to the DXIL operations DXC
// emits for it:
//
//   llvm.dx.wave.match.<T>                 WaveMatch (165) per component,
//                                          masks ANDed (DXC below SM 6.9)
//   llvm.dx.wave.multi.prefix.<op>.<T>     WaveMultiPrefixOp (166)
//   llvm.dx.wave.multi.prefix.count.bits   WaveMultiPrefixBitCount (167)
//   llvm.dx.quad.vote.any/all.i1           QuadVote (222) from SM 6.7, else
//                                          DXC's three-QuadOp fallback
//   llvm.dx.is.helper.lane                 IsHelperLane (221) in pixel
//                                          shaders (Coverage() == 0 below
//                                          6.6), false elsewhere
//   llvm.dx.pack.trunc/uclamp/sclamp.<V>   Pack4x8 (220)
//   llvm.dx.unpack.u8/s8.<V>               Unpack4x8 (219)
//   llvm.dx.msad.i32, llvm.dx.bfi.i32      Msad (50), Bfi (53; folded on
//                                          constants as DXC does)
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILPACKWAVEOPS_H
#define DXILD_CORE_LOWERING_DXILPACKWAVEOPS_H

#include "llvm/IR/IRBuilder.h"

namespace llvm {
class CallInst;
class DataLayout;
class Instruction;
class Value;
} // namespace llvm

namespace dxild {

class LoweringContext;

/// Lowers \p CI if it is one of the operations above: sets \p Handled and
/// returns the replacement (null for none). Leaves \p Handled false for
/// other calls and for a matching name with an unexpected signature (the
/// caller reports those).
llvm::Value *lowerPackWaveOp(llvm::CallInst &CI, llvm::IRBuilder<> &B,
                             LoweringContext &Ctx, bool &Handled);

/// After a call was replaced by a constant (IsHelperLane outside pixel
/// shaders), folds the instructions among \p Users (and, in turn, their
/// users) that became constant, as DXC's optimizer does after its constant
/// folding (`IsHelperLane() ? 7 : 3` is 3). Calls are left alone.
void foldConstantUsers(llvm::ArrayRef<llvm::Instruction *> Users,
                       const llvm::DataLayout &DL);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILPACKWAVEOPS_H
