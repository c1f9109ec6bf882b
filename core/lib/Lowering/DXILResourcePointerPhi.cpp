//===- DXILResourcePointerPhi.cpp - Accesses through pointer phis ---------===//

#include "DXILResourcePointerPhi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// True if \p V is a buffer element pointer (getpointer) or a pointer into
/// a cbuffer member (an `addrspace(2)` global Clang lists in !hlsl.cbs),
/// maybe under GEPs.
bool isResourcePointer(Value *V) {
  while (auto *GEP = dyn_cast<GEPOperator>(V))
    V = GEP->getPointerOperand();
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getAddressSpace() == 2 && !GV->hasInitializer();
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::dx_resource_getpointer;
}

/// The load can move to the top of its block: nothing before it writes.
bool nothingWritesBefore(LoadInst &LI) {
  for (Instruction &I : *LI.getParent()) {
    if (&I == &LI)
      return true;
    if (I.mayWriteToMemory())
      return false;
  }
  return false;
}

bool splitLoad(LoadInst &LI) {
  auto *Phi = dyn_cast<PHINode>(LI.getPointerOperand());
  if (!Phi || Phi->getParent() != LI.getParent() || LI.isVolatile() ||
      LI.isAtomic() || !nothingWritesBefore(LI))
    return false;
  for (Value *In : Phi->incoming_values())
    if (!isResourcePointer(In))
      return false;
  IRBuilder<> B(Phi);
  PHINode *Vals =
      B.CreatePHI(LI.getType(), Phi->getNumIncomingValues(), LI.getName());
  DenseMap<BasicBlock *, Value *> Loaded;
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I < E; ++I) {
    BasicBlock *Pred = Phi->getIncomingBlock(I);
    Value *&V = Loaded[Pred];
    if (!V) {
      IRBuilder<> PB(Pred->getTerminator());
      LoadInst *New = PB.CreateAlignedLoad(
          LI.getType(), Phi->getIncomingValue(I), LI.getAlign(),
          LI.getName() + "." + Pred->getName());
      New->copyMetadata(LI);
      V = New;
    }
    Vals->addIncoming(V, Pred);
  }
  LI.replaceAllUsesWith(Vals);
  LI.eraseFromParent();
  if (Phi->use_empty())
    Phi->eraseFromParent();
  return true;
}

/// Nothing before \p SI in its block reads or writes memory: the store can
/// move into the predecessors.
bool nothingTouchesMemoryBefore(StoreInst &SI) {
  for (Instruction &I : *SI.getParent()) {
    if (&I == &SI)
      return true;
    if (I.mayReadOrWriteMemory())
      return false;
  }
  return false;
}

/// A store through a phi of buffer element pointers (SimplifyCFG sinks the
/// stores of an if/else into the join block: `InterlockedAdd(c, 1, slot);
/// List[slot] = v;` in both branches, to different buffers) becomes a store
/// of each incoming pointer at the end of its predecessor. Each predecessor
/// must have the join block as its only successor, so that the store runs on
/// exactly the paths it ran on before.
/// The value \p V of the join block \p BB as seen at the end of
/// predecessor \p Pred: a phi of BB gives its incoming value; another
/// instruction of BB (pure, not convergent: nothing in BB before the store
/// touches memory) is recomputed at the end of Pred. Null if it cannot be.
Value *valueInPred(Value *V, BasicBlock *BB, BasicBlock *Pred,
                   DenseMap<Value *, Value *> &Map, bool Emit) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || I->getParent() != BB)
    return V;
  if (auto *Phi = dyn_cast<PHINode>(I))
    return Phi->getIncomingValueForBlock(Pred);
  if (Value *Done = Map.lookup(I))
    return Done;
  auto *CB = dyn_cast<CallBase>(I);
  if (I->mayReadOrWriteMemory() || I->isTerminator() ||
      (CB && CB->isConvergent()) || isa<AllocaInst>(I))
    return nullptr;
  SmallVector<Value *, 4> Ops;
  for (Value *Op : I->operands()) {
    Value *M = valueInPred(Op, BB, Pred, Map, Emit);
    if (!M)
      return nullptr;
    Ops.push_back(M);
  }
  Value *Result = I;
  if (Emit) {
    Instruction *Clone = I->clone();
    for (unsigned N = 0; N < Ops.size(); ++N)
      Clone->setOperand(N, Ops[N]);
    Clone->insertBefore(Pred->getTerminator()->getIterator());
    Clone->setName(I->getName());
    Result = Clone;
  }
  Map[I] = Result;
  return Result;
}

/// A store through a phi of buffer element pointers (SimplifyCFG sinks the
/// stores of an if/else into the join block: `List[List.IncrementCounter()]
/// = v` in both branches, to different buffers) becomes a store of each
/// incoming pointer at the end of its predecessor, with the stored value
/// computed there. Each predecessor must have the join block as its only
/// successor, so that the store runs on exactly the paths it ran on before.
bool splitStore(StoreInst &SI) {
  auto *Phi = dyn_cast<PHINode>(SI.getPointerOperand());
  BasicBlock *BB = SI.getParent();
  if (!Phi || Phi->getParent() != BB || SI.isVolatile() || SI.isAtomic() ||
      !nothingTouchesMemoryBefore(SI))
    return false;
  Value *Val = SI.getValueOperand();
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I < E; ++I) {
    BasicBlock *Pred = Phi->getIncomingBlock(I);
    DenseMap<Value *, Value *> Map;
    if (!isResourcePointer(Phi->getIncomingValue(I)) ||
        Pred->getSingleSuccessor() != BB ||
        !valueInPred(Val, BB, Pred, Map, /*Emit=*/false))
      return false;
  }
  DenseMap<BasicBlock *, bool> Done;
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I < E; ++I) {
    BasicBlock *Pred = Phi->getIncomingBlock(I);
    if (Done[Pred])
      continue;
    Done[Pred] = true;
    DenseMap<Value *, Value *> Map;
    Value *V = valueInPred(Val, BB, Pred, Map, /*Emit=*/true);
    IRBuilder<> PB(Pred->getTerminator());
    StoreInst *New =
        PB.CreateAlignedStore(V, Phi->getIncomingValue(I), SI.getAlign());
    New->copyMetadata(SI);
  }
  SI.eraseFromParent();
  if (Phi->use_empty())
    Phi->eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses DXILResourcePointerPhiPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<LoadInst *, 4> Loads;
    SmallVector<StoreInst *, 4> Stores;
    for (Instruction &I : instructions(F)) {
      if (auto *LI = dyn_cast<LoadInst>(&I))
        if (isa<PHINode>(LI->getPointerOperand()))
          Loads.push_back(LI);
      if (auto *SI = dyn_cast<StoreInst>(&I))
        if (isa<PHINode>(SI->getPointerOperand()))
          Stores.push_back(SI);
    }
    for (LoadInst *LI : Loads)
      Changed |= splitLoad(*LI);
    for (StoreInst *SI : Stores)
      Changed |= splitStore(*SI);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
