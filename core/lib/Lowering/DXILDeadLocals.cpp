//===- DXILDeadLocals.cpp - Locals nothing reads --------------------------===//

#include "Lowering/DXILDeadLocals.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// Whether every use of \p Ptr (a local or an address into it) only writes
/// it. Collects the instructions to erase, users before their operands.
bool onlyWritten(Value *Ptr, SmallVectorImpl<Instruction *> &Writes) {
  for (Use &U : Ptr->uses()) {
    auto *I = cast<Instruction>(U.getUser());
    if (auto *SI = dyn_cast<StoreInst>(I)) {
      // Storing the address itself lets it escape.
      if (U.getOperandNo() != SI->getPointerOperandIndex() || SI->isVolatile())
        return false;
    } else if (auto *MI = dyn_cast<AnyMemIntrinsic>(I)) {
      if (U.getOperandNo() != 0 || MI->isVolatile())
        return false;
    } else if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      if (!II->isLifetimeStartOrEnd())
        return false;
    } else if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      if (!onlyWritten(GEP, Writes))
        return false;
    } else {
      return false;
    }
    Writes.push_back(I);
  }
  return true;
}

} // namespace

PreservedAnalyses DXILDeadLocalsPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<AllocaInst *, 8> Allocas;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        Allocas.push_back(AI);
    for (AllocaInst *AI : Allocas) {
      SmallVector<Instruction *, 8> Writes;
      if (!onlyWritten(AI, Writes))
        continue;
      for (Instruction *I : Writes)
        I->eraseFromParent();
      AI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
