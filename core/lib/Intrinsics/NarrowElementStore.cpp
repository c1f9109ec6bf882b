//===- NarrowElementStore.cpp - Element writes store one element ----------===//

#include "Intrinsics/NarrowElementStore.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace dxild {

namespace {

/// Whether nothing between \p From and \p To (same block, From first) may
/// write memory.
bool noWritesBetween(Instruction *From, Instruction *To) {
  for (Instruction *I = From->getNextNode(); I && I != To; I = I->getNextNode())
    if (I->mayWriteToMemory())
      return false;
  return true;
}

bool narrow(StoreInst *SI) {
  if (!SI->isSimple() || !SI->getValueOperand()->getType()->isVectorTy())
    return false;
  Value *Ptr = SI->getPointerOperand();
  if (isa<AllocaInst>(getUnderlyingObject(Ptr)))
    return false;
  // The inserted elements, outermost first.
  SmallVector<InsertElementInst *, 4> Inserts;
  Value *V = SI->getValueOperand();
  while (auto *IE = dyn_cast<InsertElementInst>(V)) {
    Inserts.push_back(IE);
    V = IE->getOperand(0);
  }
  auto *LI = dyn_cast<LoadInst>(V);
  if (Inserts.empty() || !LI || !LI->isSimple() ||
      LI->getPointerOperand() != Ptr ||
      LI->getType() != SI->getValueOperand()->getType() ||
      LI->getParent() != SI->getParent() || !LI->comesBefore(SI) ||
      !noWritesBetween(LI, SI))
    return false;
  auto *VT = cast<FixedVectorType>(LI->getType());
  Type *EltTy = VT->getElementType();
  const DataLayout &DL = SI->getDataLayout();
  // Element sizes that are not whole bytes (i1) have no element address.
  if (DL.getTypeStoreSizeInBits(EltTy) != DL.getTypeSizeInBits(EltTy))
    return false;
  IRBuilder<> B(SI);
  Align EltAlign = commonAlignment(SI->getAlign(), DL.getTypeStoreSize(EltTy));
  // Innermost first: a later insert of the same element wins, as it would.
  for (InsertElementInst *IE : reverse(Inserts)) {
    Value *Addr =
        B.CreateInBoundsGEP(VT, Ptr, {B.getInt32(0), IE->getOperand(2)});
    B.CreateAlignedStore(IE->getOperand(1), Addr, EltAlign);
  }
  SI->eraseFromParent();
  for (InsertElementInst *IE : Inserts)
    if (IE->use_empty())
      IE->eraseFromParent();
  if (LI->use_empty())
    LI->eraseFromParent();
  return true;
}

} // namespace

bool narrowElementStores(Function &F) {
  SmallVector<StoreInst *, 8> Stores;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *SI = dyn_cast<StoreInst>(&I))
        Stores.push_back(SI);
  bool Changed = false;
  for (StoreInst *SI : Stores)
    Changed |= narrow(SI);
  return Changed;
}

PreservedAnalyses DXILDNarrowElementStorePass::run(Function &F,
                                                   FunctionAnalysisManager &) {
  return narrowElementStores(F) ? PreservedAnalyses::none()
                                : PreservedAnalyses::all();
}

} // namespace dxild
