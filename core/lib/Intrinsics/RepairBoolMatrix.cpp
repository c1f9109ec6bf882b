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

bool repairBoolMatrixIR(Module &M) {
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
  return !Bad.empty();
}

PreservedAnalyses DXILDRepairBoolMatrixPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  return repairBoolMatrixIR(M) ? PreservedAnalyses::none()
                               : PreservedAnalyses::all();
}

} // namespace dxild
