//===- DXILResourcePointerPhi.cpp - Loads through pointer phis ------------===//

#include "DXILResourcePointerPhi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// True if \p V is a buffer element pointer: getpointer, maybe under GEPs.
bool isResourcePointer(Value *V) {
  while (auto *GEP = dyn_cast<GEPOperator>(V))
    V = GEP->getPointerOperand();
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::dx_resource_getpointer;
}

/// The load can move to the top of its block: nothing before it writes.
bool nothingWritesBefore(LoadInst &LI) {
  for (Instruction &I : *LI.getParent()) {
    if (&I == &LI)
      return true;
    if (I.mayWriteToMemory())
      return false;
  }
  return false;
}

bool splitLoad(LoadInst &LI) {
  auto *Phi = dyn_cast<PHINode>(LI.getPointerOperand());
  if (!Phi || Phi->getParent() != LI.getParent() || LI.isVolatile() ||
      LI.isAtomic() || !nothingWritesBefore(LI))
    return false;
  for (Value *In : Phi->incoming_values())
    if (!isResourcePointer(In))
      return false;
  IRBuilder<> B(Phi);
  PHINode *Vals =
      B.CreatePHI(LI.getType(), Phi->getNumIncomingValues(), LI.getName());
  DenseMap<BasicBlock *, Value *> Loaded;
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I < E; ++I) {
    BasicBlock *Pred = Phi->getIncomingBlock(I);
    Value *&V = Loaded[Pred];
    if (!V) {
      IRBuilder<> PB(Pred->getTerminator());
      LoadInst *New = PB.CreateAlignedLoad(
          LI.getType(), Phi->getIncomingValue(I), LI.getAlign(),
          LI.getName() + "." + Pred->getName());
      New->copyMetadata(LI);
      V = New;
    }
    Vals->addIncoming(V, Pred);
  }
  LI.replaceAllUsesWith(Vals);
  LI.eraseFromParent();
  if (Phi->use_empty())
    Phi->eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses DXILResourcePointerPhiPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<LoadInst *, 4> Loads;
    for (Instruction &I : instructions(F))
      if (auto *LI = dyn_cast<LoadInst>(&I))
        if (isa<PHINode>(LI->getPointerOperand()))
          Loads.push_back(LI);
    for (LoadInst *LI : Loads)
      Changed |= splitLoad(*LI);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
