//===- LoweringUtils.cpp - Helpers shared by the lowering passes ----------===//

#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/Local.h"

#include <numeric>
#include <optional>

using namespace llvm;

namespace dxild {

bool isPaddingType(Type *Ty) {
  if (isa<dxil::PaddingExtType>(Ty))
    return true;
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return AT->getElementType()->isIntegerTy(8);
  return false;
}

bool getScalarLeaves(const DataLayout &DL, Type *Ty, uint64_t Base,
                     SmallVectorImpl<ScalarLeaf> &Out) {
  if (isPaddingType(Ty))
    return true;
  if (Ty->isIntegerTy() || Ty->isFloatingPointTy()) {
    Out.push_back({Ty, Base});
    return true;
  }
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    uint64_t Size = DL.getTypeStoreSize(VT->getElementType());
    for (unsigned I = 0, E = VT->getNumElements(); I != E; ++I)
      if (!getScalarLeaves(DL, VT->getElementType(), Base + I * Size, Out))
        return false;
    return true;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    uint64_t Stride = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = 0, E = AT->getNumElements(); I != E; ++I)
      if (!getScalarLeaves(DL, AT->getElementType(), Base + I * Stride, Out))
        return false;
    return true;
  }
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0, E = ST->getNumElements(); I != E; ++I)
      if (!getScalarLeaves(DL, ST->getElementType(I),
                           Base + SL->getElementOffset(I), Out))
        return false;
    return true;
  }
  return false;
}

static Instruction *collect(Value *Ptr, ByteOffset Off, const DataLayout &DL,
                            SmallVectorImpl<MemoryAccess> &Out) {
  for (User *U : Ptr->users()) {
    auto *I = dyn_cast<Instruction>(U);
    // Callers turn live constant-expression users into instructions first,
    // so the ones left are dead and get dropped; every other user must still
    // be looked at.
    if (!I)
      continue;
    if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      if (GEP->getPointerOperand() != Ptr)
        return I;
      unsigned BW = 32;
      SmallMapVector<Value *, APInt, 4> VarOffsets;
      APInt ConstOff(BW, 0);
      if (!GEP->collectOffset(DL, BW, VarOffsets, ConstOff))
        return I;
      ByteOffset Next = Off;
      Next.Const += ConstOff.getSExtValue();
      if (!VarOffsets.empty()) {
        IRBuilder<> B(GEP);
        Value *Sum = Off.Var;
        for (auto &[V, Scale] : VarOffsets) {
          Value *Idx = B.CreateZExtOrTrunc(V, B.getInt32Ty());
          Value *Term =
              Scale == 1 ? Idx
                         : B.CreateMul(Idx, B.getInt32(Scale.getZExtValue()));
          Sum = Sum ? B.CreateAdd(Sum, Term) : Term;
          // Shifted indices (`shl %i, 4`) are as aligned as their
          // known trailing zeros say.
          KnownBits Known = computeKnownBits(V, DL);
          uint64_t TZ = std::min(Known.countMinTrailingZeros(), 31u);
          Next.VarAlign = std::gcd(Next.VarAlign, Scale.getZExtValue() << TZ);
        }
        Next.Var = Sum;
      }
      if (Instruction *Bad = collect(GEP, Next, DL, Out))
        return Bad;
      continue;
    }
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      Out.push_back({LI, Off});
      continue;
    }
    if (auto *SI = dyn_cast<StoreInst>(I)) {
      if (SI->getValueOperand() == Ptr)
        return I;
      Out.push_back({SI, Off});
      continue;
    }
    if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I)) {
      if (I->getOperand(0) != Ptr)
        return I;
      Out.push_back({I, Off});
      continue;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(I))
      if (II->isLifetimeStartOrEnd() || II->isDroppable())
        continue;
    return I;
  }
  return nullptr;
}

Instruction *collectAccesses(Value *Base, const DataLayout &DL,
                             SmallVectorImpl<MemoryAccess> &Out) {
  return collect(Base, ByteOffset(), DL, Out);
}

bool coalesceComponentStores(Value *Elem, FixedVectorType *VecTy,
                             const DataLayout &DL) {
  SmallVector<MemoryAccess, 8> Accesses;
  if (collectAccesses(Elem, DL, Accesses))
    return false; // the lowering reports it
  Type *EltTy = VecTy->getElementType();
  const uint64_t EltSize = DL.getTypeStoreSize(EltTy);
  const unsigned NumElts = VecTy->getNumElements();
  // A store's first component and count, when it writes whole components.
  auto Components = [&](const MemoryAccess &A)
      -> std::optional<std::pair<unsigned, unsigned>> {
    auto *SI = dyn_cast<StoreInst>(A.I);
    if (!SI || !SI->isSimple() || A.Offset.Var || A.Offset.Const % EltSize)
      return std::nullopt;
    Type *Ty = SI->getValueOperand()->getType();
    if (Ty->getScalarType() != EltTy)
      return std::nullopt;
    unsigned First = A.Offset.Const / EltSize;
    unsigned Count = isa<FixedVectorType>(Ty)
                         ? cast<FixedVectorType>(Ty)->getNumElements()
                         : 1;
    if (First + Count > NumElts)
      return std::nullopt;
    return std::make_pair(First, Count);
  };
  SmallVector<std::pair<StoreInst *, std::pair<unsigned, unsigned>>, 8> Stores;
  for (const MemoryAccess &A : Accesses)
    if (auto C = Components(A))
      Stores.push_back({cast<StoreInst>(A.I), *C});
  llvm::sort(Stores, [](const auto &L, const auto &R) {
    if (L.first->getParent() != R.first->getParent())
      return L.first->getParent()->getNumber() <
             R.first->getParent()->getNumber();
    return L.first->comesBefore(R.first);
  });
  auto NothingBetween = [](Instruction *From, Instruction *To) {
    for (Instruction *I = From->getNextNode(); I != To; I = I->getNextNode())
      if (I->mayReadOrWriteMemory())
        return false;
    return true;
  };
  bool Changed = false;
  for (size_t Begin = 0; Begin < Stores.size();) {
    size_t End = Begin + 1;
    while (End < Stores.size() &&
           Stores[End].first->getParent() == Stores[Begin].first->getParent() &&
           NothingBetween(Stores[End - 1].first, Stores[End].first))
      ++End;
    if (End - Begin < 2) {
      Begin = End;
      continue;
    }
    SmallVector<bool, 4> Covered(NumElts, false);
    for (size_t K = Begin; K < End; ++K)
      for (unsigned E = 0; E < Stores[K].second.second; ++E)
        Covered[Stores[K].second.first + E] = true;
    StoreInst *FirstStore = Stores[Begin].first;
    Value *Vec = PoisonValue::get(VecTy);
    if (is_contained(Covered, false)) {
      // Loads of the element just before the run, with nothing touching
      // memory between (`t[p].xyz = f(t[p].xyz)`), read the one load.
      // Each read and its first component.
      SmallVector<std::pair<LoadInst *, unsigned>, 2> Reads;
      Instruction *At = FirstStore;
      for (Instruction *I = FirstStore->getPrevNode(); I;
           I = I->getPrevNode()) {
        if (!I->mayReadOrWriteMemory())
          continue;
        auto *LI = dyn_cast<LoadInst>(I);
        auto It = LI ? find_if(Accesses,
                               [&](const MemoryAccess &A) { return A.I == LI; })
                     : Accesses.end();
        if (It == Accesses.end() || !LI->isSimple() || It->Offset.Var ||
            It->Offset.Const % EltSize ||
            LI->getType()->getScalarType() != EltTy)
          break;
        Reads.push_back({LI, unsigned(It->Offset.Const / EltSize)});
        At = LI;
      }
      IRBuilder<> B(At);
      Vec = B.CreateAlignedLoad(VecTy, Elem, FirstStore->getAlign());
      for (auto [LI, First] : Reads) {
        IRBuilder<> AtRead(LI);
        Value *V;
        if (auto *RT = dyn_cast<FixedVectorType>(LI->getType())) {
          SmallVector<int, 4> Mask;
          for (unsigned E = 0; E < RT->getNumElements(); ++E)
            Mask.push_back(First + E < NumElts ? int(First + E) : -1);
          V = AtRead.CreateShuffleVector(Vec, Mask);
        } else {
          V = AtRead.CreateExtractElement(Vec, First);
        }
        V->takeName(LI);
        LI->replaceAllUsesWith(V);
        LI->eraseFromParent();
      }
    }
    for (size_t K = Begin; K < End; ++K) {
      StoreInst *SI = Stores[K].first;
      auto [First, Count] = Stores[K].second;
      IRBuilder<> At(SI);
      Value *V = SI->getValueOperand();
      for (unsigned E = 0; E < Count; ++E)
        Vec = At.CreateInsertElement(
            Vec, V->getType()->isVectorTy() ? At.CreateExtractElement(V, E) : V,
            First + E);
    }
    StoreInst *Last = Stores[End - 1].first;
    IRBuilder<> AtLast(Last);
    AtLast.CreateAlignedStore(Vec, Elem, FirstStore->getAlign());
    for (size_t K = Begin; K < End; ++K)
      Stores[K].first->eraseFromParent();
    Changed = true;
    Begin = End;
  }
  if (Changed)
    eraseDeadUsers(Elem);
  return Changed;
}

void eraseDeadUsers(Value *V) {
  // Only address computations are followed: they form trees (no cycles),
  // and they are what accesses leave behind once rewritten.
  SmallVector<Instruction *, 8> Users;
  for (User *U : V->users())
    if (isa<GetElementPtrInst>(U) || isa<BitCastInst>(U) ||
        isa<AddrSpaceCastInst>(U))
      Users.push_back(cast<Instruction>(U));
  for (Instruction *I : Users) {
    eraseDeadUsers(I);
    if (isInstructionTriviallyDead(I))
      I->eraseFromParent();
  }
}

static bool isHandleCreation(const CallInst *CI) {
  switch (CI->getIntrinsicID()) {
  case Intrinsic::dx_resource_handlefrombinding:
  case Intrinsic::dx_resource_handlefromimplicitbinding:
    return true;
  default:
    return false;
  }
}

CallInst *findHandleCreation(Value *Handle) {
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    if (auto *CI = dyn_cast<CallInst>(Handle))
      return isHandleCreation(CI) ? CI : nullptr;
    auto *LI = dyn_cast<LoadInst>(Handle);
    if (!LI)
      return nullptr;
    auto *GV = dyn_cast<GlobalVariable>(LI->getPointerOperand());
    if (!GV)
      return nullptr;
    StoreInst *OnlyStore = nullptr;
    for (User *U : GV->users()) {
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (OnlyStore)
          return nullptr;
        OnlyStore = SI;
      }
    }
    if (!OnlyStore)
      return nullptr;
    Handle = OnlyStore->getValueOperand();
  }
  return nullptr;
}

void hoistHandleCreation(CallInst *CI) {
  for (Value *Op : CI->args())
    if (!isa<Constant>(Op))
      return;
  BasicBlock &Entry = CI->getFunction()->getEntryBlock();
  CI->moveBefore(Entry.getFirstInsertionPt());
}

Value *buildFromScalars(IRBuilder<> &B, Type *Ty, ArrayRef<Value *> Elts) {
  if (!Ty->isVectorTy()) {
    assert(Elts.size() == 1);
    return Elts[0];
  }
  Value *V = PoisonValue::get(Ty);
  for (unsigned I = 0; I < Elts.size(); ++I)
    V = B.CreateInsertElement(V, Elts[I], uint64_t(I));
  return V;
}

Type *storageType(Type *Leaf) {
  if (Leaf->isIntegerTy(1))
    return Type::getInt32Ty(Leaf->getContext());
  return Leaf;
}

Value *fromStorage(IRBuilder<> &B, Value *V, Type *Want) {
  if (V->getType() == Want)
    return V;
  if (Want->isIntegerTy(1))
    return B.CreateICmpNE(V, ConstantInt::get(V->getType(), 0));
  return B.CreateBitCast(V, Want);
}

bool nothingWritesOnWayTo(BasicBlock *From, Instruction &I,
                          SmallPtrSetImpl<BasicBlock *> &Path) {
  for (BasicBlock *B = I.getParent();; B = B->getSinglePredecessor()) {
    if (!B || Path.size() == 8 || !Path.insert(B).second)
      return false;
    for (Instruction &J : *B) {
      if (&J == &I)
        break;
      if (J.mayWriteToMemory())
        return false;
    }
    if (B == From)
      return true;
  }
}

} // namespace dxild
