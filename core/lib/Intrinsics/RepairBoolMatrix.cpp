//===- RepairBoolMatrix.cpp - Fix Clang 22's bool-matrix IR ---------------===//

#include "RepairBoolMatrix.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// Converts integer (vector) \p V to integer type \p To of the same shape:
/// i32 memory form -> i1 value by trunc, i1 -> i32 by zext.
Value *convertInt(IRBuilder<> &B, Value *V, Type *To) {
  unsigned From = V->getType()->getScalarSizeInBits();
  unsigned ToBits = To->getScalarSizeInBits();
  if (From == ToBits)
    return V;
  return From > ToBits ? B.CreateTrunc(V, To) : B.CreateZExt(V, To);
}

bool isIntOrIntVector(Type *T) { return T->isIntOrIntVectorTy(); }

} // namespace

/// Clang 22 returns a bool matrix through a `<N x i1>` alloca into which it
/// stores the `<N x i32>` memory form, then loads `<N x i1>` back: a bit
/// reinterpretation, not a conversion. Such an alloca is given the memory
/// form, and its `<N x i1>` accesses convert (trunc after load, zext before
/// store). Only allocas whose uses are all plain loads and stores of the two
/// types, with at least one `<N x i32>` store, are touched.
bool repairBoolVectorSlot(AllocaInst &AI) {
  auto *VT = dyn_cast<FixedVectorType>(AI.getAllocatedType());
  if (!VT || !VT->getElementType()->isIntegerTy(1) || AI.isArrayAllocation())
    return false;
  auto *MemTy = FixedVectorType::get(IntegerType::get(AI.getContext(), 32),
                                     VT->getNumElements());
  bool SeesMemForm = false;
  for (User *U : AI.users()) {
    if (auto *LI = dyn_cast<LoadInst>(U)) {
      if (LI->getType() != VT && LI->getType() != MemTy)
        return false;
    } else if (auto *SI = dyn_cast<StoreInst>(U)) {
      Type *T = SI->getValueOperand()->getType();
      if (SI->getPointerOperand() != &AI || (T != VT && T != MemTy))
        return false;
      SeesMemForm |= T == MemTy;
    } else {
      return false;
    }
  }
  if (!SeesMemForm)
    return false;
  AI.setAllocatedType(MemTy);
  for (User *U : make_early_inc_range(AI.users())) {
    if (auto *LI = dyn_cast<LoadInst>(U)) {
      if (LI->getType() != VT)
        continue;
      IRBuilder<> B(LI);
      LoadInst *Mem = B.CreateAlignedLoad(MemTy, &AI, LI->getAlign());
      Value *V = B.CreateTrunc(Mem, VT);
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
      LI->eraseFromParent();
    } else if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (SI->getValueOperand()->getType() != VT)
        continue;
      IRBuilder<> B(SI);
      SI->setOperand(0, B.CreateZExt(SI->getValueOperand(), MemTy));
    }
  }
  return true;
}

bool repairBoolMatrixIR(Module &M) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<AllocaInst *, 4> Slots;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        Slots.push_back(AI);
    for (AllocaInst *AI : Slots)
      Changed |= repairBoolVectorSlot(*AI);
  }
  SmallVector<Instruction *, 8> Bad;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      if (auto *AC = dyn_cast<AddrSpaceCastInst>(&I)) {
        // addrspacecast is only valid between pointers.
        Type *S = AC->getSrcTy(), *D = AC->getDestTy();
        if (isIntOrIntVector(S) && isIntOrIntVector(D) &&
            S->isVectorTy() == D->isVectorTy())
          Bad.push_back(&I);
      } else if (auto *IE = dyn_cast<InsertElementInst>(&I)) {
        Type *Elt = cast<VectorType>(IE->getType())->getElementType();
        Type *Ins = IE->getOperand(1)->getType();
        if (Elt != Ins && Elt->isIntegerTy() && Ins->isIntegerTy())
          Bad.push_back(&I);
      } else if (auto *ZE = dyn_cast<ZExtInst>(&I)) {
        // zext to a narrower integer: Clang meant trunc.
        if (ZE->getSrcTy()->getScalarSizeInBits() >
                ZE->getDestTy()->getScalarSizeInBits() &&
            isIntOrIntVector(ZE->getSrcTy()))
          Bad.push_back(&I);
      }
    }
  for (Instruction *I : Bad) {
    IRBuilder<> B(I);
    Value *New = nullptr;
    if (auto *IE = dyn_cast<InsertElementInst>(I)) {
      Type *Elt = cast<VectorType>(IE->getType())->getElementType();
      New = B.CreateInsertElement(IE->getOperand(0),
                                  convertInt(B, IE->getOperand(1), Elt),
                                  IE->getOperand(2));
    } else {
      New = convertInt(B, I->getOperand(0), I->getType());
    }
    New->takeName(I);
    I->replaceAllUsesWith(New);
    I->eraseFromParent();
  }
  return Changed || !Bad.empty();
}

PreservedAnalyses DXILDRepairBoolMatrixPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  return repairBoolMatrixIR(M) ? PreservedAnalyses::none()
                               : PreservedAnalyses::all();
}

} // namespace dxild
