//===- RepairStructStatusLoad.cpp - Clang 22's Load(i, status) of a struct ===//

#include "Intrinsics/RepairStructStatusLoad.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// The scalar or vector at offset 0 of \p Ty (its first member, first
/// element, ...), or null.
Type *firstLeaf(Type *Ty) {
  while (Ty && Ty->isAggregateType()) {
    if (auto *ST = dyn_cast<StructType>(Ty))
      Ty = ST->getNumElements() ? ST->getElementType(0) : nullptr;
    else
      Ty = Ty->getArrayNumElements() ? Ty->getArrayElementType() : nullptr;
  }
  return Ty;
}

/// The sret parameter of \p F holding a \p Ty, or null.
Argument *sretOf(Function &F, Type *Ty) {
  for (Argument &A : F.args())
    if (A.hasStructRetAttr())
      return A.getParamStructRetType() == Ty ? &A : nullptr;
  return nullptr;
}

/// Repairs \p Load, a `{S, i1}` rawbuffer load whose S nobody reads.
bool repair(IntrinsicInst &Load) {
  auto *RetTy = dyn_cast<StructType>(Load.getType());
  if (!RetTy || RetTy->getNumElements() != 2)
    return false;
  auto *ElemTy = dyn_cast<StructType>(RetTy->getElementType(0));
  Type *Leaf = ElemTy ? firstLeaf(ElemTy) : nullptr;
  Argument *Sret = ElemTy ? sretOf(*Load.getFunction(), ElemTy) : nullptr;
  if (!Leaf || !Sret)
    return false;
  SmallVector<ExtractValueInst *, 2> Values, Statuses;
  for (User *U : Load.users()) {
    auto *EV = dyn_cast<ExtractValueInst>(U);
    if (!EV || EV->getNumIndices() != 1)
      return false;
    if (EV->getIndices()[0] == 0) {
      if (!EV->use_empty()) // the value is used: not Clang 22's bug
        return false;
      Values.push_back(EV);
    } else {
      Statuses.push_back(EV);
    }
  }
  Module &M = *Load.getModule();
  Value *H = Load.getArgOperand(0);
  Value *Index = Load.getArgOperand(1);
  IRBuilder<> B(Load.getNextNode());
  // The element, as Clang's Load(index) copies it.
  Value *Element = B.CreateIntrinsic(Intrinsic::dx_resource_getpointer,
                                     {B.getPtrTy(), H->getType()}, {H, Index});
  B.CreateMemCpy(Sret, Align(1), Element, Align(1),
                 M.getDataLayout().getTypeStoreSize(ElemTy).getFixedValue());
  // The status, from the element's first leaf.
  B.SetInsertPoint(&Load);
  Value *StatusLoad = B.CreateIntrinsic(StructType::get(Leaf, B.getInt1Ty()),
                                        Intrinsic::dx_resource_load_rawbuffer,
                                        {H, Index, B.getInt32(0)});
  for (ExtractValueInst *EV : Statuses) {
    EV->replaceAllUsesWith(B.CreateExtractValue(StatusLoad, 1));
    EV->eraseFromParent();
  }
  for (ExtractValueInst *EV : Values)
    EV->eraseFromParent();
  Load.eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses
DXILDRepairStructStatusLoadPass::run(Module &M, ModuleAnalysisManager &) {
  SmallVector<IntrinsicInst *, 4> Loads;
  for (Function &F : M)
    if (F.getIntrinsicID() == Intrinsic::dx_resource_load_rawbuffer)
      for (User *U : F.users())
        if (auto *II = dyn_cast<IntrinsicInst>(U);
            II && isa<StructType>(II->getType()) &&
            cast<StructType>(II->getType())->getElementType(0)->isStructTy())
          Loads.push_back(II);
  bool Changed = false;
  for (IntrinsicInst *L : Loads)
    Changed |= repair(*L);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
