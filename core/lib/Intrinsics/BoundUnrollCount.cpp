//===- BoundUnrollCount.cpp - [unroll(N)] runs at most N times ------------===//

#include "Intrinsics/BoundUnrollCount.h"
#include "Intrinsics/LatchCounter.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace dxild {

PreservedAnalyses
DXILDBoundUnrollCountPass::run(Loop &L, LoopAnalysisManager &,
                               LoopStandardAnalysisResults &AR, LPMUpdater &) {
  MDNode *MD = findOptionMDForLoop(&L, "llvm.loop.unroll.count");
  if (!MD || MD->getNumOperands() != 2)
    return PreservedAnalyses::all();
  auto *Count = mdconst::dyn_extract<ConstantInt>(MD->getOperand(1));
  if (!Count || Count->isZero() || Count->getValue().ugt(INT32_MAX))
    return PreservedAnalyses::all();
  uint64_t N = Count->getZExtValue();
  BasicBlock *Pre = L.getLoopPreheader(), *Latch = L.getLoopLatch();
  if (!Pre || !Latch)
    return PreservedAnalyses::all();
  auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
  if (!Br || !Br->isConditional())
    return PreservedAnalyses::all();
  bool ContinueOnTrue = Br->getSuccessor(0) == L.getHeader();
  if (!ContinueOnTrue && Br->getSuccessor(1) != L.getHeader())
    return PreservedAnalyses::all();
  // Already at most N iterations (this pass ran, or the bound is smaller).
  unsigned MaxTrips = AR.SE.getSmallConstantMaxTripCount(&L);
  if (MaxTrips && MaxTrips <= N)
    return PreservedAnalyses::all();

  Value *Next = addLatchCounter(L, Br, "unroll.bound");
  IRBuilder<> B(Br);
  Value *Below = B.CreateICmpULT(Next, B.getInt32(N), "unroll.bound.below");
  Value *Cond = Br->getCondition();
  Br->setCondition(
      ContinueOnTrue
          ? B.CreateAnd(Cond, Below, "unroll.bound.cond")
          : B.CreateOr(Cond, B.CreateNot(Below), "unroll.bound.cond"));
  // A known trip count above N is N now: unrolled whole, as DXC does (a
  // partial unroll by N would leave a loop whose remainder LLVM refuses).
  // An unknown one stays a partial unroll by N (LLVM's own reading).
  AR.SE.forgetLoop(&L);
  MDNode *LoopID = L.getLoopID();
  if (LoopID && AR.SE.getSmallConstantTripCount(&L)) {
    LLVMContext &C = LoopID->getContext();
    SmallVector<Metadata *, 4> Ops{nullptr};
    for (unsigned I = 1; I < LoopID->getNumOperands(); ++I)
      if (LoopID->getOperand(I) != MD)
        Ops.push_back(LoopID->getOperand(I));
    Ops.push_back(MDNode::get(C, MDString::get(C, "llvm.loop.unroll.full")));
    MDNode *NewID = MDNode::getDistinct(C, Ops);
    NewID->replaceOperandWith(0, NewID);
    L.setLoopID(NewID);
  }
  return getLoopPassPreservedAnalyses();
}

} // namespace dxild
