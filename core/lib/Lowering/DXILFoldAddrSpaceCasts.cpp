//===- DXILFoldAddrSpaceCasts.cpp - Memory accessed in its own space ------===//

#include "Lowering/DXILFoldAddrSpaceCasts.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"

using namespace llvm;

namespace dxild {

namespace {

/// Moves the address computations and accesses made through \p Generic (a
/// default-address-space pointer) onto \p Specific, the same address in its
/// own address space. True if nothing uses \p Generic any more.
bool rebuildOn(Value *Generic, Value *Specific) {
  for (Use &U : make_early_inc_range(Generic->uses())) {
    auto *I = dyn_cast<Instruction>(U.getUser());
    if (!I)
      continue;
    if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      if (U.getOperandNo() != GEP->getPointerOperandIndex())
        continue;
      IRBuilder<> B(GEP);
      SmallVector<Value *, 4> Indices(GEP->indices());
      Value *New = B.CreateGEP(GEP->getSourceElementType(), Specific, Indices,
                               GEP->getName(), GEP->getNoWrapFlags());
      if (rebuildOn(GEP, New))
        GEP->eraseFromParent();
      continue;
    }
    bool IsAddress =
        (isa<LoadInst>(I) &&
         U.getOperandNo() == LoadInst::getPointerOperandIndex()) ||
        (isa<StoreInst>(I) &&
         U.getOperandNo() == StoreInst::getPointerOperandIndex()) ||
        (isa<AtomicRMWInst>(I) &&
         U.getOperandNo() == AtomicRMWInst::getPointerOperandIndex()) ||
        (isa<AtomicCmpXchgInst>(I) &&
         U.getOperandNo() == AtomicCmpXchgInst::getPointerOperandIndex());
    if (IsAddress)
      U.set(Specific);
  }
  return Generic->use_empty();
}

bool isGenericCastOfSpecific(const AddrSpaceCastInst *Cast) {
  return Cast->getDestAddressSpace() == 0 && Cast->getSrcAddressSpace() != 0;
}

/// The specific address space every value in \p Values is a generic cast
/// from, or 0 if they are not all such casts of one space.
unsigned castSourceSpace(ArrayRef<Value *> Values) {
  unsigned Space = 0;
  for (Value *V : Values) {
    auto *Cast = dyn_cast<AddrSpaceCastInst>(V);
    if (!Cast || !isGenericCastOfSpecific(Cast) ||
        (Space && Cast->getSrcAddressSpace() != Space))
      return 0;
    Space = Cast->getSrcAddressSpace();
  }
  return Space;
}

/// A phi or select of generic casts of one space (GVN's PRE merging the
/// casts of `g[i]` from an if and an else: `phi ptr [ addrspacecast ... ]`)
/// becomes the cast of a phi or select of their sources, so that the
/// accesses through it fold like the others. Phis of such phis follow.
bool hoistCastsOverMerges(Function &F) {
  bool Changed = false;
  for (bool Again = true; Again;) {
    Again = false;
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      if (!I.getType()->isPointerTy() ||
          I.getType()->getPointerAddressSpace() != 0)
        continue;
      Value *Merged = nullptr;
      if (auto *Phi = dyn_cast<PHINode>(&I)) {
        SmallVector<Value *, 4> In(Phi->incoming_values());
        unsigned Space = castSourceSpace(In);
        if (!Space)
          continue;
        PHINode *New =
            PHINode::Create(PointerType::get(F.getContext(), Space),
                            Phi->getNumIncomingValues(),
                            Phi->getName() + ".specific", Phi->getIterator());
        for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K)
          New->addIncoming(cast<AddrSpaceCastInst>(Phi->getIncomingValue(K))
                               ->getPointerOperand(),
                           Phi->getIncomingBlock(K));
        Merged = New;
      } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
        if (!castSourceSpace({Sel->getTrueValue(), Sel->getFalseValue()}))
          continue;
        IRBuilder<> B(Sel);
        Merged = B.CreateSelect(
            Sel->getCondition(),
            cast<AddrSpaceCastInst>(Sel->getTrueValue())->getPointerOperand(),
            cast<AddrSpaceCastInst>(Sel->getFalseValue())->getPointerOperand(),
            Sel->getName() + ".specific");
      } else {
        continue;
      }
      IRBuilder<> B(I.getParent(), I.getParent()->getFirstInsertionPt());
      Value *Cast = B.CreateAddrSpaceCast(Merged, I.getType(), I.getName());
      I.replaceAllUsesWith(Cast);
      I.eraseFromParent();
      Changed = Again = true;
    }
  }
  return Changed;
}

} // namespace

PreservedAnalyses DXILFoldAddrSpaceCastsPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  // Constant-expression casts (`addrspacecast (ptr addrspace(3) @g to ptr)`
  // in a store's address) become instructions first.
  SmallVector<Constant *, 8> Globals;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() != 0 &&
        any_of(GV.users(), [](const User *U) { return isa<ConstantExpr>(U); }))
      Globals.push_back(&GV);
  bool Changed =
      !Globals.empty() && convertUsersOfConstantsToInstructions(Globals);
  for (Function &F : M) {
    Changed |= hoistCastsOverMerges(F);
    SmallVector<AddrSpaceCastInst *, 8> Casts;
    for (Instruction &I : instructions(F))
      if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I))
        if (isGenericCastOfSpecific(Cast))
          Casts.push_back(Cast);
    for (AddrSpaceCastInst *Cast : Casts) {
      Changed = true;
      if (rebuildOn(Cast, Cast->getPointerOperand()))
        Cast->eraseFromParent();
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
