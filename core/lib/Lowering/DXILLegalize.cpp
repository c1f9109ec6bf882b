//===- DXILLegalize.cpp - Instructions DXIL does not accept ---------------===//

#include "Lowering/DXILLegalize.h"
#include "Lowering/LoweringContext.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

/// Poison has no 3.7 encoding; undef is its closest DXIL equivalent. Nested
/// constants (vectors, structs) are rebuilt with undef in place of poison.
static Constant *replacePoison(Constant *C) {
  if (isa<PoisonValue>(C))
    return UndefValue::get(C->getType());
  if (isa<ConstantData>(C) || isa<GlobalValue>(C))
    return C;
  if (isa<ConstantAggregate>(C)) {
    bool Changed = false;
    SmallVector<Constant *, 8> Ops;
    for (Value *Op : C->operands()) {
      Constant *N = replacePoison(cast<Constant>(Op));
      Changed |= N != Op;
      Ops.push_back(N);
    }
    if (!Changed)
      return C;
    if (auto *ST = dyn_cast<StructType>(C->getType()))
      return ConstantStruct::get(ST, Ops);
    if (auto *AT = dyn_cast<ArrayType>(C->getType()))
      return ConstantArray::get(AT, Ops);
    return ConstantVector::get(Ops);
  }
  return C;
}

/// The arm a select with an undef or poison arm can be folded to, or null.
/// The scalarizer builds a dynamic vector index as a select chain that
/// starts from poison; DXIL has only undef, and the validator rejects any
/// instruction reading it ("Instructions should not read uninitialized
/// value"). Choosing the other arm is one of the values undef may take.
static Value *foldUndefSelectArm(SelectInst *Sel) {
  Value *T = Sel->getTrueValue(), *F = Sel->getFalseValue();
  if (isa<UndefValue>(F) && !isa<UndefValue>(T))
    return T;
  if (isa<UndefValue>(T) && !isa<UndefValue>(F))
    return F;
  return nullptr;
}

/// Whether operand \p OpNo of \p I may be undef in DXIL: the validator
/// rejects any other undef a non-call instruction reads ("Instructions
/// should not read uninitialized value").
static bool undefOperandAllowed(const Instruction &I, unsigned OpNo) {
  if (isa<PHINode>(I) || isa<CallBase>(I))
    return true; // dx.op calls are checked per operation
  if (isa<InsertElementInst>(I) || isa<StoreInst>(I))
    return OpNo == 0;
  if (isa<ShuffleVectorInst>(I))
    return OpNo == 1;
  return false;
}

/// DXIL has no `unreachable` in VS/PS/CS. LLVM's optimizer makes one where
/// it proves a path impossible: most often the default of a switch that
/// covers every value (`switch (cascadeIndex)` after a loop that bounds it).
/// Such a default is retargeted to the last case's block (the case is
/// dropped; the value never reaches the default), a conditional branch to an
/// unreachable block becomes a branch to its other side, and an unreachable
/// that remains ends the function (`ret`), which no execution reaches.
static bool removeUnreachable(Function &F) {
  bool Changed = false;
  SmallVector<BasicBlock *, 4> Blocks;
  for (BasicBlock &BB : F)
    if (isa<UnreachableInst>(BB.getTerminator()))
      Blocks.push_back(&BB);
  for (BasicBlock *BB : Blocks) {
    // Only blocks that do nothing but end: anything before the unreachable
    // (a store, a call) would be dropped with it.
    if (&BB->front() == BB->getTerminator()) {
      SmallVector<BasicBlock *, 4> Preds(predecessors(BB));
      for (BasicBlock *Pred : Preds) {
        Instruction *T = Pred->getTerminator();
        if (auto *SI = dyn_cast<SwitchInst>(T)) {
          if (SI->getDefaultDest() == BB && SI->getNumCases() > 0) {
            auto Last = std::prev(SI->case_end());
            BasicBlock *Dest = Last->getCaseSuccessor();
            SI->removeCase(Last);
            SI->setDefaultDest(Dest);
            Changed = true;
          }
        } else if (auto *Br = dyn_cast<BranchInst>(T)) {
          if (Br->isConditional() &&
              (Br->getSuccessor(0) == BB) != (Br->getSuccessor(1) == BB)) {
            BasicBlock *Other =
                Br->getSuccessor(Br->getSuccessor(0) == BB ? 1 : 0);
            BranchInst::Create(Other, Br->getIterator());
            Br->eraseFromParent();
            Changed = true;
          }
        }
      }
      if (pred_empty(BB) && BB != &F.getEntryBlock()) {
        BB->eraseFromParent();
        Changed = true;
        continue;
      }
    }
    Instruction *U = BB->getTerminator();
    Type *RetTy = F.getReturnType();
    ReturnInst::Create(F.getContext(),
                       RetTy->isVoidTy() ? nullptr : UndefValue::get(RetTy),
                       U->getIterator());
    U->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

/// `switch i8 (trunc i32 %x)`: SimplifyCFG (the binding stage's cleanup)
/// shrinks a switch's condition to the bits its cases need, after the
/// Intrinsics stage widened LLVM's earlier narrowing. DXIL has no i8 (the
/// validator refuses it), so the switch compares the i32 masked to those
/// bits, the same cases zero-extended. Only i8, whose only source here is
/// such a trunc; other narrow conditions are left.
static bool widenByteSwitches(Function &F) {
  bool Changed = false;
  for (BasicBlock &BB : F) {
    auto *SI = dyn_cast<SwitchInst>(BB.getTerminator());
    auto *T = SI ? dyn_cast<TruncInst>(SI->getCondition()) : nullptr;
    if (!T || !T->getDestTy()->isIntegerTy(8) ||
        !T->getSrcTy()->isIntegerTy(32))
      continue;
    IRBuilder<> B(SI);
    Value *Wide = B.CreateAnd(T->getOperand(0), B.getInt32(0xFF));
    SwitchInst *New =
        B.CreateSwitch(Wide, SI->getDefaultDest(), SI->getNumCases());
    for (const auto &Case : SI->cases())
      New->addCase(B.getInt32(Case.getCaseValue()->getZExtValue()),
                   Case.getCaseSuccessor());
    New->copyMetadata(*SI);
    SI->eraseFromParent();
    if (T->use_empty())
      T->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses DXILLegalizePass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    Changed |= removeUnreachable(F);
    Changed |= widenByteSwitches(F);
    SmallVector<Instruction *, 16> Dead;
    for (Instruction &I : instructions(F)) {
      if (auto *Sel = dyn_cast<SelectInst>(&I))
        if (Value *Arm = foldUndefSelectArm(Sel)) {
          Sel->replaceAllUsesWith(Arm);
          Dead.push_back(Sel);
          continue;
        }
      if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
        Fr->replaceAllUsesWith(Fr->getOperand(0));
        Dead.push_back(Fr);
        continue;
      }
      if (I.getOpcode() == Instruction::FNeg) {
        IRBuilder<> B(&I);
        B.setFastMathFlags(I.getFastMathFlags());
        Value *Sub = B.CreateFSub(ConstantFP::getNegativeZero(I.getType()),
                                  I.getOperand(0));
        Sub->takeName(&I);
        I.replaceAllUsesWith(Sub);
        Dead.push_back(&I);
        continue;
      }
      for (Use &U : I.operands())
        if (auto *C = dyn_cast<Constant>(U.get()))
          if (!isa<GlobalValue>(C) && !isa<BasicBlock>(U.get())) {
            Constant *N = replacePoison(C);
            // An undef number read where DXIL allows none (SROA's slices of
            // a struct read piecewise leave `lshr i64 undef, 32`; Unity's
            // HDRP area-shadow pass): zero, one of the values undef may
            // take.
            Type *Ty = N->getType();
            if (isa<UndefValue>(N) &&
                (Ty->isIntOrIntVectorTy() || Ty->isFPOrFPVectorTy()) &&
                !undefOperandAllowed(I, U.getOperandNo()))
              N = Constant::getNullValue(Ty);
            if (N != C) {
              U.set(N);
              Changed = true;
            }
          }
      // Flags LLVM 3.7 bitcode cannot encode.
      if (auto *PD = dyn_cast<PossiblyDisjointInst>(&I))
        PD->setIsDisjoint(false);
      if (auto *NN = dyn_cast<PossiblyNonNegInst>(&I))
        NN->setNonNeg(false);
      if (auto *IC = dyn_cast<ICmpInst>(&I))
        IC->setSameSign(false);
      if (auto *Tr = dyn_cast<TruncInst>(&I)) {
        Tr->setHasNoUnsignedWrap(false);
        Tr->setHasNoSignedWrap(false);
      }
      if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
        GEP->setNoWrapFlags(GEP->isInBounds() ? GEPNoWrapFlags::inBounds()
                                              : GEPNoWrapFlags::none());
    }
    // A folded select's condition may have had no other use.
    SmallVector<WeakTrackingVH, 8> Conditions;
    for (Instruction *I : Dead) {
      if (isa<SelectInst>(I))
        Conditions.push_back(I->getOperand(0));
      I->eraseFromParent();
      Changed = true;
    }
    for (WeakTrackingVH &Cond : Conditions)
      if (Cond)
        RecursivelyDeleteTriviallyDeadInstructions(Cond);
  }
  for (GlobalVariable &GV : M.globals())
    if (GV.hasInitializer()) {
      Constant *N = replacePoison(GV.getInitializer());
      if (N != GV.getInitializer())
        GV.setInitializer(N);
    }
  (void)Ctx;
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
