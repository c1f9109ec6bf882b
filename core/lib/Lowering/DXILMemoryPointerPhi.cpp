//===- DXILMemoryPointerPhi.cpp - Pointer phis into local memory ----------===//

#include "Lowering/DXILMemoryPointerPhi.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

namespace {

/// Memory DXILFlattenMemory rewrites: allocas and globals with a body.
bool isMemoryObject(const Value *V) {
  if (isa<AllocaInst>(V))
    return true;
  auto *GV = dyn_cast<GlobalVariable>(V);
  return GV && GV->hasInitializer();
}

/// The one memory object \p V points into (through GEPs, phis, selects),
/// or null.
Value *singleObject(Value *V) {
  SmallVector<const Value *, 4> Objs;
  getUnderlyingObjects(V, Objs, nullptr, 0);
  if (Objs.size() != 1 || !isMemoryObject(Objs.front()))
    return nullptr;
  return const_cast<Value *>(Objs.front());
}

/// Rewrites the pointer phis and selects of one function that point into
/// one object into byte offsets from it.
class OffsetRewriter {
public:
  OffsetRewriter(Function &F) : F(F), DL(F.getDataLayout()) {}

  bool run() {
    SmallVector<Instruction *, 8> Ptrs;
    for (Instruction &I : instructions(F))
      if ((isa<PHINode>(I) || isa<SelectInst>(I)) && I.getType()->isPointerTy())
        if (Value *Obj = singleObject(&I)) {
          Ptrs.push_back(&I);
          Base[&I] = Obj;
        }
    if (Ptrs.empty())
      return false;
    Type *I32 = Type::getInt32Ty(F.getContext());
    // Offset phis first: the web may be cyclic (induction variables).
    for (Instruction *P : Ptrs)
      if (auto *Phi = dyn_cast<PHINode>(P))
        Offset[P] = PHINode::Create(I32, Phi->getNumIncomingValues(),
                                    P->getName() + ".off", Phi->getIterator());
    SmallVector<Instruction *, 8> Done;
    for (Instruction *P : Ptrs) {
      bool Ok = true;
      if (auto *Phi = dyn_cast<PHINode>(P)) {
        auto *Off = cast<PHINode>(Offset[P]);
        for (unsigned N = 0; N < Phi->getNumIncomingValues() && Ok; ++N) {
          BasicBlock *Pred = Phi->getIncomingBlock(N);
          Value *V = offsetOf(Phi->getIncomingValue(N), Base[P],
                              Pred->getTerminator());
          Ok = V != nullptr;
          if (Ok)
            Off->addIncoming(V, Pred);
        }
      } else {
        auto *Sel = cast<SelectInst>(P);
        Value *T = offsetOf(Sel->getTrueValue(), Base[P], Sel);
        Value *E = T ? offsetOf(Sel->getFalseValue(), Base[P], Sel) : nullptr;
        Ok = T && E;
        if (Ok)
          Offset[P] =
              SelectInst::Create(Sel->getCondition(), T, E,
                                 P->getName() + ".off", Sel->getIterator());
      }
      if (!Ok)
        return abandon(Ptrs);
    }
    for (Instruction *P : Ptrs) {
      BasicBlock::iterator At = isa<PHINode>(P)
                                    ? P->getParent()->getFirstInsertionPt()
                                    : P->getIterator();
      IRBuilder<> B(P->getParent(), At);
      Value *G = B.CreateInBoundsGEP(B.getInt8Ty(), Base[P], Offset[P]);
      G->takeName(P);
      P->replaceAllUsesWith(G);
    }
    for (Instruction *P : Ptrs)
      P->eraseFromParent();
    return true;
  }

private:
  /// The byte offset of \p V from \p Obj as an i32, emitted before \p At
  /// when it must be computed; null if \p V is not a GEP chain from \p Obj
  /// or one of the rewritten phis and selects.
  Value *offsetOf(Value *V, Value *Obj, Instruction *At, unsigned Depth = 0) {
    if (Depth > 32)
      return nullptr;
    Type *I32 = Type::getInt32Ty(F.getContext());
    if (V == Obj)
      return ConstantInt::get(I32, 0);
    if (Base.lookup(V) == Obj) {
      if (Value *O = Offset.lookup(V))
        return O;
      return nullptr; // a select not rewritten yet: order is program order
    }
    auto *GEP = dyn_cast<GEPOperator>(V);
    if (!GEP)
      return nullptr;
    auto *GI = dyn_cast<GetElementPtrInst>(GEP);
    if (GI)
      if (Value *Known = GEPOffset.lookup(GI))
        return Known;
    Value *Inner = offsetOf(GEP->getPointerOperand(), Obj, At, Depth + 1);
    if (!Inner)
      return nullptr;
    IRBuilder<> B(GI ? GI->getNextNode() : At);
    Value *Own = emitGEPOffset(&B, DL, cast<User>(GEP));
    Own = B.CreateZExtOrTrunc(Own, I32);
    Value *Result = Own;
    if (auto *C = dyn_cast<ConstantInt>(Inner); !C || !C->isZero())
      Result = B.CreateAdd(Inner, Own);
    if (GI)
      GEPOffset[GI] = Result;
    return Result;
  }

  bool abandon(ArrayRef<Instruction *> Ptrs) {
    for (Instruction *P : Ptrs)
      if (Value *O = Offset.lookup(P)) {
        O->replaceAllUsesWith(PoisonValue::get(O->getType()));
        cast<Instruction>(O)->eraseFromParent();
      }
    return false;
  }

  Function &F;
  const DataLayout &DL;
  DenseMap<Value *, Value *> Base;
  DenseMap<Value *, Value *> Offset;
  DenseMap<Value *, Value *> GEPOffset; // GEP instruction -> its offset
};

/// The pointer \p Ptr indexes into through getelementptrs (\p Chain,
/// innermost last), or null past 16 of them.
Value *chainBase(Value *Ptr, SmallVectorImpl<GetElementPtrInst *> &Chain) {
  while (auto *GEP = dyn_cast<GetElementPtrInst>(Ptr)) {
    if (Chain.size() == 16)
      return nullptr;
    Chain.push_back(GEP);
    Ptr = GEP->getPointerOperand();
  }
  return Ptr;
}

/// The select of pointers that \p Ptr indexes into through getelementptrs
/// (\p Chain, innermost last), or null.
SelectInst *selectBase(Value *Ptr,
                       SmallVectorImpl<GetElementPtrInst *> &Chain) {
  return dyn_cast_or_null<SelectInst>(chainBase(Ptr, Chain));
}

/// The load or store \p I and the getelementptrs \p Chain it reaches its
/// address through, cloned onto \p Base before \p At; the access's clone.
Instruction *cloneAccessOn(Instruction &I, ArrayRef<GetElementPtrInst *> Chain,
                           Value *Base, Instruction *At) {
  Value *P = Base;
  for (GetElementPtrInst *GEP : reverse(Chain)) {
    Instruction *C = GEP->clone();
    C->setOperand(0, P);
    C->insertBefore(At->getIterator());
    P = C;
  }
  Instruction *C = I.clone();
  C->setOperand(isa<LoadInst>(I) ? 0 : 1, P);
  C->insertBefore(At->getIterator());
  return C;
}

/// A load or store through `select %c, ptr %a, ptr %b` of pointers into
/// different objects, or through getelementptrs of such a select (the
/// switch-to-lookup transform selects `@table2`/`@table3` and indexes the
/// result): the access of each object in its own branch. An arm that is
/// itself a select is split when the access cloned into that branch is
/// visited; the clones are returned in \p Clones.
bool splitSelectAccess(Instruction &I, SmallVectorImpl<Instruction *> &Clones) {
  auto *LI = dyn_cast<LoadInst>(&I);
  auto *SI = dyn_cast<StoreInst>(&I);
  if ((LI && (LI->isVolatile() || LI->isAtomic())) ||
      (SI && (SI->isVolatile() || SI->isAtomic())))
    return false;
  Value *Ptr = LI ? LI->getPointerOperand() : SI->getPointerOperand();
  SmallVector<GetElementPtrInst *, 4> Chain;
  SelectInst *Sel = selectBase(Ptr, Chain);
  if (!Sel || (SI && (SI->getValueOperand() == Sel ||
                      is_contained(Chain, SI->getValueOperand()))))
    return false;
  auto SplittableArm = [](Value *Arm) {
    return singleObject(Arm) || isa<SelectInst>(Arm->stripInBoundsOffsets());
  };
  if (!SplittableArm(Sel->getTrueValue()) ||
      !SplittableArm(Sel->getFalseValue()))
    return false;
  Instruction *ThenTerm = nullptr, *ElseTerm = nullptr;
  SplitBlockAndInsertIfThenElse(Sel->getCondition(), I.getIterator(), &ThenTerm,
                                &ElseTerm);
  auto CloneOnArm = [&](Value *Arm, Instruction *At) {
    Instruction *C = cloneAccessOn(I, Chain, Arm, At);
    Clones.push_back(C);
    return C;
  };
  Instruction *T = CloneOnArm(Sel->getTrueValue(), ThenTerm);
  Instruction *E = CloneOnArm(Sel->getFalseValue(), ElseTerm);
  if (LI) {
    PHINode *Phi = PHINode::Create(LI->getType(), 2, "", I.getIterator());
    Phi->addIncoming(T, T->getParent());
    Phi->addIncoming(E, E->getParent());
    Phi->takeName(LI);
    LI->replaceAllUsesWith(Phi);
  }
  I.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Ptr);
  return true;
}

/// A load through a phi of pointers into different objects, or through
/// getelementptrs of one (SimplifyCFG sinking the loads of `if (a) v =
/// t2[i]; else if (b) v = t4[i];` into their join, DynamicCheckerboard
/// Rendering's upsample passes), in the phi's block or one it reaches
/// through single-predecessor blocks: a load at the end of each of the
/// phi's predecessors from its own object and a phi of the values, when
/// nothing between the phi and the load writes memory and the indices are
/// defined before the phi's block.
bool splitPhiLoad(LoadInst &LI) {
  if (LI.isVolatile() || LI.isAtomic())
    return false;
  SmallVector<GetElementPtrInst *, 4> Chain;
  auto *Phi =
      dyn_cast_or_null<PHINode>(chainBase(LI.getPointerOperand(), Chain));
  if (!Phi || singleObject(Phi))
    return false;
  for (Value *In : Phi->incoming_values())
    if (!singleObject(In))
      return false;
  // The load's block, reached from the phi's through blocks with one
  // predecessor each (RBDOOM-3-BFG's early return between them), none of
  // them writing memory before the load.
  BasicBlock *BB = Phi->getParent();
  SmallPtrSet<BasicBlock *, 8> Path;
  if (!nothingWritesOnWayTo(BB, LI, Path))
    return false;
  for (GetElementPtrInst *GEP : Chain)
    for (Value *Idx : GEP->indices())
      if (auto *I = dyn_cast<Instruction>(Idx); I && Path.count(I->getParent()))
        return false;
  PHINode *Values = PHINode::Create(LI.getType(), Phi->getNumIncomingValues(),
                                    "", BB->begin());
  DenseMap<BasicBlock *, Value *> Loaded;
  for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K) {
    BasicBlock *Pred = Phi->getIncomingBlock(K);
    Value *&V = Loaded[Pred];
    if (!V)
      V = cloneAccessOn(LI, Chain, Phi->getIncomingValue(K),
                        Pred->getTerminator());
    Values->addIncoming(V, Pred);
  }
  Values->takeName(&LI);
  LI.replaceAllUsesWith(Values);
  Value *Old = LI.getPointerOperand();
  LI.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(Old);
  return true;
}

/// A phi of pointers to different objects (globals or allocas) that
/// splitPhiLoad could not take apart, its load indexed by a value computed
/// after the join (SimplifyCFG sinking `a[j] + a[j + 1]` and `b[k] + b[k +
/// 1]` of two branches, with `j` and `k` merged too: Capsaicin's ACES tone
/// map): the same pointer as a select on which predecessor came in, whose
/// accesses splitSelectAccess then splits.
bool phiToSelect(PHINode &Phi) {
  if (!Phi.getType()->isPointerTy() || singleObject(&Phi))
    return false;
  SmallVector<Value *, 4> Objects;
  for (Value *In : Phi.incoming_values()) {
    // Available where the phi is: constants and the entry's allocas.
    if (!singleObject(In) || !(isa<Constant>(In) || isa<AllocaInst>(In)))
      return false;
    if (!is_contained(Objects, In))
      Objects.push_back(In);
  }
  if (Objects.size() < 2)
    return false;
  IRBuilder<> B(Phi.getParent(), Phi.getParent()->getFirstInsertionPt());
  PHINode *Which = PHINode::Create(B.getInt32Ty(), Phi.getNumIncomingValues(),
                                   Phi.getName() + ".which", Phi.getIterator());
  for (unsigned K = 0; K < Phi.getNumIncomingValues(); ++K)
    Which->addIncoming(
        B.getInt32(find(Objects, Phi.getIncomingValue(K)) - Objects.begin()),
        Phi.getIncomingBlock(K));
  Value *Sel = Objects.back();
  for (unsigned J = Objects.size() - 1; J-- > 0;)
    Sel = B.CreateSelect(B.CreateICmpEQ(Which, B.getInt32(J)), Objects[J], Sel);
  Sel->takeName(&Phi);
  Phi.replaceAllUsesWith(Sel);
  Phi.eraseFromParent();
  return true;
}

/// Splits every load and store through a select of pointers (and the clones
/// of nested ones).
bool splitSelectAccesses(Function &F) {
  SmallVector<Instruction *, 4> Accesses;
  for (Instruction &I : instructions(F)) {
    Value *Ptr = nullptr;
    if (auto *LI = dyn_cast<LoadInst>(&I))
      Ptr = LI->getPointerOperand();
    else if (auto *SI = dyn_cast<StoreInst>(&I))
      Ptr = SI->getPointerOperand();
    SmallVector<GetElementPtrInst *, 4> Chain;
    if (Ptr && selectBase(Ptr, Chain))
      Accesses.push_back(&I);
  }
  bool Changed = false;
  // Clones through a nested select are split in turn.
  while (!Accesses.empty())
    Changed |= splitSelectAccess(*Accesses.pop_back_val(), Accesses);
  return Changed;
}

} // namespace

PreservedAnalyses DXILMemoryPointerPhiPass::run(Module &M,
                                                ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    Changed |= OffsetRewriter(F).run();
    Changed |= splitSelectAccesses(F);
    SmallVector<LoadInst *, 4> PhiLoads;
    for (Instruction &I : instructions(F))
      if (auto *LI = dyn_cast<LoadInst>(&I))
        PhiLoads.push_back(LI);
    for (LoadInst *LI : PhiLoads)
      Changed |= splitPhiLoad(*LI);
    // The pointer phis left, as selects whose accesses are split.
    SmallVector<PHINode *, 4> PointerPhis;
    for (BasicBlock &BB : F)
      for (PHINode &Phi : BB.phis())
        if (Phi.getType()->isPointerTy())
          PointerPhis.push_back(&Phi);
    bool Selected = false;
    for (PHINode *Phi : PointerPhis)
      Selected |= phiToSelect(*Phi);
    if (Selected) {
      splitSelectAccesses(F);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
