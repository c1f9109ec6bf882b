//===- BoundUnrollCount.h - [unroll(N)] runs at most N times -----*- C++
//-*-===//
//
// DXC reads `[unroll(N)]` as "unroll until the loop stops or N iterations
// are reached": its loop unroller clones at most N iterations and branches
// to the exit after the Nth, so the loop never runs more than N times, even
// when its condition would go on (hlsl `[unroll(MAX_STEPS)] for (; t < tMax;
// t += dt)`). Clang 22 gives `llvm.loop.unroll.count N`, which LLVM reads
// as a partial unroll factor: every iteration still runs.
//
// For a loop with `llvm.loop.unroll.count N` whose trip count may exceed N,
// this pass adds an i32 counter and makes the latch leave after the Nth
// iteration too (`and` of the loop's own condition), as DXC's code does.
// The loop then has a maximum trip count of N.
//
// Registered at Clang's late loop optimizations extension point (rotated
// loops, the latch exiting), like CountFloatLoops.h; at -O0 Clang does not
// run the loop pipeline and the loop keeps all its iterations.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_BOUNDUNROLLCOUNT_H
#define DXILD_CORE_INTRINSICS_BOUNDUNROLLCOUNT_H

#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class LPMUpdater;
} // namespace llvm

namespace dxild {

class DXILDBoundUnrollCountPass
    : public llvm::PassInfoMixin<DXILDBoundUnrollCountPass> {
public:
  llvm::PreservedAnalyses run(llvm::Loop &L, llvm::LoopAnalysisManager &AM,
                              llvm::LoopStandardAnalysisResults &AR,
                              llvm::LPMUpdater &U);
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_BOUNDUNROLLCOUNT_H
