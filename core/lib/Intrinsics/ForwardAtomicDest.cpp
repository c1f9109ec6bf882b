//===- ForwardAtomicDest.cpp - Pass atomic destinations by address --------===//

#include "Intrinsics/ForwardAtomicDest.h"
#include "Intrinsics/DxildIntrinsics.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <optional>

using namespace llvm;

namespace dxild {

namespace {

using DestParam = std::pair<Function *, unsigned>;

bool isLifetimeMarker(const User *U) {
  if (const auto *II = dyn_cast<IntrinsicInst>(U))
    return II->isLifetimeStartOrEnd();
  return false;
}

/// Whether only the instructions in \p Allowed (or lifetime markers) lie
/// strictly between \p From and \p To, which are in the same block.
bool onlyBetween(Instruction *From, Instruction *To,
                 ArrayRef<Instruction *> Allowed) {
  for (Instruction *I = From->getNextNode(); I && I != To; I = I->getNextNode())
    if (!is_contained(Allowed, I) && !isLifetimeMarker(I))
      return false;
  return true;
}

/// Where an `inout` copy came from and goes back to.
struct CopySource {
  /// The copy-in's load (of the value, or of the whole vector).
  LoadInst *InLoad = nullptr;
  /// The address loaded from and stored back to.
  Value *Base = nullptr;
  /// For a vector component (`v[i]`): the component's index, the vector
  /// type, the copy-in's extractelement and the copy-back's address (null
  /// when it is the vector's own, for the first component).
  Value *Index = nullptr;
  Type *VecTy = nullptr;
  ExtractElementInst *Extract = nullptr;
  GEPOperator *OutAddr = nullptr;
};

/// Matches Clang's copy-in value \p In and copy-back address \p Out for a
/// temporary of type \p Ty: either `load Ty, P` ... `store Ty, P`, or, for a
/// component of a vector in memory (`InterlockedOr(gsVec[i], m)`),
/// `extractelement (load <N x Ty>, P), I` ... `store Ty, (gep <N x Ty>, P,
/// 0, I)`, the same P and I (or `store Ty, P` for I = 0).
std::optional<CopySource> copySource(Value *In, Value *Out, Type *Ty) {
  CopySource S;
  if ((S.InLoad = dyn_cast<LoadInst>(In))) {
    if (!S.InLoad->isSimple() || S.InLoad->getType() != Ty ||
        S.InLoad->getPointerOperand() != Out)
      return std::nullopt;
    S.Base = Out;
    return S;
  }
  S.Extract = dyn_cast<ExtractElementInst>(In);
  if (!S.Extract)
    return std::nullopt;
  S.InLoad = dyn_cast<LoadInst>(S.Extract->getVectorOperand());
  if (!S.InLoad || !S.InLoad->isSimple())
    return std::nullopt;
  S.Base = S.InLoad->getPointerOperand();
  S.Index = S.Extract->getIndexOperand();
  S.VecTy = S.InLoad->getType();
  if (cast<VectorType>(S.VecTy)->getElementType() != Ty ||
      !S.Index->getType()->isIntegerTy(32))
    return std::nullopt;
  // The first component's address folds to the vector's own
  // (`InterlockedAdd(buf[i].x, 1)` on a RWStructuredBuffer<uint2>).
  if (Out == S.Base) {
    auto *C = dyn_cast<ConstantInt>(S.Index);
    return C && C->isZero() ? std::optional(S) : std::nullopt;
  }
  // An instruction for a dynamic index, a constant expression for a
  // constant one (`InterlockedAdd(gsVec.y, 1)`).
  S.OutAddr = dyn_cast<GEPOperator>(Out);
  if (!S.OutAddr || S.OutAddr->getNumIndices() != 2)
    return std::nullopt;
  auto *Zero = dyn_cast<ConstantInt>(S.OutAddr->getOperand(1));
  if (S.VecTy != S.OutAddr->getSourceElementType() ||
      S.OutAddr->getPointerOperand() != S.Base || !Zero || !Zero->isZero() ||
      S.OutAddr->getOperand(2) != S.Index)
    return std::nullopt;
  return S;
}

/// If argument \p ArgNo of \p CB is a temporary filled by a copy-in from some
/// address and copied back to that same address right after the call (Clang's
/// code for an `inout` argument), passes that address instead, deletes the
/// temporary and returns the address. Otherwise changes nothing.
Value *forwardCopyInOut(CallBase &CB, unsigned ArgNo) {
  auto *Tmp = dyn_cast<AllocaInst>(CB.getArgOperand(ArgNo));
  if (!Tmp || !Tmp->isStaticAlloca())
    return nullptr;
  Type *Ty = Tmp->getAllocatedType();
  StoreInst *CopyIn = nullptr;
  LoadInst *CopyBack = nullptr;
  SmallVector<Instruction *, 2> Markers;
  for (User *U : Tmp->users()) {
    if (U == &CB)
      continue;
    if (isLifetimeMarker(U)) {
      Markers.push_back(cast<Instruction>(U));
      continue;
    }
    auto *SI = dyn_cast<StoreInst>(U);
    if (SI && !CopyIn && SI->getPointerOperand() == Tmp) {
      CopyIn = SI;
      continue;
    }
    auto *LI = dyn_cast<LoadInst>(U);
    if (LI && !CopyBack) {
      CopyBack = LI;
      continue;
    }
    return nullptr;
  }
  // The temporary must be passed once, as this argument.
  if (count(CB.args(), Tmp) != 1)
    return nullptr;
  if (!CopyIn || !CopyBack || !CopyIn->isSimple() || !CopyBack->isSimple() ||
      CopyBack->getType() != Ty || !CopyBack->hasOneUse())
    return nullptr;
  auto *OutStore = dyn_cast<StoreInst>(CopyBack->user_back());
  if (!OutStore || !OutStore->isSimple() ||
      OutStore->getValueOperand() != CopyBack)
    return nullptr;
  std::optional<CopySource> Src =
      copySource(CopyIn->getValueOperand(), OutStore->getPointerOperand(), Ty);
  if (!Src)
    return nullptr;
  // Copy-in, call, copy-back in program order, with nothing else between
  // the call and the copy-back that could observe the difference.
  BasicBlock *BB = CB.getParent();
  SmallVector<Instruction *, 2> Between = {CopyBack};
  if (auto *I = dyn_cast_or_null<Instruction>(Src->OutAddr))
    Between.push_back(I);
  if (CopyBack->getParent() != BB || OutStore->getParent() != BB ||
      !CB.comesBefore(CopyBack) || !CopyBack->comesBefore(OutStore) ||
      !onlyBetween(&CB, OutStore, Between))
    return nullptr;
  // The copy-in comes first. Arguments evaluated after it may branch
  // (`InterlockedAdd(gsCount, m > 0 ? n : 0)`, AMD Capsaicin), leaving the
  // call in a later block the copy-in's dominates; the atomic then acts on
  // the destination when it runs, as in DXC.
  if (CopyIn->getParent() == BB
          ? !CopyIn->comesBefore(&CB)
          : !DominatorTree(*CB.getFunction()).dominates(CopyIn, &CB))
    return nullptr;

  Value *Dest = Src->Base;
  if (Src->Index) {
    // The element's own address, computed before the call (the index is
    // the copy-in's, so it is available there).
    IRBuilder<> B(&CB);
    Dest =
        B.CreateInBoundsGEP(Src->VecTy, Src->Base, {B.getInt32(0), Src->Index},
                            Src->Base->getName() + ".elt");
  }
  Value *NewArg = Dest;
  Type *ParamTy = CB.getArgOperand(ArgNo)->getType();
  if (Dest->getType() != ParamTy) {
    // A groupshared (addrspace(3)) destination passed to a generic pointer
    // parameter; DXILDLowerIntrinsicsPass strips the cast again.
    if (!Dest->getType()->isPointerTy())
      return nullptr;
    NewArg = IRBuilder<>(&CB).CreateAddrSpaceCast(Dest, ParamTy,
                                                  Dest->getName() + ".gen");
  }
  CB.setArgOperand(ArgNo, NewArg);
  // The argument now aliases memory the caller can reach in other ways.
  CB.removeParamAttr(ArgNo, Attribute::NoAlias);
  if (Function *Callee = CB.getCalledFunction())
    Callee->removeParamAttr(ArgNo, Attribute::NoAlias);

  OutStore->eraseFromParent();
  CopyBack->eraseFromParent();
  CopyIn->eraseFromParent();
  if (auto *I = dyn_cast_or_null<Instruction>(Src->OutAddr))
    if (I->use_empty())
      I->eraseFromParent();
  if (Src->Extract && Src->Extract->use_empty())
    Src->Extract->eraseFromParent();
  if (Src->InLoad->use_empty())
    Src->InLoad->eraseFromParent();
  for (Instruction *M : Markers)
    M->eraseFromParent();
  Tmp->eraseFromParent();
  return Dest;
}

/// If \p V is Clang's reload of a pointer parameter from its spill slot
/// (`store ptr %arg, ptr %arg.addr` ... `load ptr, ptr %arg.addr`), the
/// parameter.
Argument *spilledArgument(Value *V) {
  auto *LI = dyn_cast<LoadInst>(V);
  if (!LI)
    return nullptr;
  auto *Slot = dyn_cast<AllocaInst>(LI->getPointerOperand());
  if (!Slot)
    return nullptr;
  Argument *Arg = nullptr;
  for (User *U : Slot->users()) {
    if (isa<LoadInst>(U) || isLifetimeMarker(U))
      continue;
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != Slot || Arg)
      return nullptr;
    Arg = dyn_cast<Argument>(SI->getValueOperand());
    if (!Arg)
      return nullptr;
  }
  return Arg;
}

/// Whether every use of parameter \p A is to be passed, as it is or reloaded
/// from its spill slot, as a destination in \p Dests. Only then may callers
/// pass the real address instead of a copy: a function that also reads or
/// writes the parameter itself could observe the difference.
bool isPureDestParam(Argument &A, const DenseSet<DestParam> &Dests) {
  auto IsDestUse = [&](const Use &U) {
    auto *CB = dyn_cast<CallBase>(U.getUser());
    if (!CB || !CB->isArgOperand(&U))
      return false;
    auto *Callee = dyn_cast<Function>(CB->getCalledOperand());
    return Callee && Dests.contains({Callee, CB->getArgOperandNo(&U)});
  };
  for (const Use &U : A.uses()) {
    if (IsDestUse(U))
      continue;
    auto *SI = dyn_cast<StoreInst>(U.getUser());
    auto *Slot = SI ? dyn_cast<AllocaInst>(SI->getPointerOperand()) : nullptr;
    if (!Slot || SI->getValueOperand() != &A)
      return false;
    for (User *SlotUser : Slot->users()) {
      if (SlotUser == SI || isLifetimeMarker(SlotUser))
        continue;
      auto *LI = dyn_cast<LoadInst>(SlotUser);
      if (!LI)
        return false;
      for (const Use &LU : LI->uses())
        if (!IsDestUse(LU))
          return false;
    }
  }
  return true;
}

} // namespace

PreservedAnalyses DXILDForwardAtomicDestPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  DenseSet<DestParam> Dests;
  SmallVector<DestParam, 16> Worklist;
  for (Function &F : M) {
    std::optional<DxildIntrinsic> I = lookupDxildIntrinsic(F);
    if (I && I->isAtomic() && F.arg_size() > 0 &&
        F.getArg(0)->getType()->isPointerTy() && Dests.insert({&F, 0}).second)
      Worklist.push_back({&F, 0});
  }

  bool Changed = false;
  // Parameters that received a forwarded address; they become destinations
  // themselves once all their uses are (checked after each round, since a
  // wrapper may contain several atomics that are forwarded one by one).
  SmallSetVector<Argument *, 8> Candidates;
  while (!Worklist.empty()) {
    while (!Worklist.empty()) {
      auto [F, ArgNo] = Worklist.pop_back_val();
      for (User *U : make_early_inc_range(F->users())) {
        auto *CB = dyn_cast<CallBase>(U);
        if (!CB || CB->getCalledOperand() != F)
          continue;
        Value *Dest = forwardCopyInOut(*CB, ArgNo);
        if (!Dest)
          continue;
        Changed = true;
        if (Argument *A = spilledArgument(Dest))
          if (A->getType()->isPointerTy())
            Candidates.insert(A);
      }
    }
    for (Argument *A : Candidates) {
      DestParam P{A->getParent(), A->getArgNo()};
      if (!Dests.contains(P) && isPureDestParam(*A, Dests)) {
        Dests.insert(P);
        Worklist.push_back(P);
      }
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
