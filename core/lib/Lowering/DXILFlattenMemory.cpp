//===- DXILFlattenMemory.cpp - Flat scalar arrays for local memory --------===//

#include "Lowering/DXILFlattenMemory.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"
#include "Support/WideIntegerParts.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

namespace {

/// Scalars need nothing. Arrays, even flat ones, are rewritten: their
/// accesses may still be i8 GEPs, which DXIL rejects.
bool isScalar(Type *Ty) { return Ty->isIntegerTy() || Ty->isFloatingPointTy(); }

/// Recovers the element index from a byte offset that collectAccesses built
/// as `mul %idx, Size`, avoiding a shift that would obscure the index.
Value *elementIndex(IRBuilder<> &B, Value *Var, uint64_t Size) {
  if (auto *Mul = dyn_cast<BinaryOperator>(Var))
    if (Mul->getOpcode() == Instruction::Mul)
      if (auto *C = dyn_cast<ConstantInt>(Mul->getOperand(1)))
        if (C->getZExtValue() == Size)
          return Mul->getOperand(0);
  if (Size == 1)
    return Var;
  return B.CreateLShr(Var, Log2_64(Size));
}

/// The index of the element at byte \p Offset in a flat array of elements
/// of \p Size bytes.
Value *slotIndex(IRBuilder<> &B, const ByteOffset &Offset, uint64_t Size) {
  Value *Idx = B.getInt32(Offset.Const / Size);
  if (!Offset.Var)
    return Idx;
  Value *VarIdx = elementIndex(B, Offset.Var, Size);
  return Offset.Const ? B.CreateAdd(VarIdx, Idx) : VarIdx;
}

void flattenConstant(const DataLayout &DL, Constant *C,
                     SmallVectorImpl<Constant *> &Out) {
  Type *Ty = C->getType();
  if (isPaddingType(Ty))
    return;
  if (Ty->isIntegerTy() || Ty->isFloatingPointTy()) {
    Out.push_back(C);
    return;
  }
  unsigned N = 0;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    N = VT->getNumElements();
  else if (auto *AT = dyn_cast<ArrayType>(Ty))
    N = AT->getNumElements();
  else if (auto *ST = dyn_cast<StructType>(Ty))
    N = ST->getNumElements();
  for (unsigned I = 0; I < N; ++I)
    flattenConstant(DL, C->getAggregateElement(I), Out);
}

/// The initializer of the flat form: \p Init's scalars at their slots, zero
/// in the padding slots.
Constant *flatInitializer(const DataLayout &DL, Constant *Init,
                          ArrayType *FlatTy) {
  Type *Elt = FlatTy->getElementType();
  uint64_t Size = DL.getTypeStoreSize(Elt);
  SmallVector<Constant *, 64> Scalars;
  flattenConstant(DL, Init, Scalars);
  SmallVector<ScalarLeaf, 64> Leaves;
  getScalarLeaves(DL, Init->getType(), 0, Leaves);
  SmallVector<Constant *, 64> Elts(FlatTy->getNumElements(),
                                   Constant::getNullValue(Elt));
  for (unsigned I = 0; I < Scalars.size() && I < Leaves.size(); ++I) {
    Constant *C = Scalars[I];
    Elts[Leaves[I].Offset / Size] =
        C->getType() == Elt ? C : ConstantExpr::getBitCast(C, Elt);
  }
  return ConstantArray::get(FlatTy, Elts);
}

/// DXIL memory holds no i1 or i8 (the validator allows i8 only as an
/// immediate). At -Od a bool local survives as `alloca i8` (or i1) with i1
/// loads and stores; give it an i32 slot, as DXC stores bools, and convert
/// at each access. Returns false (and changes nothing) when the slot has
/// users other than direct loads and stores.
bool widenNarrowScalarAlloca(AllocaInst *AI) {
  Type *Ty = AI->getAllocatedType();
  if (!Ty->isIntegerTy(1) && !Ty->isIntegerTy(8))
    return false;
  for (User *U : AI->users()) {
    auto *LI = dyn_cast<LoadInst>(U);
    auto *SI = dyn_cast<StoreInst>(U);
    if ((!LI && !SI) || (SI && SI->getValueOperand() == AI))
      return false;
    Type *AccTy = LI ? LI->getType() : SI->getValueOperand()->getType();
    if (!AccTy->isIntegerTy() || AccTy->getIntegerBitWidth() > 8)
      return false;
  }
  IRBuilder<> B(AI);
  AllocaInst *Wide = B.CreateAlloca(B.getInt32Ty());
  Wide->setAlignment(Align(4));
  Wide->takeName(AI);
  for (User *U : make_early_inc_range(AI->users())) {
    auto *I = cast<Instruction>(U);
    B.SetInsertPoint(I);
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      Value *V = B.CreateTrunc(
          B.CreateAlignedLoad(B.getInt32Ty(), Wide, Align(4)), LI->getType());
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
    } else {
      Value *V = cast<StoreInst>(I)->getValueOperand();
      B.CreateAlignedStore(B.CreateZExt(V, B.getInt32Ty()), Wide, Align(4));
    }
    I->eraseFromParent();
  }
  AI->eraseFromParent();
  return true;
}

/// The same for a module-level bool: the guard Clang keeps beside a
/// `static const` local with a run-time initializer (`_ZGV...`, i1) is one.
bool widenNarrowScalarGlobal(GlobalVariable *GV) {
  Type *Ty = GV->getValueType();
  if ((!Ty->isIntegerTy(1) && !Ty->isIntegerTy(8)) || !GV->hasLocalLinkage())
    return false;
  for (User *U : GV->users()) {
    auto *LI = dyn_cast<LoadInst>(U);
    auto *SI = dyn_cast<StoreInst>(U);
    if ((!LI && !SI) || (SI && SI->getValueOperand() == GV))
      return false;
    Type *AccTy = LI ? LI->getType() : SI->getValueOperand()->getType();
    if (!AccTy->isIntegerTy() || AccTy->getIntegerBitWidth() > 8)
      return false;
  }
  Type *I32 = Type::getInt32Ty(GV->getContext());
  Constant *Init = nullptr;
  if (GV->hasInitializer()) {
    auto *C = dyn_cast<ConstantInt>(GV->getInitializer());
    Init = C ? ConstantInt::get(I32, C->getZExtValue())
             : Constant::getNullValue(I32); // zeroinitializer or undef
  }
  auto *Wide = new GlobalVariable(
      *GV->getParent(), I32, GV->isConstant(), GV->getLinkage(), Init, "", GV,
      GV->getThreadLocalMode(), GV->getAddressSpace());
  Wide->setAlignment(Align(4));
  Wide->takeName(GV);
  IRBuilder<> B(GV->getContext());
  for (User *U : make_early_inc_range(GV->users())) {
    auto *I = cast<Instruction>(U);
    B.SetInsertPoint(I);
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      Value *V = B.CreateTrunc(B.CreateAlignedLoad(I32, Wide, Align(4)),
                               LI->getType());
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
    } else {
      Value *V = cast<StoreInst>(I)->getValueOperand();
      B.CreateAlignedStore(B.CreateZExt(V, I32), Wide, Align(4));
    }
    I->eraseFromParent();
  }
  GV->eraseFromParent();
  return true;
}

class MemoryFlattener {
public:
  MemoryFlattener(Module &M, LoweringContext &Ctx)
      : M(M), DL(M.getDataLayout()), Ctx(Ctx) {}
  bool run();

private:
  /// Scalar type and element count of the flat form of \p Ty, or null.
  Type *flatElementType(Type *Ty, uint64_t &Count, Instruction *At,
                        StringRef What);
  bool rewriteAccesses(Value *Old, Value *New, ArrayType *FlatTy,
                       StringRef What);
  void splitWideAccess(Instruction *I, Value *New, ArrayType *FlatTy,
                       const ByteOffset &Offset, uint64_t Count);

  Module &M;
  const DataLayout &DL;
  LoweringContext &Ctx;
};

Type *MemoryFlattener::flatElementType(Type *Ty, uint64_t &Count,
                                       Instruction *At, StringRef What) {
  SmallVector<ScalarLeaf, 32> Leaves;
  if (!getScalarLeaves(DL, Ty, 0, Leaves) || Leaves.empty()) {
    Ctx.error(lowercode::UnsupportedMemory,
              "'" + What + "' has a type DXIL memory cannot hold", At);
    return nullptr;
  }
  Type *Elt = Leaves[0].Ty;
  uint64_t Size = DL.getTypeStoreSize(Elt);
  uint64_t Total = DL.getTypeAllocSize(Ty);
  for (const ScalarLeaf &L : Leaves) {
    // Mixed element types of one size share storage (loads bitcast), and
    // padding a whole number of elements long (Clang pads a float3 member
    // to 16 bytes) becomes slots nothing reads; anything else cannot be a
    // flat array.
    if (DL.getTypeStoreSize(L.Ty) != Size || L.Offset % Size || Total % Size ||
        Elt->isIntegerTy(1) || L.Ty->isIntegerTy(1)) {
      Ctx.error(lowercode::UnsupportedMemory,
                "'" + What +
                    "' mixes element sizes (or has padding that is not a whole "
                    "number of elements); DXIL needs a flat array of one "
                    "scalar type",
                At);
      return nullptr;
    }
  }
  Count = Total / Size;
  return Elt;
}

/// The values of the \p Count elements of \p Size bytes that make up the
/// integer \p V, when it is assembled as `or (shl (zext x_j), 8*Size*j)`
/// (how a copy's wide integer is usually built); else empty.
static SmallVector<Value *, 4> wideElements(Value *V, uint64_t Size,
                                            uint64_t Count) {
  SmallVector<Value *, 4> Elems(Count, nullptr);
  for (auto [Narrow, Shift] : wideIntegerParts(V)) {
    uint64_t J = Shift / (Size * 8);
    if (!Narrow || Shift % (Size * 8) ||
        Narrow->getType()->getIntegerBitWidth() != Size * 8 || J >= Count ||
        Elems[J])
      return {};
    Elems[J] = Narrow;
  }
  if (is_contained(Elems, nullptr))
    return {};
  return Elems;
}

/// A load or store of an integer \p Count elements wide at \p Offset
/// (InstCombine's `load i64` / `store i64` copy of a two-uint struct or
/// array: `Out[i] = GroupMask` in MJP's MSAAMask) as one access per
/// element. The wide value's parts are taken straight from the elements
/// where its uses and producer allow, so that no 64-bit arithmetic is left
/// (it would claim the Int64Ops shader flag).
void MemoryFlattener::splitWideAccess(Instruction *I, Value *New,
                                      ArrayType *FlatTy,
                                      const ByteOffset &Offset,
                                      uint64_t Count) {
  Type *Elt = FlatTy->getElementType();
  uint64_t Size = DL.getTypeStoreSize(Elt);
  IRBuilder<> B(I);
  Type *EltInt = B.getIntNTy(Size * 8);
  Value *Idx = slotIndex(B, Offset, Size);
  auto Slot = [&](uint64_t J) {
    Value *At = J ? B.CreateAdd(Idx, B.getInt32(J)) : Idx;
    return B.CreateInBoundsGEP(FlatTy, New, {B.getInt32(0), At});
  };
  if (auto *SI = dyn_cast<StoreInst>(I)) {
    Value *V = SI->getValueOperand();
    SmallVector<Value *, 4> Parts = wideElements(V, Size, Count);
    for (uint64_t J = 0; J < Count; ++J) {
      Value *Bits = Parts.empty()
                        ? B.CreateTrunc(B.CreateLShr(V, J * Size * 8), EltInt)
                        : Parts[J];
      if (Elt != EltInt)
        Bits = B.CreateBitCast(Bits, Elt);
      B.CreateStore(Bits, Slot(J))->setAlignment(DL.getABITypeAlign(Elt));
    }
    SI->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(V);
    return;
  }
  auto *LI = cast<LoadInst>(I);
  SmallVector<Value *, 4> Parts;
  for (uint64_t J = 0; J < Count; ++J) {
    LoadInst *NL = B.CreateLoad(Elt, Slot(J));
    NL->setAlignment(DL.getABITypeAlign(Elt));
    Parts.push_back(Elt == EltInt ? NL : B.CreateBitCast(NL, EltInt));
  }
  // `trunc` and `trunc (lshr V, 8*Size*j)` of the wide value are elements.
  for (User *U : make_early_inc_range(LI->users())) {
    auto *T = dyn_cast<TruncInst>(U);
    if (T && T->getDestTy() == EltInt) {
      T->replaceAllUsesWith(Parts[0]);
      T->eraseFromParent();
      continue;
    }
    auto *Sh = dyn_cast<BinaryOperator>(U);
    auto *C = Sh && Sh->getOpcode() == Instruction::LShr
                  ? dyn_cast<ConstantInt>(Sh->getOperand(1))
                  : nullptr;
    if (!C || C->getZExtValue() % (Size * 8) ||
        C->getZExtValue() / (Size * 8) >= Count)
      continue;
    for (User *SU : make_early_inc_range(Sh->users()))
      if (auto *ST = dyn_cast<TruncInst>(SU); ST && ST->getDestTy() == EltInt) {
        ST->replaceAllUsesWith(Parts[C->getZExtValue() / (Size * 8)]);
        ST->eraseFromParent();
      }
    if (Sh->use_empty())
      Sh->eraseFromParent();
  }
  if (!LI->use_empty()) {
    Value *Result = ConstantInt::get(LI->getType(), 0);
    for (uint64_t J = 0; J < Count; ++J) {
      Value *Part = B.CreateZExt(Parts[J], LI->getType());
      if (J)
        Part = B.CreateShl(Part, J * Size * 8);
      Result = J ? B.CreateOr(Result, Part) : Part;
    }
    Result->takeName(LI);
    LI->replaceAllUsesWith(Result);
  }
  LI->eraseFromParent();
}

bool MemoryFlattener::rewriteAccesses(Value *Old, Value *New, ArrayType *FlatTy,
                                      StringRef What) {
  Type *Elt = FlatTy->getElementType();
  uint64_t Size = DL.getTypeStoreSize(Elt);
  SmallVector<MemoryAccess, 16> Accesses;
  if (Instruction *Bad = collectAccesses(Old, DL, Accesses)) {
    Ctx.error(lowercode::UnsupportedMemory,
              "unsupported use of '" + What + "' (" +
                  Twine(Bad->getOpcodeName()) + ")",
              Bad);
    return false;
  }
  for (MemoryAccess &A : Accesses) {
    Instruction *I = A.I;
    Type *AccTy = isa<LoadInst>(I)    ? I->getType()
                  : isa<StoreInst>(I) ? I->getOperand(0)->getType()
                                      : I->getOperand(1)->getType();
    uint64_t AccSize = DL.getTypeStoreSize(AccTy);
    bool Aligned =
        !(A.Offset.Const % Size) && !(A.Offset.Var && A.Offset.VarAlign % Size);
    // A wider integer over several elements (splitWideAccess).
    if (Aligned && AccTy->isIntegerTy() && !isa<AtomicRMWInst>(I) &&
        !isa<AtomicCmpXchgInst>(I) && AccSize > Size && AccSize % Size == 0 &&
        DL.getTypeSizeInBits(AccTy) == AccSize * 8) {
      splitWideAccess(I, New, FlatTy, A.Offset, AccSize / Size);
      continue;
    }
    if (AccSize != Size || AccTy->isVectorTy() || !Aligned) {
      Ctx.error(lowercode::UnsupportedMemory,
                "access to '" + What +
                    "' does not line up with its scalar elements",
                I);
      return false;
    }
    IRBuilder<> B(I);
    Value *Ptr = B.CreateInBoundsGEP(
        FlatTy, New, {B.getInt32(0), slotIndex(B, A.Offset, Size)});
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      LoadInst *NL = B.CreateLoad(Elt, Ptr);
      NL->setAlignment(DL.getABITypeAlign(Elt));
      Value *V = AccTy == Elt ? NL : B.CreateBitCast(NL, AccTy);
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
      LI->eraseFromParent();
    } else if (auto *SI = dyn_cast<StoreInst>(I)) {
      Value *V = SI->getValueOperand();
      if (AccTy != Elt)
        V = B.CreateBitCast(V, Elt);
      B.CreateStore(V, Ptr)->setAlignment(DL.getABITypeAlign(Elt));
      SI->eraseFromParent();
    } else {
      // An atomic of another scalar type of the element's size (the i32
      // exchange of a float InterlockedExchange) works on the element's bits
      // as they are; the writer types its pointer with a bitcast, as DXC's.
      I->setOperand(0, Ptr);
    }
  }
  eraseDeadUsers(Old);
  return true;
}

bool MemoryFlattener::run() {
  bool Changed = false;
  // Clang's resource-name strings and similar leftovers are unused by now.
  SmallVector<GlobalVariable *, 8> Unused;
  for (GlobalVariable &GV : M.globals()) {
    GV.removeDeadConstantUsers();
    if (GV.use_empty() && GV.hasLocalLinkage())
      Unused.push_back(&GV);
  }
  for (GlobalVariable *GV : Unused)
    GV->eraseFromParent();
  SmallVector<GlobalVariable *, 8> Narrow;
  for (GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && isScalar(GV.getValueType()))
      Narrow.push_back(&GV);
  for (GlobalVariable *GV : Narrow)
    Changed |= widenNarrowScalarGlobal(GV);
  SmallVector<GlobalVariable *, 8> Globals;
  for (GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && !isScalar(GV.getValueType()) &&
        GV.getValueType()->isSized() &&
        !GV.getName().starts_with("dx.resource.sym."))
      Globals.push_back(&GV);
  for (GlobalVariable *GV : Globals) {
    uint64_t Count = 0;
    Type *Elt =
        flatElementType(GV->getValueType(), Count, nullptr, GV->getName());
    if (!Elt)
      continue;
    auto *FlatTy = ArrayType::get(Elt, Count);
    // Constant-expression GEPs (a constant index into a groupshared array)
    // are accesses too; as instructions they get rewritten like the rest.
    convertUsersOfConstantsToInstructions({GV});
    if (FlatTy == GV->getValueType()) {
      rewriteAccesses(GV, GV, FlatTy, GV->getName());
      Changed = true;
      continue;
    }
    Constant *Init = nullptr;
    if (GV->hasInitializer())
      Init = flatInitializer(DL, GV->getInitializer(), FlatTy);
    auto *New = new GlobalVariable(
        M, FlatTy, GV->isConstant(), GV->getLinkage(), Init, "", GV,
        GV->getThreadLocalMode(), GV->getAddressSpace());
    New->setAlignment(
        std::max(GV->getAlign().valueOrOne(), DL.getABITypeAlign(Elt)));
    New->takeName(GV);
    if (rewriteAccesses(GV, New, FlatTy, New->getName())) {
      GV->removeDeadConstantUsers();
      if (GV->use_empty())
        GV->eraseFromParent();
    }
    Changed = true;
  }
  for (Function &F : M) {
    SmallVector<AllocaInst *, 8> Allocas, Scalars;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        (isScalar(AI->getAllocatedType()) ? Scalars : Allocas).push_back(AI);
    for (AllocaInst *AI : Scalars)
      Changed |= widenNarrowScalarAlloca(AI);
    for (AllocaInst *AI : Allocas) {
      uint64_t Count = 0;
      Type *Elt =
          flatElementType(AI->getAllocatedType(), Count, AI, AI->getName());
      if (!Elt)
        continue;
      auto *FlatTy = ArrayType::get(Elt, Count);
      if (FlatTy == AI->getAllocatedType()) {
        rewriteAccesses(AI, AI, FlatTy, AI->getName());
        Changed = true;
        continue;
      }
      IRBuilder<> B(AI);
      AllocaInst *New = B.CreateAlloca(FlatTy);
      New->setAlignment(std::max(AI->getAlign(), DL.getABITypeAlign(Elt)));
      New->takeName(AI);
      if (rewriteAccesses(AI, New, FlatTy, New->getName()) && AI->use_empty())
        AI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}

} // namespace

PreservedAnalyses DXILFlattenMemoryPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  MemoryFlattener F(M, Ctx);
  return F.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
