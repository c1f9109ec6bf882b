//===- SplitRawStructCopy.cpp - Byte-address Load<S>/Store<S> of structs --===//

#include "Intrinsics/SplitRawStructCopy.h"

#include "Intrinsics/DxildIntrinsics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// One member leaf of a struct: a scalar or vector at Clang's offset in the
/// local struct and at HLSL's offset in the raw buffer.
struct Leaf {
  Type *Ty;
  uint64_t ClangOffset;
  uint64_t HLSLOffset;
};

/// Clang's explicit padding (`[N x i8]`; HLSL has no 8-bit types).
bool isPadding(Type *Ty) {
  auto *AT = dyn_cast<ArrayType>(Ty);
  return AT && AT->getElementType()->isIntegerTy(8);
}

uint64_t alignTo(uint64_t V, uint64_t A) { return (V + A - 1) / A * A; }

/// HLSL's raw-buffer alignment of \p Ty: the size of its scalars (DXC's
/// data layout aligns vectors and arrays like their elements, structs like
/// their most aligned member); 0 if \p Ty holds something else.
uint64_t hlslAlign(const DataLayout &DL, Type *Ty) {
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    return hlslAlign(DL, VT->getElementType());
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return hlslAlign(DL, AT->getElementType());
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    uint64_t A = 1;
    for (Type *E : ST->elements()) {
      if (isPadding(E))
        continue;
      uint64_t EA = hlslAlign(DL, E);
      if (!EA)
        return 0;
      A = std::max(A, EA);
    }
    return A;
  }
  if (Ty->isIntegerTy(16) || Ty->isIntegerTy(32) || Ty->isIntegerTy(64) ||
      Ty->isHalfTy() || Ty->isFloatTy() || Ty->isDoubleTy())
    return DL.getTypeStoreSize(Ty);
  return 0;
}

/// Appends the leaves of \p Ty at \p ClangOffset, advancing \p HLSLOffset
/// past it in HLSL's layout. False if \p Ty has no HLSL layout.
bool collectLeaves(const DataLayout &DL, Type *Ty, uint64_t ClangOffset,
                   uint64_t &HLSLOffset, SmallVectorImpl<Leaf> &Out) {
  uint64_t Align = hlslAlign(DL, Ty);
  if (!Align)
    return false;
  HLSLOffset = alignTo(HLSLOffset, Align);
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I) {
      Type *E = ST->getElementType(I);
      if (isPadding(E))
        continue;
      if (!collectLeaves(DL, E, ClangOffset + SL->getElementOffset(I),
                         HLSLOffset, Out))
        return false;
    }
    // A struct takes a multiple of its alignment (DXC's data layout).
    HLSLOffset = alignTo(HLSLOffset, Align);
    return true;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    uint64_t Stride = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      if (!collectLeaves(DL, AT->getElementType(), ClangOffset + I * Stride,
                         HLSLOffset, Out))
        return false;
    return true;
  }
  Out.push_back({Ty, ClangOffset, HLSLOffset});
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  HLSLOffset += (VT ? VT->getNumElements() : 1) *
                DL.getTypeStoreSize(Ty->getScalarType());
  return true;
}

/// The struct type a sret result or byval argument \p V holds, or null.
StructType *structBehind(Value *V) {
  auto *A = dyn_cast<Argument>(V->stripPointerCasts());
  if (!A)
    return nullptr;
  Type *Ty = nullptr;
  if (A->hasStructRetAttr())
    Ty = A->getParamStructRetType();
  else if (A->hasByValAttr())
    Ty = A->getParamByValType();
  return dyn_cast_or_null<StructType>(Ty);
}

/// Splits \p MC, a copy between the buffer element \p Element and a local
/// struct, if the struct's layout is known. \p ToBuffer: a Store.
bool split(MemCpyInst &MC, Value *Element, bool ToBuffer) {
  Value *Local = ToBuffer ? MC.getSource() : MC.getDest();
  StructType *ST = structBehind(Local);
  auto *Len = dyn_cast<ConstantInt>(MC.getLength());
  if (!ST || !Len)
    return false;
  const DataLayout &DL = MC.getModule()->getDataLayout();
  if (Len->getZExtValue() != DL.getTypeStoreSize(ST))
    return false;
  SmallVector<Leaf, 8> Leaves;
  uint64_t HLSLSize = 0;
  if (!collectLeaves(DL, ST, 0, HLSLSize, Leaves))
    return false;
  IRBuilder<> B(&MC);
  Type *I8 = B.getInt8Ty();
  for (const Leaf &L : Leaves) {
    Value *Buf = L.HLSLOffset
                     ? B.CreateConstInBoundsGEP1_64(I8, Element, L.HLSLOffset)
                     : Element;
    Value *Loc = L.ClangOffset
                     ? B.CreateConstInBoundsGEP1_64(I8, Local, L.ClangOffset)
                     : Local;
    Value *From = ToBuffer ? Loc : Buf;
    Value *To = ToBuffer ? Buf : Loc;
    B.CreateAlignedStore(B.CreateAlignedLoad(L.Ty, From, Align(1)), To,
                         Align(1));
  }
  MC.eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses DXILDSplitRawStructCopyPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    std::optional<DxildIntrinsic> I = lookupDxildIntrinsic(F);
    if (!I || I->Kind != DxildIntrinsicKind::ResourceMethod ||
        I->Method != "raw_ref")
      continue;
    for (User *U : F.users()) {
      auto *CB = dyn_cast<CallInst>(U);
      if (!CB || CB->getCalledOperand() != &F)
        continue;
      SmallVector<MemCpyInst *, 2> Copies;
      for (User *CU : CB->users())
        if (auto *MC = dyn_cast<MemCpyInst>(CU))
          Copies.push_back(MC);
      for (MemCpyInst *MC : Copies) {
        bool ToBuffer = MC->getDest()->stripPointerCasts() == CB;
        if (!ToBuffer && MC->getSource()->stripPointerCasts() != CB)
          continue;
        Changed |= split(*MC, CB, ToBuffer);
      }
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
