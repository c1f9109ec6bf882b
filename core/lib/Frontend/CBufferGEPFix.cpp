//===- CBufferGEPFix.cpp - Field indices into padded cbuffer structs ------===//

#include "Frontend/CBufferGEPFix.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Passes/PassBuilder.h"

using namespace llvm;

namespace dxild {

namespace {

bool isPadding(Type *Ty) {
  auto *TT = dyn_cast<TargetExtType>(Ty);
  return TT && TT->getName() == "dx.Padding";
}

/// The element of \p ST that Clang 22 means by field number \p Field.
std::optional<unsigned> layoutIndex(StructType *ST, unsigned Field) {
  for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I) {
    if (isPadding(ST->getElementType(I)))
      continue;
    if (Field-- == 0)
      return I;
  }
  return std::nullopt;
}

bool fixUsers(Value *Ptr) {
  bool Changed = false;
  SmallVector<User *, 8> Users(Ptr->users());
  for (User *U : Users) {
    auto *GEP = dyn_cast<GetElementPtrInst>(U);
    if (!GEP || GEP->getPointerOperand() != Ptr)
      continue;
    SmallVector<Value *, 4> Idx(GEP->indices());
    bool Renumbered = false;
    unsigned Pos = 0;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI, ++Pos) {
      StructType *ST = GTI.getStructTypeOrNull();
      if (!ST)
        continue;
      auto *CI = cast<ConstantInt>(GTI.getOperand());
      std::optional<unsigned> New = layoutIndex(ST, CI->getZExtValue());
      if (!New || *New == CI->getZExtValue())
        continue;
      Idx[Pos] = ConstantInt::get(CI->getType(), *New);
      Renumbered = true;
    }
    Value *Next = GEP;
    if (Renumbered) {
      auto *NewGEP = GetElementPtrInst::Create(GEP->getSourceElementType(), Ptr,
                                               Idx, "", GEP->getIterator());
      NewGEP->setNoWrapFlags(GEP->getNoWrapFlags());
      NewGEP->takeName(GEP);
      GEP->replaceAllUsesWith(NewGEP);
      GEP->eraseFromParent();
      Next = NewGEP;
      Changed = true;
    }
    Changed |= fixUsers(Next);
  }
  return Changed;
}

} // namespace

PreservedAnalyses DXILDCBufferGEPFixPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  bool Changed = false;
  for (GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != 2)
      continue;
    Changed |= convertUsersOfConstantsToInstructions({&GV});
    Changed |= fixUsers(&GV);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

void registerCBufferGEPFix(PassBuilder &PB) {
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(DXILDCBufferGEPFixPass());
      });
}

} // namespace dxild
