//===- LatchCounter.h - An i32 count of a loop's iterations -----*- C++ -*-===//
//
// The loop passes that give an `[unroll]` loop a trip count LLVM can read
// (CountFloatLoops.h, BoundUnrollCount.h) both decide the loop's exit on an
// i32 counter of its iterations, tested at the latch.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_LATCHCOUNTER_H
#define DXILD_CORE_INTRINSICS_LATCHCOUNTER_H

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

namespace dxild {

/// Adds `<Name>.iter`, 0 on entry from \p L's preheader and `<Name>.next`
/// from its latch, and returns `<Name>.next` = iter + 1, made before the
/// latch's branch \p Br: the number of iterations done when \p Br decides.
inline llvm::Value *addLatchCounter(llvm::Loop &L, llvm::BranchInst *Br,
                                    const llvm::Twine &Name) {
  llvm::IRBuilder<> B(Br);
  llvm::PHINode *Iter = llvm::PHINode::Create(
      B.getInt32Ty(), 2, Name + ".iter", L.getHeader()->getFirstNonPHIIt());
  llvm::Value *Next = B.CreateAdd(Iter, B.getInt32(1), Name + ".next",
                                  /*HasNUW=*/true, /*HasNSW=*/true);
  Iter->addIncoming(B.getInt32(0), L.getLoopPreheader());
  Iter->addIncoming(Next, Br->getParent());
  return Next;
}

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_LATCHCOUNTER_H
