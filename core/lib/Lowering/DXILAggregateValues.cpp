//===- DXILAggregateValues.cpp - Struct values in registers ---------------===//

#include "DXILAggregateValues.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

PreservedAnalyses DXILAggregateValuesPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<ExtractValueInst *, 16> Extracts;
    for (Instruction &I : instructions(F))
      if (auto *EV = dyn_cast<ExtractValueInst>(&I))
        Extracts.push_back(EV);
    SmallVector<WeakTrackingVH, 16> Dead;
    for (ExtractValueInst *EV : Extracts) {
      Value *Member =
          FindInsertedValue(EV->getAggregateOperand(), EV->getIndices());
      if (!Member || Member->getType() != EV->getType())
        continue;
      Value *Agg = EV->getAggregateOperand();
      EV->replaceAllUsesWith(Member);
      EV->eraseFromParent();
      Dead.push_back(Agg);
      Changed = true;
    }
    // The insertvalue chains nothing reads now, and what only they read.
    for (WeakTrackingVH &V : Dead)
      if (auto *I = dyn_cast_or_null<Instruction>(V))
        RecursivelyDeleteTriviallyDeadInstructions(I);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
