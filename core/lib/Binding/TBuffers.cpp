//===- TBuffers.cpp - tbuffer and TextureBuffer<T> as SRVs ----------------===//

#include "Binding/TBuffers.h"

#include "Binding/BindingContext.h"
#include "Binding/ResourceCalls.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

TargetExtType *tbufferHandleType(TargetExtType *CBufferTy) {
  return TargetExtType::get(CBufferTy->getContext(), "dx.Texture",
                            {CBufferTy->getTypeParameter(0)},
                            {0, 0, 0, unsigned(dxil::ResourceKind::TBuffer)});
}

bool isTBufferHandleType(Type *Ty) {
  auto *TT = dyn_cast<dxil::TextureExtType>(Ty);
  return TT && TT->getDimension() == dxil::ResourceKind::TBuffer;
}

PreservedAnalyses DXILTBuffersPass::run(Module &M, ModuleAnalysisManager &) {
  NamedMDNode *MD = M.getNamedMetadata("dxild.tbuffer");
  if (!MD)
    return PreservedAnalyses::all();
  StringSet<> Names;
  for (const MDNode *N : MD->operands())
    if (N->getNumOperands() == 1)
      if (auto *S = dyn_cast<MDString>(N->getOperand(0)))
        Names.insert(S->getString());
  SmallVector<CallInst *, 4> Creations;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (isa<dxil::CBufferExtType>(CI->getType()) &&
            (CI->getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
             CI->getIntrinsicID() ==
                 Intrinsic::dx_resource_handlefromimplicitbinding) &&
            Names.contains(resourceName(*CI)))
          Creations.push_back(CI);
  // The handle globals (@TB.tb) get the new type too: the cbuffer
  // lowering finds a buffer's handle through the global !hlsl.cbs names.
  DenseMap<GlobalVariable *, GlobalVariable *> NewGlobals;
  for (CallInst *CI : Creations) {
    auto *NewTy = tbufferHandleType(cast<TargetExtType>(CI->getType()));
    Function *Decl =
        Intrinsic::getOrInsertDeclaration(&M, CI->getIntrinsicID(), {NewTy});
    SmallVector<Value *, 5> Args(CI->args());
    auto *New = CallInst::Create(Decl, Args, "", CI->getIterator());
    New->takeName(CI);
    for (User *U : make_early_inc_range(CI->users())) {
      auto *SI = dyn_cast<StoreInst>(U);
      auto *GV =
          SI ? dyn_cast<GlobalVariable>(SI->getPointerOperand()) : nullptr;
      if (!GV || SI->getValueOperand() != CI) {
        Ctx.error("dxild.binding.unsupported-resource-use", resourceName(*CI),
                  "the handle of tbuffer '" + resourceName(*CI).str() +
                      "' is used other than by its members");
        return PreservedAnalyses::none();
      }
      GlobalVariable *&NewGV = NewGlobals[GV];
      if (!NewGV) {
        NewGV =
            new GlobalVariable(M, NewTy, GV->isConstant(), GV->getLinkage(),
                               PoisonValue::get(NewTy), "", GV,
                               GV->getThreadLocalMode(), GV->getAddressSpace());
        NewGV->takeName(GV);
      }
      new StoreInst(New, NewGV, SI->getIterator());
      SI->eraseFromParent();
    }
    CI->eraseFromParent();
  }
  // Loads of the old globals, if any, and !hlsl.cbs move to the new ones
  // (all of them are `ptr`).
  for (auto [Old, New] : NewGlobals) {
    Old->replaceAllUsesWith(New);
    Old->eraseFromParent();
  }
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.use_empty() && F.isIntrinsic() &&
        isa<dxil::CBufferExtType>(F.getReturnType()))
      F.eraseFromParent();
  return Creations.empty() ? PreservedAnalyses::all()
                           : PreservedAnalyses::none();
}

} // namespace dxild
