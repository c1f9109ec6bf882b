//===- DXILResourcePointerPhi.cpp - Accesses through pointer phis ---------===//

#include "DXILResourcePointerPhi.h"

#include "Lowering/LoweringUtils.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// True if \p V is a buffer element pointer (getpointer), a RW texel or a
/// pointer into a cbuffer member (an `addrspace(2)` global Clang lists in
/// !hlsl.cbs), maybe under GEPs, or a select of two such pointers (a load
/// through it becomes a select of loads, splitSelectLoad). With \p ReadOnly,
/// only into memory the shader cannot write: a cbuffer member or an element
/// of an SRV buffer (`target("dx.RawBuffer"/"dx.TypedBuffer", T,
/// IsWriteable = 0, ...)`).
bool isResourcePointer(Value *V, bool ReadOnly = false) {
  while (auto *GEP = dyn_cast<GEPOperator>(V))
    V = GEP->getPointerOperand();
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return isResourcePointer(Sel->getTrueValue(), ReadOnly) &&
           isResourcePointer(Sel->getFalseValue(), ReadOnly);
  // A RW texel (`tex[p]`, the texture methods' element pseudo-intrinsic).
  if (auto *CI = dyn_cast<CallInst>(V))
    if (Function *F = CI->getCalledFunction())
      if (resourceMethodOp(*F) == "element")
        return !ReadOnly;
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getAddressSpace() == 2 && !GV->hasInitializer();
  auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II || II->getIntrinsicID() != Intrinsic::dx_resource_getpointer)
    return false;
  if (!ReadOnly)
    return true;
  auto *Ty = dyn_cast<TargetExtType>(II->getArgOperand(0)->getType());
  return Ty &&
         (Ty->getName() == "dx.RawBuffer" ||
          Ty->getName() == "dx.TypedBuffer") &&
         Ty->getNumIntParameters() > 0 && Ty->getIntParameter(0) == 0;
}

/// The getpointer call \p V is, or null.
IntrinsicInst *asGetPointer(Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::dx_resource_getpointer
             ? II
             : nullptr;
}

/// The operand of a handle creation that is the element index.
constexpr unsigned CreationIndexArg = 3;

bool isCreation(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II &&
         (II->getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
          II->getIntrinsicID() ==
              Intrinsic::dx_resource_handlefromimplicitbinding);
}

/// \p A and \p B create handles of one resource range (they differ at most
/// in the element index).
bool sameRange(const Value *A, const Value *B) {
  if (!isCreation(A) || !isCreation(B))
    return false;
  auto *CA = cast<CallInst>(A), *CB = cast<CallInst>(B);
  if (CA->getCalledFunction() != CB->getCalledFunction())
    return false;
  for (unsigned N = 0; N < CA->arg_size(); ++N)
    if (N != CreationIndexArg && CA->getArgOperand(N) != CB->getArgOperand(N))
      return false;
  return true;
}

/// The values \p P (a phi or select of pointers) merges.
SmallVector<Value *, 4> mergedValues(Instruction *P) {
  if (auto *Phi = dyn_cast<PHINode>(P))
    return SmallVector<Value *, 4>(Phi->incoming_values());
  auto *Sel = cast<SelectInst>(P);
  return {Sel->getTrueValue(), Sel->getFalseValue()};
}

/// A phi or select like \p P merging \p Vals (one per merged value of P).
Value *mergeLike(Instruction *P, ArrayRef<Value *> Vals, const Twine &Name) {
  if (all_of(Vals, [&](Value *V) { return V == Vals.front(); }))
    return Vals.front();
  if (auto *Phi = dyn_cast<PHINode>(P)) {
    PHINode *New = PHINode::Create(Vals.front()->getType(), Vals.size(), Name,
                                   Phi->getIterator());
    for (unsigned I = 0; I < Vals.size(); ++I)
      New->addIncoming(Vals[I], Phi->getIncomingBlock(I));
    return New;
  }
  auto *Sel = cast<SelectInst>(P);
  return SelectInst::Create(Sel->getCondition(), Vals[0], Vals[1], Name,
                            Sel->getIterator());
}

/// `phi ptr [getpointer(H1, E1), ...], [getpointer(H2, E2), ...]` (or a
/// select of such pointers), where the handles are one handle or creations
/// of one resource range, becomes one getpointer of a handle created with
/// the merged element index (DXC's phi of indices feeding one
/// createHandle), with the merged buffer index: the access then names its
/// handle, as DXIL needs.
bool mergeGetPointers(Instruction *P, DominatorTree &DT) {
  SmallVector<Value *, 4> Ins = mergedValues(P);
  SmallVector<Value *, 4> Handles, Elts;
  IntrinsicInst *First = nullptr;
  for (Value *In : Ins) {
    IntrinsicInst *GP = asGetPointer(In);
    if (!GP || (First && GP->getCalledFunction() != First->getCalledFunction()))
      return false;
    First = First ? First : GP;
    Handles.push_back(GP->getArgOperand(0));
    Elts.push_back(GP->getArgOperand(1));
  }
  if (!First)
    return false;
  Value *H = Handles.front();
  bool OneHandle = all_of(Handles, [&](Value *V) { return V == H; });
  if (OneHandle) {
    if (auto *HI = dyn_cast<Instruction>(H); HI && !DT.dominates(HI, P))
      return false;
  } else if (!all_of(Handles, [&](Value *V) { return sameRange(V, H); })) {
    return false;
  }
  BasicBlock::iterator At = isa<PHINode>(P)
                                ? P->getParent()->getFirstInsertionPt()
                                : P->getIterator();
  if (!OneHandle) {
    SmallVector<Value *, 4> Idx;
    for (Value *V : Handles)
      Idx.push_back(cast<CallInst>(V)->getArgOperand(CreationIndexArg));
    Value *MergedIdx = mergeLike(P, Idx, P->getName() + ".residx");
    auto *C = cast<CallInst>(H)->clone();
    C->setOperand(CreationIndexArg, MergedIdx);
    C->insertBefore(At);
    H = C;
  }
  Value *Elt = mergeLike(P, Elts, P->getName() + ".eltidx");
  IRBuilder<> B(P->getParent(), At);
  CallInst *GP = B.CreateCall(First->getCalledFunction(), {H, Elt});
  GP->copyMetadata(*First);
  GP->setAttributes(First->getAttributes());
  GP->takeName(P);
  P->replaceAllUsesWith(GP);
  P->eraseFromParent();
  return true;
}

/// \p Old (a load or GEP through \p Phi) replaced by a phi, in \p Phi's
/// block, of what \p Make builds at the end of each predecessor from that
/// predecessor's incoming pointer (once per predecessor block); \p Phi is
/// deleted once unused.
void replaceByPhiOfPredecessors(
    Instruction &Old, PHINode &Phi,
    function_ref<Value *(IRBuilder<> &, Value *, BasicBlock *)> Make) {
  PHINode *New = PHINode::Create(Old.getType(), Phi.getNumIncomingValues(),
                                 Old.getName(), Phi.getIterator());
  DenseMap<BasicBlock *, Value *> Made;
  for (unsigned I = 0, E = Phi.getNumIncomingValues(); I < E; ++I) {
    BasicBlock *Pred = Phi.getIncomingBlock(I);
    Value *&V = Made[Pred];
    if (!V) {
      IRBuilder<> PB(Pred->getTerminator());
      V = Make(PB, Phi.getIncomingValue(I), Pred);
    }
    New->addIncoming(V, Pred);
  }
  Old.replaceAllUsesWith(New);
  Old.eraseFromParent();
  if (Phi.use_empty())
    Phi.eraseFromParent();
}

bool splitLoad(LoadInst &LI) {
  auto *Phi = dyn_cast<PHINode>(LI.getPointerOperand());
  if (!Phi || LI.isVolatile() || LI.isAtomic())
    return false;
  for (Value *In : Phi->incoming_values())
    if (!isResourcePointer(In))
      return false;
  // A load through the phi in a later block (SROA's phi of records, one of
  // which is read in one case of a switch: RTXPT's RTXDI sampling) or after
  // a write is read right after the phis instead when it would read the
  // same there: constant buffers and SRV buffers never change while the
  // shader runs (the phi of `c ? cb.view_right : cb.view` before an early
  // return, SpartanEngine's get_view()), and otherwise nothing may write on
  // the way. Reading a resource has no effect, so the read may happen on
  // paths that did not make it.
  SmallPtrSet<BasicBlock *, 8> Path;
  bool Quiet = nothingWritesOnWayTo(Phi->getParent(), LI, Path);
  if (!Quiet && !all_of(Phi->incoming_values(), [](Value *In) {
        return isResourcePointer(In, /*ReadOnly=*/true);
      }))
    return false;
  if (!Quiet || LI.getParent() != Phi->getParent())
    LI.moveBefore(Phi->getParent()->getFirstNonPHIIt());
  replaceByPhiOfPredecessors(
      LI, *Phi, [&](IRBuilder<> &B, Value *Ptr, BasicBlock *Pred) {
        LoadInst *New =
            B.CreateAlignedLoad(LI.getType(), Ptr, LI.getAlign(),
                                LI.getName() + "." + Pred->getName());
        New->copyMetadata(LI);
        return New;
      });
  return true;
}

/// A load through a select of resource pointers (`c ? cb.a : cb.b`, the
/// same for buffer elements of different resources) -> a select of the two
/// loads, at the load's place: reading a constant buffer or a buffer has no
/// effect, so both may be read. Returns the new loads (each may be a load
/// through a select in turn), none when \p LI is not such a load.
SmallVector<LoadInst *, 2> splitSelectLoad(LoadInst &LI) {
  // Also through a constant GEP of the select (a member of `c ? cb.a :
  // cb.b`, the GEP pushed into a phi's predecessors by pushGEPIntoPhi).
  auto *GEP = dyn_cast<GetElementPtrInst>(LI.getPointerOperand());
  if (GEP && !GEP->hasAllConstantIndices())
    GEP = nullptr;
  auto *Sel = dyn_cast<SelectInst>(GEP ? GEP->getPointerOperand()
                                       : LI.getPointerOperand());
  if (!Sel || LI.isVolatile() || LI.isAtomic() ||
      !isResourcePointer(Sel->getTrueValue()) ||
      !isResourcePointer(Sel->getFalseValue()))
    return {};
  IRBuilder<> B(&LI);
  SmallVector<LoadInst *, 2> Loads;
  for (Value *Ptr : {Sel->getTrueValue(), Sel->getFalseValue()}) {
    if (GEP)
      Ptr = B.CreateGEP(GEP->getSourceElementType(), Ptr,
                        SmallVector<Value *, 4>(GEP->indices()), GEP->getName(),
                        GEP->getNoWrapFlags());
    LoadInst *New =
        B.CreateAlignedLoad(LI.getType(), Ptr, LI.getAlign(), LI.getName());
    New->copyMetadata(LI);
    Loads.push_back(New);
  }
  Value *V = B.CreateSelect(Sel->getCondition(), Loads[0], Loads[1]);
  V->takeName(&LI);
  LI.replaceAllUsesWith(V);
  LI.eraseFromParent();
  if (GEP && GEP->use_empty())
    GEP->eraseFromParent();
  if (Sel->use_empty())
    Sel->eraseFromParent();
  return Loads;
}

/// `gep (phi [p1, b1], [p2, b2]), C` with constant indices, the phi's
/// incoming values resource pointers (SimplifyCFG sinks `tex[p].a = v` of
/// an if/else as a store to a member of a phi of texels) -> a phi of the
/// per-predecessor GEPs, made at the end of each predecessor, so that the
/// access goes through a phi splitLoad/splitStore know.
bool pushGEPIntoPhi(GetElementPtrInst &GEP) {
  auto *Phi = dyn_cast<PHINode>(GEP.getPointerOperand());
  if (!Phi || !GEP.hasAllConstantIndices())
    return false;
  for (Value *In : Phi->incoming_values())
    if (!isResourcePointer(In))
      return false;
  SmallVector<Value *, 4> Idx(GEP.indices());
  replaceByPhiOfPredecessors(
      GEP, *Phi, [&](IRBuilder<> &B, Value *Ptr, BasicBlock *Pred) {
        return B.CreateGEP(GEP.getSourceElementType(), Ptr, Idx,
                           GEP.getName() + "." + Pred->getName());
      });
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
    // A store through a select of pointers has no DXIL form: not moved.
    Value *Base = Phi->getIncomingValue(I);
    while (auto *GEP = dyn_cast<GEPOperator>(Base))
      Base = GEP->getPointerOperand();
    if (!isResourcePointer(Base) || isa<SelectInst>(Base) ||
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
    if (F.isDeclaration())
      continue;
    // Merged element pointers of one range first, until nothing changes (a
    // phi of such phis merges once its operands have).
    for (bool Merged = true; Merged;) {
      Merged = false;
      DominatorTree DT(F);
      SmallVector<Instruction *, 8> Ptrs;
      for (Instruction &I : instructions(F))
        if ((isa<PHINode>(I) || isa<SelectInst>(I)) &&
            I.getType()->isPointerTy())
          Ptrs.push_back(&I);
      for (Instruction *P : Ptrs)
        if (mergeGetPointers(P, DT)) {
          Merged = Changed = true;
          break; // the dominator tree stays valid, the list does not
        }
    }
    SmallVector<GetElementPtrInst *, 4> GEPs;
    for (Instruction &I : instructions(F))
      if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
        if (isa<PHINode>(GEP->getPointerOperand()))
          GEPs.push_back(GEP);
    for (GetElementPtrInst *GEP : GEPs)
      Changed |= pushGEPIntoPhi(*GEP);
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
    // After the phis: a phi's incoming select becomes a load through it.
    SmallVector<LoadInst *, 4> SelectLoads;
    for (Instruction &I : instructions(F))
      if (auto *LI = dyn_cast<LoadInst>(&I)) {
        Value *P = LI->getPointerOperand();
        if (auto *GEP = dyn_cast<GetElementPtrInst>(P))
          P = GEP->getPointerOperand();
        if (isa<SelectInst>(P))
          SelectLoads.push_back(LI);
      }
    while (!SelectLoads.empty())
      for (LoadInst *New : splitSelectLoad(*SelectLoads.pop_back_val())) {
        Changed = true;
        SelectLoads.push_back(New);
      }
    for (StoreInst *SI : Stores)
      Changed |= splitStore(*SI);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
