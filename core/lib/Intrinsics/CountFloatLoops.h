//===- CountFloatLoops.h - Trip counts for [unroll] float loops -*- C++ -*-===//
//
// HLSL shaders often count a loop with a float: `[unroll] for (float x =
// -R + 0.5f; x <= R + 0.5f; x += 2.0f)` (blur and shadow filter kernels).
// DXC unrolls such a loop by evaluating it; LLVM's full unroll needs a trip
// count from scalar evolution, which has none for a float induction variable
// unless every value is an integer (IndVarSimplify converts only those).
// The loop stayed rolled, with "loop not unrolled" (an error under -WX).
//
// For a loop marked `[unroll]` (`llvm.loop.unroll.enable`, or `.full`)
// whose latch exits on an fcmp of a float header phi (or its increment) with
// a constant, where the phi starts at a constant and steps by a constant
// fadd/fsub/fmul (or doubles, `j += j`), this pass computes the trip count by evaluating the recurrence
// in the phi's own precision, and makes the latch test an i32 counter
// against it. LoopFullUnroll then unrolls the loop and folds the float
// values. A loop that does not end within 1024 iterations, or any other
// shape, is left as it was.
//
// Registered at Clang's late loop optimizations extension point, after
// IndVarSimplify and before LoopFullUnroll.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_COUNTFLOATLOOPS_H
#define DXILD_CORE_INTRINSICS_COUNTFLOATLOOPS_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class LPMUpdater;
} // namespace llvm

namespace dxild {

class DXILDCountFloatLoopsPass
    : public llvm::PassInfoMixin<DXILDCountFloatLoopsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_COUNTFLOATLOOPS_H
