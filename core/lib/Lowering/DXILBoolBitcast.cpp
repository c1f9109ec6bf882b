//===- DXILBoolBitcast.cpp - Vector bitcasts to narrower lanes ------------===//

#include "DXILBoolBitcast.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

namespace {

/// `load <K x i1>` with K a multiple of 32 -> `load <K/32 x i32>` + bitcast.
bool widenBoolVectorLoad(LoadInst &LI) {
  auto *VT = dyn_cast<FixedVectorType>(LI.getType());
  if (!VT || !VT->getElementType()->isIntegerTy(1) ||
      VT->getNumElements() % 32 != 0 || LI.isVolatile() || LI.isAtomic())
    return false;
  IRBuilder<> B(&LI);
  auto *WordsTy =
      FixedVectorType::get(B.getInt32Ty(), VT->getNumElements() / 32);
  LoadInst *Words = B.CreateAlignedLoad(WordsTy, LI.getPointerOperand(),
                                        LI.getAlign(), LI.getName() + ".words");
  Value *Cast = B.CreateBitCast(Words, VT);
  Cast->takeName(&LI);
  LI.replaceAllUsesWith(Cast);
  LI.eraseFromParent();
  return true;
}

/// A narrowing bitcast of integers or floats to integer lanes as the vector
/// of those lanes; null if \p BC is not one. A float word is read as the
/// integer of its bits (a bool after floats in one cbuffer row:
/// LightScattering's `bitcast <4 x float> to <128 x i1>`).
Value *expandNarrowingBitcast(BitCastInst &BC) {
  auto *DstTy = dyn_cast<FixedVectorType>(BC.getDestTy());
  Type *SrcTy = BC.getSrcTy();
  if (!DstTy || !DstTy->getElementType()->isIntegerTy() ||
      !(SrcTy->isIntOrIntVectorTy() || SrcTy->isFPOrFPVectorTy()))
    return nullptr;
  unsigned V = DstTy->getScalarSizeInBits();
  unsigned W = SrcTy->getScalarSizeInBits();
  if (V >= W || W % V != 0)
    return nullptr;
  IRBuilder<> B(&BC);
  Value *Src = BC.getOperand(0);
  Type *WordTy = B.getIntNTy(W);
  SmallVector<Value *, 4> Words;
  if (auto *SV = dyn_cast<FixedVectorType>(SrcTy)) {
    for (unsigned I = 0; I < SV->getNumElements(); ++I)
      Words.push_back(B.CreateExtractElement(Src, B.getInt64(I)));
  } else {
    Words.push_back(Src);
  }
  for (Value *&Word : Words)
    Word = B.CreateBitCast(Word, WordTy);
  Value *Res = PoisonValue::get(DstTy);
  for (unsigned K = 0; K < DstTy->getNumElements(); ++K) {
    unsigned Bit = K * V;
    Value *Word = Words[Bit / W];
    if (Bit % W)
      Word = B.CreateLShr(Word, ConstantInt::get(WordTy, Bit % W));
    Value *Lane = B.CreateTrunc(Word, DstTy->getElementType());
    Res = B.CreateInsertElement(Res, Lane, B.getInt64(K));
  }
  return Res;
}

/// A widening bitcast of a vector to one integer (`bitcast <2 x i32> %v to
/// i64`: SROA's form of a uint2 it keeps as an i64 slice) as the lanes
/// zero-extended, shifted to their place and ORed; null if \p BC is not
/// one. Bool lanes are left to expandBoolVectorCompare, integers wider than
/// DXIL's 64 bits to the later error.
Value *expandPackingBitcast(BitCastInst &BC) {
  auto *SrcTy = dyn_cast<FixedVectorType>(BC.getSrcTy());
  auto *DstTy = dyn_cast<IntegerType>(BC.getDestTy());
  if (!SrcTy || !DstTy || DstTy->getBitWidth() > 64)
    return nullptr;
  Type *Lane = SrcTy->getElementType();
  unsigned V = Lane->getPrimitiveSizeInBits();
  if (V < 8 || !(Lane->isIntegerTy() || Lane->isFloatingPointTy()))
    return nullptr;
  IRBuilder<> B(&BC);
  Type *LaneInt = B.getIntNTy(V);
  Value *Packed = nullptr;
  for (unsigned K = 0; K < SrcTy->getNumElements(); ++K) {
    Value *L = B.CreateExtractElement(BC.getOperand(0), B.getInt64(K));
    if (!Lane->isIntegerTy())
      L = B.CreateBitCast(L, LaneInt);
    L = B.CreateZExt(L, DstTy);
    if (K)
      L = B.CreateShl(L, ConstantInt::get(DstTy, K * V));
    Packed = Packed ? B.CreateOr(Packed, L) : L;
  }
  return Packed;
}

/// `bitcast (trunc (lshr (bitcast <N x T> %v to iW), S) to iM) to <K x T>`
/// (InstCombine's way of taking lanes 1-2 of a float4: through an i128)
/// -> `shufflevector %v` of lanes S/bits(T) .. S/bits(T) + K - 1; null if
/// \p BC is not that shape. The lshr is optional (lanes from 0).
Value *foldLaneExtract(BitCastInst &BC) {
  auto *DstTy = dyn_cast<FixedVectorType>(BC.getDestTy());
  if (!DstTy)
    return nullptr;
  // `bitcast (extractelement (bitcast <N x T> %v to <M x iW>), I) to
  // <K x T>` (lanes 2-3 of a float4 through a <2 x i64>): lanes I*K ..
  // I*K + K - 1.
  if (auto *EE = dyn_cast<ExtractElementInst>(BC.getOperand(0))) {
    auto *Src = dyn_cast<BitCastInst>(EE->getVectorOperand());
    auto *SrcTy = Src ? dyn_cast<FixedVectorType>(Src->getSrcTy()) : nullptr;
    auto *Idx = dyn_cast<ConstantInt>(EE->getIndexOperand());
    if (!SrcTy || !Idx || SrcTy->getElementType() != DstTy->getElementType())
      return nullptr;
    uint64_t First = Idx->getZExtValue() * DstTy->getNumElements();
    if (First + DstTy->getNumElements() > SrcTy->getNumElements())
      return nullptr;
    SmallVector<int, 4> Mask;
    for (unsigned K = 0; K < DstTy->getNumElements(); ++K)
      Mask.push_back(int(First + K));
    IRBuilder<> B(&BC);
    return B.CreateShuffleVector(Src->getOperand(0), Mask);
  }
  auto *Tr = dyn_cast<TruncInst>(BC.getOperand(0));
  if (!Tr)
    return nullptr;
  Value *Wide = Tr->getOperand(0);
  uint64_t Shift = 0;
  if (auto *Sh = dyn_cast<BinaryOperator>(Wide);
      Sh && Sh->getOpcode() == Instruction::LShr) {
    auto *C = dyn_cast<ConstantInt>(Sh->getOperand(1));
    if (!C)
      return nullptr;
    Shift = C->getZExtValue();
    Wide = Sh->getOperand(0);
  }
  auto *Src = dyn_cast<BitCastInst>(Wide);
  auto *SrcTy = Src ? dyn_cast<FixedVectorType>(Src->getSrcTy()) : nullptr;
  if (!SrcTy || SrcTy->getElementType() != DstTy->getElementType())
    return nullptr;
  unsigned Lane = DstTy->getScalarSizeInBits();
  if (Lane == 0 || Shift % Lane != 0 ||
      Shift / Lane + DstTy->getNumElements() > SrcTy->getNumElements())
    return nullptr;
  SmallVector<int, 4> Mask;
  for (unsigned K = 0; K < DstTy->getNumElements(); ++K)
    Mask.push_back(int(Shift / Lane + K));
  IRBuilder<> B(&BC);
  return B.CreateShuffleVector(Src->getOperand(0), Mask);
}

/// `icmp P (bitcast <N x i1> %v to iN), C` (InstCombine's form of
/// `all(v)`, `any(v)`: `== -1`, `!= 0`): the comparison of the lanes packed
/// into an i32 (lane k at bit k) with C, sign-extended from N bits for a
/// signed predicate. False (nothing changed) unless every use of \p BC is
/// such a comparison.
bool expandBoolVectorCompare(BitCastInst &BC) {
  auto *SrcTy = dyn_cast<FixedVectorType>(BC.getSrcTy());
  auto *DstTy = dyn_cast<IntegerType>(BC.getDestTy());
  if (!SrcTy || !DstTy || !SrcTy->getElementType()->isIntegerTy(1) ||
      DstTy->getBitWidth() > 32)
    return false;
  for (User *U : BC.users()) {
    auto *Cmp = dyn_cast<ICmpInst>(U);
    if (!Cmp || !isa<ConstantInt>(Cmp->getOperand(1)) ||
        Cmp->getOperand(0) != &BC)
      return false;
  }
  const unsigned N = DstTy->getBitWidth();
  IRBuilder<> B(&BC);
  Type *I32 = B.getInt32Ty();
  Value *Packed = ConstantInt::get(I32, 0);
  for (unsigned K = 0; K < N; ++K) {
    Value *Lane = B.CreateZExt(
        B.CreateExtractElement(BC.getOperand(0), B.getInt64(K)), I32);
    Packed = B.CreateOr(Packed, K ? B.CreateShl(Lane, K) : Lane);
  }
  Value *Signed = nullptr;
  for (User *U : make_early_inc_range(BC.users())) {
    auto *Cmp = cast<ICmpInst>(U);
    const APInt &C = cast<ConstantInt>(Cmp->getOperand(1))->getValue();
    Value *L = Packed;
    APInt Wide = C.zext(32);
    if (Cmp->isSigned()) {
      if (!Signed) {
        Constant *Shift = ConstantInt::get(I32, 32 - N);
        Signed = B.CreateAShr(B.CreateShl(Packed, Shift), Shift);
      }
      L = Signed;
      Wide = C.sext(32);
    }
    IRBuilder<> CB(Cmp);
    Value *New =
        CB.CreateICmp(Cmp->getPredicate(), L, ConstantInt::get(I32, Wide));
    New->takeName(Cmp);
    Cmp->replaceAllUsesWith(New);
    Cmp->eraseFromParent();
  }
  BC.eraseFromParent();
  return true;
}

} // namespace

/// A bitcast between a scalar and a one-element vector (`asfloat(u).xxxx`
/// splats `bitcast i32 to <1 x float>`), which the Scalarizer leaves: the
/// scalar bitcast, then insertelement or after extractelement.
static Value *expandSingleLaneBitcast(BitCastInst &BC) {
  Type *From = BC.getSrcTy(), *To = BC.getDestTy();
  auto *FromVT = dyn_cast<FixedVectorType>(From);
  auto *ToVT = dyn_cast<FixedVectorType>(To);
  if (!FromVT == !ToVT)
    return nullptr;
  IRBuilder<> B(&BC);
  if (ToVT) {
    if (ToVT->getNumElements() != 1 || !From->isSingleValueType())
      return nullptr;
    Value *Lane = B.CreateBitCast(BC.getOperand(0), ToVT->getElementType());
    return B.CreateInsertElement(PoisonValue::get(ToVT), Lane, uint64_t(0));
  }
  if (FromVT->getNumElements() != 1)
    return nullptr;
  return B.CreateBitCast(B.CreateExtractElement(BC.getOperand(0), uint64_t(0)),
                         To);
}

PreservedAnalyses DXILBoolBitcastPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<LoadInst *, 4> Loads;
    for (Instruction &I : instructions(F))
      if (auto *LI = dyn_cast<LoadInst>(&I))
        Loads.push_back(LI);
    for (LoadInst *LI : Loads)
      Changed |= widenBoolVectorLoad(*LI);

    SmallVector<BitCastInst *, 4> Casts;
    for (Instruction &I : instructions(F))
      if (auto *BC = dyn_cast<BitCastInst>(&I))
        Casts.push_back(BC);
    for (BitCastInst *BC : Casts) {
      if (expandBoolVectorCompare(*BC)) {
        Changed = true;
        continue;
      }
      Value *New = foldLaneExtract(*BC);
      if (!New)
        New = expandNarrowingBitcast(*BC);
      if (!New)
        New = expandPackingBitcast(*BC);
      if (!New)
        New = expandSingleLaneBitcast(*BC);
      if (!New)
        continue;
      New->takeName(BC);
      BC->replaceAllUsesWith(New);
      Value *Old = BC->getOperand(0);
      BC->eraseFromParent();
      // A folded lane extract leaves its i128 chain unused.
      RecursivelyDeleteTriviallyDeadInstructions(Old);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
